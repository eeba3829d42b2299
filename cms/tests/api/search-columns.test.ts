import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { orderPlacedJson, productJson, searchPageJson, type SearchPageJson } from '@pointe/config';
import { expectContract } from '../helpers/contract';
import { connectTo } from '../../../scripts/lib/test-stack';
import { onSqlite, sql } from '../helpers/database';
import { demoAdmin, editorToken, newShopper, orderBody, type TestProduct, type TestUser } from '../helpers/fixtures';
import { api } from '../helpers/http';

/**
 * A filtered search's count and facets stay exact on every write path: a product's filtered counts
 * and facets follow its stock through an order, a cancel, a save in the Strapi panel (the content
 * manager: Strapi's document service), the shop's admin editor and SQL written outside Strapi, on both
 * databases. Each search below is a first visit (its price ceiling moved by a piastre, so no kept count
 * answers it): what it says comes from the database, not from a cache emptied by the write. On
 * PostgreSQL it comes from the search's own columns (cms/src/database/search-columns.ts), which its
 * triggers keep in step: their rows are checked too.
 */
const word = `stockkit${randomUUID().slice(0, 6)}`;
let admin: TestUser;
let shopper: TestUser;
let product: TestProduct;
let round = 0;

const search = async (params: string): Promise<SearchPageJson> => {
  round += 1;
  const response = await api<SearchPageJson>(`/api/products/search?query=${word}${params}&maxPrice=9000.${String(round % 100).padStart(2, '0')}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return expectContract(searchPageJson, response.body);
};
const sizeCounts = (page: SearchPageJson) => Object.fromEntries(page.facets.sizes.map((row) => [row.size, row.count]));

interface SearchRow {
  size_mask: number;
  stock_mask: number;
  in_stock: boolean;
  price_piastres: string;
  colour_key: string | null;
}
/** PostgreSQL: the product's row in the search's table is (or holds) `expected`; undefined: there is none. SQLite has no such table. */
const expectSearchRow = async (documentId: string, expected: Partial<SearchRow> | undefined) => {
  if (onSqlite()) return;
  const [row] = await sql<SearchRow>(
    `SELECT s.size_mask, s.stock_mask, s.in_stock, s.price_piastres, s.colour_key FROM products_search s JOIN products p ON p.id = s.product_id WHERE p.document_id = $1`,
    [documentId],
  );
  if (expected === undefined) expect(row).toBeUndefined();
  else expect(row).toMatchObject(expected);
};

beforeAll(async () => {
  admin = await demoAdmin();
  shopper = await newShopper();
  const name = `Leotard ${word}`;
  const response = await api<{ data: { documentId: string; slug: string } }>('/content-manager/collection-types/api::product.product', {
    method: 'POST',
    token: await editorToken(),
    json: { name, brand: 'Stock Brand', description: 'Made by the search columns test.', price: 250, colour: 'Teal', sizes: [{ size: 'S', countInStock: 1 }, { size: 'M', countInStock: 0 }] },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  product = { _id: response.body.data.documentId, name, slug: response.body.data.slug, price: 250 };
});

describe('a filtered search follows every write', () => {
  it('are filled when the panel creates a product', async () => {
    await expectSearchRow(product._id, { size_mask: 0b0110, stock_mask: 0b0010, in_stock: true, price_piastres: '25000', colour_key: 'teal' });
    const inStock = await search('&size=S&inStock=true');
    expect(inStock.countProducts).toBe(1);
    expect(sizeCounts(inStock)).toEqual({ XS: 0, S: 1, M: 0, 'One Size': 0 });
    expect((await search('&size=M&inStock=true')).countProducts).toBe(0);
    expect(sizeCounts(await search(''))).toEqual({ XS: 0, S: 1, M: 1, 'One Size': 0 });
  });

  it('follow the stock an order takes and its cancel gives back', async () => {
    const placed = await api('/api/orders', { method: 'POST', token: shopper.token, json: orderBody([{ product, size: 'S', quantity: 1 }]) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = expectContract(orderPlacedJson, placed.body).order;
    await expectSearchRow(product._id, { stock_mask: 0, in_stock: false });
    const sold = await search('&inStock=true');
    expect(sold.countProducts).toBe(0);
    expect(sizeCounts(sold)).toEqual({ XS: 0, S: 0, M: 0, 'One Size': 0 });
    expect((await search('&size=S')).countProducts).toBe(1);

    const cancelled = await api(`/api/orders/${order._id}/cancel`, { method: 'POST', token: shopper.token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await expectSearchRow(product._id, { stock_mask: 0b0010, in_stock: true });
    expect((await search('&size=S&inStock=true')).countProducts).toBe(1);
  });

  it("follow a save in the Strapi panel (the document service) and in the shop's admin editor", async () => {
    const token = await editorToken();
    const url = `/content-manager/collection-types/api::product.product/${product._id}`;
    const saved = await api(url, { method: 'PUT', token, json: { colour: 'Lilac', price: 120.5, sizes: [{ size: 'M', countInStock: 3 }, { size: 'XS', countInStock: 0 }] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await expectSearchRow(product._id, { size_mask: 0b0101, stock_mask: 0b0100, in_stock: true, price_piastres: '12050', colour_key: 'lilac' });
    const page = await search('&size=M&inStock=true&colour=lilac');
    expect(page.countProducts).toBe(1);
    expect(page.facets.price).toEqual({ min: 120.5, max: 120.5 });
    expect(page.facets.colours).toEqual([{ colour: 'Lilac', colourAr: null, swatch: null, count: 1 }]);
    expect((await search('&size=S')).countProducts).toBe(0);
    expect((await search('&colour=teal')).countProducts).toBe(0);

    const current = expectContract(productJson, (await api(`/api/products/${product._id}`)).body);
    const edited = await api(`/api/products/${product._id}`, {
      method: 'PUT',
      token: admin.token,
      json: {
        name: current.name,
        slug: current.slug,
        price: current.price,
        image: current.image,
        category: 'Skirts & Tutus',
        brand: 'Edited Brand',
        description: current.description,
        sizes: [{ size: 'One Size', countInStock: 2 }],
        countInStock: 2,
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await expectSearchRow(product._id, { size_mask: 0b1000, stock_mask: 0b1000, in_stock: true });
    const oneSize = await search('&size=One+Size&inStock=true&brand=edited+brand');
    expect(oneSize.countProducts).toBe(1);
    expect(oneSize.facets.brands).toEqual([{ brand: 'Edited Brand', count: 1 }]);
    expect((await search('&size=M')).countProducts).toBe(0);
  });

  it('lose the product when it is deleted, and hold one row per product', async () => {
    // The product above has an order (cancelled), so it stays; a second one, never ordered, is deleted in the panel.
    const token = await editorToken();
    const created = await api<{ data: { documentId: string } }>('/content-manager/collection-types/api::product.product', {
      method: 'POST',
      token,
      json: { name: `Tutu ${word}`, brand: 'Stock Brand', description: 'Deleted by the search columns test.', price: 90, sizes: [{ size: 'XS', countInStock: 4 }] },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.documentId;
    await expectSearchRow(id, { size_mask: 0b0001, stock_mask: 0b0001 });
    expect((await search('&size=XS')).countProducts).toBe(1);
    const removed = await api(`/content-manager/collection-types/api::product.product/${id}`, { method: 'DELETE', token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    await expectSearchRow(id, undefined);
    expect((await search('&size=XS')).countProducts).toBe(0);
    if (!onSqlite()) {
      const [counts] = await sql<{ products: string; searched: string; stale: string }>(
        `SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM products_search) AS searched,
                (SELECT count(*) FROM products_search s WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = s.product_id)) AS stale`,
      );
      expect(counts).toEqual({ products: counts!.searched, searched: counts!.products, stale: '0' });
    }
  });

  it('follow SQL written outside Strapi, once it commits', async () => {
    // The count and facets are read from the database in the search's own statement: a write still
    // open is not seen, and the next search after its commit sees it (no copy to bring up to date).
    const created = await api<{ data: { documentId: string } }>('/content-manager/collection-types/api::product.product', {
      method: 'POST',
      token: await editorToken(),
      json: { name: `Cardigan ${word}`, brand: 'Stock Brand', description: 'Written later by the search columns test.', price: 75, sizes: [{ size: 'M', countInStock: 2 }] },
    });
    expect(created.status).toBe(201);
    expect((await search('&colour=coral')).countProducts).toBe(0);
    await sql(`UPDATE products SET brand = 'Later Brand' WHERE document_id = $1`, [created.body.data.documentId]);
    expect((await search('')).facets.brands.map((entry) => entry.brand)).toContain('Later Brand');
    if (!onSqlite()) {
      const open = await connectTo(inject('databaseEnv'));
      try {
        await open.query('BEGIN');
        await open.query(`UPDATE products SET colour = 'Coral' WHERE document_id = $1`, [product._id]);
        expect((await search('')).facets.colours.map((entry) => entry.colour)).not.toContain('Coral');
        await open.query('COMMIT');
      } finally {
        await open.end();
      }
    } else {
      await sql(`UPDATE products SET colour = 'Coral' WHERE document_id = $1`, [product._id]);
    }
    const after = await search('&colour=coral');
    expect(after.countProducts).toBe(1);
    expect(after.products.map((found) => found.name)).toEqual([product.name]);
    expect(after.facets.colours).toEqual([{ colour: 'Coral', colourAr: null, swatch: null, count: 1 }]);
  });
});
