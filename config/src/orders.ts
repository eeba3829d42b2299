/** Orders and promos: the schemas both sides use. What an order costs is in pricing.ts. */
import { z } from 'zod';
import { localeField, normaliseDigits } from './i18n.js';
import { SIZES } from './catalog.js';
import { CITIES, PAYMENT_METHODS } from './shipping.js';
import { MAX_ID_LENGTH } from './validation.js';

export const INVALID_MOBILE = 'Invalid Mobile Number';
export const PAYMENT_METHOD_REQUIRED = 'Payment method is required';
export const OUT_OF_STOCK = 'Sorry. Product is out of stock';
export const MOBILE_PATTERN = /^01[0-9]{9}$/;
export const MAX_ORDER_LINES = 50;

/** `?ids=` of GET /api/products/by-ids: the cart's product ids, comma-separated, 1 to MAX_ORDER_LINES different ones. */
export const productIdsQuery = z.object({
  ids: z
    .string({ message: 'ids must be a comma-separated list of product ids' })
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(
      z
        .array(z.string().max(MAX_ID_LENGTH, `A product id is at most ${MAX_ID_LENGTH} characters`))
        .min(1, 'ids must name at least one product')
        .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} products at once`),
    ),
});
export const MAX_LINE_QUANTITY = 99;
/** Promo codes are stored upper-case, at most this long (the promo content type says the same). */
export const PROMO_CODE_MAX_LENGTH = 40;

const requiredText = (label: string, max = 100) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * Digits typed on an Arabic keyboard (٠…٩, ۰…۹) read as Latin digits before any check, in both
 * languages and on both sides (storefront forms and CMS bodies), so '٠١٠١٢٣٤٥٦٧٨' is a valid mobile
 * and 'PLIE١٠٠' is the code PLIE100. Used with `overwrite`, which keeps a string schema's later checks.
 */
const latinDigits = (text: string) => normaliseDigits(text);

const QUANTITY_RULE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

/** How many of one product and size an order line holds. */
export const lineQuantity = z
  .number({ message: QUANTITY_RULE })
  .int(QUANTITY_RULE)
  .min(1, QUANTITY_RULE)
  .max(MAX_LINE_QUANTITY, QUANTITY_RULE);

/** A quantity as a form posts it ('3', or '٣' from an Arabic keyboard), read as a line quantity. */
export const lineQuantityText = z
  .string({ message: QUANTITY_RULE })
  .overwrite(latinDigits)
  .trim()
  .regex(/^[0-9]{1,3}$/, QUANTITY_RULE)
  .transform(Number)
  .pipe(lineQuantity);

export const shippingAddressSchema = z.object({
  fullName: requiredText('Full name'),
  mobileNumber: z
    .string({ message: INVALID_MOBILE })
    .overwrite(latinDigits)
    .trim()
    .regex(MOBILE_PATTERN, INVALID_MOBILE),
  streetName: requiredText('Street name'),
  buildingNumber: requiredText('Building number', 20),
  apartmentNumber: requiredText('Apartment number', 20),
  area: requiredText('Area'),
  city: z.enum(CITIES, { message: `City must be one of ${CITIES.join(', ')}` }),
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { message: PAYMENT_METHOD_REQUIRED });
export const paymentForm = z.object({ paymentMethod: paymentMethodSchema });

export const promoCodeSchema = z
  .string({ message: 'Promo code is required' })
  .overwrite(latinDigits)
  .trim()
  .toUpperCase()
  .min(1, 'Promo code is required')
  .max(PROMO_CODE_MAX_LENGTH, `Promo code must be at most ${PROMO_CODE_MAX_LENGTH} characters`);

/** Body of POST /api/promos/apply. */
export const promoApplyBody = z.object({
  code: promoCodeSchema,
  cartTotal: z.number({ message: 'cartTotal must be a number' }).min(0, 'cartTotal must be 0 or more').max(10_000_000, 'cartTotal is too large'),
});

/**
 * Body of POST /api/orders. Only what identifies the purchase is read: product, size, quantity,
 * address, payment method and promo code. Prices and totals a client sends are ignored.
 */
export const orderBody = z.object({
  orderItems: z
    .array(
      z.object({
        _id: z.string({ message: 'Each order line needs a product _id' }).min(1).max(MAX_ID_LENGTH),
        size: z.enum(SIZES, { message: `Size must be one of ${SIZES.join(', ')}` }),
        quantity: lineQuantity,
      }),
      { message: 'orderItems must be a list' },
    )
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `An order has at most ${MAX_ORDER_LINES} lines`),
  shippingAddress: shippingAddressSchema,
  paymentMethod: paymentMethodSchema,
  promoCode: z
    .string()
    .overwrite(latinDigits)
    .trim()
    .toUpperCase()
    .max(PROMO_CODE_MAX_LENGTH, `Promo code must be at most ${PROMO_CODE_MAX_LENGTH} characters`)
    .optional()
    .transform((code) => code || undefined),
  locale: localeField,
});
export type OrderBody = z.output<typeof orderBody>;

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
