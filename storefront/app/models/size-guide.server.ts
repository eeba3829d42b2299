import {
  MEASUREMENTS,
  chartForSizes,
  findSize,
  givenMeasurements,
  isMeasurement,
  measurementsForm,
  productSizeChartJson,
  type Locale,
  type Measurement,
  type ProductJson,
  type SizeChartJson,
} from '@pointe/config';
import { errorTextFor } from '~/i18n/errors';
import { readCatalogue } from '~/lib/cache.server';
import { cmsRequest } from '~/lib/cms.server';
import { shopFieldErrors } from '~/lib/forms.server';
import { showProductBySlug } from './product.server';
import { pickableSizes, type SizeGuideData, type SizeGuideAnswer } from './size-guide';
import { localeOfPath } from '~/i18n/locale';
import { throwAsResponse } from '~/lib/cms.server';

/** The product's size chart (cached like the product page; every chart write is a catalogue change). */
export async function productSizeChart(slug: string): Promise<SizeChartJson | null> {
  const { sizeChart } = await readCatalogue(`size-chart:${slug}`, () =>
    cmsRequest(`/size-charts/product/${encodeURIComponent(slug)}`, productSizeChartJson),
  );
  return sizeChart;
}

/** Longest text kept from a measurement field (the schema refuses longer ones anyway). */
const MAX_TYPED = 12;

/**
 * The size guide for a product and the query of its "Find my size" form (a GET form: the answer is
 * a shareable, cacheable page, with or without JavaScript): the chart limited to the sizes the
 * product is sold in, and, when she typed any measurement, the size found or the fields refused.
 */
export function sizeGuideAnswer(product: Pick<ProductJson, 'sizes'>, chart: SizeChartJson | null, query: URLSearchParams, locale: Locale): SizeGuideAnswer {
  const sold = product.sizes.map((size) => size.size);
  const ownChart = chart ? chartForSizes(chart, sold) : null;
  const shown = ownChart && ownChart.rows.length > 0 ? ownChart : null;
  const values: Partial<Record<Measurement, string>> = {};
  for (const measurement of MEASUREMENTS) {
    const typed = query.get(measurement);
    if (typed !== null) values[measurement] = typed.slice(0, MAX_TYPED);
  }
  if (!shown || Object.keys(values).length === 0) return { chart: shown, values, errors: {}, result: null };
  const parsed = measurementsForm.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<Measurement, string>> = {};
    for (const [field, refusal] of Object.entries(shopFieldErrors(parsed.error))) {
      if (isMeasurement(field)) errors[field] = errorTextFor(locale, refusal);
    }
    return { chart: shown, values, errors, result: null };
  }
  return { chart: shown, values, errors: {}, result: findSize(shown, givenMeasurements(parsed.data)) };
}

/** The size guide of a product for a request (its page, and the product page's dialog through size-guide.json). */
export async function sizeGuideData(slug: string, request: Request): Promise<SizeGuideData> {
  const url = new URL(request.url);
  const [product, chart] = await Promise.all([showProductBySlug(slug), productSizeChart(slug)]).catch(throwAsResponse);
  const answer = sizeGuideAnswer(product, chart, url.searchParams, localeOfPath(url.pathname));
  return { ...answer, product: { name: product.name, nameAr: product.nameAr, slug: product.slug, pickableSizes: pickableSizes(product) } };
}
