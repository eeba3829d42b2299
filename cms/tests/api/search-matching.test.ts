import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageJson, searchPageJson, searchTalliesJson, suggestionsJson, type SearchPageJson, type SearchTalliesJson } from '@pointe/config';
import { SHOPPER_QUERIES, isWanted } from '../../../scripts/bench/shopper-queries';
import { expectContract } from '../helpers/contract';
import { demoAdmin, editorToken, newShopper, orderBody, type TestUser } from '../helpers/fixtures';
import { api } from '../helpers/http';

/**
 * What a shopper types finds what she means (issue 39, ADR 039), the same on PostgreSQL and SQLite:
 * typos, missing accents, hyphens and joined words, plurals and stems, Arabic as Egyptians type it.
 * The queries are the search-quality bench's (scripts/bench/shopper-queries.ts), on the seed catalogue.
 */
const search = async (query: string, order?: string): Promise<SearchPageJson> => {
  const response = await api<SearchPageJson>(`/api/products/search?query=${encodeURIComponent(query)}${order ? `&order=${order}` : ''}`);
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

  it('a typo stays narrow: the products holding the word meant, not the catalogue', async () => {
    const all = (await search('')).countProducts;
    const typo = await search('cardigen');
    // Other suites add cardigans of their own: every product found is one.
    expect(typo.products.map((product) => product.name)).toContain('Knit Wrap Cardigan');
    expect(typo.products.every((product) => /cardigan/i.test(product.name))).toBe(true);
    expect((await search('letoard')).countProducts).toBeLessThan(all / 2);
  });

  it('a word of marks alone finds nothing, a short word only what it begins', async () => {
    expect((await search('& -- %')).countProducts).toBe(0);
    expect((await search('qx')).countProducts).toBe(0);
  });
});

describe('Best match (order=relevance, an addition)', () => {
  it.each(SHOPPER_QUERIES.map((query) => [query.query, query.kind, query] as const))('%s (%s): the product she means comes first', async (_text, _kind, query) => {
    const page = await search(query.query, 'relevance');
    expect(page.products[0] && isWanted(query.wants, page.products[0]), page.products.slice(0, 3).map((product) => product.name).join(', ')).toBe(true);
  });

  it('finds what the default order finds, only in another order; the whole name before a typo in another product', async () => {
    const everyPage = async (order?: string) => {
      const first = await search('pointe', order);
      const rest = await Promise.all(Array.from({ length: first.pages - 1 }, (_, index) => api<SearchPageJson>(`/api/products/search?query=pointe&page=${index + 2}${order ? `&order=${order}` : ''}`)));
      return [...first.products, ...rest.flatMap((response) => response.body.products)];
    };
    const newest = await everyPage();
    const best = await everyPage('relevance');
    expect(best.map((product) => product._id).sort()).toEqual(newest.map((product) => product._id).sort());
    // "pivot point" is one typo from "pointe": the jazz sneakers come after every product named pointe.
    const pointe = best.map((product, index) => (/pointe/i.test(product.name) ? index : -1)).filter((index) => index >= 0);
    const sneakers = best.findIndex((product) => /sneaker/i.test(product.name));
    expect(pointe.length).toBeGreaterThan(2);
    expect(sneakers).toBeGreaterThan(Math.max(...pointe));
  });

  it('without words is the newest first, as the default order', async () => {
    const newest = await search('');
    const best = await search('', 'relevance');
    expect(best.products.map((product) => product._id)).toEqual(newest.products.map((product) => product._id));
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

describe('when nothing is found (nothingFound, an addition)', () => {
  it('offers the nearest catalogue words, only when they find something, with the same filters', async () => {
    const lepard = await search('lepard');
    expect(lepard.countProducts).toBe(0);
    expect(lepard.nothingFound?.didYouMean).toBe('leotard');
    // The corrected text must find something with the search's filters: no leotard is a tight.
    const inTights = await api<SearchPageJson>('/api/products/search?query=lepard&category=Tights');
    expect(expectContract(searchPageJson, inTights.body).nothingFound?.didYouMean).toBeNull();
    // A word that finds something stays as typed; nothing near any word: no offer.
    expect((await search('velvet lepard')).nothingFound?.didYouMean).toBe('velvet leotard');
    expect((await search('xqzvbw')).nothingFound?.didYouMean).toBeNull();
    // Something found: no offer at all (the spec's answer with its facets).
    expect((await search('leotard')).nothingFound).toBeUndefined();
  });

  it("shows the category's best sellers in stock, the most units sold lately first, topped up with its newest", async () => {
    const editor = await editorToken();
    const category = `Test Best ${randomUUID().slice(0, 8)}`;
    const made = await api('/content-manager/collection-types/api::category.category', { method: 'POST', token: editor, json: { name: category } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const product = async (name: string, countInStock: number) => {
      const created = await api<{ product: { _id: string; image: string[] } }>('/api/products', { method: 'POST', token: admin.token });
      const { _id, image } = created.body.product;
      const json = { name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${_id.slice(0, 6)}`, price: 100, image, category, brand: 'Test Brand', description: 'x', sizes: [{ size: 'S', countInStock }] };
      expect((await api(`/api/products/${_id}`, { method: 'PUT', token: admin.token, json })).status).toBe(200);
      return { _id, name, slug: json.slug, price: 100, json };
    };
    const older = await product('Older Unsold', 9);
    const soldOut = await product('Sold Out', 0);
    const sold = await product('Sold Most', 20);
    await product('Newest Unsold', 9);
    const shopper = await newShopper();
    const placed = await api('/api/orders', { method: 'POST', token: shopper.token, json: orderBody([{ product: sold, size: 'S', quantity: 3 }]) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // The ranking is kept a while; a catalogue change reads it again.
    expect((await api(`/api/products/${older._id}`, { method: 'PUT', token: admin.token, json: older.json })).status).toBe(200);
    const page = await api<SearchPageJson>(`/api/products/search?query=xqzvbw&category=${encodeURIComponent(category)}`);
    const names = expectContract(searchPageJson, page.body).nothingFound?.bestSellers.map((found) => found.name);
    expect(names).toEqual(['Sold Most', 'Newest Unsold', 'Older Unsold']);
    expect(names).not.toContain(soldOut.name);
    // A category with nothing in stock, or none: the shop's best sellers.
    const anywhere = (await search('xqzvbw')).nothingFound?.bestSellers ?? [];
    expect(anywhere).toHaveLength(4);
    expect(anywhere.every((found) => found.countInStock > 0)).toBe(true);
  });
});

describe('suggestions as she types (an addition)', () => {
  const suggest = async (query: string) => {
    const response = await api(`/api/products/suggestions?query=${encodeURIComponent(query)}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return expectContract(suggestionsJson, response.body);
  };

  it('suggests the best matches of a half-typed word, at most six, and the categories it names, in both languages', async () => {
    const leo = await suggest('leo');
    expect(leo.products.length).toBeGreaterThan(0);
    expect(leo.products.length).toBeLessThanOrEqual(6);
    expect(leo.products.every((product) => /leotard/i.test(`${product.name} ${product.category}`))).toBe(true);
    expect(leo.categories).toContainEqual({ name: 'Leotards', nameAr: 'ليوتارد' });
    const arabic = await suggest('ليو');
    expect(arabic.categories.map((category) => category.name)).toContain('Leotards');
    // Best match: the words as typed in the name first.
    expect((await suggest('black leotard')).products[0]?.name).toBe('Camisole Leotard in Black');
    expect((await suggest('شنطة')).products[0]?.name).toBe('Dance Duffel Bag');
  });

  it('suggests nothing for no words, and refuses what the search refuses, without counting for the dashboard', async () => {
    expect(await suggest('')).toEqual({ products: [], categories: [] });
    expect(await suggest('& --')).toEqual({ products: [], categories: [] });
    const long = await api(`/api/products/suggestions?query=${'x'.repeat(101)}`);
    expect(long.status).toBe(400);
    expectContract(messageJson, long.body);
    expect((await api('/api/products/suggestions?query=a&query=b')).status).toBe(400);
    const word = `suggestonly${randomUUID().replace(/\D/g, '').slice(0, 5)}`;
    await suggest(word);
    const tallies = expectContract(searchTalliesJson, (await api('/api/products/searches', { token: admin.token })).body);
    expect(tallies.top.some((row) => row.text === word)).toBe(false);
  });
});

describe('what shoppers search for (the dashboard)', () => {
  it('counts each search by its words, those that found nothing apart, for admins only, without who searched', async () => {
    const word = `quillon${randomUUID().replace(/\D/g, '').slice(0, 5)}`;
    const missing = `nopezz${randomUUID().replace(/\D/g, '').slice(0, 5)}`;
    const before = await api('/api/products/searches', { token: admin.token });
    const counted = (tallies: SearchTalliesJson, text: string) => tallies.top.find((row) => row.text === text)?.searches ?? 0;
    const tutusBefore = counted(expectContract(searchTalliesJson, before.body), 'tutu');
    // One text, however it is typed; a second page is the same search, not another. Often enough
    // (as below) to stand among the ten most searched whatever else the suites searched.
    for (let time = 0; time < 10; time += 1) {
      for (const typed of ['Tutu', ' tutu ', 'TUTU']) expect((await search(typed)).countProducts).toBeGreaterThan(0);
    }
    await api('/api/products/search?query=tutu&page=2');
    for (let time = 0; time < 25; time += 1) await search(`${missing} ${word}`);
    // Written a few at a time (search-counter.ts): within seconds.
    const tallies = async () => expectContract(searchTalliesJson, (await api('/api/products/searches', { token: admin.token })).body);
    const missed = `${missing} ${word}`;
    await expect
      .poll(async () => {
        const now = await tallies();
        return [counted(now, 'tutu'), now.nothingFound.find((row) => row.text === missed)?.searches];
      }, { timeout: 15_000, interval: 500 })
      .toEqual([tutusBefore + 30, 25]);
    const after = await tallies();
    expect(after.days).toBe(30);
    expect(after.top.find((row) => row.text === missed)).toEqual({ text: missed, searches: 25, nothingFound: 25 });
    expect(after.top.find((row) => row.text === 'tutu')?.nothingFound).toBe(0);
    // Staff only.
    expect((await api('/api/products/searches')).status).toBe(401);
    expect((await api('/api/products/searches', { token: (await newShopper()).token })).status).toBe(403);
  });
});

describe("the shop's synonyms", () => {
  const SYNONYMS = '/content-manager/collection-types/api::search-synonym.search-synonym';

  it('a new shop has the Egyptian words: شنطة finds the bag, جزمة باليه the ballet shoes, تنورة the skirts', async () => {
    for (const query of SHOPPER_QUERIES.filter((shopper) => shopper.kind === 'egyptian word')) {
      const page = await search(query.query);
      expect(page.products.some((product) => isWanted(query.wants, product)), query.query).toBe(true);
    }
  });

  it('an editor adds one in the panel: found at once, one way only when she says so; deleted, gone', async () => {
    const word = `qzwyx${randomUUID().replace(/\D/g, '').slice(0, 4)}`;
    expect((await search(word)).countProducts).toBe(0);
    const created = await api<{ data: { documentId: string } }>(SYNONYMS, {
      method: 'POST',
      token: await editorToken(),
      json: { words: `${word}, duffel`, oneWay: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await search(word)).products.map((product) => product.name)).toEqual(['Dance Duffel Bag']);
    // One way: the catalogue's word does not bring in the shopper's (nothing holds it anyway), and its own search is as before.
    expect((await search('duffel')).products.map((product) => product.name)).toEqual(['Dance Duffel Bag']);
    const removed = await api(`${SYNONYMS}/${created.body.data.documentId}`, { method: 'DELETE', token: await editorToken() });
    expect(removed.status).toBe(200);
    expect((await search(word)).countProducts).toBe(0);
  });
});
