import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchPageJson, type SearchPageJson } from '@pointe/config';
import { expectContract } from '../helpers/contract';
import { onSqlite, sql } from '../helpers/database';
import { editorToken } from '../helpers/fixtures';
import { api } from '../helpers/http';

/**
 * The search's filters and facets on a small known set of products, made for this file: their names
 * share one made-up word, so a search for it finds exactly them whatever else the database holds.
 */
const word = `filterkit${randomUUID().slice(0, 6)}`;
const brandA = `Brand A ${word}`;
const brandB = `Brand B ${word}`;

interface Made {
  key: string;
  brand: string;
  price: number;
  colour?: string;
  colourAr?: string;
  swatch?: string;
  sizes: Array<{ size: string; countInStock: number }>;
}

/**
 * A: Black, 100 EGP, S (2 in stock) and M (none); B: Navy, 200, XS and S (none); C: Black, 300, M (5);
 * D: no colour, 400, One Size (1); E: Navy, 500, no sizes at all.
 */
const PRODUCTS: Made[] = [
  { key: 'A', brand: brandA, price: 100, colour: 'Black', colourAr: 'أسود', swatch: '#000000', sizes: [{ size: 'S', countInStock: 2 }, { size: 'M', countInStock: 0 }] },
  { key: 'B', brand: brandA, price: 200, colour: 'Navy', swatch: '#1f2a44', sizes: [{ size: 'XS', countInStock: 0 }, { size: 'S', countInStock: 0 }] },
  { key: 'C', brand: brandB, price: 300, colour: 'Black', sizes: [{ size: 'M', countInStock: 5 }] },
  { key: 'D', brand: brandB, price: 400, sizes: [{ size: 'One Size', countInStock: 1 }] },
  { key: 'E', brand: brandB, price: 500, colour: 'Navy', sizes: [] },
];
const nameOf = (key: string) => `Leotard ${word} ${key}`;
const ids = new Map<string, string>();

const search = async (params: string): Promise<SearchPageJson> => {
  const response = await api<SearchPageJson>(`/api/products/search?query=${word}${params}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectContract(searchPageJson, response.body);
  return response.body;
};
const keysOf = (page: SearchPageJson) => page.products.map((product) => product.name.slice(-1)).sort();
const counts = <Row extends { count: number }>(rows: Row[], nameOf: (row: Row) => string) => Object.fromEntries(rows.map((row) => [nameOf(row), row.count]));
const sizeCounts = (page: SearchPageJson) => counts(page.facets.sizes, (row) => row.size);
const colourCounts = (page: SearchPageJson) => counts(page.facets.colours, (row) => row.colour);
const brandCounts = (page: SearchPageJson) => counts(page.facets.brands, (row) => row.brand);

beforeAll(async () => {
  const token = await editorToken();
  for (const { key, sizes, ...fields } of PRODUCTS) {
    const response = await api<{ data: { documentId: string } }>('/content-manager/collection-types/api::product.product', {
      method: 'POST',
      token,
      json: { name: nameOf(key), description: 'Made by the filters test.', sizes, ...fields },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    ids.set(key, response.body.data.documentId);
  }
});

describe('GET /api/products/search with filters', () => {
  it('answers facets for the whole search when no filter is chosen, each value with its count', async () => {
    const page = await search('');
    expect(keysOf(page)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(page.countProducts).toBe(5);
    expect(page.facets.sizes).toEqual([
      { size: 'XS', count: 1 },
      { size: 'S', count: 2 },
      { size: 'M', count: 2 },
      { size: 'One Size', count: 1 },
    ]);
    expect(page.facets.colours).toEqual([
      { colour: 'Black', colourAr: 'أسود', swatch: '#000000', count: 2 },
      { colour: 'Navy', colourAr: null, swatch: '#1f2a44', count: 2 },
    ]);
    expect(page.facets.brands).toEqual([
      { brand: brandB, count: 3 },
      { brand: brandA, count: 2 },
    ]);
    expect(page.facets.price).toEqual({ min: 100, max: 500 });
  });

  it('filters by size; the size facet still counts every size, the others count within the size', async () => {
    const page = await search('&size=S');
    expect(keysOf(page)).toEqual(['A', 'B']);
    expect(page.countProducts).toBe(2);
    expect(sizeCounts(page)).toEqual({ XS: 1, S: 2, M: 2, 'One Size': 1 });
    expect(colourCounts(page)).toEqual({ Black: 1, Navy: 1 });
    expect(brandCounts(page)).toEqual({ [brandA]: 2 });
    expect(page.facets.price).toEqual({ min: 100, max: 200 });
    // Several sizes: any of them.
    expect(keysOf(await search('&size=XS&size=One+Size'))).toEqual(['B', 'D']);
  });

  it('keeps "in stock" to the chosen sizes that have stock, and to products with any stock without a size', async () => {
    const inS = await search('&size=S&inStock=true');
    expect(keysOf(inS)).toEqual(['A']);
    expect(sizeCounts(inS)).toEqual({ XS: 0, S: 1, M: 1, 'One Size': 1 });
    expect(colourCounts(inS)).toEqual({ Black: 1 });
    expect(keysOf(await search('&size=M&inStock=true'))).toEqual(['C']);
    expect(keysOf(await search('&size=XS&inStock=true'))).toEqual([]);
    const anyStock = await search('&inStock=true');
    expect(keysOf(anyStock)).toEqual(['A', 'C', 'D']);
    expect(brandCounts(anyStock)).toEqual({ [brandB]: 2, [brandA]: 1 });
    expect(keysOf(await search('&inStock=false'))).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('filters by colour whatever its letter case; the colour facet counts every colour', async () => {
    const page = await search('&colour=black');
    expect(keysOf(page)).toEqual(['A', 'C']);
    expect(colourCounts(page)).toEqual({ Black: 2, Navy: 2 });
    expect(sizeCounts(page)).toEqual({ XS: 0, S: 1, M: 2, 'One Size': 0 });
    expect(brandCounts(page)).toEqual({ [brandA]: 1, [brandB]: 1 });
  });

  it('combines filters (AND across, OR within) and counts each facet without its own filter', async () => {
    const page = await search(`&colour=Black&colour=Navy&brand=${encodeURIComponent(brandB)}`);
    expect(keysOf(page)).toEqual(['C', 'E']);
    expect(brandCounts(page)).toEqual({ [brandB]: 2, [brandA]: 2 });
    expect(colourCounts(page)).toEqual({ Black: 1, Navy: 1 });
    expect(sizeCounts(page)).toEqual({ XS: 0, S: 0, M: 1, 'One Size': 0 });
  });

  it('filters by a price range in EGP, bounds included; the price facet spans the search without it', async () => {
    const page = await search('&minPrice=150&maxPrice=400');
    expect(keysOf(page)).toEqual(['B', 'C', 'D']);
    expect(page.facets.price).toEqual({ min: 100, max: 500 });
    expect(brandCounts(page)).toEqual({ [brandB]: 2, [brandA]: 1 });
    expect(keysOf(await search('&minPrice=500'))).toEqual(['E']);
    expect(keysOf(await search('&maxPrice=99.99'))).toEqual([]);
    const none = await search('&maxPrice=99.99&size=S');
    expect(none.facets.price).toEqual({ min: 100, max: 200 });
  });

  it('sorts and pages filtered results as the unfiltered ones', async () => {
    const page = await search(`&brand=${encodeURIComponent(brandB)}&order=highest`);
    expect(page.products.map((product) => product.name.slice(-1))).toEqual(['E', 'D', 'C']);
    expect(page.products.map((product) => product.price)).toEqual([500, 400, 300]);
    expect({ page: page.page, pages: page.pages }).toEqual({ page: 1, pages: 1 });
    expect((await search(`&brand=${encodeURIComponent(brandB)}&page=2`)).products).toEqual([]);
  });

  it('lists a chosen value even when nothing matches it, at 0, so it can be undone', async () => {
    const page = await search('&colour=Purple');
    expect(page.countProducts).toBe(0);
    expect(page.products).toEqual([]);
    expect(page.facets.colours).toContainEqual({ colour: 'Purple', colourAr: null, swatch: null, count: 0 });
    expect(colourCounts(page)).toMatchObject({ Black: 2, Navy: 2 });
    expect(page.facets.price).toEqual({ min: null, max: null });
  });

  it('counts afresh after an editor changes a colour, although facets are kept between searches', async () => {
    expect(colourCounts(await search(''))).toEqual({ Black: 2, Navy: 2 });
    const token = await editorToken();
    const changed = await api(`/content-manager/collection-types/api::product.product/${ids.get('D')}`, {
      method: 'PUT',
      token,
      json: { colour: 'Burgundy', colourAr: 'نبيذي', swatch: '#800020' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const page = await search('');
    expect(colourCounts(page)).toEqual({ Black: 2, Navy: 2, Burgundy: 1 });
    expect(page.facets.colours).toContainEqual({ colour: 'Burgundy', colourAr: 'نبيذي', swatch: '#800020', count: 1 });
    expect(keysOf(await search('&colour=burgundy'))).toEqual(['D']);
  });
});

describe('GET /api/products/search refuses bad filters with 400 and a code', () => {
  it.each([
    ['size=XXL', 'sizeInvalid', 'Size must be one of XS, S, M, One Size'],
    [`colour=${'x'.repeat(41)}`, 'filterValueTooLong', 'each colour must be at most 40 characters'],
    [`brand=${'x'.repeat(61)}`, 'filterValueTooLong', 'each brand must be at most 60 characters'],
    [Array.from({ length: 21 }, (_, index) => `size=S&brand=b${index}`).join('&'), 'tooManyFilterValues', 'brand may be given at most 20 times'],
    ['minPrice=abc', 'priceFilterInvalid', 'minPrice must be an amount in EGP (0 or more, at most 2 decimals)'],
    ['maxPrice=-5', 'priceFilterInvalid', 'maxPrice must be an amount in EGP (0 or more, at most 2 decimals)'],
    ['minPrice=300&maxPrice=200', 'priceRangeInvalid', 'minPrice must not be more than maxPrice'],
    ['minPrice=1&minPrice=2', 'parameterRepeated', 'minPrice must be given once'],
    ['inStock=yes', 'inStockInvalid', 'inStock must be true or false'],
  ])('%s', async (params, code, message) => {
    const response = await api<{ message: string; code: string }>(`/api/products/search?${params}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, code });
  });

  it('answers a filter given as an object (a query-string trick) with a 400, not a 500', async () => {
    for (const params of ['size[$ne]=S', 'colour[a]=b', 'minPrice[]=1', 'inStock[x]=true']) {
      const response = await api(`/api/products/search?${params}`);
      expect(response.status, params).toBe(400);
    }
  });
});

describe.skipIf(onSqlite())('the search at scale: what start-up sets on PostgreSQL (docs/performance.md, 2026-11-25)', () => {
  it('starts no parallel workers for the products table, and indexes no size row by its stock', async () => {
    // A rare size's deep page once spent 170-240 ms starting two workers for a 20 ms walk.
    const [products] = await sql<{ reloptions: string[] | null }>(`SELECT reloptions FROM pg_class WHERE relname = 'products' AND relkind = 'r'`);
    expect(products?.reloptions).toContain('parallel_workers=0');
    // The search reads its copy in memory (ADR 030): nothing reads the size rows by stock, so no index
    // of them holds it (an order's stock UPDATE would write to it for nothing).
    const indexes = await sql<{ indexname: string; indexdef: string }>(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'components_shop_size_stocks'`);
    expect(indexes.length).toBeGreaterThan(0);
    expect(indexes.filter((index) => index.indexdef.includes('count_in_stock'))).toEqual([]);
  });
});

describe.skipIf(!onSqlite())('the search at scale: what start-up sets on SQLite (the quick start)', () => {
  it("gives SQLite's planner the statistics of the catalogue's tables", async () => {
    // Without them a size in stock at 10,000 products walked every size row for every product (58 s, then 31 ms).
    const analysed = await sql<{ tbl: string }>(`SELECT DISTINCT tbl FROM sqlite_stat1`);
    expect(analysed.map((row) => row.tbl)).toEqual(expect.arrayContaining(['products', 'products_cmps', 'components_shop_size_stocks']));
  });
});
