import type { Core } from '@strapi/strapi';
import {
  MEASUREMENTS,
  SIZES,
  chartMeasurements,
  isMeasurement,
  rowsInSizeOrder,
  type CentimetreRange,
  type Measurement,
  type Size,
  type SizeChartJson,
} from '@pointe/config';
import { PRODUCT_UID } from '../../product/services/product';

export const SIZE_CHART_UID = 'api::size-chart.size-chart';
export const SIZE_CHART_ROW_UID = 'shop.size-chart-row';

/** A size chart row as stored: a pair of columns per measurement (decimals: strings from PostgreSQL). */
type StoredRow = { size: string } & Partial<Record<`${Measurement}${'Min' | 'Max'}`, number | string | null>>;

export interface SizeChartRow {
  documentId: string;
  title: string;
  titleAr: string | null;
  brand: string | null;
  keyMeasurement: string | null;
  notes: string | null;
  notesAr: string | null;
  category: { name: string } | null;
  rows: StoredRow[] | null;
}

const text = (value: string | null | undefined): string | null => (value?.trim() ? value : null);
const isSize = (value: string): value is Size => (SIZES as readonly string[]).includes(value);
const centimetres = (value: number | string | null | undefined): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/** A measurement's range when the editor filled both ends in the right order; a half-filled pair is left out. */
function rangeOf(row: StoredRow, measurement: Measurement): CentimetreRange | undefined {
  const min = centimetres(row[`${measurement}Min`]);
  const max = centimetres(row[`${measurement}Max`]);
  return min !== undefined && max !== undefined && min <= max ? { min, max } : undefined;
}

/** The chart as the API answers it (the `sizeChartJson` contract): rows in size order, each with the ranges it has. */
export function toSizeChartJson(chart: SizeChartRow): SizeChartJson {
  const rows = rowsInSizeOrder(
    (chart.rows ?? []).flatMap((row) => {
      if (!isSize(row.size)) return [];
      const ranges: SizeChartJson['rows'][number]['ranges'] = {};
      for (const measurement of MEASUREMENTS) {
        const range = rangeOf(row, measurement);
        if (range) ranges[measurement] = range;
      }
      return [{ size: row.size, ranges }];
    }),
  );
  return {
    _id: chart.documentId,
    title: chart.title,
    titleAr: text(chart.titleAr),
    notes: text(chart.notes),
    notesAr: text(chart.notesAr),
    category: chart.category?.name ?? '',
    brand: text(chart.brand),
    keyMeasurement: isMeasurement(chart.keyMeasurement) ? chart.keyMeasurement : null,
    measurements: chartMeasurements({ rows }),
    rows,
  };
}

const sameBrand = (a: string | null, b: string | null): boolean => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

export type SizeChartService = ReturnType<typeof sizeChartService>;

const sizeChartService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * A product's size chart: its brand's chart for its category when an editor made one, else the
   * category's own (no brand), else null. Undefined when there is no product with this slug.
   */
  async forProduct(slug: string): Promise<SizeChartJson | null | undefined> {
    const product: { brand: string | null; category: { id: number } | null } | null = await strapi.db
      .query(PRODUCT_UID)
      .findOne({ where: { slug }, select: ['brand'], populate: { category: { select: ['id'] } } });
    if (!product) return undefined;
    if (!product.category) return null;
    const charts: SizeChartRow[] = await strapi.db.query(SIZE_CHART_UID).findMany({
      where: { category: { id: product.category.id } },
      orderBy: { id: 'asc' },
      populate: { rows: true, category: { select: ['name'] } },
    });
    const chart = charts.find((candidate) => text(candidate.brand) !== null && sameBrand(candidate.brand, product.brand)) ?? charts.find((candidate) => text(candidate.brand) === null);
    return chart ? toSizeChartJson(chart) : null;
  },
});

export default sizeChartService;
