import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { productSizeChartJson, slugify, type ProductSizeChartJson } from '@pointe/config';
import { expectContract, refusal } from '../helpers/contract';
import { editorToken } from '../helpers/fixtures';
import { api } from '../helpers/http';

const chartOf = async (slug: string) => {
  const response = await api<ProductSizeChartJson>(`/api/size-charts/product/${encodeURIComponent(slug)}`);
  expect(response.status).toBe(200);
  return expectContract(productSizeChartJson, response.body).sizeChart;
};

/** Makes a document through Strapi's panel API, as an editor does. */
async function panelCreate(uid: string, json: Record<string, unknown>): Promise<{ documentId: string; slug?: string }> {
  const response = await api<{ data: { documentId: string; slug?: string } }>(`/content-manager/collection-types/${uid}`, {
    method: 'POST',
    token: await editorToken(),
    json,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

describe('GET /api/size-charts/product/:slug', () => {
  it("answers a leotard with the Leotards chart: sizes in order, each with its centimetre ranges, in English and Arabic", async () => {
    const chart = await chartOf(slugify('Camisole Leotard in Black'));
    expect(chart).toMatchObject({ category: 'Leotards', brand: null, keyMeasurement: 'girth', title: 'Leotard sizes', titleAr: 'مقاسات الليوتارد' });
    expect(chart?.measurements).toEqual(['bust', 'waist', 'hips', 'girth', 'height']);
    expect(chart?.rows.map((row) => row.size)).toEqual(['XS', 'S', 'M']);
    expect(chart?.rows[1]).toEqual({
      size: 'S',
      ranges: { bust: { min: 81, max: 86 }, waist: { min: 63, max: 68 }, hips: { min: 87, max: 92 }, girth: { min: 145, max: 153 }, height: { min: 158, max: 165 } },
    });
    expect(chart?.notes).toMatch(/girth/);
    expect(chart?.notesAr).toMatch(/محيط الجذع/);
  });

  it("answers a brand's own chart where there is one, the category's for the category's other brands", async () => {
    const pointe = await chartOf(slugify('Étude Pointe Shoes'));
    expect(pointe).toMatchObject({ category: 'Ballet Shoes', brand: 'Sur les Pointes', keyMeasurement: 'footLength', measurements: ['footLength'] });
    expect(pointe?.rows[0]?.ranges.footLength).toEqual({ min: 21, max: 22.4 });
    const slippers = await chartOf(slugify('Full-Sole Leather Ballet Slippers'));
    expect(slippers).toMatchObject({ category: 'Ballet Shoes', brand: null, title: 'Ballet slipper sizes' });
    expect(slippers?.rows[0]?.ranges.footLength).toEqual({ min: 21.5, max: 22.9 });
  });

  it('answers null for a product whose category has no chart, and for one without a category', async () => {
    const category = await panelCreate('api::category.category', { name: `No chart ${randomUUID().slice(0, 8)}` });
    const inCategory = await panelCreate('api::product.product', {
      name: `Chartless ${randomUUID().slice(0, 8)}`, brand: 'Test Brand', description: 'Made by a test.', price: 100,
      category: category.documentId, sizes: [{ size: 'S', countInStock: 1 }],
    });
    expect(await chartOf(inCategory.slug ?? '')).toBeNull();
    const orphan = await panelCreate('api::product.product', { name: `Orphan ${randomUUID().slice(0, 8)}`, brand: 'Test Brand', description: 'Made by a test.', price: 100 });
    expect(await chartOf(orphan.slug ?? '')).toBeNull();
  });

  it("answers an editor's chart as she saved it, leaving out a measurement with one end empty or its ends reversed, and matches the brand in any case", async () => {
    const categoryName = `Charted ${randomUUID().slice(0, 8)}`;
    const category = await panelCreate('api::category.category', { name: categoryName });
    const product = await panelCreate('api::product.product', {
      name: `Charted ${randomUUID().slice(0, 8)}`, brand: 'Test Brand', description: 'Made by a test.', price: 100,
      category: category.documentId, sizes: [{ size: 'S', countInStock: 1 }, { size: 'M', countInStock: 1 }],
    });
    await panelCreate('api::size-chart.size-chart', { title: 'Category chart', category: category.documentId, rows: [{ size: 'S', waistMin: 60, waistMax: 66 }] });
    expect((await chartOf(product.slug ?? ''))?.title).toBe('Category chart');
    await panelCreate('api::size-chart.size-chart', {
      title: 'Brand chart', brand: 'test brand', category: category.documentId, keyMeasurement: 'waist',
      rows: [
        { size: 'M', waistMin: 66, waistMax: 72, bustMin: 90, bustMax: 85 },
        { size: 'S', waistMin: 60, waistMax: 66, hipsMin: 88 },
      ],
    });
    const chart = await chartOf(product.slug ?? '');
    expect(chart).toEqual({
      _id: expect.any(String), title: 'Brand chart', titleAr: null, notes: null, notesAr: null, category: categoryName,
      brand: 'test brand', keyMeasurement: 'waist', measurements: ['waist'],
      rows: [
        { size: 'S', ranges: { waist: { min: 60, max: 66 } } },
        { size: 'M', ranges: { waist: { min: 66, max: 72 } } },
      ],
    });
  });

  it('refuses an unknown or absurd product with 404 and the product refusal', async () => {
    for (const slug of ['no-such-product', 'x'.repeat(300), '%00', "' OR 1=1 --"]) {
      const response = await api(`/api/size-charts/product/${encodeURIComponent(slug)}`);
      expect(response.status, slug).toBe(404);
      expect(response.body).toEqual(refusal('Product Not Found'));
    }
  });
});
