/** What the order routes answer. Every amount is the CMS's own computation. */
import { z } from 'zod';
import { SIZES } from '../catalog.js';
import { GOVERNORATE_NAMES } from '../governorates.js';
import { CALL_OUTCOMES, ORDER_STATUSES } from '../order-life-cycle.js';
import { countJson, idJson, messageJson, moneyJson, pageFieldsJson, timestampJson } from './common.js';
import { paymentJson } from './payments.js';
import { ONLINE_PAYMENT_METHODS } from '../payments.js';

/** One line of an order, as it was when ordered (name, picture and price are kept on the order). */
export const orderItemJson = z.object({
  /** The product's id. */
  _id: idJson,
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  price: moneyJson,
  size: z.enum(SIZES),
  quantity: z.int().min(1),
  /** The product's Arabic name when ordered ('' when it had none, or on orders from before it was kept). */
  nameAr: z.string(),
});
export type OrderItemJson = z.infer<typeof orderItemJson>;

export const shippingAddressJson = z.object({
  fullName: z.string(),
  mobileNumber: z.string(),
  streetName: z.string(),
  buildingNumber: z.string(),
  apartmentNumber: z.string(),
  area: z.string(),
  /** Optional lines couriers use (issue 37): absent when she left them blank, and on older orders. */
  floor: z.string().optional(),
  landmark: z.string().optional(),
  /** The governorate's English name: one of the spec's three cities or another of the 27 governorates. */
  city: z.enum(GOVERNORATE_NAMES),
  /** The governorate's Arabic name when ordered. */
  cityAr: z.string(),
});

export const orderStatusJson = z.enum(ORDER_STATUSES);

/**
 * One event of an order's life, oldest first: a status change (`from` is null for the placing of the
 * order) or a phone call (`type: 'call'` with its `outcome`; `from`/`to` null). `by` says who did it;
 * `system` is the CMS's own (the automatic cancel). The owner sees only status events, with `note` ''.
 */
export const orderEventJson = z.object({
  /**
   * `edit`: staff changed the lines before it shipped (its note says what, and the totals before → after).
   * `cash`: the courier reported cash that differs from the amount due (issue 36; `by: 'system'`, the
   * note says both figures and the difference). Staff only, like calls and edits.
   */
  type: z.enum(['status', 'call', 'edit', 'cash']),
  from: orderStatusJson.nullable(),
  to: orderStatusJson.nullable(),
  outcome: z.enum(CALL_OUTCOMES).nullable(),
  by: z.enum(['shopper', 'admin', 'system']),
  note: z.string(),
  at: timestampJson,
});
export type OrderEventJson = z.infer<typeof orderEventJson>;

/**
 * An order. `user` is null once the account is gone; `promoCode` is '' without a promo, and
 * `trackingNumber` '' until it ships. `isPaid`/`isDelivered` (and their dates) follow the status:
 * both become true when the order is delivered and the cash collected.
 */
export const orderJson = z.object({
  _id: idJson,
  /** The short number people say and type (10001, 10002, …): unique, given when the order is placed. `_id` stays its address. */
  orderNumber: z.int().min(1),
  user: z.object({ _id: idJson, name: z.string() }).nullable(),
  orderItems: z.array(orderItemJson),
  shippingAddress: shippingAddressJson,
  paymentMethod: z.string(),
  itemsPrice: moneyJson,
  shippingPrice: moneyJson,
  taxPrice: moneyJson,
  discount: moneyJson,
  promoCode: z.string(),
  totalPrice: moneyJson,
  isPaid: z.boolean(),
  paidAt: timestampJson.nullable(),
  isDelivered: z.boolean(),
  deliveredAt: timestampJson.nullable(),
  status: orderStatusJson,
  trackingNumber: z.string(),
  events: z.array(orderEventJson),
  createdAt: timestampJson,
  /** The courier that carried it ('' until one reported it, by the courier webhook). */
  courier: z.string().optional(),
  /** The cash that courier says it collected at the door (EGP), null until then. */
  cashCollected: moneyJson.nullable().optional(),
  /** What that courier had to collect: `amountDue` when it reported its cash (EGP), null until then (issue 36). */
  cashExpected: moneyJson.nullable().optional(),
  /**
   * `cashCollected` − `cashExpected` (EGP): below 0 the courier reported less than was due (a
   * shortfall), above 0 more (an overage), 0 when exact; null until the courier reports cash.
   */
  cashDifference: z.number().nullable().optional(),
  /** Counts the staff's edits of its lines: PUT /api/orders/:id/lines sends the version it edited (ADR 022). */
  version: z.int().min(0).optional(),
  /** The store credit this order spent (EGP, 0 without): applied by the CMS when it was placed (ADR 024). */
  storeCreditUsed: moneyJson.optional(),
  /** What the courier collects in cash: `totalPrice` less `storeCreditUsed` (never below 0). */
  amountDue: moneyJson.optional(),
  /** The cash-on-delivery fee in `totalPrice` (issue 40: staff set one); absent when the order pays none. */
  codFee: moneyJson.optional(),
  /** The return (its `_id`) this 0 EGP order is the exchange of (issue 23); absent on other orders. */
  exchangeFor: idJson.optional(),
  /** An order paid online (issue 40): its payment, on the one order's answer (absent for Cash On Delivery, and in lists). */
  payment: paymentJson.optional(),
});
export type OrderJson = z.infer<typeof orderJson>;

/** POST /api/orders: 201 for a new order, 200 with the same order when the Idempotency-Key was seen. */
export const orderPlacedJson = messageJson.extend({
  order: orderJson,
  /** An order paid online (issue 40): its payment, with where to pay. Absent for Cash On Delivery. */
  payment: paymentJson.optional(),
});
export type OrderPlacedJson = z.infer<typeof orderPlacedJson>;

/** GET /api/orders/mine: the shopper's orders, newest first. */
export const myOrdersJson = z.array(orderJson);
export type MyOrdersJson = z.infer<typeof myOrdersJson>;

/** How many orders are in each status (every status present, 0 when none). */
export const orderStatusCountsJson = z.object(Object.fromEntries(ORDER_STATUSES.map((status) => [status, countJson])) as Record<(typeof ORDER_STATUSES)[number], typeof countJson>);
export type OrderStatusCountsJson = z.infer<typeof orderStatusCountsJson>;

/**
 * GET /api/orders?page&status&after (admin): a page of orders, newest first, except `status=pending`
 * (the queue of calls to make), oldest first. `statusCounts` counts every order, whatever the filter.
 * `next` is the cursor of the following page (pass it as `after`), null on the last page.
 */
export const adminOrdersPageJson = z.object({
  orders: z.array(orderJson),
  statusCounts: orderStatusCountsJson,
  ...pageFieldsJson,
  next: idJson.nullable(),
  /** How many orders each payment filter lists (issue 40; absent on older answers): their tabs show only when some do. */
  paymentCounts: z.object({ 'paid-online': countJson, 'payment-to-check': countJson }).optional(),
});
export type AdminOrdersPageJson = z.infer<typeof adminOrdersPageJson>;

/**
 * GET /api/orders/summary (admin): the dashboard's numbers. `dailyOrders` has one entry per Cairo
 * calendar day with orders (`_id` is the day, YYYY-MM-DD), oldest first; `productCategories` counts
 * products per category, in menu order. One-element arrays keep the shape other clients expect.
 */
export const orderSummaryJson = z.object({
  users: z.array(z.object({ numUsers: countJson })),
  orders: z.array(z.object({ numOrders: countJson, totalSales: moneyJson })),
  dailyOrders: z.array(z.object({ _id: z.iso.date(), orders: countJson, sales: moneyJson })),
  productCategories: z.array(z.object({ _id: z.string(), count: countJson })),
  /**
   * Cash on delivery: orders per status; cash collected (delivered, not returned) next to cash
   * pending (shipped, on the road); and over the orders whose parcel reached the door in the last 30
   * days (delivered or refused, a later return included), how many were refused and their share (0
   * to 1, 0 when none).
   */
  cashOnDelivery: z.object({
    statusCounts: orderStatusCountsJson,
    cashCollected: moneyJson,
    cashPending: moneyJson,
    refusedLast30Days: countJson,
    settledLast30Days: countJson,
    refusalRate: z.number().min(0).max(1),
  }),
  /**
   * Paid online (issue 40), per method that has payments: how many paid and how much, how many are
   * awaiting, how many failed or expired, and how much was refunded (EGP). Empty in a shop paid in cash.
   */
  payments: z
    .array(
      z.object({
        method: z.enum(ONLINE_PAYMENT_METHODS),
        paid: countJson,
        paidAmount: moneyJson,
        awaiting: countJson,
        released: countJson,
        refunded: moneyJson,
      }),
    )
    .optional(),
});
export type OrderSummaryJson = z.infer<typeof orderSummaryJson>;
