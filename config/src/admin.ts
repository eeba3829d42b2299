/** Admin forms and request bodies: products, promos, order filters. */
import { z } from 'zod';
import { issue } from './error-codes.js';
import { COLOUR_MAX_LENGTH, FAMILY_NAME_MAX_LENGTH, SIZES, SLUG_MAX_LENGTH, SLUG_PATTERN, SWATCH_PATTERN } from './catalog.js';
import { DISCOUNT_TYPES, PROMO_CODE_MAX_LENGTH } from './orders.js';
import { ORDER_STATUSES } from './order-life-cycle.js';
import { MAX_ID_LENGTH, pageParam } from './validation.js';
import { normaliseDigits } from './i18n.js';
import { DB_INT_MAX, dbInt, moneyAmount, optionalDbInt, optionalMoneyAmount, rowNumberParam } from './numbers.js';

export const ADMIN_PAGE_SIZE = 20;

/** `?page=` of the admin lists: a positive integer, 1 when absent. */
export const adminPageQuery = z.object({ page: pageParam });

/** The admin's order lists: one per status, all, and the older paid/delivered views. */
/** Filters that read an order's online payment (issue 40): paid online, and those staff must look at (a transfer to check, a flagged payment). */
export const PAYMENT_FILTERS = ['paid-online', 'payment-to-check'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];
export const ORDER_FILTERS = ['all', ...ORDER_STATUSES, 'unpaid', 'undelivered', ...PAYMENT_FILTERS] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const adminOrdersQuery = adminPageQuery.extend({
  status: z
    .string()
    .optional()
    .transform((status) => status || 'all')
    .pipe(z.enum(ORDER_FILTERS, { message: issue('statusInvalid', { choices: ORDER_FILTERS }) })),
  /**
   * The keyset cursor (ADR 026): the page that follows this order in the list's order (the `next`
   * of the page before). `page` is then only echoed back. Absent or empty: the `page`th page.
   */
  after: z
    .string({ message: issue('afterUnknown') })
    .max(MAX_ID_LENGTH, issue('afterUnknown'))
    // Order ids are letters, digits, - and _: anything else names no order (and a NUL would upset PostgreSQL).
    .regex(/^[A-Za-z0-9_-]*$/, issue('afterUnknown'))
    .optional()
    .transform((after) => after || undefined),
});

/** The most units one size may hold: far above any shelf, and seven sizes together stay well inside the stock column. */
export const MAX_SIZE_STOCK = 1_000_000;

const sizeRow = z.object({
  size: z.enum(SIZES, { message: issue('sizeInvalid', { choices: SIZES }) }),
  countInStock: dbInt({ min: 0, max: MAX_SIZE_STOCK, invalid: issue('stockInvalid'), tooLarge: issue('stockTooLarge') }),
});

/** An optional text of the product form: '' clears it (null), undefined leaves it as it is. */
const emptyClears = (text: string | null | undefined): string | null | undefined => (text === undefined ? undefined : text || null);

/** An optional text of the product form, at most `max` characters: '' clears it (null), undefined leaves it as it is. */
const optionalText = (max: number, tooLong: 'colourTooLong' | 'arabicColourTooLong' | 'familyNameTooLong') =>
  z.string().trim().max(max, issue(tooLong, { max })).nullish().transform(emptyClears);

/** Body of PUT /api/products/:id (and the admin edit form, after it is read). countInStock is derived. */
export const productUpdateBody = z.object({
  name: z
    .string({ message: issue('nameRequired') })
    .trim()
    .min(1, issue('nameRequired'))
    .max(120, issue('nameTooLong', { max: 120 })),
  slug: z
    .string({ message: issue('slugRequired') })
    .trim()
    .toLowerCase()
    .max(SLUG_MAX_LENGTH, issue('slugTooLong', { max: SLUG_MAX_LENGTH }))
    .regex(SLUG_PATTERN, issue('slugInvalid')),
  price: moneyAmount({ min: 0, max: 1_000_000, invalid: issue('priceNotNumber'), tooSmall: issue('priceNegative'), tooLarge: issue('priceTooLarge'), tooManyDecimals: issue('priceDecimals') }),
  image: z.array(z.string().min(1).max(500), { message: issue('picturesNotList') }).max(10, issue('tooManyPictures', { max: 10 })),
  category: z.string({ message: issue('categoryRequired') }).trim().min(1, issue('categoryRequired')).max(60),
  brand: z
    .string({ message: issue('brandRequired') })
    .trim()
    .min(1, issue('brandRequired'))
    .max(60, issue('brandTooLong', { max: 60 })),
  description: z
    .string({ message: issue('descriptionRequired') })
    .trim()
    .min(1, issue('descriptionRequired'))
    .max(2000, issue('descriptionTooLong', { max: 2000 })),
  /**
   * Optional Arabic words (ADR 010): empty (null) means the Arabic pages show the English ones.
   * Left out (undefined), the stored ones are kept, so a client that knows no Arabic fields never wipes them.
   */
  nameAr: z.string().trim().max(120, issue('arabicNameTooLong', { max: 120 })).nullish().transform(emptyClears),
  descriptionAr: z.string().trim().max(2000, issue('arabicDescriptionTooLong', { max: 2000 })).nullish().transform(emptyClears),
  sizes: z
    .array(sizeRow, { message: issue('sizesNotList') })
    .max(SIZES.length, issue('tooManySizes', { max: SIZES.length }))
    .refine((rows) => new Set(rows.map((row) => row.size)).size === rows.length, issue('sizeRepeated')),
  /**
   * The colour (all optional, kept as they are when left out, cleared when sent empty, like the
   * Arabic words): its English and Arabic names and its swatch, `#rrggbb` (stored lower-case).
   */
  colour: optionalText(COLOUR_MAX_LENGTH, 'colourTooLong'),
  colourAr: optionalText(COLOUR_MAX_LENGTH, 'arabicColourTooLong'),
  swatch: z
    .string({ message: issue('swatchInvalid') })
    .trim()
    .refine((swatch) => swatch === '' || SWATCH_PATTERN.test(swatch), issue('swatchInvalid'))
    .nullish()
    .transform((swatch) => (swatch === undefined ? undefined : swatch ? swatch.toLowerCase() : null)),
  /** The colour family: an existing family's id ('' takes the product out of its family), or left out to keep it. */
  family: z.string({ message: issue('familyUnknown') }).trim().max(120, issue('familyUnknown')).nullish().transform(emptyClears),
  /** A family by name, made when no family has that name yet; it wins over `family`. */
  familyName: optionalText(FAMILY_NAME_MAX_LENGTH, 'familyNameTooLong'),
});
export type ProductUpdate = z.output<typeof productUpdateBody>;

/** Body of POST /api/promos (and the admin promo form). */
export const promoCreateBody = z
  .object({
    code: z
      .string({ message: issue('promoCodeMissing') })
      .trim()
      .toUpperCase()
      .min(1, issue('promoCodeMissing'))
      .max(PROMO_CODE_MAX_LENGTH, issue('promoCodeTooLongAdmin', { max: PROMO_CODE_MAX_LENGTH }))
      .regex(/^[A-Z0-9_-]+$/, issue('promoCodeCharacters')),
    discountType: z.enum(DISCOUNT_TYPES, { message: issue('discountTypeInvalid') }),
    // EGP (fixed) or percent, in hundredths either way (the column is a decimal with 2 places).
    discountValue: moneyAmount({
      min: 0.01,
      max: 1_000_000,
      invalid: issue('discountValueRequired'),
      tooSmall: issue('discountValueNotPositive'),
      tooLarge: issue('discountValueTooLarge'),
      tooManyDecimals: issue('discountValueDecimals'),
    }),
    expiresAt: z
      .union([z.literal(''), z.null(), z.iso.datetime({ offset: true }), z.iso.date()])
      .optional()
      .transform((value) => (value ? new Date(value) : null)),
    usageLimit: optionalDbInt({ min: 1, invalid: issue('usageLimitNotWhole'), tooSmall: issue('usageLimitTooSmall'), tooLarge: issue('usageLimitTooLarge', { max: DB_INT_MAX }) }),
    // The items total (EGP, before the discount) an order needs for the code; empty: none.
    minimumOrder: optionalMoneyAmount({ min: 0, max: 1_000_000, invalid: issue('minimumOrderInvalid') }).transform((value) => (value !== null && value > 0 ? value : null)),
  })
  .refine((promo) => promo.discountType !== 'percentage' || promo.discountValue <= 100, {
    message: issue('percentageTooLarge'),
    path: ['discountValue'],
  });
export type PromoCreate = z.output<typeof promoCreateBody>;

/** The next size row of the admin sizes editor: XS with 0, or the first size not used yet. */
export function nextSizeRow(rows: ReadonlyArray<{ size: string }>): { size: (typeof SIZES)[number]; countInStock: number } | null {
  const free = SIZES.find((size) => !rows.some((row) => row.size === size));
  return free ? { size: free, countInStock: 0 } : null;
}

/**
 * The admin orders page's "find by number" form (GET ?number=): digits from either keyboard, with
 * the spaces and '#' people type around a number ignored. The number, or null for one no order can
 * have (past the `integer` column: "no order with that number", without asking the CMS).
 */
export const orderNumberSearch = z
  .string()
  .overwrite(normaliseDigits)
  .transform((text) => text.replace(/[\s#]/g, ''))
  .pipe(z.string().regex(/^[1-9][0-9]{0,14}$/, issue('orderNumberInvalid')))
  .transform(rowNumberParam);
