/**
 * A courier's status updates (POST /api/courier/webhook) and the cash it hands back (settlements).
 * The webhook's body is our own documented shape (docs/api.md): no Egyptian courier's webhook
 * documentation was reachable, so a courier is asked to send this shape, or an adapter maps theirs to it.
 */
import { z } from 'zod';
import { issue } from './error-codes.js';
import { toEgp, toPiastres, type Piastres } from './money.js';
import { amountDuePiastres } from './store-credit.js';
import { isOnlinePaymentMethod } from './payments.js';
import type { OrderEventJson } from './contract/orders.js';
import { dbInt, moneyAmount } from './numbers.js';

/** What the courier says happened to a parcel. */
export const COURIER_EVENTS = ['picked_up', 'delivered', 'refused', 'returned'] as const;
export type CourierEvent = (typeof COURIER_EVENTS)[number];

/** How old (or how far ahead) a signed request's timestamp may be, in seconds. */
export const COURIER_SIGNATURE_WINDOW_SECONDS = 300;
/** Orders delivered more than this many days ago and covered by no settlement are flagged (COURIER_SETTLEMENT_DAYS). */
export const DEFAULT_COURIER_SETTLEMENT_DAYS = 7;
/** A courier's name: letters, digits, `-` and `_` (it is the key in COURIER_WEBHOOK_SECRETS). */
export const COURIER_NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/;
export const MAX_SETTLEMENT_ORDERS = 500;
const MAX_AMOUNT = 10_000_000;

/** Cash in EGP, whole piastres: a JSON number from the courier; a number or the form's text in a settlement. */
const amountRule = { min: 0, max: MAX_AMOUNT, invalid: issue('courierAmountInvalid') };
const amount = moneyAmount({ ...amountRule, source: 'json' });
const amountOrText = moneyAmount(amountRule);
/** An order number as the courier sends it (a JSON number) or staff type it (text), within the column. */
const ORDER_NUMBER = { min: 1, max: 2_000_000_000, invalid: issue('courierOrderNumberInvalid') };

/** Body of POST /api/courier/webhook (after its signature was checked). */
export const courierEventBody = z
  .object({
    /** The courier's id of this event: the same id sent twice is answered as the first time and changes nothing. */
    eventId: z.string({ message: issue('courierEventIdInvalid') }).trim().min(1, issue('courierEventIdInvalid')).max(100, issue('courierEventIdInvalid')),
    orderNumber: dbInt({ ...ORDER_NUMBER, source: 'json' }),
    event: z.enum(COURIER_EVENTS, { message: issue('courierEventInvalid', { choices: COURIER_EVENTS }) }),
    /** Required with `delivered`: the cash the courier collected at the door, EGP. */
    cashCollected: amount.optional(),
    trackingNumber: z
      .string({ message: issue('trackingNumberNotText') })
      .trim()
      .max(60, issue('trackingNumberTooLong', { max: 60 }))
      .optional()
      .transform((text) => text ?? ''),
  })
  .refine((body) => body.event !== 'delivered' || body.cashCollected !== undefined, {
    message: issue('courierCashRequired'),
    path: ['cashCollected'],
  });
export type CourierEventBody = z.output<typeof courierEventBody>;

/**
 * The courier's cash against what it had to collect (issue 36): the amount due is the order's
 * `amountDue` (its total less the store credit it used, the labels' and export's "cash to collect"),
 * computed here in piastres. `difference` = reported − due: below 0 a shortfall, above 0 an overage.
 * Every courier report of cash goes through this one function; the CMS stores `expected` beside the
 * cash collected, so staff see the difference on the order, its timeline and the cash view.
 */
export interface CashCheck {
  expected: Piastres;
  reported: Piastres;
  difference: Piastres;
}

export function checkCash(order: { totalPrice: number | string; storeCreditUsed?: number | string | null; paymentMethod?: string | null }, reportedEgp: number): CashCheck {
  // An order paid online (issue 40) has nothing to collect: any cash reported for it is a difference.
  const paidOnline = typeof order.paymentMethod === 'string' && isOnlinePaymentMethod(order.paymentMethod);
  const expected = paidOnline ? 0 : amountDuePiastres(toPiastres(Number(order.totalPrice)), toPiastres(Number(order.storeCreditUsed ?? 0)));
  const reported = toPiastres(reportedEgp);
  return { expected, reported, difference: reported - expected };
}

/** The staff note of a cash difference on the order's timeline (English, as the CMS's other notes); '' when exact. */
export function cashDifferenceNote(courier: string, check: CashCheck): string {
  if (check.difference === 0) return '';
  const egp = (piastres: Piastres) => toEgp(piastres).toFixed(2);
  const gap = check.difference < 0 ? `short by ${egp(-check.difference)} EGP` : `over by ${egp(check.difference)} EGP`;
  return `${courier} reported ${egp(check.reported)} EGP collected; ${egp(check.expected)} EGP was due: ${gap}`;
}

/** The order event that records a cash difference (staff only: `type: 'cash'`); null when the cash was exact. */
export function cashDifferenceEvent(courier: string, check: CashCheck, at: Date): OrderEventJson | null {
  if (check.difference === 0) return null;
  return { type: 'cash', from: null, to: null, outcome: null, by: 'system', note: cashDifferenceNote(courier, check), at: at.toISOString() };
}

const orderNumber = dbInt(ORDER_NUMBER);

/**
 * Body of POST /api/courier/settlements (admin): the cash a courier handed over for some orders.
 * Either `orderNumbers` (each order's cash collected counts) or `lines` (an imported CSV: each
 * order with the amount the courier says it paid for it). Every check against the orders runs in the CMS.
 */
export const settlementBody = z
  .object({
    courier: z.string({ message: issue('courierNameInvalid') }).trim().toLowerCase().regex(COURIER_NAME, issue('courierNameInvalid')),
    // A calendar date that exists (the pattern alone lets 2026-02-30 through).
    settledOn: z.iso
      .date({ message: issue('settlementDateInvalid') })
      .refine((date) => !Number.isNaN(Date.parse(date)) && new Date(date).toISOString().slice(0, 10) === date, issue('settlementDateInvalid')),
    amount: amountOrText,
    orderNumbers: z.array(orderNumber, { message: issue('settlementOrdersRequired') }).max(MAX_SETTLEMENT_ORDERS, issue('settlementTooManyOrders', { max: MAX_SETTLEMENT_ORDERS })).optional(),
    lines: z
      .array(z.object({ orderNumber, amount: amountOrText }), { message: issue('settlementOrdersRequired') })
      .max(MAX_SETTLEMENT_ORDERS, issue('settlementTooManyOrders', { max: MAX_SETTLEMENT_ORDERS }))
      .optional(),
    note: z
      .string({ message: issue('noteNotText') })
      .trim()
      .max(500, issue('noteTooLong', { max: 500 }))
      .optional()
      .transform((text) => text ?? ''),
  })
  .refine((body) => (body.orderNumbers?.length ?? 0) + (body.lines?.length ?? 0) > 0, { message: issue('settlementOrdersRequired'), path: ['orderNumbers'] })
  .refine((body) => !(body.orderNumbers?.length && body.lines?.length), { message: issue('settlementOrdersRequired'), path: ['orderNumbers'] });
export type SettlementBody = z.output<typeof settlementBody>;

/** Order numbers typed by staff: separated by spaces, commas or new lines ("10001, 10002"). */
export function splitOrderNumbers(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim().replace(/^#/, ''))
    .filter((part) => part !== '');
}

/**
 * The admin's settlement form (/admin/settlements): the order numbers typed in one box
 * ("10001, 10002"); an empty amount is no amount (not 0). The CMS checks it again with settlementBody.
 */
export const settlementForm = z.preprocess((raw) => {
  const fields = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const numbers = typeof fields.orderNumbers === 'string' ? splitOrderNumbers(fields.orderNumbers.slice(0, 20_000)) : undefined;
  return { ...fields, amount: fields.amount === '' ? undefined : fields.amount, orderNumbers: numbers };
}, settlementBody);
