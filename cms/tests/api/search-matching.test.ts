import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchPageJson, type SearchPageJson } from '@pointe/config';
import { SHOPPER_QUERIES, isWanted } from '../../../scripts/bench/shopper-queries';
import { expectContract } from '../helpers/contract';
import { demoAdmin, type TestUser } from '../helpers/fixtures';
import { api } from '../helpers/http';

/**
 * What a shopper types finds what she means (issue 39, ADR 039), the same on PostgreSQL and SQLite:
 * typos, missing accents, hyphens and joined words, plurals and stems, Arabic as Egyptians type it.
 * The queries are the search-quality bench's (scripts/bench/shopper-queries.ts), on the seed catalogue.
 */
const search = async (query: string): Promise<SearchPageJson> => {
  const response = await api<SearchPageJson>(`/api/products/search?query=${encodeURIComponent(query)}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return expectContract(searchPageJson, response.body);
};

let admin: TestUser;
beforeAll(async () => {
  admin = await demoAdmin();
});

describe('a shopper finds what she means', () => {
  // Egyptian words need the shop's synonyms, and the order of several words Best match: later slices.
  const matched = SHOPPER_QUERIES.filter((query) => query.kind !== 'egyptian word' && query.kind !== 'best match');

  it.each(matched.map((query) => [query.query, query.kind, query] as const))('%s (%s) finds the product she means', async (_text, _kind, query) => {
    const page = await search(query.query);
    expect(page.products.some((product) => isWanted(query.wants, product))).toBe(true);
  });

  it('a typo stays narrow: one product family, not the catalogue', async () => {
    const all = (await search('')).countProducts;
    const typo = await search('cardigen');
    expect(typo.products.map((product) => product.name)).toEqual(['Knit Wrap Cardigan']);
    expect((await search('letoard')).countProducts).toBeLessThan(all / 2);
  });

  it('a word of marks alone finds nothing, a short word only what it begins', async () => {
    expect((await search('& -- %')).countProducts).toBe(0);
    expect((await search('qx')).countProducts).toBe(0);
  });
});

describe('a new word', () => {
  it('is found at once as typed, in the plural and with a typo, and no longer once removed', async () => {
    const word = `zephyrine${randomUUID().replace(/\D/g, '').slice(0, 4)}`;
    const created = await api<{ product: { _id: string; image: string[] } }>('/api/products', { method: 'POST', token: admin.token });
    const { _id: id, image } = created.body.product;
    const saved = await api(`/api/products/${id}`, {
      method: 'PUT',
      token: admin.token,
      json: { name: `Wrap ${word}`, slug: `wrap-${word}`, price: 100, image, category: 'Skirts & Tutus', brand: 'Test Brand', description: 'x', sizes: [] },
    });
    expect(saved.status).toBe(200);
    const typo = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
    for (const typed of [word, `${word}s`, typo, word.toUpperCase()]) {
      expect((await search(typed)).products.map((product) => product._id), typed).toEqual([id]);
    }
    expect((await api(`/api/products/${id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    expect((await search(word)).countProducts).toBe(0);
  });
});
