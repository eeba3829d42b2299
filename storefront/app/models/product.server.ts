import {
  ALL,
  categoryNamesJson,
  productJson,
  productListJson,
  productPageJson,
  searchPageJson,
  searchQueryEntries,
  suggestionsJson,
  formatPrice,
  type CategoryName,
  type Locale,
  type ProductJson,
  type ProductListParams,
  type ProductPageJson,
  type SearchPageJson,
  type SearchParams,
  type Size,
} from '@pointe/config';
import type { AddToCartProblem } from '~/i18n/catalogues/shop';
import { PRODUCT_CACHE_PREFIX, readCatalogue } from '~/lib/cache.server';
import { catalogueEvents } from '~/lib/catalogue-events.server';
import { cmsRequest } from '~/lib/cms.server';
import { localName } from '~/i18n/content';
import { localePath } from '~/i18n/locale';

/**
 * What a product grid shows (home, search): the first picture only, no description or sizes, and
 * the swatches of its colour family (its own among them, in the family's order) when it has one.
 */
export const productCard = ({ _id, name, nameAr, slug, image, imageSrcSet, price, family }: ProductJson) => ({
  _id,
  name,
  nameAr,
  slug,
  image: image.slice(0, 1),
  imageSrcSet: imageSrcSet.slice(0, 1),
  price,
  swatches: familySwatches(family),
});

/** A family's swatches for a card: none for a product alone in its family (one swatch says nothing). */
export function familySwatches(family: ProductJson['family']): string[] {
  const swatches = (family?.siblings ?? []).flatMap((sibling) => (sibling.colour?.swatch ? [sibling.colour.swatch] : []));
  return swatches.length > 1 ? swatches : [];
}

/** Page reads go through the catalogue cache; anything that decides stock or money reads fresh. */
export function listProducts(): Promise<ProductJson[]> {
  return readCatalogue('products', () => cmsRequest('/products', productListJson));
}

/**
 * One page of the newest products (HOME_PAGE_SIZE a page), of every category or of one by its slug:
 * the home page and the category pages (cached like every catalogue read; the key holds all the read depends on).
 */
export function newestProducts({ page, category }: ProductListParams): Promise<ProductPageJson> {
  return readCatalogue(`newest:${category}\u0000${page}`, () =>
    cmsRequest('/products', productPageJson, { query: { page, category: category === ALL ? undefined : category } }),
  );
}

export function getProductById(id: string): Promise<ProductJson> {
  return cmsRequest(`/products/${encodeURIComponent(id)}`, productJson);
}

/** Fresh from the CMS, in one read: the cart's products (unknown ids are left out). */
export function getProductsByIds(ids: string[]): Promise<ProductJson[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return cmsRequest('/products/by-ids', productListJson, { query: { ids: ids.join(',') } });
}

/** Fresh from the CMS: for stock checks. */
export function getProductBySlug(slug: string): Promise<ProductJson> {
  return cmsRequest(`/products/slug/${encodeURIComponent(slug)}`, productJson);
}

/** The product page's read (cached); Add to Cart checks stock with getProductBySlug. */
export function showProductBySlug(slug: string): Promise<ProductJson> {
  return readCatalogue(`${PRODUCT_CACHE_PREFIX}${slug}`, () => getProductBySlug(slug));
}

/**
 * An order took or gave back these products' stock: their pages are read afresh, so the shopper who
 * just ordered or cancelled sees it (lists and other processes follow within the cache's TTL).
 */
export function forgetProductPages(lines: ReadonlyArray<{ slug: string }>): void {
  for (const line of lines) catalogueEvents.productChanged(line.slug);
}

/** One page of a search with its facets, cached per search (its query string, one spelling per search: searchQueryEntries). */
export function searchProducts(params: SearchParams): Promise<SearchPageJson> {
  const query = searchQueryEntries(params);
  return readCatalogue(`search:${new URLSearchParams(query)}`, () => cmsRequest('/products/search', searchPageJson, { query }));
}

/**
 * The header's suggestions as she types (issue 39), each product as a suggestion needs it, in the
 * page's language: cached like every catalogue read (most shoppers type the same few beginnings).
 */
export async function suggestProducts(query: string, locale: Locale) {
  const found = await readCatalogue(`suggestions:${query}`, () => cmsRequest('/products/suggestions', suggestionsJson, { query: { query } }));
  return {
    products: found.products.map((product) => ({
      id: product._id,
      name: localName(product, locale),
      href: localePath(locale, `/product/${product.slug}`),
      image: product.image[0] ?? null,
      price: formatPrice(product.price, locale),
    })),
    categories: found.categories.map((category) => ({ name: localName(category, locale), href: localePath(locale, `/search?category=${encodeURIComponent(category.name)}`) })),
  };
}

/** The menu's categories with their Arabic names (one cached read serves pages in both languages). */
export function listCategories(): Promise<CategoryName[]> {
  return readCatalogue('category-names', () => cmsRequest('/products/category-names', categoryNamesJson));
}

/**
 * The product page's Add to Cart rules: a size must be chosen, and the size must have at least
 * `quantity` units now (checked against fresh CMS data, not the page the shopper loaded). A refusal
 * is a code; the page says it in its language (catalogues/shop.ts: 'Please choose a size', OUT_OF_STOCK).
 */
export function checkAddToCart(
  product: ProductJson,
  size: FormDataEntryValue | null,
  quantity: number,
): { ok: true; size: Size } | { ok: false; problem: AddToCartProblem } {
  if (typeof size !== 'string' || size === '') return { ok: false, problem: 'chooseSize' };
  const entry = product.sizes.find((candidate) => candidate.size === size);
  if (!entry || entry.countInStock === 0 || !Number.isInteger(quantity) || quantity < 1 || quantity > entry.countInStock) {
    return { ok: false, problem: 'outOfStock' };
  }
  return { ok: true, size: entry.size };
}
