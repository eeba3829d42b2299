/** Validation schemas shared by the storefront (hints) and the CMS (the decision). */
import { z } from 'zod';
import { coded, issue, issueError, type CodedError } from './error-codes.js';
import { ALL, COLOUR_MAX_LENGTH, SEARCH_ORDERS, SEARCH_QUERY_MAX_LENGTH, SIZES } from './catalog.js';
import { MULTI_VALUE_FILTERS, SINGLE_VALUE_PARAMS, type MultiValueFilter } from './search-query.js';
import { intRule, moneyRule, toNumber, toOptionalNumber } from './numbers.js';

/** The largest page number we accept; beyond it the request is nonsense, not a page. */
export const MAX_PAGE = 100_000;

/**
 * Longest document id (or slug) looked up. Strapi's document ids are 24 characters and slugs at most
 * 80, so a longer one cannot exist: it is answered 404 (or refused) without a query.
 */
export const MAX_ID_LENGTH = 120;

/**
 * The page-number rule of every paged list (`?page=` of the search and of the admin lists): a
 * positive integer up to MAX_PAGE (numbers.ts's strict reading), 1 when absent or empty.
 */
export const pageParam = z
  .string()
  .optional()
  .transform((page) => page || '1')
  .transform(toNumber(intRule({ min: 1, max: MAX_PAGE, invalid: issue('pageNotPositive'), tooLarge: issue('pageTooLarge', { max: MAX_PAGE }) })));

/** Longest brand a filter names (the product's `brand` attribute has the same limit). */
export const BRAND_MAX_LENGTH = 60;
/** Most values one multi-valued filter (size, colour, brand) takes in one search. */
export const MAX_FILTER_VALUES = 20;
/** Highest price a price filter takes, in EGP: above any product's price, and well inside a numeric column. */
export const MAX_PRICE_FILTER = 10_000_000;

/**
 * A multi-valued filter's values: trimmed, empty ones dropped, repeats (in any letter case) kept once,
 * in the order given. A single value arrives as a string, several as an array (query-string parsers).
 */
const filterValues = (name: MultiValueFilter, maxLength: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => {
      const seen = new Set<string>();
      const values: string[] = [];
      for (const text of [value ?? []].flat()) {
        const trimmed = text.trim();
        if (trimmed && !seen.has(trimmed.toLowerCase())) {
          seen.add(trimmed.toLowerCase());
          values.push(trimmed);
        }
      }
      return values;
    })
    .pipe(
      z
        .array(z.string().max(maxLength, issue('filterValueTooLong', { name, max: maxLength })))
        .max(MAX_FILTER_VALUES, issue('tooManyFilterValues', { name, max: MAX_FILTER_VALUES })),
    );

/**
 * A price bound in EGP: empty means none; otherwise an amount in whole piastres as numbers.ts reads
 * it (Latin or Arabic-Indic digits, at most 2 decimals).
 */
const priceBound = (name: 'minPrice' | 'maxPrice') =>
  z
    .string()
    .optional()
    .transform(toOptionalNumber(moneyRule({ min: 0, max: MAX_PRICE_FILTER, invalid: issue('priceFilterInvalid', { name }) })));

/**
 * Query of GET /api/products/search (and of the storefront's /search page).
 * Missing or empty values mean no filter: query all, category all, order newest, page 1, and none
 * of the filters (any size, colour, brand and price, in stock or not).
 */
export const searchParamsSchema = z
  .object({
    query: z
      .string()
      .trim()
      .max(SEARCH_QUERY_MAX_LENGTH, issue('queryTooLong', { max: SEARCH_QUERY_MAX_LENGTH }))
      .optional()
      .transform((value) => (value ? value : ALL)),
    category: z
      .string()
      .trim()
      .max(SEARCH_QUERY_MAX_LENGTH, issue('categoryTooLong', { max: SEARCH_QUERY_MAX_LENGTH }))
      .optional()
      .transform((value) => (value ? value : ALL)),
    order: z
      .string()
      .optional()
      .transform((value) => (value ? value : 'newest'))
      .pipe(z.enum(SEARCH_ORDERS, { message: issue('sortOrderInvalid', { choices: SEARCH_ORDERS }) })),
    page: pageParam,
    size: filterValues('size', SEARCH_QUERY_MAX_LENGTH).pipe(z.array(z.enum(SIZES, { message: issue('sizeInvalid', { choices: SIZES }) }))),
    colour: filterValues('colour', COLOUR_MAX_LENGTH),
    brand: filterValues('brand', BRAND_MAX_LENGTH),
    minPrice: priceBound('minPrice'),
    maxPrice: priceBound('maxPrice'),
    inStock: z
      .string()
      .optional()
      .transform((value) => value || 'false')
      .pipe(z.enum(['true', 'false'], { message: issue('inStockInvalid') }))
      .transform((value) => value === 'true'),
  })
  .refine(({ minPrice, maxPrice }) => minPrice === null || maxPrice === null || minPrice <= maxPrice, { message: issue('priceRangeInvalid') })
  .transform(({ size, colour, brand, ...rest }) => ({ ...rest, sizes: size, colours: colour, brands: brand }));

export type SearchParams = z.output<typeof searchParamsSchema>;
/**
 * Reads a query-string-like record into the search schema's input: `URLSearchParams`, or a record
 * whose values may be repeated (Koa's `ctx.query`). The multi-valued filters take repeats; any other
 * parameter given twice is refused (which one was meant is unknown).
 */
export function parseSearchParams(
  input: Record<string, unknown> | URLSearchParams,
): { success: true; data: SearchParams } | { success: false; error: CodedError | { message: string } } {
  const read = (key: string): unknown => {
    if (!(input instanceof URLSearchParams)) return input[key];
    const values = input.getAll(key);
    return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
  };
  const fields: Record<string, unknown> = {};
  for (const key of SINGLE_VALUE_PARAMS) {
    const value = read(key);
    if (Array.isArray(value)) return { success: false, error: coded('parameterRepeated', { name: key }) };
    fields[key] = value;
  }
  for (const key of MULTI_VALUE_FILTERS) fields[key] = read(key);
  const result = searchParamsSchema.safeParse(fields);
  if (result.success) return { success: true, data: result.data };
  const first = result.error.issues[0];
  return { success: false, error: first ? (issueError(first) ?? { message: first.message }) : coded('searchInvalid') };
}

/**
 * Query of GET /api/products with its paging parameters (issue 21): `page` (as every paged list) and
 * `category` (a category's slug, see categorySlug). Without either the route answers the spec's
 * list, so `paged` says which answer was asked for.
 */
export const productListParamsSchema = z.object({
  page: pageParam,
  category: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, issue('categoryTooLong', { max: SEARCH_QUERY_MAX_LENGTH }))
    .optional()
    .transform((value) => (value ? value : ALL)),
});

export type ProductListParams = z.output<typeof productListParamsSchema>;

/** Reads GET /api/products's query: `null` when it names no paging parameter (the spec's list of products). */
export function parseProductListParams(
  input: Record<string, unknown>,
): { success: true; data: ProductListParams | null } | { success: false; error: CodedError | { message: string } } {
  const single: Record<string, unknown> = {};
  for (const key of ['page', 'category'] as const) {
    const value = input[key];
    if (Array.isArray(value)) return { success: false, error: coded('parameterRepeated', { name: key }) };
    single[key] = value;
  }
  if (single.page === undefined && single.category === undefined) return { success: true, data: null };
  const result = productListParamsSchema.safeParse(single);
  if (result.success) return { success: true, data: result.data };
  const first = result.error.issues[0];
  return { success: false, error: first ? (issueError(first) ?? { message: first.message }) : coded('searchInvalid') };
}
