/** Delivery rules: cities we deliver to and the shipping price. */
import { toEgp, toPiastres, type Piastres } from './money.js';

export const CITIES = ['Alexandria', 'Cairo', 'Giza'] as const;
export type City = (typeof CITIES)[number];

export const SHIPPING_PRICE_EGP = 50;
/** Shipping is free when the items total is strictly above this. */
export const FREE_SHIPPING_ABOVE_EGP = 1500;

export function shippingPiastres(itemsPiastres: Piastres): Piastres {
  return itemsPiastres > toPiastres(FREE_SHIPPING_ABOVE_EGP) ? 0 : toPiastres(SHIPPING_PRICE_EGP);
}

export function shippingPrice(itemsPriceEgp: number): number {
  return toEgp(shippingPiastres(toPiastres(itemsPriceEgp)));
}

export const PAYMENT_METHODS = ['Cash On Delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
