/** Orders and promos: the schemas and the money rules both sides use (the CMS's result is the one stored). */
import { z } from 'zod';
import { SIZES } from './catalog.js';
import { toEgp, toPiastres, type Piastres } from './money.js';
import { CITIES, PAYMENT_METHODS, shippingPiastres } from './shipping.js';
import { MAX_ID_LENGTH } from './validation.js';

export const INVALID_MOBILE = 'Invalid Mobile Number';
export const PAYMENT_METHOD_REQUIRED = 'Payment method is required';
export const OUT_OF_STOCK = 'Sorry. Product is out of stock';
export const MOBILE_PATTERN = /^01[0-9]{9}$/;
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 99;
/** Promo codes are stored upper-case, at most this long (the promo content type says the same). */
export const PROMO_CODE_MAX_LENGTH = 40;

const requiredText = (label: string, max = 100) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const shippingAddressSchema = z.object({
  fullName: requiredText('Full name'),
  mobileNumber: z
    .string({ message: INVALID_MOBILE })
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
        quantity: z
          .number({ message: 'Quantity must be a whole number from 1 to 99' })
          .int('Quantity must be a whole number from 1 to 99')
          .min(1, 'Quantity must be a whole number from 1 to 99')
          .max(MAX_LINE_QUANTITY, 'Quantity must be a whole number from 1 to 99'),
      }),
      { message: 'orderItems must be a list' },
    )
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `An order has at most ${MAX_ORDER_LINES} lines`),
  shippingAddress: shippingAddressSchema,
  paymentMethod: paymentMethodSchema,
  promoCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(PROMO_CODE_MAX_LENGTH, `Promo code must be at most ${PROMO_CODE_MAX_LENGTH} characters`)
    .optional()
    .transform((code) => code || undefined),
});
export type OrderBody = z.output<typeof orderBody>;

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** A promo's discount on a cart: a percentage of it or a fixed amount, never more than the cart. */
export function promoDiscountPiastres(promo: { discountType: DiscountType; discountValue: number }, cartPiastres: Piastres): Piastres {
  const raw =
    promo.discountType === 'percentage'
      ? Math.round((cartPiastres * Math.round(promo.discountValue * 100)) / 10_000)
      : toPiastres(promo.discountValue);
  return Math.max(0, Math.min(raw, cartPiastres));
}

export interface OrderTotals {
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  discount: number;
  totalPrice: number;
}

/**
 * The order's amounts from its lines (unit price in EGP × quantity) and a discount in piastres.
 * Prices include VAT, so taxPrice is 0 (docs/decisions/003). Total = items + shipping − discount, never negative.
 */
export function orderTotals(lines: ReadonlyArray<{ price: number; quantity: number }>, discountPiastres: Piastres = 0): OrderTotals {
  const items = lines.reduce((sum, line) => sum + toPiastres(line.price) * line.quantity, 0);
  const shipping = lines.length === 0 ? 0 : shippingPiastres(items);
  const discount = Math.max(0, Math.min(discountPiastres, items));
  return {
    itemsPrice: toEgp(items),
    shippingPrice: toEgp(shipping),
    taxPrice: 0,
    discount: toEgp(discount),
    totalPrice: toEgp(Math.max(0, items + shipping - discount)),
  };
}
