/**
 * The search's query string, without the schema library (zod): what the browsing pages' own script
 * needs to write a search's address (this module is small; validation.ts, which reads one, is not).
 */
import type { SearchParams } from './validation.js';
import { ALL } from './catalog.js';
import { normaliseDigits } from './i18n.js';

/** The search's filters that take several values (`size=S&size=M`): each an OR within, AND across. */
export const MULTI_VALUE_FILTERS = ['size', 'colour', 'brand'] as const;
export type MultiValueFilter = (typeof MULTI_VALUE_FILTERS)[number];
/** The search's parameters given at most once. */
export const SINGLE_VALUE_PARAMS = ['query', 'category', 'order', 'page', 'minPrice', 'maxPrice', 'inStock'] as const;

/**
 * Every parameter of a search, in the order its address spells them: the order of the search page's
 * form, so the page's script sends a tidy address by leaving out blank fields and the default order.
 */
const PARAM_ORDER = ['query', 'category', 'order', 'size', 'colour', 'brand', 'minPrice', 'maxPrice', 'inStock', 'page'] as const;
/** The values that mean "no filter" (or the default), left out of an address. */
const DEFAULT_VALUES: Partial<Record<(typeof PARAM_ORDER)[number], string>> = { query: ALL, category: ALL, inStock: 'false', order: 'newest', page: '1' };

/** The filters of a search (beyond its text, category, order and page). */
export type SearchFilters = Pick<SearchParams, 'sizes' | 'colours' | 'brands' | 'minPrice' | 'maxPrice' | 'inStock'>;
/** No filter at all: every size, colour, brand and price, in stock or not. */
export const NO_SEARCH_FILTERS: SearchFilters = { sizes: [], colours: [], brands: [], minPrice: null, maxPrice: null, inStock: false };

/** Whether a search narrows by any filter (beyond its text and category). */
export function hasSearchFilters(filters: SearchFilters): boolean {
  return filters.sizes.length + filters.colours.length + filters.brands.length > 0 || filters.minPrice !== null || filters.maxPrice !== null || filters.inStock;
}

/**
 * A search as query-string pairs, in one order, its defaults left out (short, shareable URLs that one
 * search always spells alike, so caches keyed by them are shared): the storefront's /search links and
 * its request to the CMS.
 */
export function searchQueryEntries(params: SearchParams): Array<[string, string]> {
  const values: Record<(typeof PARAM_ORDER)[number], string[]> = {
    query: [params.query],
    category: [params.category],
    size: params.sizes,
    colour: params.colours,
    brand: params.brands,
    minPrice: params.minPrice === null ? [] : [String(params.minPrice)],
    maxPrice: params.maxPrice === null ? [] : [String(params.maxPrice)],
    inStock: [String(params.inStock)],
    order: [params.order],
    page: [String(params.page)],
  };
  return PARAM_ORDER.flatMap((name) => values[name].filter((value) => value !== DEFAULT_VALUES[name]).map((value): [string, string] => [name, value]));
}

/** The price bounds, written in Latin digits with a '.' whatever keyboard typed them (٥٠٠ is 500). */
const PRICE_PARAMS: ReadonlySet<string> = new Set(['minPrice', 'maxPrice']);
const latinNumber = (value: string) => normaliseDigits(value).trim().replace('\u066b', '.');

/**
 * A submitted search form's query string tidied the same way, before it is read: empty fields (a
 * price left blank) and defaults dropped, prices in Latin digits, a price range typed the wrong way
 * round (from 500 to 100) turned the right way round, the parameters in searchQueryEntries' order,
 * anything else left out. A valid search's tidy query string is its searchQueryEntries, spelled alike.
 */
export function tidySearchQuery(query: URLSearchParams): URLSearchParams {
  const tidy = new URLSearchParams();
  for (const name of PARAM_ORDER) {
    for (const given of query.getAll(name)) {
      const value = PRICE_PARAMS.has(name) ? latinNumber(given) : given;
      if (value.trim() !== '' && value !== DEFAULT_VALUES[name]) tidy.append(name, value);
    }
  }
  const [from, to] = [Number(tidy.get('minPrice')), Number(tidy.get('maxPrice'))];
  if (tidy.has('minPrice') && tidy.has('maxPrice') && from > to) {
    tidy.set('minPrice', String(to));
    tidy.set('maxPrice', String(from));
  }
  return tidy;
}
