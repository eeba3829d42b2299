import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, cmsUrl } from '../helpers/http';
import { editorToken } from '../helpers/fixtures';

const PRODUCTS = '/content-manager/collection-types/api::product.product';

interface EditorProduct {
  documentId: string;
  slug: string;
  countInStock: number;
}

let token: string;

beforeAll(async () => {
  token = await editorToken();
});

describe('Strapi admin panel for content editors', () => {
  it('serves the admin panel', async () => {
    const response = await fetch(`${cmsUrl()}/admin`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="strapi"');
  });

  it('refuses a wrong editor password', async () => {
    const response = await api('/admin/login', { method: 'POST', json: { email: 'editor@pointe.test', password: 'wrong-password-1A' } });
    expect(response.status).toBe(400);
  });
});

describe('product rules on every write (here: through the editor panel)', () => {
  let created: EditorProduct;

  // Other suites count the seeded catalogue: leave it as it was.
  afterAll(async () => {
    if (created) expect((await api(`${PRODUCTS}/${created.documentId}`, { method: 'DELETE', token })).status).toBe(200);
  });

  it('generates the slug from the name and computes countInStock from the sizes, ignoring the sent total', async () => {
    const response = await api<{ data: EditorProduct }>(PRODUCTS, {
      method: 'POST',
      token,
      json: {
        name: 'Editor Test Leotard',
        brand: 'Test Brand',
        description: 'Made by the editor test.',
        price: 123.45,
        countInStock: 999,
        sizes: [
          { size: 'XS', countInStock: 3 },
          { size: 'M', countInStock: 4 },
        ],
      },
    });
    expect(response.status).toBe(201);
    created = response.body.data;
    expect(created.slug).toBe('editor-test-leotard');
    expect(created.countInStock).toBe(7);

    const served = await api<{ countInStock: number; price: number }>('/api/products/slug/editor-test-leotard');
    expect(served.body).toMatchObject({ countInStock: 7, price: 123.45 });
  });

  it('recomputes the total when the sizes change', async () => {
    const response = await api<{ data: EditorProduct }>(`${PRODUCTS}/${created.documentId}`, {
      method: 'PUT',
      token,
      json: { sizes: [{ size: 'One Size', countInStock: 2 }], countInStock: 50 },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.countInStock).toBe(2);
    const served = await api<{ countInStock: number; sizes: unknown }>(`/api/products/${created.documentId}`);
    expect(served.body).toMatchObject({ countInStock: 2, sizes: [{ size: 'One Size', countInStock: 2 }] });
  });

  it('refuses the same size twice', async () => {
    const response = await api<{ error: { message: string } }>(`${PRODUCTS}/${created.documentId}`, {
      method: 'PUT',
      token,
      json: { sizes: [{ size: 'S', countInStock: 1 }, { size: 'S', countInStock: 2 }] },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Size S is listed twice; each size may appear once');
  });

  it('refuses negative stock and a negative price', async () => {
    const stock = await api(`${PRODUCTS}/${created.documentId}`, { method: 'PUT', token, json: { sizes: [{ size: 'S', countInStock: -1 }] } });
    expect(stock.status).toBe(400);
    const price = await api(`${PRODUCTS}/${created.documentId}`, { method: 'PUT', token, json: { price: -5 } });
    expect(price.status).toBe(400);
  });
});
