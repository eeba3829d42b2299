/** Catalogue constants: sizes, categories shown by default, search paging. */

export const SIZES = ['XS', 'S', 'M', 'One Size'] as const;
export type Size = (typeof SIZES)[number];

/** The spec's three orders, and Best match (an addition: how well the product matches the words typed, then the newest). */
export const SEARCH_ORDERS = ['newest', 'lowest', 'highest', 'relevance'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

/** Products per search page. Fixed on the server; documented in the README. */
export const SEARCH_PAGE_SIZE = 12;

/**
 * Products per page of the home page and the category pages (GET /api/products?page=): 8 rows of
 * 3 on a wide screen, 12 of 2 on a phone. Fixed on the server, so a page's HTML has a bound whatever
 * the size of the catalogue (docs/performance.md, issue 21).
 */
export const HOME_PAGE_SIZE = 24;

/** Longest search text accepted; longer queries are refused with 400. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** Most colours and brands a search's facets list (the most common first). */
export const SEARCH_FACET_VALUES = 30;

/** Sentinel used by the search contract for "no filter". */
export const ALL = 'all';

/** Sum of the sizes' stock: the product's countInStock is always this. */
export function totalStock(sizes: ReadonlyArray<{ countInStock: number }>): number {
  return sizes.reduce((sum, size) => sum + size.countInStock, 0);
}

/** Longest product slug (an address segment people may type); slugs made from long names are cut to it. */
export const SLUG_MAX_LENGTH = 80;

/** A URL-safe slug from a product name: lower-case ASCII letters, digits and dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
}

/**
 * A category's address segment (`/category/<slug>`): its English name slugified. Category names are
 * unique and few, so the slug is derived rather than stored: renaming a category moves its page.
 */
export function categorySlug(name: string): string {
  return slugify(name);
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Longest colour name (English or Arabic) of a product: "Burgundy", "Ballet pink", "أحمر نبيتي". */
export const COLOUR_MAX_LENGTH = 40;

/** A colour swatch as stored and answered: CSS hex `#rrggbb` (lower-case once saved). */
export const SWATCH_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** Longest colour family name (the editors' label, "Studio camisole leotard"). */
export const FAMILY_NAME_MAX_LENGTH = 120;

/** Most siblings a product's answer lists for its family (ordered by when they were added): a row of swatches, not a catalogue. */
export const FAMILY_MAX_SIBLINGS = 24;
