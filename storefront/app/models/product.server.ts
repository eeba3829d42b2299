import { z } from 'zod';
import { SIZES, type SearchParams } from '@pointe/config';
import { cmsRequest } from '~/lib/cms.server';

/** A product as the CMS serves it (shop-spec §3). */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.array(z.string()),
  brand: z.string(),
  category: z.string(),
  description: z.string(),
  price: z.number(),
  countInStock: z.number().int(),
  sizes: z.array(z.object({ size: z.enum(SIZES), countInStock: z.number().int() })),
});

export type Product = z.infer<typeof productSchema>;

const searchResultSchema = z.object({
  products: z.array(productSchema),
  page: z.number().int(),
  pages: z.number().int(),
  countProducts: z.number().int(),
});

export type SearchResult = z.infer<typeof searchResultSchema>;

export function listProducts(): Promise<Product[]> {
  return cmsRequest('/products', z.array(productSchema));
}

export function getProductBySlug(slug: string): Promise<Product> {
  return cmsRequest(`/products/slug/${encodeURIComponent(slug)}`, productSchema);
}

export function searchProducts(params: SearchParams): Promise<SearchResult> {
  return cmsRequest('/products/search', searchResultSchema, { query: params });
}

export function listCategories(): Promise<string[]> {
  return cmsRequest('/products/categories', z.array(z.string()));
}

export type AddToCartCheck = { ok: true; message: string } | { ok: false; message: string };

/**
 * The product page's Add to Cart rules (spec §5): a size must be chosen, and it must be in stock
 * now (checked against fresh CMS data, not the page the shopper loaded). The cart itself arrives
 * with the Buying issue; until then a successful check says so.
 */
export async function checkAddToCart(slug: string, size: FormDataEntryValue | null, quantity = 1): Promise<AddToCartCheck> {
  if (typeof size !== 'string' || size === '') return { ok: false, message: 'Please choose a size' };
  const product = await getProductBySlug(slug);
  const stock = product.sizes.find((entry) => entry.size === size)?.countInStock ?? 0;
  if (stock === 0 || quantity > stock) return { ok: false, message: 'Sorry. Product is out of stock' };
  return { ok: true, message: `Size ${size} is in stock. Online checkout opens soon.` };
}
