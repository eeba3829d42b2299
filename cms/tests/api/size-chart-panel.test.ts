import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/http';
import { editorToken } from '../helpers/fixtures';

/** What the content manager's configuration endpoints answer (the part these tests read). */
interface ViewConfiguration {
  settings: { mainField?: string };
  metadatas: Record<string, { edit: { label?: string; description?: string; mainField?: string } }>;
  layouts: { edit: Array<Array<{ name: string }>>; list: string[] };
}

let token: string;
beforeAll(async () => {
  token = await editorToken();
});

describe('size charts in the Strapi panel', () => {
  it('are listed by title, category and brand, with the Arabic beside the English and the brand and deciding measurement explained', async () => {
    const response = await api<{ data: { contentType: ViewConfiguration; components: Record<string, ViewConfiguration> } }>(
      '/content-manager/content-types/api::size-chart.size-chart/configuration',
      { token },
    );
    expect(response.status).toBe(200);
    const { settings, metadatas, layouts } = response.body.data.contentType;
    expect(settings.mainField).toBe('title');
    expect(layouts.list).toEqual(['title', 'category', 'brand', 'updatedAt']);
    const rows = layouts.edit.map((row) => row.map((element) => element.name));
    expect(rows).toContainEqual(['title', 'titleAr']);
    expect(rows).toContainEqual(['notes', 'notesAr']);
    expect(metadatas.category?.edit).toMatchObject({ label: 'Category', mainField: 'name' });
    expect(metadatas.brand?.edit.description).toMatch(/replaces the category's chart for that brand only/);
    expect(metadatas.keyMeasurement?.edit.label).toBe('Deciding measurement (optional)');
    expect(response.body.data.components['shop.size-chart-row']?.settings.mainField).toBe('size');
  });

  it('title each collapsed row by its size and label each measurement in centimetres', async () => {
    const response = await api<{ data: { component: ViewConfiguration } }>('/content-manager/components/shop.size-chart-row/configuration', { token });
    expect(response.status).toBe(200);
    const { settings, metadatas } = response.body.data.component;
    expect(settings.mainField).toBe('size');
    expect(metadatas.bustMin?.edit.label).toBe('Bust: from (cm)');
    expect(metadatas.footLengthMax?.edit.label).toBe('Foot length: to (cm)');
  });
});
