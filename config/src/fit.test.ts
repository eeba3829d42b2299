import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIZES, type Size } from './catalog.js';
import { issueError } from './error-codes.js';
import {
  MEASUREMENTS,
  MEASUREMENT_LIMITS,
  chartForSizes,
  chartMeasurements,
  decidingReading,
  findSize,
  givenMeasurements,
  measurementsForm,
  readMeasurement,
  type FitChart,
  type Measurement,
} from './fit.js';

/** The seed's leotard chart, as dance shops size them. */
const leotards: FitChart = {
  keyMeasurement: 'girth',
  rows: [
    { size: 'XS', ranges: { bust: { min: 76, max: 81 }, waist: { min: 58, max: 63 }, hips: { min: 82, max: 87 }, girth: { min: 137, max: 145 }, height: { min: 150, max: 158 } } },
    { size: 'S', ranges: { bust: { min: 81, max: 86 }, waist: { min: 63, max: 68 }, hips: { min: 87, max: 92 }, girth: { min: 145, max: 153 }, height: { min: 158, max: 165 } } },
    { size: 'M', ranges: { bust: { min: 86, max: 91 }, waist: { min: 68, max: 73 }, hips: { min: 92, max: 98 }, girth: { min: 153, max: 161 }, height: { min: 165, max: 172 } } },
  ],
};

/** Shoes: foot length only, with a gap between sizes (23.0 to 23.4 is nobody's). */
const shoes: FitChart = {
  keyMeasurement: 'footLength',
  rows: [
    { size: 'M', ranges: { footLength: { min: 24.5, max: 26 } } },
    { size: 'XS', ranges: { footLength: { min: 21.5, max: 22.9 } } },
    { size: 'S', ranges: { footLength: { min: 23.5, max: 24.4 } } },
  ],
};

/** Tights: no key measurement, the largest decides. */
const tights: FitChart = {
  keyMeasurement: null,
  rows: [
    { size: 'XS', ranges: { height: { min: 140, max: 155 }, hips: { min: 78, max: 88 } } },
    { size: 'S', ranges: { height: { min: 155, max: 165 }, hips: { min: 88, max: 96 } } },
    { size: 'M', ranges: { height: { min: 165, max: 175 }, hips: { min: 96, max: 104 } } },
  ],
};

describe('the reading that decided', () => {
  it('is the key measurement when it decided, else the first measurement pointing to the size', () => {
    expect(decidingReading(findSize(leotards, { bust: 89, girth: 148 }))).toMatchObject({ measurement: 'girth', value: 148 });
    expect(decidingReading(findSize(leotards, { bust: 84, hips: 95 }))).toMatchObject({ measurement: 'hips', value: 95 });
    expect(decidingReading(findSize(leotards, { bust: 84 }))).toMatchObject({ measurement: 'bust', value: 84 });
    expect(decidingReading(findSize(leotards, { hips: 120 }))).toBeUndefined();
  });
});

describe('reading one measurement', () => {
  it('is within a size when only that size’s range holds it', () => {
    expect(readMeasurement(leotards, 'bust', 84)).toEqual({ measurement: 'bust', value: 84, kind: 'within', size: 'S' });
  });

  it('is between two sizes on the edge they share', () => {
    expect(readMeasurement(leotards, 'bust', 86)).toEqual({ measurement: 'bust', value: 86, kind: 'between', smaller: 'S', larger: 'M' });
  });

  it('is between two sizes in the gap between their ranges, whatever order the rows were typed in', () => {
    expect(readMeasurement(shoes, 'footLength', 23.2)).toEqual({ measurement: 'footLength', value: 23.2, kind: 'between', smaller: 'XS', larger: 'S' });
  });

  it('is below the smallest size and above the largest, with the chart’s ends', () => {
    expect(readMeasurement(leotards, 'hips', 80)).toEqual({ measurement: 'hips', value: 80, kind: 'below', smallest: 'XS', min: 82 });
    expect(readMeasurement(shoes, 'footLength', 27)).toEqual({ measurement: 'footLength', value: 27, kind: 'above', largest: 'M', max: 26 });
  });

  it('is nothing for a measurement the chart is not sized by', () => {
    expect(readMeasurement(shoes, 'bust', 84)).toBeUndefined();
  });
});

describe('finding the size', () => {
  it('gives the one size all her measurements point to', () => {
    const result = findSize(leotards, { bust: 83, waist: 65, hips: 90 });
    expect(result.kind).toBe('fits');
    expect(result.kind === 'fits' && result.size).toBe('S');
  });

  it('says she is between sizes and goes by the larger when bust says S and hips say M (no girth given)', () => {
    const result = findSize(leotards, { bust: 84, hips: 95 });
    expect(result).toMatchObject({ kind: 'betweenSizes', size: 'M', sizes: ['S', 'M'], decidedBy: null });
  });

  it('goes by girth for a leotard when she gave it, even against a larger bust', () => {
    const result = findSize(leotards, { bust: 89, girth: 148 });
    expect(result).toMatchObject({ kind: 'betweenSizes', size: 'S', sizes: ['S', 'M'], decidedBy: 'girth' });
  });

  it('sizes up when the key measurement sits on the edge of two sizes', () => {
    expect(findSize(leotards, { girth: 145 })).toMatchObject({ kind: 'betweenSizes', size: 'S', sizes: ['XS', 'S'], decidedBy: 'girth' });
  });

  it('sizes shoes by foot length, up across a gap', () => {
    expect(findSize(shoes, { footLength: 24 })).toMatchObject({ kind: 'fits', size: 'S' });
    expect(findSize(shoes, { footLength: 23.2 })).toMatchObject({ kind: 'betweenSizes', size: 'S', decidedBy: 'footLength' });
  });

  it('takes the largest size without a key measurement', () => {
    expect(findSize(tights, { height: 150, hips: 100 })).toMatchObject({ kind: 'betweenSizes', size: 'M', sizes: ['XS', 'M'], decidedBy: null });
  });

  it('says no size fits when a measurement is above the chart, and does not guess', () => {
    const result = findSize(leotards, { bust: 84, hips: 120 });
    expect(result.kind).toBe('outsideChart');
    expect(result.kind === 'outsideChart' && result.readings.find((reading) => reading.kind === 'above')).toMatchObject({ measurement: 'hips', largest: 'M', max: 98 });
  });

  it('says no size fits when every measurement is below the chart, and points to the smallest when only some are', () => {
    expect(findSize(leotards, { bust: 60, hips: 70 }).kind).toBe('outsideChart');
    expect(findSize(leotards, { bust: 78, height: 140 })).toMatchObject({ kind: 'fits', size: 'XS' });
  });

  it('asks for a measurement the chart uses when none of hers is', () => {
    expect(findSize(shoes, { bust: 84 })).toEqual({ kind: 'noMeasurements', chartMeasurements: ['footLength'] });
    expect(findSize(leotards, {})).toEqual({ kind: 'noMeasurements', chartMeasurements: ['bust', 'waist', 'hips', 'girth', 'height'] });
  });

  it('recommends only sizes the product is sold in', () => {
    const tutu = chartForSizes(leotards, ['S', 'M']);
    expect(findSize(tutu, { bust: 78, hips: 84 }).kind).toBe('outsideChart');
    expect(findSize(tutu, { bust: 78, height: 160 })).toMatchObject({ kind: 'fits', size: 'S' });
    expect(chartMeasurements(chartForSizes(leotards, ['One Size']))).toEqual([]);
  });
});

const sizeRank = (size: Size) => SIZES.indexOf(size);

/** A chart of contiguous ranges (each size starts where the one before ends) for any measurements. */
const contiguousChart = fc
  .record({
    measurements: fc.subarray([...MEASUREMENTS], { minLength: 1 }),
    sizes: fc.subarray(['XS', 'S', 'M'] as Size[], { minLength: 1 }),
    start: fc.integer({ min: 20, max: 120 }),
    step: fc.integer({ min: 2, max: 10 }),
    key: fc.option(fc.constantFrom(...MEASUREMENTS), { nil: null }),
  })
  .map(({ measurements, sizes, start, step, key }): FitChart => ({
    keyMeasurement: key,
    rows: sizes.map((size, index) => ({
      size,
      ranges: Object.fromEntries(measurements.map((measurement) => [measurement, { min: start + index * step, max: start + (index + 1) * step }])),
    })),
  }));

const someMeasurements = fc.dictionary(fc.constantFrom(...MEASUREMENTS), fc.double({ min: 0, max: 250, noNaN: true }), { maxKeys: 6 });

describe('the fit rule, for any chart and any measurements', () => {
  it('recommends a size of the chart, at least as large as any size her in-chart measurements point to on their own, unless the key decides', () => {
    fc.assert(
      fc.property(contiguousChart, someMeasurements, (chart, measurements) => {
        const result = findSize(chart, measurements);
        if (result.kind !== 'fits' && result.kind !== 'betweenSizes') return;
        expect(chart.rows.map((row) => row.size)).toContain(result.size);
        if (result.kind === 'betweenSizes' && result.decidedBy !== null) return;
        for (const reading of result.readings) {
          const own = reading.kind === 'within' ? reading.size : reading.kind === 'between' ? reading.larger : undefined;
          if (own) expect(sizeRank(result.size)).toBeGreaterThanOrEqual(sizeRank(own));
        }
      }),
    );
  });

  it('never recommends a size when a measurement is above the chart', () => {
    fc.assert(
      fc.property(contiguousChart, someMeasurements, (chart, measurements) => {
        const result = findSize(chart, measurements);
        const above = MEASUREMENTS.some((measurement) => {
          const value = measurements[measurement];
          const ranges = chart.rows.flatMap((row) => (row.ranges[measurement] ? [row.ranges[measurement]!.max] : []));
          return value !== undefined && ranges.length > 0 && value > Math.max(...ranges);
        });
        if (above) expect(result.kind).toBe('outsideChart');
      }),
    );
  });

  it('says "fits" only when every measurement points to that one size, and "between" names the sizes in order', () => {
    fc.assert(
      fc.property(contiguousChart, someMeasurements, (chart, measurements) => {
        const result = findSize(chart, measurements);
        if (result.kind === 'fits') {
          for (const reading of result.readings) expect(reading.kind === 'within' ? reading.size : reading.kind === 'below' ? reading.smallest : 'other').toBe(result.size);
        }
        if (result.kind === 'betweenSizes') {
          expect(result.sizes.length).toBeGreaterThan(1);
          expect([...result.sizes].sort((a, b) => sizeRank(a) - sizeRank(b))).toEqual(result.sizes);
          expect(result.sizes).toContain(result.size);
        }
      }),
    );
  });

  it('gives the same answer whatever order the rows are in', () => {
    fc.assert(
      fc.property(contiguousChart, someMeasurements, fc.integer({ min: 0, max: 5 }), (chart, measurements, shift) => {
        const rotated = { ...chart, rows: [...chart.rows.slice(shift % chart.rows.length), ...chart.rows.slice(0, shift % chart.rows.length)] };
        expect(findSize(rotated, measurements)).toEqual(findSize(chart, measurements));
      }),
    );
  });

  it('a larger measurement never gets a smaller size (one measurement, inside the chart)', () => {
    fc.assert(
      fc.property(contiguousChart, fc.constantFrom(...MEASUREMENTS), fc.double({ min: 0, max: 250, noNaN: true }), fc.double({ min: 0, max: 50, noNaN: true }), (chart, measurement, value, more) => {
        const smaller = findSize(chart, { [measurement]: value });
        const larger = findSize(chart, { [measurement]: value + more });
        if ((smaller.kind === 'fits' || smaller.kind === 'betweenSizes') && (larger.kind === 'fits' || larger.kind === 'betweenSizes')) {
          expect(sizeRank(larger.size)).toBeGreaterThanOrEqual(sizeRank(smaller.size));
        }
      }),
    );
  });
});

describe('the measurements form', () => {
  const parse = (input: Record<string, unknown>) => measurementsForm.safeParse(input);
  const codeOf = (input: Record<string, unknown>) => {
    const parsed = parse(input);
    return parsed.success ? undefined : issueError(parsed.error.issues[0]!);
  };

  it('reads centimetres typed with Latin or Arabic-Indic digits and either decimal mark, and leaves out the empty ones', () => {
    const parsed = parse({ bust: '٨٦', waist: '', hips: '92,5', height: ' 163 ', footLength: '۲۳٫۵' });
    expect(parsed.success && givenMeasurements(parsed.data)).toEqual({ bust: 86, hips: 92.5, height: 163, footLength: 23.5 });
  });

  it('takes numbers too (the JSON body of the profile route) and an empty form', () => {
    const parsed = parse({ girth: 150, bust: 84.5 });
    expect(parsed.success && givenMeasurements(parsed.data)).toEqual({ bust: 84.5, girth: 150 });
    const empty = parse({});
    expect(empty.success && givenMeasurements(empty.data)).toEqual({});
  });

  it('refuses what is not centimetres in range, with the limits in the refusal', () => {
    expect(codeOf({ bust: 'abc' })).toEqual({ code: 'measurementOutOfRange', params: MEASUREMENT_LIMITS.bust });
    expect(codeOf({ footLength: '45' })).toEqual({ code: 'measurementOutOfRange', params: MEASUREMENT_LIMITS.footLength });
    expect(codeOf({ height: '-160' })?.code).toBe('measurementOutOfRange');
    expect(codeOf({ hips: '1e2' })?.code).toBe('measurementOutOfRange');
    expect(codeOf({ waist: '70.123' })?.code).toBe('measurementOutOfRange');
    expect(codeOf({ waist: ['70'] })?.code).toBe('measurementOutOfRange');
    expect(codeOf({ waist: null })?.code).toBe('measurementOutOfRange');
    expect(codeOf({ waist: '9'.repeat(40) })?.code).toBe('measurementOutOfRange');
  });

  it('accepts every value within each measurement’s limits, in either script', () => {
    const arabic = (text: string) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    fc.assert(
      fc.property(fc.constantFrom(...MEASUREMENTS), fc.integer({ min: 0, max: 1000 }), fc.boolean(), (measurement: Measurement, tenths, inArabic) => {
        const { min, max } = MEASUREMENT_LIMITS[measurement];
        const value = Math.round((min + ((max - min) * tenths) / 1000) * 10) / 10;
        const typed = inArabic ? arabic(String(value)).replace('.', '٫') : String(value);
        const parsed = parse({ [measurement]: typed });
        expect(parsed.success && parsed.data[measurement]).toBe(value);
      }),
    );
  });
});
