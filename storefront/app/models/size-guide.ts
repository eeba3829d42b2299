import type { FitResult, Measurement, ProductJson, SizeChartJson } from '@pointe/config';

/** What the size guide shows (its page, and the product page's dialog through the same loader). */
export interface SizeGuideAnswer {
  /** The product's chart, limited to the sizes it is sold in; null when it has none. */
  chart: SizeChartJson | null;
  /** What she typed, as she typed it (the form is filled again with it). */
  values: Partial<Record<Measurement, string>>;
  /** Each refused field's words, in the page's language. */
  errors: Partial<Record<Measurement, string>>;
  /** The size found, when she asked and her measurements were accepted. */
  result: FitResult | null;
}

/** The sizes a shopper can pick on the product page: in stock. */
export function pickableSizes(product: Pick<ProductJson, 'sizes'>): string[] {
  return product.sizes.filter((size) => size.countInStock > 0).map((size) => size.size);
}

/** The size her saved measurements choose on a product page, and the measurement that says why. */
export type SavedSize = { size: string; measurement: Measurement; value: number } | { size: null };

/** The size guide with the product it is for. */
export interface SizeGuideData extends SizeGuideAnswer {
  product: { name: string; nameAr: string | null; slug: string; pickableSizes: string[] };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Our own server's answers read by the product page's script (size-guide.json, my-size): checked
 * for their shape before use rather than cast, without bringing a schema library to the browser.
 */
export function isSizeGuideData(value: unknown): value is SizeGuideData {
  return (
    isRecord(value) &&
    (value.chart === null || isRecord(value.chart)) &&
    isRecord(value.values) &&
    isRecord(value.errors) &&
    (value.result === null || isRecord(value.result)) &&
    isRecord(value.product) &&
    Array.isArray(value.product.pickableSizes)
  );
}

export function isSavedSize(value: unknown): value is SavedSize {
  if (!isRecord(value)) return false;
  if (value.size === null) return true;
  return typeof value.size === 'string' && typeof value.measurement === 'string' && typeof value.value === 'number';
}
