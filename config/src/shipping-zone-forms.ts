/**
 * The admin's shipping forms (PUT /api/admin/shipping-zones/:key, PUT /api/admin/governorates/:key).
 * Apart from governorates.ts, which the shop's pages import in the browser: these zod schemas would
 * bring zod into the checkout pages' JavaScript (about 26 KB gzipped).
 */
import { z } from 'zod';
import { issue } from './error-codes.js';
import { dbInt, moneyAmount } from './numbers.js';

/** The highest fee or threshold an admin may set: far above any real parcel, low enough to stay an exact number of piastres. */
export const MAX_SHIPPING_EGP = 100_000;
export const MAX_DELIVERY_DAYS = 60;

/**
 * An amount as JSON sends it or a form posts it ('85', '٨٥' from an Arabic keyboard), in whole
 * piastres (numbers.ts); blank is missing, never 0.
 */
const money = (code: 'shippingPriceInvalid' | 'freeShippingAboveInvalid') => moneyAmount({ min: 0, max: MAX_SHIPPING_EGP, invalid: issue(code, { max: MAX_SHIPPING_EGP }) });

/** Body of PUT /api/admin/shipping-zones/:key, and the admin shipping page's zone form. */
export const shippingZoneBody = z.object({
  shippingPrice: money('shippingPriceInvalid'),
  freeShippingAbove: money('freeShippingAboveInvalid'),
  deliveryDays: dbInt({ min: 1, max: MAX_DELIVERY_DAYS, invalid: issue('deliveryDaysInvalid', { max: MAX_DELIVERY_DAYS }) }),
});
export type ShippingZoneBody = z.output<typeof shippingZoneBody>;

/** Body of PUT /api/admin/governorates/:key: open or close it. A form posts 'true'/'false'. */
export const governorateBody = z.object({
  isOpen: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], { message: issue('isOpenInvalid') }),
});
export type GovernorateBody = z.output<typeof governorateBody>;
