import type { Core } from '@strapi/strapi';
import { SIZES, type SearchFacetsJson, type SearchParams } from '@pointe/config';
import type { WordTerms } from '../catalog/search-terms';
import { productsWithWord } from './full-text';
import { searchRows, sizeBit } from './search-columns';

/** A search's word as its products are found: by its terms in the full-text index, or by naming their category. */
export interface FacetWord {
  terms: WordTerms;
  namedCategories: ReadonlyMap<number, number>;
}

/** A search's count and its facets before colours and brands are ranked (product.ts ranks them). */
export interface CountedSearch {
  count: number;
  facets: SearchFacetsJson;
}

/** One group of the grouped scan: products alike in every way a facet tells apart. */
interface Group {
  colour_key: string | null;
  brand_key: string | null;
  mask: number;
  /** 1 when the price bounds keep the group's products. */
  in_price: number | string;
  count: number | string;
  min_price: number | string | null;
  max_price: number | string | null;
  colour: string | null;
  colour_ar: string | null;
  swatch: string | null;
  brand: string | null;
}

/** An amount in EGP as piastres, not yet rounded (1.005 EGP is 100.5 piastres, not 100.49999999999999). */
const piastresOf = (egp: number): number => Number.parseFloat((egp * 100).toPrecision(12));

/** The smaller of two texts, null counting as missing (as SQL's min() does). */
const smaller = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : b < a ? b : a);

/** A colour's or brand's facet entry: counts summed over its groups, its names the smallest (as min() in SQL). */
interface Tally {
  count: number;
  name: string | null;
  nameAr: string | null;
  swatch: string | null;
}
const add = (tallies: Map<string, Tally>, key: string, count: number, name: string | null, nameAr: string | null, swatch: string | null) => {
  const tally = tallies.get(key) ?? { count: 0, name: null, nameAr: null, swatch: null };
  tally.count += count;
  tally.name = smaller(tally.name, name);
  tally.nameAr = smaller(tally.nameAr, nameAr);
  tally.swatch = smaller(tally.swatch, swatch);
  tallies.set(key, tally);
};

/**
 * A search's count and its four facets in one statement over the search's own columns (search-columns.ts,
 * ADR 040: PostgreSQL's table, SQLite's the same computed in place): the products its category, words
 * and "in stock" keep, grouped by what the facets tell apart (colour, brand, sizes, and whether each
 * filter keeps them): a few hundred groups at most, whatever the number of products. Each facet is
 * summed here without its own filter. Exact: read in the search's own statement.
 * `words` null: a text of no words (marks alone), which finds nothing.
 */
export async function countAndFacets(strapi: Core.Strapi, params: SearchParams, inCategory: number[] | null, words: FacetWord[] | null): Promise<CountedSearch> {
  const knex = strapi.db.connection;
  const mask = params.inStock ? 'stock_mask' : 'size_mask';
  // The bounds in whole piastres, as the column (a numeric cast per row would double the scan's time).
  const bounds: string[] = [];
  const boundValues: number[] = [];
  if (params.minPrice !== null) {
    bounds.push('price_piastres >= ?');
    boundValues.push(Math.ceil(piastresOf(params.minPrice)));
  }
  if (params.maxPrice !== null) {
    bounds.push('price_piastres <= ?');
    boundValues.push(Math.floor(piastresOf(params.maxPrice)));
  }

  // Grouped by the keys the other filters are judged on here (a group's colour, brand and sizes); the
  // price, not a key, as whether the bounds keep it. Each column once: on SQLite each is computed.
  const query = searchRows(strapi)
    .select('colour_key', 'brand_key', { mask })
    .select({ in_price: bounds.length === 0 ? knex.raw('1') : knex.raw(`CASE WHEN ${bounds.join(' AND ')} THEN 1 ELSE 0 END`, boundValues) })
    .count({ count: '*' })
    .min({ min_price: 'price_piastres', colour: 'colour', colour_ar: 'colour_ar', swatch: 'swatch', brand: 'brand' })
    .max({ max_price: 'price_piastres' })
    .groupByRaw('1, 2, 3, 4');
  if (inCategory !== null) query.whereIn('category_id', inCategory);
  if (words === null) query.whereIn('product_id', []);
  for (const { terms, namedCategories } of words ?? []) {
    query.where((where) => {
      where.whereIn('product_id', productsWithWord(strapi, knex, terms));
      if (namedCategories.size > 0) where.orWhereIn('category_id', [...namedCategories.keys()]);
    });
  }
  if (params.inStock) query.where('in_stock', true);
  const groups = (await query) as unknown as Group[];
  const chosenSizes = params.sizes.reduce((bits, size) => bits | sizeBit(size), 0);
  const chosenColours = new Set(params.colours.map((colour) => colour.toLowerCase()));
  const chosenBrands = new Set(params.brands.map((brand) => brand.toLowerCase()));

  let count = 0;
  const sizes = new Map<string, number>();
  const colours = new Map<string, Tally>();
  const brands = new Map<string, Tally>();
  let minPrice: number | null = null;
  let maxPrice: number | null = null;
  for (const group of groups) {
    const n = Number(group.count);
    // Whether each filter keeps the group (a filter not chosen keeps every group).
    const size = params.sizes.length === 0 || (Number(group.mask) & chosenSizes) !== 0;
    const colour = chosenColours.size === 0 || (group.colour_key !== null && chosenColours.has(group.colour_key));
    const brand = chosenBrands.size === 0 || (group.brand_key !== null && chosenBrands.has(group.brand_key));
    const price = Number(group.in_price) === 1;
    if (size && colour && brand && price) count += n;
    if (colour && brand && price) {
      for (const name of SIZES) if ((Number(group.mask) & sizeBit(name)) !== 0) sizes.set(name, (sizes.get(name) ?? 0) + n);
    }
    if (size && brand && price && group.colour_key !== null) add(colours, group.colour_key, n, group.colour, group.colour_ar, group.swatch);
    if (size && colour && price && group.brand_key !== null) add(brands, group.brand_key, n, group.brand, null, null);
    if (size && colour && brand) {
      const [low, high] = [Number(group.min_price), Number(group.max_price)];
      minPrice = minPrice === null ? low : Math.min(minPrice, low);
      maxPrice = maxPrice === null ? high : Math.max(maxPrice, high);
    }
  }
  return {
    count,
    facets: {
      sizes: SIZES.map((size) => ({ size, count: sizes.get(size) ?? 0 })),
      colours: [...colours.values()].map((tally) => ({ colour: tally.name ?? '', colourAr: tally.nameAr, swatch: tally.swatch, count: tally.count })),
      brands: [...brands.values()].map((tally) => ({ brand: tally.name ?? '', count: tally.count })),
      price: { min: minPrice === null ? null : minPrice / 100, max: maxPrice === null ? null : maxPrice / 100 },
    },
  };
}
