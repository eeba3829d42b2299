import { SIZES, type SearchFacetsJson, type SearchParams } from '@pointe/config';
import type { Knex } from 'knex';
import { SEARCH_TABLE, sizeBit } from '../../../catalog/search-columns';

/** A search's text word as the products are matched by it: the pattern, or the categories it names. */
export interface SearchWord {
  pattern: string;
  namedCategories: number[];
}

/** One group of the grouped scan: products alike in every way a facet tells apart. */
interface Group {
  colour_key: string | null;
  brand_key: string | null;
  mask: number;
  in_size: boolean;
  in_colour: boolean;
  in_brand: boolean;
  in_price: boolean;
  count: number | string;
  min_price: number | string | null;
  max_price: number | string | null;
  colour: string | null;
  colour_ar: string | null;
  swatch: string | null;
  brand: string | null;
}

/** The smaller of two texts, null counting as missing (as SQL's min() does). */
const smaller = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : b < a ? b : a);

/** A value's facet entry: counts summed over its groups, its names the smallest (as min() in SQL). */
interface Tally {
  count: number;
  name: string | null;
  nameAr: string | null;
  swatch: string | null;
}
const add = (tallies: Map<string, Tally>, key: string, group: Group, name: string | null, nameAr: string | null, swatch: string | null) => {
  const tally = tallies.get(key) ?? { count: 0, name: null, nameAr: null, swatch: null };
  tally.count += Number(group.count);
  tally.name = smaller(tally.name, name);
  tally.nameAr = smaller(tally.nameAr, nameAr);
  tally.swatch = smaller(tally.swatch, swatch);
  tallies.set(key, tally);
};

/** The counts a search answers before its facets are ranked (search.ts ranks colours and brands with facetValues). */
export interface CountedFacets {
  count: number;
  sizes: SearchFacetsJson['sizes'];
  colours: Array<{ colour: string; colourAr: string | null; swatch: string | null; count: number }>;
  brands: Array<{ brand: string; count: number }>;
  price: SearchFacetsJson['price'];
}

/**
 * A search's count and its four facets in one statement over the search's own table (src/catalog/
 * search-columns.ts): the products the search's category, text and "in stock" keep, grouped by what the
 * facets tell apart (colour, brand, sizes, and whether each filter keeps them), a few hundred groups at
 * most whatever the number of products. Each facet is then summed here without its own filter, as
 * facetsOf counts it with four queries on the products and their size rows. Exact: the same conditions,
 * on columns the database keeps in step with every write.
 */
export async function countAndFacets(knex: Knex, params: SearchParams, inCategory: number[] | null, words: SearchWord[]): Promise<CountedFacets> {
  const where: string[] = [];
  const bindings: unknown[] = [];
  const oneOf = (ids: number[]) => (ids.length === 0 ? 'false' : `category_id IN (${ids.map(() => '?').join(', ')})`);
  if (inCategory !== null) {
    where.push(oneOf(inCategory));
    bindings.push(...inCategory);
  }
  for (const { pattern, namedCategories } of words) {
    where.push(`(search_text ILIKE ? ESCAPE '\\' OR ${oneOf(namedCategories)})`);
    bindings.push(pattern, ...namedCategories);
  }
  if (params.inStock) where.push('in_stock');

  const chosen: string[] = [];
  const chosenBindings: unknown[] = [];
  const sizeMask = params.sizes.reduce((mask, size) => mask | sizeBit(size), 0);
  const mask = params.inStock ? 'stock_mask' : 'size_mask';
  chosen.push(params.sizes.length > 0 ? `(${mask} & ${sizeMask}) <> 0 AS in_size` : 'true AS in_size');
  for (const [key, values, name] of [
    ['colour_key', params.colours, 'in_colour'],
    ['brand_key', params.brands, 'in_brand'],
  ] as const) {
    if (values.length === 0) chosen.push(`true AS ${name}`);
    else {
      chosen.push(`coalesce(${key} IN (${values.map(() => 'lower(?)').join(', ')}), false) AS ${name}`);
      chosenBindings.push(...values);
    }
  }
  const bounds: string[] = [];
  if (params.minPrice !== null) {
    bounds.push('price_piastres >= ceil(?::numeric * 100)');
    chosenBindings.push(String(params.minPrice));
  }
  if (params.maxPrice !== null) {
    bounds.push('price_piastres <= floor(?::numeric * 100)');
    chosenBindings.push(String(params.maxPrice));
  }
  chosen.push(bounds.length > 0 ? `(${bounds.join(' AND ')}) AS in_price` : 'true AS in_price');

  const result = await knex.raw(
    `SELECT colour_key, brand_key, ${mask} AS mask, ${chosen.join(', ')},
            count(*) AS count, min(price_piastres) AS min_price, max(price_piastres) AS max_price,
            min(colour) AS colour, min(colour_ar) AS colour_ar, min(swatch) AS swatch, min(brand) AS brand
     FROM ${SEARCH_TABLE}
     ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
     GROUP BY 1, 2, 3, 4, 5, 6, 7`,
    [...chosenBindings, ...bindings],
  );
  const groups = result.rows as Group[];

  let count = 0;
  const sizes = new Map<string, number>();
  const colours = new Map<string, Tally>();
  const brands = new Map<string, Tally>();
  let minPrice: number | null = null;
  let maxPrice: number | null = null;
  for (const group of groups) {
    const n = Number(group.count);
    const { in_size: size, in_colour: colour, in_brand: brand, in_price: price } = group;
    if (size && colour && brand && price) count += n;
    if (colour && brand && price) {
      for (const name of SIZES) if ((Number(group.mask) & sizeBit(name)) !== 0) sizes.set(name, (sizes.get(name) ?? 0) + n);
    }
    if (size && brand && price && group.colour_key !== null) add(colours, group.colour_key, group, group.colour, group.colour_ar, group.swatch);
    if (size && colour && price && group.brand_key !== null) add(brands, group.brand_key, group, group.brand, null, null);
    if (size && colour && brand) {
      const [low, high] = [Number(group.min_price), Number(group.max_price)];
      minPrice = minPrice === null ? low : Math.min(minPrice, low);
      maxPrice = maxPrice === null ? high : Math.max(maxPrice, high);
    }
  }
  return {
    count,
    sizes: SIZES.map((size) => ({ size, count: sizes.get(size) ?? 0 })),
    colours: [...colours.values()].map((tally) => ({ colour: tally.name ?? '', colourAr: tally.nameAr, swatch: tally.swatch, count: tally.count })),
    brands: [...brands.values()].map((tally) => ({ brand: tally.name ?? '', count: tally.count })),
    price: { min: minPrice === null ? null : minPrice / 100, max: maxPrice === null ? null : maxPrice / 100 },
  };
}
