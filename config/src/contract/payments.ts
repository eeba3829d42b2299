/** What the payment routes answer (docs/api.md, "Paying online"; issue 40). */
import { z } from 'zod';
import { ONLINE_PAYMENT_METHODS, PAYMENT_FLAGS, PAYMENT_STATES } from '../payments.js';
import { idJson, messageJson, moneyJson, timestampJson } from './common.js';
import { ORDER_STATUSES } from '../order-life-cycle.js';

/**
 * An order's online payment: what is owed, until when its stock is held, and where the shopper pays.
 * `checkoutUrl` is the provider's hosted page (Paymob), null until the provider gave one.
 */
export const paymentJson = z.object({
  method: z.enum(ONLINE_PAYMENT_METHODS),
  state: z.enum(PAYMENT_STATES),
  amount: moneyJson,
  holdUntil: timestampJson,
  checkoutUrl: z.string().nullable(),
  /** The shop's reference of this payment (a Fawry reference's merchant number, Paymob's special reference). */
  reference: z.string(),
  /** What she tells the cashier at a Fawry outlet (Fawry's reference number); null for other methods, or before Fawry gave one. */
  outletCode: z.string().nullable(),
  paidAt: timestampJson.nullable(),
  /** Staff must look at it (absent on older answers): another amount or currency was reported, or money came after the order was released. */
  flag: z.enum(PAYMENT_FLAGS).nullable().optional(),
  /** How much of it went back through its provider (a return's refund, or staff's of money after a release); absent when none. */
  refunded: moneyJson.optional(),
  /** InstaPay only: where she sends the money and the note that names the order (absent for other methods). */
  payTo: z.object({ address: z.string(), link: z.string().nullable(), note: z.string() }).nullable().optional(),
  /**
   * InstaPay only: the reference she typed from her receipt, and when, until staff confirm it (absent for
   * other methods); `screenshot` when she attached her receipt's picture (staff see it, GET
   * /api/admin/orders/:id/payment/screenshot).
   */
  transfer: z.object({ reference: z.string(), reportedAt: timestampJson, screenshot: z.literal(true).optional() }).nullable().optional(),
});
export type PaymentJson = z.infer<typeof paymentJson>;

/** GET /api/payments/methods: the online methods staff switched on (and the CMS can use), in the checkout's order; empty in a new shop. */
export const paymentMethodsJson = z.object({
  methods: z.array(z.object({ method: z.enum(ONLINE_PAYMENT_METHODS), holdMinutes: z.int().min(1) })),
  /** What Cash On Delivery costs on top, when staff set a fee (absent: none). */
  codFee: moneyJson.optional(),
});
export type PaymentMethodsJson = z.infer<typeof paymentMethodsJson>;

/** GET /api/admin/payment-methods (and PUT's answer): every online method, as staff switch them. `available`: the CMS has its provider's keys. */
export const paymentOptionsJson = z.object({
  methods: z.array(z.object({ method: z.enum(ONLINE_PAYMENT_METHODS), isOn: z.boolean(), holdMinutes: z.int().min(1), available: z.boolean() })),
});
export type PaymentOptionsJson = z.infer<typeof paymentOptionsJson>;

/** A provider's notice, taken (200): whether it changed the payment. A repeat answers `changed: false`. */
export const paymentNoticeJson = messageJson.extend({ changed: z.boolean() });
export type PaymentNoticeJson = z.infer<typeof paymentNoticeJson>;

/**
 * GET /api/payments/paymob/return: the order the shopper's browser came back for, once the query's
 * signature holds, as the provider's own notice left it (the query never marks it paid).
 */
export const paymentReturnJson = z.object({
  order: z.object({ _id: idJson, orderNumber: z.int().min(1), status: z.enum(ORDER_STATUSES) }),
  payment: paymentJson,
});
export type PaymentReturnJson = z.infer<typeof paymentReturnJson>;

/**
 * POST /api/admin/payments/instapay/statement: what a bank statement confirmed. Each credit line
 * naming an awaiting InstaPay payment (by the reference she reported, or the order's transfer note)
 * for its exact amount confirmed that order; one of another amount is listed for staff, never taken.
 */
export const instapayStatementJson = messageJson.extend({
  confirmed: z.array(z.object({ _id: idJson, orderNumber: z.int().min(1), amount: moneyJson })),
  differing: z.array(z.object({ _id: idJson, orderNumber: z.int().min(1), amount: moneyJson, expected: moneyJson })),
  /** Credit lines that named no awaiting InstaPay payment (other income, an order already confirmed). */
  unmatched: z.int().min(0),
});
export type InstapayStatementJson = z.infer<typeof instapayStatementJson>;

/**
 * GET /api/admin/payments/settlement: the money paid online over the last `days` Cairo days, per
 * provider and day of payment, newest first: what each provider collected for the shop (Paymob and
 * Fawry pay it out; InstaPay went straight to the shop's account), less what was refunded of it.
 */
export const paymentSettlementJson = z.object({
  days: z.int().min(1),
  rows: z.array(
    z.object({
      day: z.iso.date(),
      provider: z.enum(['paymob', 'fawry', 'instapay']),
      payments: z.int().min(1),
      paid: moneyJson,
      refunded: moneyJson,
      net: moneyJson,
    }),
  ),
});
export type PaymentSettlementJson = z.infer<typeof paymentSettlementJson>;
