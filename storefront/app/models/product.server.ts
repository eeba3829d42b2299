import { z } from 'zod';
import { OUT_OF_STOCK, SIZES, type SearchParams, type Size } from '@pointe/config';
import { catalogueCache } from '~/lib/cache.server';
import { cmsRequest } from '~/lib/cms.server';

/** A product as the CMS serves it (shop-spec §3). */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.array(z.string()),
  /** A srcset per picture, from Strapi's generated sizes (empty for a picture without any). */
  imageSrcSet: z.array(z.string()).default([]),
  brand: z.string(),
  category: z.string(),
  description: z.string(),
  price: z.number(),
  countInStock: z.number().int(),
  sizes: z.array(z.object({ size: z.enum(SIZES), countInStock: z.number().int() })),
  updatedAt: z.string().optional(),
});

export type Product = z.infer<typeof productSchema>;

/** What a product grid shows (home, search): the first picture only, no description or sizes. */
export const productCard = ({ _id, name, slug, image, imageSrcSet, price }: Product) => ({
  _id,
  name,
  slug,
  image: image.slice(0, 1),
  imageSrcSet: imageSrcSet.slice(0, 1),
  price,
});

const searchResultSchema = z.object({
  products: z.array(productSchema),
  page: z.number().int(),
  pages: z.number().int(),
  countProducts: z.number().int(),
});

export type SearchResult = z.infer<typeof searchResultSchema>;

/** Page reads go through the catalogue cache; anything that decides stock or money reads fresh. */
export function listProducts(): Promise<Product[]> {
  return catalogueCache.get('products', () => cmsRequest('/products', z.array(productSchema)));
}

export function getProductById(id: string): Promise<Product> {
  return cmsRequest(`/products/${encodeURIComponent(id)}`, productSchema);
}

/** Fresh from the CMS: for stock checks. */
export function getProductBySlug(slug: string): Promise<Product> {
  return cmsRequest(`/products/slug/${encodeURIComponent(slug)}`, productSchema);
}

/** The product page's read (cached); Add to Cart checks stock with getProductBySlug. */
export function showProductBySlug(slug: string): Promise<Product> {
  return catalogueCache.get(`product:${slug}`, () => getProductBySlug(slug));
}

export function searchProducts(params: SearchParams): Promise<SearchResult> {
  const key = `search:${params.query}\u0000${params.category}\u0000${params.order}\u0000${params.page}`;
  return catalogueCache.get(key, () => cmsRequest('/products/search', searchResultSchema, { query: params }));
}

export function listCategories(): Promise<string[]> {
  return catalogueCache.get('categories', () => cmsRequest('/products/categories', z.array(z.string())));
}

/**
 * The product page's Add to Cart rules (spec §5): a size must be chosen, and the size must have at
 * least `quantity` units now (checked against fresh CMS data, not the page the shopper loaded).
 */
export function checkAddToCart(
  product: Product,
  size: FormDataEntryValue | null,
  quantity: number,
): { ok: true; size: Size } | { ok: false; problem: string } {
  if (typeof size !== 'string' || size === '') return { ok: false, problem: 'Please choose a size' };
  const entry = product.sizes.find((candidate) => candidate.size === size);
  if (!entry || entry.countInStock === 0 || !Number.isInteger(quantity) || quantity < 1 || quantity > entry.countInStock) {
    return { ok: false, problem: OUT_OF_STOCK };
  }
  return { ok: true, size: entry.size };
}
