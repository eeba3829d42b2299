import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MEASUREMENTS, MEASUREMENT_LIMITS, SIZES, findSize, type FitChart } from '@pointe/config';
import { SEED_DIR, readCatalogue, type Catalogue } from './catalogue';

const arabicText = z.string().trim().min(1).regex(/[\u0600-\u06ff]/);
const range = z.tuple([z.number().positive(), z.number().positive()]).refine(([min, max]) => min < max, 'min must be below max');
const sizeChartsSchema = z.object({
  sizeCharts: z.array(
    z.object({
      category: z.string().min(1),
      brand: z.string().min(1).nullable(),
      keyMeasurement: z.enum(MEASUREMENTS).nullable(),
      title: z.string().min(1),
      titleAr: arabicText,
      notes: z.string().min(1),
      notesAr: arabicText,
      rows: z
        .array(
          z
            .object({
              size: z.enum(SIZES),
              bust: range.optional(),
              waist: range.optional(),
              hips: range.optional(),
              girth: range.optional(),
              height: range.optional(),
              footLength: range.optional(),
            })
            .strict(),
        )
        .min(1),
    }),
  ),
});
type SizeCharts = z.infer<typeof sizeChartsSchema>;

let charts: SizeCharts['sizeCharts'];
let catalogue: Catalogue;
beforeAll(async () => {
  charts = sizeChartsSchema.parse(JSON.parse(await readFile(path.join(SEED_DIR, 'size-charts.json'), 'utf8'))).sizeCharts;
  catalogue = await readCatalogue();
});

const asFitChart = (chart: SizeCharts['sizeCharts'][number]): FitChart => ({
  keyMeasurement: chart.keyMeasurement,
  rows: chart.rows.map((row) => ({
    size: row.size,
    ranges: Object.fromEntries(MEASUREMENTS.flatMap((measurement) => {
      const pair = row[measurement];
      return Array.isArray(pair) ? [[measurement, { min: pair[0], max: pair[1] }]] : [];
    })),
  })),
});

describe('the seed size charts', () => {
  it('give every category one chart of its own, and name only seeded categories and brands', () => {
    const categories = catalogue.categories.map(({ name }) => name);
    const ownCharts = charts.filter((chart) => chart.brand === null).map((chart) => chart.category);
    expect([...ownCharts].sort()).toEqual([...categories].sort());
    for (const chart of charts.filter((candidate) => candidate.brand !== null)) {
      expect(catalogue.products.some((product) => product.brand === chart.brand && product.category === chart.category)).toBe(true);
    }
  });

  it('cover every size a product of the category is sold in (but One Size), within the limits the form accepts, growing with the size', () => {
    for (const chart of charts) {
      const sizes = chart.rows.map((row) => row.size);
      for (const product of catalogue.products.filter((candidate) => candidate.category === chart.category)) {
        for (const { size } of product.sizes) if (size !== 'One Size') expect(sizes, `${product.name} in ${chart.title}`).toContain(size);
      }
      for (const measurement of MEASUREMENTS) {
        const pairs = chart.rows.flatMap((row) => (row[measurement] ? [row[measurement]] : []));
        for (const [min, max] of pairs) {
          expect(min).toBeGreaterThanOrEqual(MEASUREMENT_LIMITS[measurement].min);
          expect(max).toBeLessThanOrEqual(MEASUREMENT_LIMITS[measurement].max);
        }
        for (let index = 1; index < pairs.length; index += 1) expect(pairs[index]![0], `${chart.title} ${measurement}`).toBeGreaterThanOrEqual(pairs[index - 1]![0]);
      }
    }
  });

  it('find a size for the middle of each size’s ranges: that size', () => {
    for (const chart of charts) {
      for (const row of chart.rows) {
        const middle = Object.fromEntries(MEASUREMENTS.flatMap((measurement) => {
          const pair = row[measurement];
          return Array.isArray(pair) ? [[measurement, (pair[0] + pair[1]) / 2]] : [];
        }));
        expect(findSize(asFitChart(chart), middle), `${chart.title} ${row.size}`).toMatchObject({ kind: 'fits', size: row.size });
      }
    }
  });
});
