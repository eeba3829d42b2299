import { beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_PAGE_SIZE,
  categoriesJson,
  categoryNamesJson,
  messageJson,
  productJson,
  productListJson,
  searchPageJson,
  slugify,
  type ProductJson,
  type SearchPageJson,
} from '@pointe/config';
import { readCatalogue, type Catalogue } from '../../../scripts/seed/catalogue';
import { expectContract, refusal } from '../helpers/contract';
import { demoAdmin } from '../helpers/fixtures';
import { api } from '../helpers/http';

let catalogue: Catalogue;
let all: ProductJson[];

const search = async (query: string) => api<SearchPageJson>(`/api/products/search${query}`);
const names = (products: ProductJson[]) => products.map((product) => product.name);
/** What a search matches: each of its words in the English or the Arabic words (ADR 010), the colour's names among them. */
const matches = (product: ProductJson, text: string) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .every((word) =>
      [product.name, product.brand, product.category, product.description, product.nameAr, product.descriptionAr, product.categoryAr, product.colour?.name, product.colour?.nameAr].some(
        (field) => field?.toLowerCase().includes(word.toLowerCase()),
      ),
    );

beforeAll(async () => {
  catalogue = await readCatalogue();
  const response = await api('/api/products');
  expect(response.status).toBe(200);
  all = expectContract(productListJson, response.body);
});

describe('GET /api/products', () => {
  it('lists every product (the seed and any other suite made), newest first, in the exact product shape', () => {
    // The shape itself (every field, no other) was asserted with the contract when the list was read.
    const slugs = new Set(all.map((product) => product.slug));
    for (const seeded of catalogue.products) expect(slugs.has(slugify(seeded.name)), seeded.name).toBe(true);
    for (const product of all) {
      expect(product._id.length).toBeGreaterThan(5);
      expect(product.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      for (const url of product.image) expect(url).toMatch(/^\/uploads\/[\w.-]+\.webp$/);
      // One srcset a picture, from Strapi's generated formats up to the original (the seed's are 720 px).
      expect(product.imageSrcSet).toHaveLength(product.image.length);
      for (const [index, srcset] of product.imageSrcSet.entries()) {
        expect(srcset).toMatch(/^\/uploads\/thumbnail_[\w.-]+\.webp 156w, \/uploads\/small_[\w.-]+\.webp 500w, \/uploads\/[\w.-]+\.webp 720w$/);
        expect(srcset.endsWith(`${product.image[index]} 720w`)).toBe(true);
      }
      expect(product.countInStock).toBe(product.sizes.reduce((sum, size) => sum + size.countInStock, 0));
    }
    const created = all.map((product) => Date.parse(product.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('serves the seed data as written: price, brand, category, sizes, image count and the Arabic words', () => {
    const categoryAr = new Map(catalogue.categories.map((category) => [category.name, category.nameAr]));
    for (const seeded of catalogue.products) {
      const product = all.find((candidate) => candidate.slug === slugify(seeded.name));
      expect(product, seeded.name).toBeDefined();
      expect(product).toMatchObject({
        name: seeded.name,
        brand: seeded.brand,
        category: seeded.category,
        description: seeded.description,
        nameAr: seeded.nameAr,
        descriptionAr: seeded.descriptionAr,
        categoryAr: categoryAr.get(seeded.category),
        price: seeded.price,
        sizes: seeded.sizes,
      });
      expect(product?.image).toHaveLength(seeded.images);
      // In the editor's order: the seed uploads each product's pictures as <name>-1, -2, …
      expect(product?.image.map((url) => Number(/_(\d+)_[0-9a-f]+\.webp$/.exec(url)?.[1]))).toEqual(Array.from({ length: seeded.images }, (_, index) => index + 1));
    }
  });

  it('serves the pictures it lists', async () => {
    const response = await api(all.find((product) => product.image.length > 0)!.image[0]!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });
});

describe('GET /api/products/slug/:slug and /api/products/:id', () => {
  it('finds one product by slug and by id, with the same answer', async () => {
    const [first] = all;
    const bySlug = await api(`/api/products/slug/${first!.slug}`);
    const byId = await api(`/api/products/${first!._id}`);
    expect(bySlug.status).toBe(200);
    expect(byId.status).toBe(200);
    expect(expectContract(productJson, bySlug.body)).toEqual(first);
    expect(expectContract(productJson, byId.body)).toEqual(first);
  });

  it.each([
    ['/api/products/slug/no-such-product'],
    ['/api/products/no-such-id'],
    [`/api/products/${'x'.repeat(500)}`],
    [`/api/products/slug/${encodeURIComponent("' OR 1=1 --")}`],
  ])('answers 404 Product Not Found for %s', async (path) => {
    const response = await api(path);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(refusal('Product Not Found'));
  });
});

describe('GET /api/products/by-ids', () => {
  it('answers the products asked for, in that order, in the product shape, leaving unknown ids out', async () => {
    const [first, second, third] = all;
    const response = await api(`/api/products/by-ids?ids=${third!._id},no-such-id,${first!._id},${third!._id},${second!._id}`);
    expect(response.status).toBe(200);
    expect(expectContract(productListJson, response.body)).toEqual([third, first, second]);
  });

  it.each([
    ['no ids', '/api/products/by-ids', 'ids must be a comma-separated list of product ids'],
    ['an empty list', '/api/products/by-ids?ids=,,', 'ids must name at least one product'],
    ['a list as an array', '/api/products/by-ids?ids[]=a', 'ids must be a comma-separated list of product ids'],
    ['51 ids', `/api/products/by-ids?ids=${Array.from({ length: 51 }, (_, index) => `id${index}`).join(',')}`, 'At most 50 products at once'],
    ['an id of 121 characters', `/api/products/by-ids?ids=${'x'.repeat(121)}`, 'A product id is at most 120 characters'],
  ])('answers 400 for %s', async (_case, path, message) => {
    const response = await api(path);
    expect(response.status).toBe(400);
    expect(expectContract(messageJson, response.body)).toEqual(refusal(message));
  });
});

/** The seed's categories, in the order given; other test files add categories of their own to the shared CMS meanwhile. */
const seeded = <T extends string | { name: string }>(list: T[]) => {
  const names = new Set(catalogue.categories.map((category) => category.name));
  return list.filter((item) => names.has(typeof item === 'string' ? item : item.name));
};

describe('GET /api/products/categories', () => {
  it('lists the category names in the managed (menu) order', async () => {
    const response = await api('/api/products/categories');
    expect(response.status).toBe(200);
    expect(seeded(expectContract(categoriesJson, response.body))).toEqual(catalogue.categories.map((category) => category.name));
  });
});

describe('GET /api/products/category-names', () => {
  it('lists the categories in menu order with their Arabic names, for anyone', async () => {
    const response = await api('/api/products/category-names');
    expect(response.status).toBe(200);
    expect(seeded(expectContract(categoryNamesJson, response.body))).toEqual(catalogue.categories);
    expect(seeded((await api<string[]>('/api/products/categories')).body)).toEqual(catalogue.categories.map((category) => category.name));
  });
});

describe('GET /api/products/search', () => {
  it('defaults to all products, newest first, page 1 of a fixed page size', async () => {
    const response = await search('');
    expect(response.status).toBe(200);
    expectContract(searchPageJson, response.body);
    expect(response.body.countProducts).toBe(all.length);
    expect(response.body.page).toBe(1);
    expect(response.body.pages).toBe(Math.ceil(all.length / SEARCH_PAGE_SIZE));
    expect(names(response.body.products)).toEqual(names(all.slice(0, SEARCH_PAGE_SIZE)));
  });

  it('treats query=all and category=all as no filter', async () => {
    const response = await search('?query=all&category=all&order=newest&page=1');
    expect(response.body.countProducts).toBe(all.length);
  });

  it('pages through every product exactly once, and an out-of-range page is empty, not an error', async () => {
    const pages = Math.ceil(all.length / SEARCH_PAGE_SIZE);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const response = await search(`?page=${page}`);
      expect(response.body.page).toBe(page);
      expect(response.body.products.length).toBe(Math.min(SEARCH_PAGE_SIZE, all.length - (page - 1) * SEARCH_PAGE_SIZE));
      seen.push(...response.body.products.map((product) => product._id));
    }
    expect(seen).toEqual(all.map((product) => product._id));
    const beyond = await search(`?page=${pages + 1}`);
    expect(beyond.status).toBe(200);
    // The spec's fields exactly as before; `facets` (an addition) is the only other field (`nothingFound` only when nothing is found).
    const { facets, ...specFields } = beyond.body;
    expect(specFields).toEqual({ products: [], page: pages + 1, pages, countProducts: all.length });
    expect(Object.keys(facets)).toEqual(['sizes', 'colours', 'brands', 'price']);
  });

  it.each([
    ['lowest', (a: number, b: number) => a - b],
    ['highest', (a: number, b: number) => b - a],
  ] as const)('sorts by price (%s) across pages', async (order, compare) => {
    const prices: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / SEARCH_PAGE_SIZE); page += 1) {
      const response = await search(`?order=${order}&page=${page}`);
      prices.push(...response.body.products.map((product) => product.price));
    }
    expect(prices).toHaveLength(all.length);
    expect(prices).toEqual([...prices].sort(compare));
  });

  it('matches the query in name, brand, category and description, case-insensitively', async () => {
    for (const text of ['plié & co', 'tutus', 'rehearsal', 'velvet']) {
      const response = await search(`?query=${encodeURIComponent(text)}`);
      const expected = all.filter((product) => matches(product, text));
      expect(expected.length, text).toBeGreaterThan(0);
      expect(response.body.countProducts, text).toBe(expected.length);
      expect(names(response.body.products).sort(), text).toEqual(names(expected).slice(0, SEARCH_PAGE_SIZE).sort());
    }
    // "pointe" also means the words of its stem ("point", "pointed"): every product holding it is found, and more.
    const pointe = await search('?query=POINTE');
    const holding = all.filter((product) => matches(product, 'pointe'));
    expect(pointe.body.countProducts).toBeGreaterThan(holding.length);
    expect(pointe.body.countProducts).toBeLessThan(all.length);
  });

  it('matches Arabic names, descriptions and category names on every search, and English still', async () => {
    const velvet = catalogue.products.find((product) => product.name === 'Long Sleeve Velvet Leotard')!;
    // A word of the Arabic name (velvet), one of the Arabic description only (plum) and an Arabic category name.
    for (const text of ['قطيفة', 'البرقوق', 'أحذية باليه', 'velvet']) {
      const response = await search(`?query=${encodeURIComponent(text)}`);
      const expected = all.filter((product) => matches(product, text));
      expect(expected.length, text).toBeGreaterThan(0);
      expect(response.body.countProducts, text).toBe(expected.length);
      expect(names(response.body.products).sort(), text).toEqual(names(expected).slice(0, SEARCH_PAGE_SIZE).sort());
    }
    const plum = await search(`?query=${encodeURIComponent('البرقوق')}`);
    expect(names(plum.body.products)).toEqual([velvet.name]);
    const shoes = await search(`?query=${encodeURIComponent('أحذية باليه')}`);
    expect(shoes.body.products.every((product) => product.category === 'Ballet Shoes')).toBe(true);
    expect(shoes.body.countProducts).toBe(all.filter((product) => product.category === 'Ballet Shoes').length);
  });

  it('finds Arabic words typed the way shoppers type them: without hamza, ه for ة, ى for ي, with vowel marks', async () => {
    const velvet = 'Long Sleeve Velvet Leotard';
    const spellings: Array<[typed: string, written: string]> = [
      ['قطيفه', 'قطيفة'],
      ['قَطِيفَة', 'قطيفة'],
      ['احذية باليه', 'أحذية باليه'],
      ['كلاسيكى', 'كلاسيكي'],
    ];
    for (const [typed, written] of spellings) {
      const asTyped = await search(`?query=${encodeURIComponent(typed)}`);
      const asWritten = await search(`?query=${encodeURIComponent(written)}`);
      expect(asWritten.body.countProducts, written).toBeGreaterThan(0);
      expect(asTyped.body, typed).toEqual(asWritten.body);
    }
    expect(names((await search(`?query=${encodeURIComponent('قطيفه')}`)).body.products)).toEqual([velvet]);
  });

  it('filters by category (case-insensitively) and combines it with the query', async () => {
    const tights = await search('?category=tights');
    expect(tights.body.countProducts).toBe(all.filter((product) => product.category === 'Tights').length);
    expect(tights.body.products.every((product) => product.category === 'Tights')).toBe(true);

    const combined = await search(`?category=${encodeURIComponent('Ballet Shoes')}&query=pointe&order=lowest`);
    const expected = all
      .filter((product) => product.category === 'Ballet Shoes' && matches(product, 'pointe'))
      .sort((a, b) => a.price - b.price);
    expect(names(combined.body.products)).toEqual(names(expected));
  });

  it.each(['%', '_', '\\', "' OR 1=1 --", '.*', '"; DROP TABLE products; --', '[a-z]+'])(
    'treats %j as plain text (no wildcard, regex or SQL)',
    async (text) => {
      const response = await search(`?query=${encodeURIComponent(text)}`);
      expect(response.status).toBe(200);
      // Marks part words (ADR 039): the text finds what its words typed plainly find, never the whole
      // catalogue; a text of marks alone finds nothing.
      const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
      if (words.length === 0) return void expect(response.body.countProducts).toBe(0);
      const plain = await search(`?query=${encodeURIComponent(words.join(' '))}`);
      expect(response.body.countProducts).toBe(plain.body.countProducts);
      expect(response.body.countProducts).toBeLessThan(all.length);
    },
  );

  it('still has every product after the injection attempts', async () => {
    expect((await search('')).body.countProducts).toBe(all.length);
  });

  it('counts a changed or removed product at once, although counts are kept between searches', async () => {
    const word = `zq${Date.now().toString(36)}`;
    const countOf = async () => (await api<{ countProducts: number }>(`/api/products/search?query=${word}`)).body.countProducts;
    expect(await countOf()).toBe(0);
    const admin = await demoAdmin();
    const created = await api<{ product: { _id: string; image: string[] } }>('/api/products', { method: 'POST', token: admin.token });
    const { _id: id, image } = created.body.product;
    const renamed = await api(`/api/products/${id}`, {
      method: 'PUT',
      token: admin.token,
      json: { name: `Counted ${word}`, slug: word, price: 100, image, category: 'Skirts & Tutus', brand: 'Test Brand', description: 'x', sizes: [] },
    });
    expect(renamed.status).toBe(200);
    expect(await countOf()).toBe(1);
    expect((await api(`/api/products/${id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    expect(await countOf()).toBe(0);
  });

  it.each([
    ['order=cheapest', 'order must be one of newest, lowest, highest, relevance'],
    ['page=0', 'page must be a positive integer'],
    ['page=-1', 'page must be a positive integer'],
    ['page=abc', 'page must be a positive integer'],
    ['page=1.5', 'page must be a positive integer'],
    // A whole number above 100,000 is too large (docs/api.md: 400 pageTooLarge), however many digits it has (issue 36).
    ['page=1000000000', 'page must be at most 100000'],
    [`query=${'a'.repeat(101)}`, 'query must be at most 100 characters'],
    ['query=a&query=b', 'query must be given once'],
    ['page[x]=1', 'Invalid input: expected string, received object'],
  ])('answers 400 with a message for %s', async (params, message) => {
    const response = await search(`?${params}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal(message));
  });
});

describe('errors keep the { message } shape', () => {
  it('answers 404 { message } for an unknown /api route', async () => {
    const response = await api('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual(refusal('Not Found'));
  });

  it('answers 400 { message } for malformed JSON', async () => {
    const response = await api('/api/products', { method: 'POST', body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expectContract(messageJson, response.body);
  });

  it('refuses a body over the size limit with a 4xx { message }', async () => {
    const response = await api('/api/products', { method: 'POST', json: { name: 'x'.repeat(2 * 1024 * 1024) } });
    expect(response.status).toBe(413);
    expectContract(messageJson, response.body);
  });
});
