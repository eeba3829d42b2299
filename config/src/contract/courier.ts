/** What the courier routes answer (docs/api.md, "Couriers"). */
import { z } from 'zod';
import { COURIER_EVENTS } from '../courier.js';
import { countJson, idJson, messageJson, moneyJson, timestampJson } from './common.js';
import { orderStatusJson } from './orders.js';

/** POST /api/courier/webhook: 200 with where the order is now; `changed` is false for a repeat or a late event. */
export const courierWebhookJson = messageJson.extend({
  eventId: z.string(),
  event: z.enum(COURIER_EVENTS),
  orderNumber: z.int().min(1),
  status: orderStatusJson,
  changed: z.boolean(),
});
export type CourierWebhookJson = z.infer<typeof courierWebhookJson>;

/** One recorded settlement: the cash a courier handed over and the orders it covers. */
export const settlementJson = z.object({
  _id: idJson,
  courier: z.string(),
  settledOn: z.iso.date(),
  amount: moneyJson,
  orderNumbers: z.array(z.int().min(1)),
  note: z.string(),
  createdAt: timestampJson,
  /** What its orders had to collect (the sum of their `cashExpected`; their cash collected for orders from before it was kept). */
  expected: moneyJson.optional(),
  /** `amount` − `expected` (EGP): below 0 the orders it covers were short (issue 36), 0 when they were paid in full. */
  difference: z.number().optional(),
});
export type SettlementJson = z.infer<typeof settlementJson>;

/** An order whose cash a courier collected and no settlement covers yet. */
export const unsettledOrderJson = z.object({
  _id: idJson,
  orderNumber: z.int().min(1),
  courier: z.string(),
  cashCollected: moneyJson,
  deliveredAt: timestampJson.nullable(),
});

/** An order whose courier reported cash other than the amount due (issue 36), settled or not. */
export const cashDifferenceJson = z.object({
  _id: idJson,
  orderNumber: z.int().min(1),
  courier: z.string(),
  cashExpected: moneyJson,
  cashCollected: moneyJson,
  /** `cashCollected` − `cashExpected`: below 0 a shortfall, above 0 an overage. */
  difference: z.number(),
  deliveredAt: timestampJson.nullable(),
  /** Whether a settlement covers it (the difference stays listed: it was not paid in full). */
  settled: z.boolean(),
});
export type CashDifferenceJson = z.infer<typeof cashDifferenceJson>;

/**
 * GET /api/courier/cash (admin): cash collected by couriers and not yet settled, per courier, and
 * the orders delivered more than `overdueDays` ago that no settlement covers (oldest first).
 * Per courier, `expected` is what those orders had to collect and `difference` = `amount` − `expected`;
 * `differences` lists the latest orders (at most 100, newest first) whose cash differs from the amount due.
 */
export const courierCashJson = z.object({
  couriers: z.array(z.object({ courier: z.string(), orders: countJson, amount: moneyJson, expected: moneyJson, difference: z.number() })),
  total: moneyJson,
  overdueDays: z.int().min(1),
  overdue: z.array(unsettledOrderJson),
  differences: z.array(cashDifferenceJson),
});
export type CourierCashJson = z.infer<typeof courierCashJson>;

/** GET /api/courier/settlements (admin): the latest settlements, newest first. */
export const settlementListJson = z.object({ settlements: z.array(settlementJson) });
export type SettlementListJson = z.infer<typeof settlementListJson>;

/** POST /api/courier/settlements: 201 with the settlement. */
export const settlementCreatedJson = messageJson.extend({ settlement: settlementJson });
