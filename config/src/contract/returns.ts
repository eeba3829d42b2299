/** What the return routes answer (issue 23, docs/api.md "Returns and exchanges"). */
import { z } from 'zod';
import { SIZES } from '../catalog.js';
import { REFUND_METHODS, RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATUSES } from '../returns.js';
import { countJson, idJson, moneyJson, pageFieldsJson, timestampJson } from './common.js';

/** One returned line: the order line's snapshot (name, size, price when ordered) and what she wants instead. */
export const returnLineJson = z.object({
  /** The order line's index. */
  line: z.int().min(0),
  productId: idJson,
  name: z.string(),
  nameAr: z.string(),
  slug: z.string(),
  size: z.enum(SIZES),
  price: moneyJson,
  quantity: z.int().min(1),
  resolution: z.enum(RETURN_RESOLUTIONS),
  /**
   * An exchange's product (the same one, or a colour sibling) and size; null for a refund. `price`: the
   * product's price when asked (issue 36; absent on returns from before it was kept).
   */
  exchange: z.object({ productId: idJson, name: z.string(), nameAr: z.string(), slug: z.string(), size: z.enum(SIZES), price: moneyJson.optional() }).nullable(),
});
export type ReturnLineJson = z.infer<typeof returnLineJson>;

export const refundJson = z.object({ method: z.enum(REFUND_METHODS), amount: moneyJson, reference: z.string(), at: timestampJson });
export type RefundJson = z.infer<typeof refundJson>;

export const returnStatusJson = z.enum(RETURN_STATUSES);

/** One event of a return's life, oldest first: a change of status, or a refund recorded. */
export const returnEventJson = z.object({
  type: z.enum(['status', 'refund']),
  from: returnStatusJson.nullable(),
  to: returnStatusJson.nullable(),
  by: z.enum(['shopper', 'admin', 'system']),
  note: z.string(),
  at: timestampJson,
});
export type ReturnEventJson = z.infer<typeof returnEventJson>;

/** A return request. `refundCap` is the most its refunds may add up to; `refunded` what they add up to. */
export const returnJson = z.object({
  _id: idJson,
  orderId: idJson,
  orderNumber: z.int().min(1),
  user: z.object({ _id: idJson, name: z.string() }).nullable(),
  lines: z.array(returnLineJson),
  reason: z.enum(RETURN_REASONS),
  reasonText: z.string(),
  status: returnStatusJson,
  rejectionReason: z.string(),
  refunds: z.array(refundJson),
  refundCap: moneyJson,
  refunded: moneyJson,
  events: z.array(returnEventJson),
  /** Sent back with each change (compare-and-set). */
  version: z.int().min(0),
  /**
   * The store credit its exchanges to cheaper colours give back (issue 36, config's `exchangePrice`),
   * fixed when asked and credited once, when the parcel is received. 0 when none.
   */
  exchangeCredit: moneyJson.optional(),
  /** The 0 EGP order of the exchange lines, once received. */
  exchangeOrderId: idJson.nullable(),
  language: z.enum(['en', 'ar']),
  createdAt: timestampJson,
});
export type ReturnJson = z.infer<typeof returnJson>;

/** A size she may exchange for: of the same product or a colour sibling, with stock. */
export const exchangeOptionJson = z.object({
  productId: idJson,
  slug: z.string(),
  name: z.string(),
  nameAr: z.string(),
  colour: z.string(),
  colourAr: z.string(),
  size: z.enum(SIZES),
  inStock: countJson,
  /** Its price now (issue 36): a colour dearer than the line is not offered; a cheaper one gives the difference back as store credit. */
  price: moneyJson.optional(),
});
export type ExchangeOptionJson = z.infer<typeof exchangeOptionJson>;

/** GET /api/orders/:id/returns: the order's returns, its window, and per line what may still be returned. */
export const orderReturnsJson = z.object({
  returns: z.array(returnJson),
  window: z.object({ open: z.boolean(), until: timestampJson.nullable() }),
  lines: z.array(z.object({ line: z.int().min(0), returnable: countJson, exchangeOptions: z.array(exchangeOptionJson) })),
});
export type OrderReturnsJson = z.infer<typeof orderReturnsJson>;

/** GET /api/returns (admin): a page of returns, oldest first. */
export const adminReturnsPageJson = z.object({ returns: z.array(returnJson), ...pageFieldsJson });
export type AdminReturnsPageJson = z.infer<typeof adminReturnsPageJson>;

/**
 * GET /api/returns/summary (admin): returns and exchanges asked in the last `days` (rejected ones
 * left out), in units, by reason (every reason) and by product (the ones with most units back).
 */
export const returnsSummaryJson = z.object({
  days: z.int().min(1),
  since: timestampJson,
  byReason: z.array(z.object({ reason: z.enum(RETURN_REASONS), requests: countJson, refunded: countJson, exchanged: countJson })),
  byProduct: z.array(
    z.object({
      productId: idJson,
      name: z.string(),
      nameAr: z.string(),
      slug: z.string(),
      refunded: countJson,
      exchanged: countJson,
      reasons: z.object(Object.fromEntries(RETURN_REASONS.map((reason) => [reason, countJson])) as Record<(typeof RETURN_REASONS)[number], typeof countJson>),
    }),
  ),
  /** Refunds made in the same days, per method (every method, issue 40): how many and how much. */
  byRefundMethod: z.array(z.object({ method: z.enum(REFUND_METHODS), refunds: countJson, amount: moneyJson })),
});
export type ReturnsSummaryJson = z.infer<typeof returnsSummaryJson>;
