import {
  chartForSizes,
  decidingReading,
  findSize,
  savedMeasurementsJson,
  type Measurements,
  type ProductJson,
  type SizeChartJson,
} from '@pointe/config';
import type { CmsClient } from '~/lib/cms.server';
import { pickableSizes, type SavedSize } from './size-guide';

/** The signed-in shopper's saved measurements (read fresh: they are hers, never cached). */
export async function getMyMeasurements(cms: CmsClient): Promise<Measurements> {
  return (await cms.request('/users/measurements', savedMeasurementsJson)).measurements;
}

export async function saveMyMeasurements(cms: CmsClient, measurements: Measurements): Promise<Measurements> {
  return (await cms.request('/users/measurements', savedMeasurementsJson, { method: 'PUT', body: measurements })).measurements;
}


/**
 * Her size for a product from her saved measurements: only a size the chart recommends outright
 * or between two sizes, and only one she can pick (in stock); nothing outside the chart.
 */
export function savedSize(product: Pick<ProductJson, 'sizes'>, chart: SizeChartJson | null, measurements: Measurements): SavedSize {
  if (!chart) return { size: null };
  const result = findSize(chartForSizes(chart, product.sizes.map((size) => size.size)), measurements);
  const reading = decidingReading(result);
  if (!reading || !('size' in result) || !pickableSizes(product).includes(result.size)) return { size: null };
  return { size: result.size, measurement: reading.measurement, value: reading.value };
}
