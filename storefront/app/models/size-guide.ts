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
