/** What the size guide's routes answer: GET /api/size-charts/product/:slug, and the shopper's saved measurements. */
import { z } from 'zod';
import { SIZES } from '../catalog.js';
import { MEASUREMENTS, measurementsJson } from '../fit.js';
import { idJson } from './common.js';

/** Centimetres, both ends included. */
export const centimetreRangeJson = z.object({ min: z.number().min(0), max: z.number().min(0) });

/**
 * A size chart: for each size (in size order), the centimetre range of each measurement the chart
 * is sized by (a measurement a row leaves out is simply absent). `measurements` lists the ones at
 * least one row has, in the guide's order. Titles and notes in English and Arabic (null: the
 * editor left the Arabic empty; pages fall back to English). `brand` is null for the category's chart.
 */
export const sizeChartJson = z.object({
  _id: idJson,
  title: z.string(),
  titleAr: z.string().nullable(),
  notes: z.string().nullable(),
  notesAr: z.string().nullable(),
  category: z.string(),
  brand: z.string().nullable(),
  keyMeasurement: z.enum(MEASUREMENTS).nullable(),
  measurements: z.array(z.enum(MEASUREMENTS)),
  rows: z.array(
    z.object({
      size: z.enum(SIZES),
      ranges: z.object({
        bust: centimetreRangeJson.optional(),
        waist: centimetreRangeJson.optional(),
        hips: centimetreRangeJson.optional(),
        girth: centimetreRangeJson.optional(),
        height: centimetreRangeJson.optional(),
        footLength: centimetreRangeJson.optional(),
      }),
    }),
  ),
});
export type SizeChartJson = z.infer<typeof sizeChartJson>;

/** GET /api/size-charts/product/:slug: the product brand's chart for its category if there is one, else the category's, else null. */
export const productSizeChartJson = z.object({ sizeChart: sizeChartJson.nullable() });
export type ProductSizeChartJson = z.infer<typeof productSizeChartJson>;

/** GET and PUT /api/users/measurements (the signed-in shopper's own): her saved measurements, each optional. */
export const savedMeasurementsJson = z.object({ measurements: measurementsJson });
export type SavedMeasurementsJson = z.infer<typeof savedMeasurementsJson>;
