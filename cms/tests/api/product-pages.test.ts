import { beforeAll, describe, expect, it } from 'vitest';
import { HOME_PAGE_SIZE, categorySlug, productListJson, productPageJson, type ProductJson, type ProductPageJson } from '@pointe/config';
import { readCatalogue, type Catalogue } from '../../../scripts/seed/catalogue';
import { expectContract, refusal } from '../helpers/contract';
import { api } from '../helpers/http';

/**
 * GET /api/products with issue 21's paging parameters: the home page's and the category pages' read.
 * Without them the route answers the spec's list exactly as before (catalogue.test.ts); with `page`
 * or `category` it answers one page of the newest products, HOME_PAGE_SIZE a page.
 */
let catalogue: Catalogue;
let all: ProductJson[];

const listPage = async (query: string) => api<ProductPageJson>(`/api/products${query}`);
const ids = (products: ProductJson[]) => products.map((product) => product._id);

beforeAll(async () => {
  catalogue = await readCatalogue();
  const response = await api('/api/products');
  expect(response.status).toBe(200);
  all = expectContract(productListJson, response.body);
  // The seed alone has more than one page, so paging is really exercised.
  expect(all.length).toBeGreaterThan(HOME_PAGE_SIZE);
});

describe('GET /api/products?page', () => {
  it('answers the spec list (an array) without the new parameters, and ignores parameters it never knew', async () => {
    const response = await api('/api/products?order=lowest&query=x');
    expect(response.status).toBe(200);
    expect(ids(expectContract(productListJson, response.body))).toEqual(ids(all));
  });

  it('answers page 1 of the newest products with the totals when asked for a page', async () => {
    const response = await listPage('?page=1');
    expect(response.status).toBe(200);
    const body = expectContract(productPageJson, response.body);
    expect(body.page).toBe(1);
    expect(body.countProducts).toBe(all.length);
    expect(body.pages).toBe(Math.ceil(all.length / HOME_PAGE_SIZE));
    expect(ids(body.products)).toEqual(ids(all.slice(0, HOME_PAGE_SIZE)));
    // An empty page parameter is page 1, as on the search.
    expect((await listPage('?page=')).body).toEqual(body);
  });

  it('pages through every product exactly once, newest first, and a page past the end is empty, not an error', async () => {
    const pages = Math.ceil(all.length / HOME_PAGE_SIZE);
    const seen: ProductJson[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const response = await listPage(`?page=${page}`);
      expect(response.status).toBe(200);
      expect(response.body.page).toBe(page);
      expect(response.body.products.length).toBe(Math.min(HOME_PAGE_SIZE, all.length - (page - 1) * HOME_PAGE_SIZE));
      seen.push(...response.body.products);
    }
    expect(ids(seen)).toEqual(ids(all));
    const created = seen.map((product) => Date.parse(product.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const beyond = await listPage(`?page=${pages + 1}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual({ products: [], page: pages + 1, pages, countProducts: all.length });
  });

  it("pages one category by its slug: only its products, newest first, with the category's own totals", async () => {
    for (const { name } of catalogue.categories) {
      const expected = all.filter((product) => product.category === name);
      const response = await listPage(`?category=${categorySlug(name)}`);
      expect(response.status, name).toBe(200);
      const body = expectContract(productPageJson, response.body);
      expect(body.countProducts, name).toBe(expected.length);
      expect(body.pages, name).toBe(Math.ceil(expected.length / HOME_PAGE_SIZE));
      expect(ids(body.products), name).toEqual(ids(expected.slice(0, HOME_PAGE_SIZE)));
    }
  });

  it('answers 404 with a code for a category slug that names no category (nor a category name as written)', async () => {
    for (const slug of ['no-such-category', 'Leotards', 'pointe shoes']) {
      const response = await listPage(`?category=${encodeURIComponent(slug)}`);
      expect(response.status, slug).toBe(404);
      expect(response.body).toEqual({ message: 'Category Not Found', code: 'categoryNotFound' });
    }
  });

  it.each([
    ['?page=0', { message: 'page must be a positive integer', code: 'pageNotPositive' }],
    ['?page=-2', { message: 'page must be a positive integer', code: 'pageNotPositive' }],
    ['?page=two', { message: 'page must be a positive integer', code: 'pageNotPositive' }],
    ['?page=1.5', { message: 'page must be a positive integer', code: 'pageNotPositive' }],
    ['?page=100001', { message: 'page must be at most 100000', code: 'pageTooLarge', params: { max: 100_000 } }],
    ['?page=1&page=2', { message: 'page must be given once', code: 'parameterRepeated', params: { name: 'page' } }],
    ['?category=a&category=b', { message: 'category must be given once', code: 'parameterRepeated', params: { name: 'category' } }],
    [`?category=${'x'.repeat(101)}`, { message: 'category must be at most 100 characters', code: 'categoryTooLong', params: { max: 100 } }],
  ])('refuses %s with 400 and its code', async (query, expected) => {
    const response = await api(`/api/products${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(expected);
    expect(response.body).toEqual(refusal(expected.message));
  });
});
