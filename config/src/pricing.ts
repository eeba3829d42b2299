/**
 * Pricing: what an order costs, as pure functions. Every computation is in integer piastres; amounts
 * come in and go out as EGP. The CMS prices every order with these (its result is the one stored)
 * and the storefront shows the cart with the same rules. Prices include VAT, so taxPrice is always 0
 * (docs/decisions/003).
 */
import { toEgp, toPiastres, type Piastres } from './money.js';
import type { DiscountType } from './orders.js';

export const SHIPPING_PRICE_EGP = 50;
/** Shipping is free when the items total is strictly above this. */
export const FREE_SHIPPING_ABOVE_EGP = 1500;

/** A zone's shipping: its fee and the items total above which it is free (docs/decisions/017). */
export interface ShippingRule {
  shippingPrice: number;
  freeShippingAbove: number;
}

/** The spec's rule: what a new shop charges its three cities, and what is used where no zone is known. */
export const DEFAULT_SHIPPING_RULE: ShippingRule = { shippingPrice: SHIPPING_PRICE_EGP, freeShippingAbove: FREE_SHIPPING_ABOVE_EGP };

/** Shipping for an items total: judged on the items before any discount. */
export function shippingPiastres(itemsPiastres: Piastres, rule: ShippingRule = DEFAULT_SHIPPING_RULE): Piastres {
  return itemsPiastres > toPiastres(rule.freeShippingAbove) ? 0 : toPiastres(rule.shippingPrice);
}

export function shippingPrice(itemsPriceEgp: number, rule: ShippingRule = DEFAULT_SHIPPING_RULE): number {
  return toEgp(shippingPiastres(toPiastres(itemsPriceEgp), rule));
}

/** A line to price: unit price in EGP and a quantity. */
export interface PricedLine {
  price: number;
  quantity: number;
}

/** Σ unit price × quantity, each price taken to piastres first so sums never drift. */
export function itemsPiastres(lines: ReadonlyArray<PricedLine>): Piastres {
  return lines.reduce((sum, line) => sum + toPiastres(line.price) * line.quantity, 0);
}

/** What a promo takes off: a percentage of the cart or a fixed amount in EGP. */
export interface PromoRule {
  discountType: DiscountType;
  discountValue: number;
}

/** A promo's discount on a cart: a percentage of it (rounded to piastres) or a fixed amount, never more than the cart. */
export function promoDiscountPiastres(promo: PromoRule, cartPiastres: Piastres): Piastres {
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
  /** The cash-on-delivery fee staff set (issue 40), when this order pays it; absent otherwise. */
  codFee?: number;
  totalPrice: number;
}

/**
 * An order's amounts with the cash-on-delivery fee on top (issue 40), when it pays one: paid in
 * cash at the door, with something left to pay there (`amountDuePiastres`, after store credit).
 * Paying first, or store credit covering it all, costs no fee.
 */
export function withCodFee(totals: OrderTotals, feePiastres: Piastres, order: { cashOnDelivery: boolean; amountDuePiastres: Piastres }): OrderTotals {
  if (!order.cashOnDelivery || order.amountDuePiastres <= 0 || feePiastres <= 0) return totals;
  return { ...totals, codFee: toEgp(feePiastres), totalPrice: toEgp(toPiastres(totals.totalPrice) + feePiastres) };
}

/**
 * The order's amounts from its lines and a discount in piastres. Total = items + shipping − discount,
 * the discount never above the items, so the total is never negative. No lines cost nothing (no shipping).
 */
export function orderTotals(lines: ReadonlyArray<PricedLine>, discountPiastres: Piastres = 0, rule: ShippingRule = DEFAULT_SHIPPING_RULE): OrderTotals {
  const items = itemsPiastres(lines);
  const shipping = lines.length === 0 ? 0 : shippingPiastres(items, rule);
  const discount = Math.max(0, Math.min(discountPiastres, items));
  return {
    itemsPrice: toEgp(items),
    shippingPrice: toEgp(shipping),
    taxPrice: 0,
    discount: toEgp(discount),
    totalPrice: toEgp(Math.max(0, items + shipping - discount)),
  };
}

/** An order's amounts with its promo (if any) applied to the items total and its zone's shipping: what the CMS stores. */
export function priceOrder(lines: ReadonlyArray<PricedLine>, promo: PromoRule | null = null, rule: ShippingRule = DEFAULT_SHIPPING_RULE): OrderTotals {
  return orderTotals(lines, promo ? promoDiscountPiastres(promo, itemsPiastres(lines)) : 0, rule);
}
