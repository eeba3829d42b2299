/** Orders and promos: the schemas both sides use. What an order costs is in pricing.ts. */
import { z } from 'zod';
import { issue, type ErrorCode, type ErrorParams } from './error-codes.js';
import { normaliseDigits } from './i18n.js';
import { localeField } from './locale-field.js';
import { SIZES } from './catalog.js';
import { CITIES, PAYMENT_METHODS } from './shipping.js';
import { ONLINE_PAYMENT_METHODS } from './payments.js';
import { GOVERNORATE_NAMES } from './governorates.js';
import { MAX_ID_LENGTH } from './validation.js';
import { dbInt, intRule, toNumber } from './numbers.js';
import { stripInvisible, visibleText } from './visible-text.js';

export const MOBILE_PATTERN = /^01[0-9]{9}$/;
export const MAX_ORDER_LINES = 50;

/** `?ids=` of GET /api/products/by-ids: the cart's product ids, comma-separated, 1 to MAX_ORDER_LINES different ones. */
export const productIdsQuery = z.object({
  ids: z
    .string({ message: issue('productIdsRequired') })
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(
      z
        .array(z.string().max(MAX_ID_LENGTH, issue('productIdTooLong', { max: MAX_ID_LENGTH })))
        .min(1, issue('productIdsEmpty'))
        .max(MAX_ORDER_LINES, issue('tooManyProductIds', { max: MAX_ORDER_LINES })),
    ),
});
export const MAX_LINE_QUANTITY = 99;
/** Promo codes are stored upper-case, at most this long (the promo content type says the same). */
export const PROMO_CODE_MAX_LENGTH = 40;
const QUANTITY_INVALID = issue('quantityInvalid', { max: MAX_LINE_QUANTITY });

/** The codes whose message takes exactly one value, `{max}`. */
type MaxLengthCode = { [Code in ErrorCode]: ErrorParams<Code> extends { max: number } ? ([keyof ErrorParams<Code>] extends ['max'] ? Code : never) : never }[ErrorCode];

/** A required line of the address, its invisible controls taken out, with the codes of its two refusals (missing, too long). */
const requiredText = (required: ErrorCode & `${string}Required`, tooLong: MaxLengthCode, max = 100) =>
  visibleText(issue(required))
    .trim()
    .min(1, issue(required))
    .max(max, issue(tooLong, { max }));

/**
 * An optional line of the address (what Egyptian couriers ask for beyond the spec's: the floor, a
 * landmark near the door): its invisible controls taken out; left blank, it is not there at all.
 */
const optionalText = (tooLong: MaxLengthCode, max: number) =>
  visibleText(issue(tooLong, { max }))
    .trim()
    .max(max, issue(tooLong, { max }))
    .transform((text) => text || undefined)
    .optional();

/**
 * Digits typed on an Arabic keyboard (٠…٩, ۰…۹) read as Latin digits before any check, in both
 * languages and on both sides (storefront forms and CMS bodies), so '٠١٠١٢٣٤٥٦٧٨' is a valid mobile
 * and 'PLIE١٠٠' is the code PLIE100. Used with `overwrite`, which keeps a string schema's later checks.
 */
const latinDigits = (text: string) => normaliseDigits(text);

/** How many of one product and size an order line holds (a JSON number). */
export const lineQuantity = dbInt({ min: 1, max: MAX_LINE_QUANTITY, source: 'json', invalid: QUANTITY_INVALID });

/** A quantity as a form posts it ('3', or '٣' from an Arabic keyboard), read as a line quantity. */
export const lineQuantityText = z.string({ message: QUANTITY_INVALID }).transform(toNumber(intRule({ min: 1, max: MAX_LINE_QUANTITY, invalid: QUANTITY_INVALID })));

export const shippingAddressSchema = z.object({
  fullName: requiredText('fullNameRequired', 'fullNameTooLong'),
  mobileNumber: z
    .string({ message: issue('invalidMobile') })
    .overwrite((text) => latinDigits(stripInvisible(text)))
    .trim()
    .regex(MOBILE_PATTERN, issue('invalidMobile')),
  streetName: requiredText('streetNameRequired', 'streetNameTooLong'),
  buildingNumber: requiredText('buildingNumberRequired', 'buildingNumberTooLong', 20),
  apartmentNumber: requiredText('apartmentNumberRequired', 'apartmentNumberTooLong', 20),
  area: requiredText('areaRequired', 'areaTooLong'),
  floor: optionalText('floorTooLong', 20),
  landmark: optionalText('landmarkTooLong', 100),
  // Any of the 27 governorates (the CMS refuses a closed one in the order's transaction). The refusal
  // still names the spec's three cities, its words unchanged (the open ones are the shop's to change).
  city: z.enum(GOVERNORATE_NAMES, { message: issue('cityInvalid', { choices: CITIES }) }),
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { message: issue('paymentMethodRequired') });
/**
 * An order's payment method: Cash On Delivery, or an online method (issue 40). The CMS takes an online
 * one only while staff have it switched on, and refuses it otherwise with the same words as any other.
 */
export const orderPaymentMethodSchema = z.enum([...PAYMENT_METHODS, ...ONLINE_PAYMENT_METHODS], { message: issue('paymentMethodRequired') });

/** The checkout's payment step (the storefront offers only what GET /api/payments/methods lists). */
export const paymentForm = z.object({ paymentMethod: orderPaymentMethodSchema });

export const promoCodeSchema = z
  .string({ message: issue('promoCodeRequired') })
  .overwrite(latinDigits)
  .trim()
  .toUpperCase()
  .min(1, issue('promoCodeRequired'))
  .max(PROMO_CODE_MAX_LENGTH, issue('promoCodeTooLong', { max: PROMO_CODE_MAX_LENGTH }));

/** Body of POST /api/promos/apply. */
export const promoApplyBody = z.object({
  code: promoCodeSchema,
  cartTotal: z
    .number({ message: issue('cartTotalNotNumber') })
    .min(0, issue('cartTotalNegative'))
    .max(10_000_000, issue('cartTotalTooLarge')),
});

/**
 * Body of POST /api/orders. Only what identifies the purchase is read: product, size, quantity,
 * address, payment method and promo code. Prices and totals a client sends are ignored.
 */
export const orderBody = z.object({
  orderItems: z
    .array(
      z.object({
        _id: z.string({ message: issue('orderLineNeedsProduct') }).min(1).max(MAX_ID_LENGTH),
        size: z.enum(SIZES, { message: issue('sizeInvalid', { choices: SIZES }) }),
        quantity: lineQuantity,
      }),
      { message: issue('orderItemsNotList') },
    )
    .min(1, issue('cartEmpty'))
    .max(MAX_ORDER_LINES, issue('tooManyOrderLines', { max: MAX_ORDER_LINES })),
  shippingAddress: shippingAddressSchema,
  paymentMethod: orderPaymentMethodSchema,
  promoCode: z
    .string()
    .overwrite(latinDigits)
    .trim()
    .toUpperCase()
    .max(PROMO_CODE_MAX_LENGTH, issue('promoCodeTooLong', { max: PROMO_CODE_MAX_LENGTH }))
    .optional()
    .transform((code) => code || undefined),
  locale: localeField,
  /** Spend the shopper's store credit on this order (ADR 024): the CMS applies min(balance, total); the client sends no amount. */
  useStoreCredit: z.boolean({ message: issue('useStoreCreditInvalid') }).optional(),
});
export type OrderBody = z.output<typeof orderBody>;

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
