import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { editorToken } from '../helpers/fixtures';

/** What the content manager's configuration endpoints answer (the part these tests read). */
interface ViewConfiguration {
  settings: { mainField?: string };
  metadatas: Record<string, { edit: { label?: string; description?: string; mainField?: string } }>;
  layouts: { edit: Array<Array<{ name: string }>> };
}

const rowsOf = (configuration: ViewConfiguration) => configuration.layouts.edit.map((row) => row.map((element) => element.name));

let token: string;

beforeAll(async () => {
  token = await editorToken();
});

describe('the Strapi panel speaks to editors', () => {
  it('titles each collapsed size row by its size, and labels its fields', async () => {
    const response = await api<{ data: { component: ViewConfiguration } }>(
      '/content-manager/components/shop.size-stock/configuration',
      { token },
    );
    expect(response.status).toBe(200);
    const { settings, metadatas } = response.body.data.component;
    expect(settings.mainField).toBe('size');
    expect(metadatas.size?.edit.label).toBe('Size');
    expect(metadatas.countInStock?.edit.label).toBe('Units in stock');
  });

  it('gives brand, category and description a label and a hint like the other product fields', async () => {
    const response = await api<{ data: { contentType: ViewConfiguration; components: Record<string, ViewConfiguration> } }>(
      '/content-manager/content-types/api::product.product/configuration',
      { token },
    );
    expect(response.status).toBe(200);
    const { metadatas } = response.body.data.contentType;
    expect(metadatas.brand?.edit).toMatchObject({
      label: 'Brand',
      description: 'Shown above the name on the product page, e.g. Nile Pointe',
    });
    expect(metadatas.category?.edit).toMatchObject({
      label: 'Category',
      description: 'The shop menu entry the product is listed under',
      mainField: 'name',
    });
    expect(metadatas.description?.edit.label).toBe('Description');
    expect(metadatas.description?.edit.description).toMatch(/^Plain text for the product page/);
    expect(metadatas.price?.edit.label).toBe('Price (EGP, VAT included)');
    // The product form loads its size rows' configuration alongside its own.
    expect(response.body.data.components['shop.size-stock']?.settings.mainField).toBe('size');
  });
});

describe('the Arabic fields sit beside the English ones in the panel', () => {
  it('products: the Arabic name beside the name, the Arabic description beside the description, labelled', async () => {
    const response = await api<{ data: { contentType: ViewConfiguration } }>('/content-manager/content-types/api::product.product/configuration', { token });
    expect(response.status).toBe(200);
    const { metadatas } = response.body.data.contentType;
    const rows = rowsOf(response.body.data.contentType);
    expect(rows).toContainEqual(['name', 'nameAr']);
    expect(rows).toContainEqual(['description', 'descriptionAr']);
    expect(metadatas.nameAr?.edit.label).toBe('Name in Arabic (الاسم بالعربية)');
    expect(metadatas.descriptionAr?.edit.description).toMatch(/^Optional; left empty, the Arabic pages show the English description/);
  });

  it('categories: the Arabic name beside the name', async () => {
    const response = await api<{ data: { contentType: ViewConfiguration } }>('/content-manager/content-types/api::category.category/configuration', { token });
    expect(response.status).toBe(200);
    expect(rowsOf(response.body.data.contentType)).toContainEqual(['name', 'nameAr']);
    expect(response.body.data.contentType.metadatas.nameAr?.edit.label).toBe('Name in Arabic (الاسم بالعربية)');
  });
});

describe('colours in the panel', () => {
  it('products: the colour, its Arabic name beside it, the swatch and the family, labelled with hints', async () => {
    const response = await api<{ data: { contentType: ViewConfiguration } }>('/content-manager/content-types/api::product.product/configuration', { token });
    expect(response.status).toBe(200);
    const { metadatas } = response.body.data.contentType;
    expect(rowsOf(response.body.data.contentType)).toContainEqual(['colour', 'colourAr']);
    expect(metadatas.colour?.edit.label).toBe('Colour');
    expect(metadatas.colourAr?.edit.label).toBe('Colour in Arabic (اللون بالعربية)');
    expect(metadatas.swatch?.edit).toMatchObject({ label: 'Swatch (#rrggbb)', description: 'The colour of its dot on the shop, written #rrggbb, e.g. #1f2a48' });
    expect(metadatas.family?.edit).toMatchObject({ label: 'Colour family', mainField: 'name' });
    expect(metadatas.family?.edit.description).toMatch(/^The same model in other colours/);
  });

  it('colour families: titled by name, the Arabic name beside it, the products picked by name', async () => {
    const response = await api<{ data: { contentType: ViewConfiguration } }>('/content-manager/content-types/api::product-family.product-family/configuration', { token });
    expect(response.status).toBe(200);
    const { settings, metadatas } = response.body.data.contentType;
    expect(settings.mainField).toBe('name');
    expect(rowsOf(response.body.data.contentType)).toContainEqual(['name', 'nameAr']);
    expect(metadatas.products?.edit).toMatchObject({ label: 'Products (one per colour)', mainField: 'name' });
  });
});
