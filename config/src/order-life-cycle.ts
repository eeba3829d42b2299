/**
 * The cash-on-delivery life cycle of an order: its statuses, the changes allowed between them, what
 * each change gives back, and the words shoppers and staff read. The CMS enforces these rules (one
 * compare-and-set per change); the storefront offers only the changes they allow.
 */
import { z } from 'zod';
import { coded, issue } from './error-codes.js';

/**
 * `awaiting-payment` is an order paid online (issue 40) whose payment has not come yet: its stock and
 * promo use held until it is paid (confirmed: no phone call) or released (cancelled). A shop that
 * never switched an online method on has none.
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'refused', 'returned', 'cancelled', 'awaiting-payment'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where each status may go next. `returned` from `delivered` is a return within the legal period. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'refused'],
  delivered: ['returned'],
  refused: ['returned'],
  returned: [],
  cancelled: [],
  'awaiting-payment': ['confirmed', 'cancelled'],
};

export const canChangeStatus = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** Only its payment confirms an order waiting for one (a provider's signed notice, or staff recording a transfer): never a plain status change. */
export const confirmedOnlyByPayment = (from: OrderStatus, to: OrderStatus): boolean => from === 'awaiting-payment' && to === 'confirmed';

/**
 * Orders that ended without her keeping the goods: cancelled (before or after its payment came),
 * refused at the door, or returned. Their online payment goes back to her whole, from the order page
 * (issue 40: "a refusal at the door of a paid order is a return, not lost cash").
 */
export const ENDED_WITHOUT_GOODS: readonly OrderStatus[] = ['cancelled', 'refused', 'returned'];

/** The goods are back in our hands: every line's units return to stock (exactly once). */
export const givesStockBack = (to: OrderStatus): boolean => to === 'cancelled' || to === 'returned';

/** A cancelled order never used its promo, so the use is given back; a returned one keeps it. */
export const givesPromoBack = (to: OrderStatus): boolean => to === 'cancelled';

/** A shopper may cancel their own order until it leaves. */
export const SHOPPER_CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'awaiting-payment'];
export const shopperMayCancel = (status: OrderStatus): boolean => SHOPPER_CANCELLABLE.includes(status);

/** The 409 refusal of a change the table does not allow; it names the current status. */
export const statusConflict = (current: OrderStatus, wanted: OrderStatus) => coded('statusConflict', { current, wanted });

/** Written instead of a tracking number when our own staff deliver the parcel. */
export const MANUAL_DELIVERY = 'manual';

export const CALL_OUTCOMES = ['answered', 'no-answer'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** Orders still `pending` this many days after they were placed are cancelled by the CMS. */
export const DEFAULT_ORDER_CONFIRM_DAYS = 3;

const note = z
  .string({ message: issue('noteNotText') })
  .trim()
  .max(500, issue('noteTooLong', { max: 500 }))
  .optional()
  .transform((text) => text ?? '');

/** Body of PUT /api/orders/:id/status (admin). Shipping needs a tracking number, or `manual`. */
export const orderStatusChangeBody = z
  .object({
    status: z.enum(ORDER_STATUSES, { message: issue('statusInvalid', { choices: ORDER_STATUSES }) }),
    note,
    trackingNumber: z
      .string({ message: issue('trackingNumberNotText') })
      .trim()
      .max(60, issue('trackingNumberTooLong', { max: 60 }))
      .optional()
      .transform((text) => text ?? ''),
  })
  .refine((change) => change.status !== 'shipped' || change.trackingNumber !== '', {
    message: issue('trackingNumberRequired', { manual: MANUAL_DELIVERY }),
    path: ['trackingNumber'],
  });
export type OrderStatusChange = z.output<typeof orderStatusChangeBody>;

/** Body of POST /api/orders/:id/calls (admin): one attempt to reach the shopper by phone. */
export const orderCallBody = z.object({
  outcome: z.enum(CALL_OUTCOMES, { message: issue('callOutcomeInvalid', { choices: CALL_OUTCOMES }) }),
  note,
});
export type OrderCall = z.output<typeof orderCallBody>;
