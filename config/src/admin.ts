/** Admin forms and request bodies: products, promos, order filters. */
import { z } from 'zod';
import { SIZES, SLUG_MAX_LENGTH, SLUG_PATTERN } from './catalog.js';
import { DISCOUNT_TYPES, PROMO_CODE_MAX_LENGTH } from './orders.js';
import { ORDER_STATUSES } from './order-life-cycle.js';
import { pageParam } from './validation.js';

export const ADMIN_PAGE_SIZE = 20;

/** `?page=` of the admin lists: a positive integer, 1 when absent. */
export const adminPageQuery = z.object({ page: pageParam });

/** The admin's order lists: one per status, all, and the older paid/delivered views. */
export const ORDER_FILTERS = ['all', ...ORDER_STATUSES, 'unpaid', 'undelivered'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const adminOrdersQuery = adminPageQuery.extend({
  status: z
    .string()
    .optional()
    .transform((status) => status || 'all')
    .pipe(z.enum(ORDER_FILTERS, { message: `status must be one of ${ORDER_FILTERS.join(', ')}` })),
});

const sizeRow = z.object({
  size: z.enum(SIZES, { message: `Size must be one of ${SIZES.join(', ')}` }),
  countInStock: z.coerce
    .number({ message: 'Stock must be a whole number of 0 or more' })
    .int('Stock must be a whole number of 0 or more')
    .min(0, 'Stock must be a whole number of 0 or more')
    .max(1_000_000, 'Stock is too large'),
});

/** An optional Arabic text of the product form: '' clears it (null), undefined leaves it as it is. */
const arabicText = (text: string | null | undefined): string | null | undefined => (text === undefined ? undefined : text || null);

/** Body of PUT /api/products/:id (and the admin edit form, after it is read). countInStock is derived. */
export const productUpdateBody = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  slug: z
    .string({ message: 'Slug is required' })
    .trim()
    .toLowerCase()
    .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
    .regex(SLUG_PATTERN, 'Slug may contain only lower-case letters, digits and single dashes'),
  price: z.coerce
    .number({ message: 'Price must be a number' })
    .min(0, 'Price must be 0 or more')
    .max(1_000_000, 'Price is too large')
    .refine((price) => Number.isInteger(Math.round(price * 100 * 1e6) / 1e6), 'Price has at most 2 decimals'),
  image: z.array(z.string().min(1).max(500), { message: 'image must be a list of picture URLs' }).max(10, 'At most 10 pictures'),
  category: z.string({ message: 'Category is required' }).trim().min(1, 'Category is required').max(60),
  brand: z.string({ message: 'Brand is required' }).trim().min(1, 'Brand is required').max(60, 'Brand must be at most 60 characters'),
  description: z
    .string({ message: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(2000, 'Description must be at most 2000 characters'),
  /**
   * Optional Arabic words (ADR 010): empty (null) means the Arabic pages show the English ones.
   * Left out (undefined), the stored ones are kept, so a client that knows no Arabic fields never wipes them.
   */
  nameAr: z.string().trim().max(120, 'Arabic name must be at most 120 characters').nullish().transform(arabicText),
  descriptionAr: z.string().trim().max(2000, 'Arabic description must be at most 2000 characters').nullish().transform(arabicText),
  sizes: z
    .array(sizeRow, { message: 'sizes must be a list' })
    .max(SIZES.length, `At most ${SIZES.length} sizes`)
    .refine((rows) => new Set(rows.map((row) => row.size)).size === rows.length, 'Each size may appear only once'),
});
export type ProductUpdate = z.output<typeof productUpdateBody>;

/** Body of POST /api/promos (and the admin promo form). */
export const promoCreateBody = z
  .object({
    code: z
      .string({ message: 'Code is required' })
      .trim()
      .toUpperCase()
      .min(1, 'Code is required')
      .max(PROMO_CODE_MAX_LENGTH, `Code must be at most ${PROMO_CODE_MAX_LENGTH} characters`)
      .regex(/^[A-Z0-9_-]+$/, 'Code may contain only letters, digits, dashes and underscores'),
    discountType: z.enum(DISCOUNT_TYPES, { message: 'Type must be percentage or fixed' }),
    discountValue: z.coerce
      .number({ message: 'Discount value is required' })
      .gt(0, 'Discount value must be more than 0')
      .max(1_000_000, 'Discount value is too large'),
    expiresAt: z
      .union([z.literal(''), z.null(), z.iso.datetime({ offset: true }), z.iso.date()])
      .optional()
      .transform((value) => (value ? new Date(value) : null)),
    usageLimit: z
      .union([z.literal(''), z.null(), z.coerce.number().int('Usage limit must be a whole number').min(1, 'Usage limit must be at least 1')])
      .optional()
      .transform((value) => (typeof value === 'number' ? value : null)),
  })
  .refine((promo) => promo.discountType !== 'percentage' || promo.discountValue <= 100, {
    message: 'A percentage discount is at most 100',
    path: ['discountValue'],
  });
export type PromoCreate = z.output<typeof promoCreateBody>;

/** The next size row of the admin sizes editor: XS with 0, or the first size not used yet. */
export function nextSizeRow(rows: ReadonlyArray<{ size: string }>): { size: (typeof SIZES)[number]; countInStock: number } | null {
  const free = SIZES.find((size) => !rows.some((row) => row.size === size));
  return free ? { size: free, countInStock: 0 } : null;
}
