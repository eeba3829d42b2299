/**
 * The fit rule of the size guide ("Find my size"): from a size chart (centimetre ranges per size)
 * and whatever measurements the shopper typed, the size to buy and the facts that explain it. Pure:
 * the words are written by the storefront from the result (catalogues/size-guide.ts), in each language.
 *
 * The rule, as dance shops give it:
 * - each measurement she gave that the chart knows is read against the chart: inside one size's
 *   range, on the edge of or in the gap between two sizes ("between"), or outside the chart;
 * - between two sizes, take the larger: dancewear stretches to fit, a size too small pulls;
 * - when her measurements point to different sizes, the chart's key measurement decides if she gave
 *   it (girth for leotards and other one-piece garments, foot length for shoes), else the largest;
 * - a measurement above the chart's largest size means no size fits (said plainly, no guess);
 *   one below its smallest points to the smallest size, unless every measurement is below it.
 */
import { z } from 'zod';
import { SIZES, type Size } from './catalog.js';
import { issue } from './error-codes.js';
import { toOptionalNumber } from './numbers.js';

/** What dancewear is sized by, in the order the guide lists them. */
export const MEASUREMENTS = ['bust', 'waist', 'hips', 'girth', 'height', 'footLength'] as const;
export type Measurement = (typeof MEASUREMENTS)[number];

export function isMeasurement(value: unknown): value is Measurement {
  return typeof value === 'string' && (MEASUREMENTS as readonly string[]).includes(value);
}

/** Centimetres, both ends included. */
export interface CentimetreRange {
  min: number;
  max: number;
}

export interface FitChartRow {
  size: Size;
  ranges: Partial<Record<Measurement, CentimetreRange>>;
}

export interface FitChart {
  /** The measurement that decides when hers point to different sizes; null: the largest size decides. */
  keyMeasurement: Measurement | null;
  rows: readonly FitChartRow[];
}

/** The shopper's measurements in centimetres: any subset. */
export type Measurements = Partial<Record<Measurement, number>>;

/** One of her measurements read against the chart. */
export type Reading = { measurement: Measurement; value: number } & (
  | { kind: 'within'; size: Size }
  | { kind: 'between'; smaller: Size; larger: Size }
  | { kind: 'below'; smallest: Size; min: number }
  | { kind: 'above'; largest: Size; max: number }
);

export type FitResult =
  /** None of her measurements is one this chart is sized by. */
  | { kind: 'noMeasurements'; chartMeasurements: Measurement[] }
  /** Every measurement points to this one size. */
  | { kind: 'fits'; size: Size; readings: Reading[] }
  /** Her measurements point to more than one size; `decidedBy` is the key measurement, or null when the largest decided. */
  | { kind: 'betweenSizes'; size: Size; sizes: Size[]; decidedBy: Measurement | null; readings: Reading[] }
  /** No size in the chart fits (a measurement above the largest, or all below the smallest). */
  | { kind: 'outsideChart'; readings: Reading[] };

const sizeRank = (size: Size): number => SIZES.indexOf(size);

/** The chart's rows in size order (XS, S, M …), whatever order the editor typed them in. */
export function rowsInSizeOrder(rows: readonly FitChartRow[]): FitChartRow[] {
  return [...rows].sort((a, b) => sizeRank(a.size) - sizeRank(b.size));
}

/** The measurements at least one row of the chart gives a range for, in guide order. */
export function chartMeasurements(chart: Pick<FitChart, 'rows'>): Measurement[] {
  return MEASUREMENTS.filter((measurement) => chart.rows.some((row) => row.ranges[measurement] !== undefined));
}

/** One measurement read against the chart; undefined when no row has a range for it. */
export function readMeasurement(chart: Pick<FitChart, 'rows'>, measurement: Measurement, value: number): Reading | undefined {
  const rows = rowsInSizeOrder(chart.rows).flatMap((row) => {
    const range = row.ranges[measurement];
    return range ? [{ size: row.size, range }] : [];
  });
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return undefined;
  const base = { measurement, value };
  const containing = rows.filter(({ range }) => value >= range.min && value <= range.max);
  const smallestContaining = containing[0];
  const largestContaining = containing.at(-1);
  if (smallestContaining && largestContaining) {
    return smallestContaining.size === largestContaining.size
      ? { ...base, kind: 'within', size: smallestContaining.size }
      : { ...base, kind: 'between', smaller: smallestContaining.size, larger: largestContaining.size };
  }
  if (value < Math.min(...rows.map(({ range }) => range.min))) return { ...base, kind: 'below', smallest: first.size, min: first.range.min };
  if (value > Math.max(...rows.map(({ range }) => range.max))) return { ...base, kind: 'above', largest: last.size, max: last.range.max };
  // In a gap between two sizes' ranges: the last size that ends below it and the first that starts above it.
  const smaller = rows.filter(({ range }) => range.max < value).at(-1) ?? first;
  const larger = rows.find(({ range }) => range.min > value) ?? last;
  return { ...base, kind: 'between', smaller: smaller.size, larger: larger.size };
}

/** The sizes a reading points to (between two: both). */
function sizesOf(reading: Reading): Size[] {
  switch (reading.kind) {
    case 'within':
      return [reading.size];
    case 'between':
      return [reading.smaller, reading.larger];
    case 'below':
      return [reading.smallest];
    case 'above':
      return [reading.largest];
  }
}

/** The size a reading recommends on its own: between two sizes, the larger. */
function recommendedBy(reading: Reading): Size {
  const sizes = sizesOf(reading);
  return sizes[sizes.length - 1]!;
}

const largest = (sizes: readonly Size[]): Size => sizes.reduce((a, b) => (sizeRank(b) > sizeRank(a) ? b : a));

/** The size to buy from this chart for these measurements, with the readings that explain it. */
export function findSize(chart: FitChart, measurements: Measurements): FitResult {
  const readings = MEASUREMENTS.flatMap((measurement) => {
    const value = measurements[measurement];
    if (value === undefined || !Number.isFinite(value)) return [];
    const reading = readMeasurement(chart, measurement, value);
    return reading ? [reading] : [];
  });
  if (readings.length === 0) return { kind: 'noMeasurements', chartMeasurements: chartMeasurements(chart) };
  if (readings.some((reading) => reading.kind === 'above') || readings.every((reading) => reading.kind === 'below')) {
    return { kind: 'outsideChart', readings };
  }
  const pointedTo = [...new Set(readings.flatMap(sizesOf))].sort((a, b) => sizeRank(a) - sizeRank(b));
  const key = readings.find((reading) => reading.measurement === chart.keyMeasurement && reading.kind !== 'below');
  const size = key ? recommendedBy(key) : largest(readings.map(recommendedBy));
  if (pointedTo.length === 1) return { kind: 'fits', size, readings };
  return { kind: 'betweenSizes', size, sizes: pointedTo, decidedBy: key ? key.measurement : null, readings };
}

/** The chart limited to the sizes a product is sold in (a tutu sold in S and M is not recommended in XS). */
export function chartForSizes<Chart extends FitChart>(chart: Chart, sizes: readonly Size[]): Chart {
  return { ...chart, rows: chart.rows.filter((row) => sizes.includes(row.size)) };
}

/** The centimetres the shop accepts for each measurement: wide enough for children and tall adults, narrow enough to catch a typo. */
export const MEASUREMENT_LIMITS: Record<Measurement, CentimetreRange> = {
  bust: { min: 40, max: 180 },
  waist: { min: 30, max: 180 },
  hips: { min: 40, max: 190 },
  girth: { min: 80, max: 220 },
  height: { min: 70, max: 230 },
  footLength: { min: 10, max: 35 },
};

/**
 * One measurement as a form sends it: empty means not given; digits from an Arabic keyboard (٠…٩,
 * ۰…۹) and the Arabic decimal separator (٫) or a comma read as '86.5'; at most one decimal place of
 * sense (a tenth of a centimetre), within MEASUREMENT_LIMITS.
 */
export function measurementField(measurement: Measurement) {
  const { min, max } = MEASUREMENT_LIMITS[measurement];
  const outOfRange = issue('measurementOutOfRange', { min, max });
  return z
    .union([z.string().max(12, outOfRange), z.number()], { message: outOfRange })
    .optional()
    // A comma is read as the decimal point here (a measurement has no thousands); the rest is numbers.ts's reading.
    .transform((value) => (typeof value === 'string' ? value.replace(',', '.') : value))
    .transform(toOptionalNumber({ min, max, decimals: 2, invalid: outOfRange }))
    .transform((value) => value ?? undefined);
}

/**
 * The "Find my size" form and the profile's saved measurements: every measurement optional (one
 * is enough to find a size), each in centimetres. The same schema reads the storefront's forms
 * (strings) and the CMS's PUT /api/users/measurements body (strings or numbers).
 */
export const measurementsForm = z.object({
  bust: measurementField('bust'),
  waist: measurementField('waist'),
  hips: measurementField('hips'),
  girth: measurementField('girth'),
  height: measurementField('height'),
  footLength: measurementField('footLength'),
});
export type MeasurementsForm = z.input<typeof measurementsForm>;

/** The measurements from a parsed form, without the ones not given. */
export function givenMeasurements(parsed: z.output<typeof measurementsForm>): Measurements {
  const given: Measurements = {};
  for (const measurement of MEASUREMENTS) {
    const value = parsed[measurement];
    if (value !== undefined) given[measurement] = value;
  }
  return given;
}

/** Measurements as the wire carries them (the profile's saved ones): centimetres, each optional. */
const centimetres = z.number().min(0).optional();
export const measurementsJson = z.object({
  bust: centimetres,
  waist: centimetres,
  hips: centimetres,
  girth: centimetres,
  height: centimetres,
  footLength: centimetres,
});
export type MeasurementsJson = z.output<typeof measurementsJson>;

/**
 * The reading that gave the recommended size, to say why ("from your saved measurements: bust 86 cm"):
 * the key measurement when it decided, else the first measurement pointing to that size.
 */
export function decidingReading(result: FitResult): Reading | undefined {
  if (result.kind !== 'fits' && result.kind !== 'betweenSizes') return undefined;
  if (result.kind === 'betweenSizes' && result.decidedBy) return result.readings.find((reading) => reading.measurement === result.decidedBy);
  return result.readings.find((reading) => recommendedBy(reading) === result.size);
}
