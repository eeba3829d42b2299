/** The seed catalogue's data file, read and checked; shared by the image generator and the CMS seed. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SIZES } from '@pointe/config';

/** Arabic words: written in Arabic letters (a Latin brand name may stand among them), never left empty. */
const arabicText = z.string().trim().min(1).regex(/[\u0600-\u06ff]/, 'must be written in Arabic');

export const catalogueSchema = z.object({
  /** In menu order; every category and product has its Arabic words (ADR 010). */
  categories: z.array(z.object({ name: z.string().min(1), nameAr: arabicText })).min(6),
  /** Colour families: the same model in other colours (a product names its family by name). */
  families: z.array(z.object({ name: z.string().min(1).max(120), nameAr: arabicText })),
  products: z
    .array(
      z.object({
        name: z.string().min(1),
        brand: z.string().min(1),
        category: z.string().min(1),
        price: z.number().min(0),
        /** The pictures' colour, and the swatch of a product with a colour name. */
        colour: z.string().regex(/^#[0-9a-f]{6}$/),
        /** The colour shoppers are told (English and Arabic), for products sold in a named colour. */
        colourName: z.string().min(1).max(40).optional(),
        colourNameAr: arabicText.pipe(z.string().max(40)).optional(),
        family: z.string().min(1).optional(),
        images: z.number().int().min(2).max(4),
        description: z.string().min(1),
        nameAr: arabicText,
        descriptionAr: arabicText,
        sizes: z.array(z.object({ size: z.enum(SIZES), countInStock: z.number().int().min(0) })).min(1),
      }),
    )
    .min(24),
  promos: z.array(
    z.object({
      code: z.string().regex(/^[A-Z0-9]+$/),
      discountType: z.enum(['percentage', 'fixed']),
      discountValue: z.number().positive(),
      usageLimit: z.number().int().positive().optional(),
    }),
  ),
  users: z.array(
    z.object({ name: z.string(), email: z.string().email(), passwordEnv: z.string(), isAdmin: z.boolean() }),
  ),
});

export type Catalogue = z.infer<typeof catalogueSchema>;

export const SEED_DIR = path.dirname(fileURLToPath(import.meta.url));

export async function readCatalogue(): Promise<Catalogue> {
  return catalogueSchema.parse(JSON.parse(await readFile(path.join(SEED_DIR, 'catalogue.json'), 'utf8')));
}
