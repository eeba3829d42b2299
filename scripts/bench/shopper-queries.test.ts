import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOPPER_QUERIES, isWanted, type FoundProduct } from './shopper-queries';

const catalogue = JSON.parse(readFileSync(new URL('../seed/catalogue.json', import.meta.url), 'utf8')) as { products: FoundProduct[] };

describe('the search-quality queries', () => {
  it('are at least 30, in both languages, of every kind', () => {
    expect(SHOPPER_QUERIES.length).toBeGreaterThanOrEqual(30);
    expect(SHOPPER_QUERIES.filter((entry) => /[\u0600-\u06ff]/.test(entry.query)).length).toBeGreaterThanOrEqual(10);
    expect(new Set(SHOPPER_QUERIES.map((entry) => entry.kind)).size).toBe(7);
    expect(new Set(SHOPPER_QUERIES.map((entry) => entry.query)).size).toBe(SHOPPER_QUERIES.length);
  });

  it.each(SHOPPER_QUERIES.map((entry) => [entry.query, entry] as const))('%s: the product it means is in the seed catalogue', (_, entry) => {
    expect(catalogue.products.some((product) => isWanted(entry.wants, product))).toBe(true);
  });
});
