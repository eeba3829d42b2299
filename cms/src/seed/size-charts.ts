import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { MEASUREMENTS } from '@pointe/config';
import { SIZE_CHART_UID } from '../api/size-chart/services/size-chart';

/** Shape of scripts/seed/size-charts.json (checked against its zod schema by scripts/seed/size-charts.test.ts). */
interface SeedSizeCharts {
  sizeCharts: Array<{
    category: string;
    brand: string | null;
    keyMeasurement: string | null;
    title: string;
    titleAr: string;
    notes: string;
    notesAr: string;
    rows: Array<{ size: string } & Record<string, unknown>>;
  }>;
}

/** A seed row ({ size, bust: [76, 81], … }) as the component stores it ({ size, bustMin: 76, bustMax: 81, … }). */
function storedRow(row: SeedSizeCharts['sizeCharts'][number]['rows'][number]): Record<string, unknown> {
  const stored: Record<string, unknown> = { size: row.size };
  for (const measurement of MEASUREMENTS) {
    const range = row[measurement];
    if (Array.isArray(range)) [stored[`${measurement}Min`], stored[`${measurement}Max`]] = range;
  }
  return stored;
}

/**
 * A size chart for every category (and the pointe shoe brand's own), from scripts/seed/size-charts.json.
 * Idempotent: a category (or category and brand) that has a chart keeps it, as an editor left it.
 */
export async function seedSizeCharts(strapi: Core.Strapi, seedDir: string, categoryIds: ReadonlyMap<string, string>): Promise<number> {
  const { sizeCharts }: SeedSizeCharts = JSON.parse(await readFile(path.join(seedDir, 'size-charts.json'), 'utf8'));
  let created = 0;
  for (const chart of sizeCharts) {
    const category = categoryIds.get(chart.category);
    if (!category) continue;
    const existing = await strapi.db
      .query(SIZE_CHART_UID)
      .findOne({ where: { category: { documentId: category }, brand: chart.brand ?? { $null: true } }, select: ['id'] });
    if (existing) continue;
    await strapi.documents(SIZE_CHART_UID).create({
      data: {
        title: chart.title,
        titleAr: chart.titleAr,
        notes: chart.notes,
        notesAr: chart.notesAr,
        brand: chart.brand,
        keyMeasurement: chart.keyMeasurement,
        category,
        rows: chart.rows.map(storedRow),
      } as never,
    });
    created += 1;
  }
  return created;
}
