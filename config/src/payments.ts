/**
 * Paying online beside cash on delivery (issue 40, ADR 041): the methods staff may switch on, how
 * long an unpaid order holds its stock, and what a provider's signed notice does to a payment. The
 * CMS applies these rules in the transaction that records the notice; nothing here trusts a browser.
 */
import { z } from 'zod';
import { issue } from './error-codes.js';
import { dbInt } from './numbers.js';
import type { PaymentMethod } from './shipping.js';

/** Online methods, each off in a new shop. Card, wallet and installments go through Paymob's hosted checkout. */
export const ONLINE_PAYMENT_METHODS = ['card', 'wallet', 'installments', 'fawry', 'instapay'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];
/** The online methods Paymob takes (its hosted checkout, refunds by its API), each through its own integrations. */
export const PAYMOB_METHODS = ['card', 'wallet', 'installments'] as const satisfies readonly OnlinePaymentMethod[];
export type PaymobMethod = (typeof PAYMOB_METHODS)[number];
export const isPaymobMethod = (method: string): method is PaymobMethod => (PAYMOB_METHODS as readonly string[]).includes(method);
/** An order's payment method: the spec's Cash On Delivery or an online one. */
export type OrderPaymentMethod = PaymentMethod | OnlinePaymentMethod;
export const isOnlinePaymentMethod = (method: string): method is OnlinePaymentMethod => (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method);

/** How long an order waiting for its payment holds its stock and promo use, by default (staff may change it). */
export const DEFAULT_PAYMENT_HOLD_MINUTES: Readonly<Record<OnlinePaymentMethod, number>> = {
  card: 30,
  wallet: 30,
  installments: 30,
  // A reference code is paid in cash at an outlet: the code's own expiry.
  fawry: 48 * 60,
  // A transfer the shopper makes from her bank's app, confirmed by staff.
  instapay: 24 * 60,
};

/**
 * The cash-on-delivery refusals that paying first answers (issue 40: the risk rules become offers): a
 * total above the COD limit, a number with refusals. Nothing is collected at the door of a paid order.
 */
export const PAY_FIRST_INSTEAD: readonly string[] = ['codOverLimit', 'codNumberBlocked'];

/** How long staff may set a hold: from 5 minutes to a week. */
export const PAYMENT_HOLD_MINUTES = { min: 5, max: 7 * 24 * 60 } as const;

/** Body of PUT /api/admin/payment-methods/:method: switch it on or off, and its hold. A form posts 'true'/'false'. */
export const paymentOptionBody = z
  .object({
    isOn: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], { message: issue('paymentOnInvalid') }).optional(),
    holdMinutes: dbInt({ min: PAYMENT_HOLD_MINUTES.min, max: PAYMENT_HOLD_MINUTES.max, invalid: issue('paymentHoldInvalid', PAYMENT_HOLD_MINUTES) }).optional(),
  });
export type PaymentOptionBody = z.output<typeof paymentOptionBody>;

/** The path's method of the admin's payment routes, or the refusal naming the methods. */
export const paymentMethodParam = z.enum(ONLINE_PAYMENT_METHODS, { message: issue('paymentMethodUnknown', { choices: ONLINE_PAYMENT_METHODS }) });

/** Why staff must look at a payment: money that was never taken as the order's payment (decideNotice). */
export const PAYMENT_FLAGS = ['amountMismatch', 'paidAfterRelease'] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];

export const PAYMENT_STATES = ['awaiting', 'paid', 'failed', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** A payment as the rules need it (amounts in piastres). */
export interface PaymentSnapshot {
  state: PaymentState;
  amountPiastres: number;
  refundedPiastres: number;
}

/** What a provider's signed notice says (cms/src/payments/notices.ts), in piastres. */
export interface PaymentNoticeFacts {
  outcome: 'paid' | 'pending' | 'failed' | 'expired' | 'refunded';
  amountPiastres: number;
  currency: string;
}

/**
 * What a notice does: move the payment (`to`), or leave it and tell staff (`flag`), or nothing
 * (`keep`: a repeat, a pending, a decline of a second try after a success). An awaiting payment
 * moves once, so a notice twice, or a notice racing the expiry, changes it at most once. Money for a
 * payment already released is still recorded as paid: the provider holds it, so the settlement counts
 * it; its order stays cancelled and is flagged `paidAfterRelease` for staff.
 */
export type NoticeDecision = { to: 'paid' | 'failed' | 'expired' } | { flag: 'amountMismatch' } | { keep: true };

export function decideNotice(payment: PaymentSnapshot, notice: PaymentNoticeFacts): NoticeDecision {
  if (notice.outcome === 'paid') {
    // Money that does not match the order is never taken as its payment (staff look at it).
    if (notice.currency !== 'EGP' || notice.amountPiastres !== payment.amountPiastres) return { flag: 'amountMismatch' };
    // Paid after its stock was released too: the shopper's money is taken (the order is not confirmed: staff see it).
    return payment.state === 'paid' ? { keep: true } : { to: 'paid' };
  }
  if (payment.state !== 'awaiting') return { keep: true };
  if (notice.outcome === 'failed') return { to: 'failed' };
  if (notice.outcome === 'expired') return { to: 'expired' };
  return { keep: true };
}

/** The most that may still be refunded of a paid payment, in piastres (0 for any other). */
export const refundablePiastres = (payment: PaymentSnapshot): number => (payment.state === 'paid' ? Math.max(0, payment.amountPiastres - payment.refundedPiastres) : 0);

/** Whether this refund fits within what was paid and not yet refunded. */
export const mayRefundPayment = (payment: PaymentSnapshot, amountPiastres: number): boolean =>
  Number.isSafeInteger(amountPiastres) && amountPiastres > 0 && amountPiastres <= refundablePiastres(payment);

/**
 * InstaPay has no merchant API (issue 40): she sends the amount to the shop's InstaPay address with
 * this note, then types the transfer's reference from her receipt; staff (or the bank statement)
 * confirm it. The note names the order so a statement line finds it.
 */
export const instapayTransferNote = (orderNumber: number): string => `Pointe ${orderNumber}`;

/** The order number a statement line's description names by its transfer note ("POINTE-1042", "pointe 1042"), or null. */
export function orderNumberInNote(text: string): number | null {
  const match = /\bpointe[\s#:_-]*(\d{1,10})\b/i.exec(text);
  const number = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** A transfer's reference as banks print it: letters, digits, and - or spaces between them. */
export const TRANSFER_REFERENCE_LENGTH = { min: 4, max: 40 } as const;

/** Body of POST /api/orders/:id/payment/transfer (and the order page's form): the reference on her InstaPay receipt. */
export const instapayTransferBody = z.object({
  reference: z
    .string({ message: issue('transferReferenceInvalid', TRANSFER_REFERENCE_LENGTH) })
    .trim()
    .min(TRANSFER_REFERENCE_LENGTH.min, issue('transferReferenceInvalid', TRANSFER_REFERENCE_LENGTH))
    .max(TRANSFER_REFERENCE_LENGTH.max, issue('transferReferenceInvalid', TRANSFER_REFERENCE_LENGTH))
    .regex(/^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u, issue('transferReferenceInvalid', TRANSFER_REFERENCE_LENGTH)),
});
export type InstapayTransferBody = z.output<typeof instapayTransferBody>;

/** A bank statement's text (POST /api/admin/payments/instapay/statement): the CMS reads it (cms/src/payments/instapay.ts). */
export const MAX_STATEMENT_CHARACTERS = 200_000;
