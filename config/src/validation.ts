/** Validation schemas shared by the storefront (hints) and the CMS (the decision). */
import { z } from 'zod';
import { coded, issue, issueError, type CodedError } from './error-codes.js';
import { ALL, SEARCH_ORDERS, SEARCH_QUERY_MAX_LENGTH } from './catalog.js';

/** The largest page number we accept; beyond it the request is nonsense, not a page. */
export const MAX_PAGE = 100_000;

/**
 * Longest document id (or slug) looked up. Strapi's document ids are 24 characters and slugs at most
 * 80, so a longer one cannot exist: it is answered 404 (or refused) without a query.
 */
export const MAX_ID_LENGTH = 120;

/**
 * The page-number rule of every paged list (`?page=` of the search and of the admin lists): a
 * positive integer up to MAX_PAGE, 1 when absent or empty.
 */
export const pageParam = z
  .string()
  .optional()
  .transform((page) => page || '1')
  .pipe(
    z
      .string()
      .regex(/^[1-9][0-9]{0,5}$/, issue('pageNotPositive'))
      .transform(Number)
      .refine((page) => page <= MAX_PAGE, issue('pageTooLarge', { max: MAX_PAGE })),
  );

/**
 * Query of GET /api/products/search (and of the storefront's /search page).
 * Missing or empty values mean no filter: query all, category all, order newest, page 1.
 */
export const searchParamsSchema = z.object({
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
});

export type SearchParams = z.output<typeof searchParamsSchema>;

/** Reads a query-string-like record (values may be repeated) into the search schema's input. */
export function parseSearchParams(
  input: Record<string, unknown>,
): { success: true; data: SearchParams } | { success: false; error: CodedError | { message: string } } {
  const single: Record<string, unknown> = {};
  for (const key of ['query', 'category', 'order', 'page'] as const) {
    const value = input[key];
    if (Array.isArray(value)) return { success: false, error: coded('parameterRepeated', { name: key }) };
    single[key] = value;
  }
  const result = searchParamsSchema.safeParse(single);
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
