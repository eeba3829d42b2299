/**
 * Store credit (issue 23, ADR 024): a balance on the shopper's account, kept as a ledger of signed
 * entries in the CMS (positive: credit given; negative: credit spent). A refund as store credit, an
 * order that spends it, the credit given back when such an order is cancelled or refused, and the
 * staff's goodwill adjustments. The balance is the sum of the entries and never goes below 0.
 */
import { z } from 'zod';
import { issue } from './error-codes.js';
import { toEgp, toPiastres, type Piastres } from './money.js';
import { moneyAmount } from './numbers.js';
import { isOnlinePaymentMethod } from './payments.js';

/** `exchange`: the difference given back when an exchange to a cheaper colour is received (issue 36). */
export const STORE_CREDIT_KINDS = ['refund', 'order', 'order-returned', 'adjustment', 'exchange'] as const;
export type StoreCreditKind = (typeof STORE_CREDIT_KINDS)[number];

/** The entries one page of GET /api/users/me/store-credit holds (recent first). */
export const STORE_CREDIT_PAGE_SIZE = 20;

/** The largest single adjustment staff may write (EGP), either way. */
export const MAX_STORE_CREDIT_ADJUSTMENT = 100_000;

/**
 * What the courier collects in cash: the order's total less the store credit it used, never below 0
 * (an edit that lowers the total below the credit used leaves nothing to collect). In piastres.
 */
export const amountDuePiastres = (totalPiastres: Piastres, creditUsedPiastres: Piastres): Piastres => Math.max(0, totalPiastres - creditUsedPiastres);

/**
 * The same in EGP, for an order as the API answers it: the cash collected at the door. An order paid
 * online (issue 40) has none: it ships only once paid.
 */
export const amountDue = (order: { totalPrice: number; storeCreditUsed?: number | null; paymentMethod?: string }): number =>
  order.paymentMethod !== undefined && isOnlinePaymentMethod(order.paymentMethod) ? 0 : toEgp(amountDuePiastres(toPiastres(order.totalPrice), toPiastres(order.storeCreditUsed ?? 0)));

/** The credit an order spends: all of the balance, up to its total. In piastres. */
export const creditToUse = (balancePiastres: Piastres, totalPiastres: Piastres): Piastres => Math.max(0, Math.min(balancePiastres, totalPiastres));

/** Body of POST /api/users/:id/store-credit (admin): a goodwill adjustment, positive or negative, in EGP. */
export const storeCreditAdjustmentBody = z.object({
  // A JSON number in whole piastres (1e-9 or 10.005 is refused, not rounded to 0 or 10.01), never 0.
  amount: moneyAmount({
    min: -MAX_STORE_CREDIT_ADJUSTMENT,
    max: MAX_STORE_CREDIT_ADJUSTMENT,
    source: 'json',
    invalid: issue('storeCreditAmountInvalid', { max: MAX_STORE_CREDIT_ADJUSTMENT }),
    tooManyDecimals: issue('priceDecimals'),
  }).refine((amount) => amount !== 0, issue('storeCreditAmountInvalid', { max: MAX_STORE_CREDIT_ADJUSTMENT })),
  note: z
    .string({ message: issue('noteNotText') })
    .trim()
    .max(500, issue('noteTooLong', { max: 500 }))
    .optional()
    .transform((text) => text ?? ''),
});
export type StoreCreditAdjustment = z.output<typeof storeCreditAdjustmentBody>;
