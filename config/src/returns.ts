/**
 * Returns and exchanges asked by the shopper (issue 23, ADR 023): the return window, the reasons, the
 * return's own statuses and the changes allowed between them, the shopper's request and the refund
 * cap. The CMS enforces these rules (a compare-and-set on the return's `version` per change); the
 * storefront offers only what they allow.
 */
import { z } from 'zod';
import { coded, issue } from './error-codes.js';
import { SIZES, SLUG_MAX_LENGTH } from './catalog.js';
import { toEgp, toPiastres, type Piastres } from './money.js';
import { MAX_ORDER_LINES, lineQuantity } from './orders.js';
import { adminPageQuery } from './admin.js';
import { dbInt, moneyAmount, readStrictNumber } from './numbers.js';
import type { RefundJson, ReturnLineJson } from './contract/returns.js';

/** Days after delivery during which a shopper may ask to return (Egypt's law 181/2018: 14). The CMS reads RETURN_WINDOW_DAYS. */
export const DEFAULT_RETURN_WINDOW_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a return may still be asked at `now`, and until when (null for an order never delivered). */
export function returnWindow(deliveredAt: Date | string | null | undefined, now: Date, days: number = DEFAULT_RETURN_WINDOW_DAYS): { open: boolean; until: string | null } {
  if (!deliveredAt) return { open: false, until: null };
  const until = new Date(new Date(deliveredAt).getTime() + days * DAY_MS);
  return { open: now.getTime() <= until.getTime(), until: until.toISOString() };
}

export const RETURN_REASONS = ['too-small', 'too-big', 'defect', 'changed-mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_RESOLUTIONS = ['refund', 'exchange'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

export const RETURN_STATUSES = ['requested', 'approved', 'picked-up', 'received', 'refunded', 'exchanged', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * Where each status may go next. `refunded` is reached by recording refunds up to the cap;
 * `exchanged` when a return of exchanges only is received.
 */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['picked-up', 'rejected'],
  'picked-up': ['received'],
  received: ['refunded', 'exchanged'],
  refunded: [],
  exchanged: [],
  rejected: [],
};

export const canChangeReturnStatus = (from: ReturnStatus, to: ReturnStatus): boolean => RETURN_TRANSITIONS[from].includes(to);

/** The statuses staff set by hand (PUT /api/returns/:id/status); the others follow from refunds and exchanges. */
export const STAFF_RETURN_STATUSES = ['approved', 'rejected', 'picked-up', 'received'] as const;
export type StaffReturnStatus = (typeof STAFF_RETURN_STATUSES)[number];

/** Approving reserves the exchange sizes; rejecting gives any reservation back; receiving gives the returned sizes back. */
export const reservesExchangeStock = (to: ReturnStatus): boolean => to === 'approved';
export const releasesReservation = (from: ReturnStatus, to: ReturnStatus): boolean => to === 'rejected' && from === 'approved';
export const givesReturnedStockBack = (to: ReturnStatus): boolean => to === 'received';

/** A return that still counts against the units a line may return: every one but a rejected one. */
export const holdsUnits = (status: ReturnStatus): boolean => status !== 'rejected';

/** Refunds are recorded only once the parcel is back. */
export const mayRefund = (status: ReturnStatus): boolean => status === 'received';

/** The 409 of a change the table does not allow. */
export const returnStatusConflict = (current: ReturnStatus, wanted: ReturnStatus) => coded('returnStatusConflict', { current, wanted });

/** `online`: back through the provider the order was paid with (issue 40: Paymob's refund API); the others staff make by hand. */
export const REFUND_METHODS = ['cash', 'bank-transfer', 'instapay', 'store-credit', 'online'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const REASON_TEXT_MAX = 500;
export const REFERENCE_MAX = 100;

const optionalText = (max: number, tooLong: 'returnReasonTextTooLong' | 'refundReferenceTooLong' | 'rejectionReasonTooLong') =>
  z
    .string({ message: issue(tooLong, { max }) })
    .trim()
    .max(max, issue(tooLong, { max }))
    .optional()
    .transform((text) => text ?? '');

/** One line of the shopper's request: the order line (its index), how many units, and what she wants instead. */
export const returnLineBody = z.object({
  line: dbInt({ min: 0, max: MAX_ORDER_LINES - 1, source: 'json', invalid: issue('returnLineInvalid') }),
  quantity: lineQuantity,
  resolution: z.enum(RETURN_RESOLUTIONS, { message: issue('returnResolutionInvalid', { choices: RETURN_RESOLUTIONS }) }),
  /** With `exchange`: the size she wants. */
  exchangeSize: z.enum(SIZES, { message: issue('sizeInvalid', { choices: SIZES }) }).optional(),
  /** With `exchange`: another colour of the same model (a sibling's slug); the same product when absent. */
  exchangeProduct: z
    .string({ message: issue('returnExchangeProductInvalid') })
    .trim()
    .max(SLUG_MAX_LENGTH, issue('returnExchangeProductInvalid'))
    .optional()
    .transform((slug) => slug || undefined),
});
export type ReturnLineBody = z.output<typeof returnLineBody>;

/** Body of POST /api/orders/:id/returns (the order's owner). */
export const returnRequestBody = z
  .object({
    lines: z
      .array(returnLineBody, { message: issue('returnLinesRequired') })
      .min(1, issue('returnLinesRequired'))
      .max(MAX_ORDER_LINES, issue('returnLinesRequired')),
    reason: z.enum(RETURN_REASONS, { message: issue('returnReasonInvalid', { choices: RETURN_REASONS }) }),
    reasonText: optionalText(REASON_TEXT_MAX, 'returnReasonTextTooLong'),
  })
  .superRefine((body, context) => {
    if (body.reason === 'other' && body.reasonText === '') context.addIssue({ code: 'custom', path: ['reasonText'], message: issue('returnReasonTextRequired') });
    if (new Set(body.lines.map((line) => line.line)).size !== body.lines.length) context.addIssue({ code: 'custom', path: ['lines'], message: issue('returnLineRepeated') });
    body.lines.forEach((line, index) => {
      if (line.resolution === 'exchange' && !line.exchangeSize) context.addIssue({ code: 'custom', path: ['lines', index, 'exchangeSize'], message: issue('returnExchangeSizeRequired') });
    });
  });
export type ReturnRequestBody = z.output<typeof returnRequestBody>;

/** The return's `version` staff saw: a JSON number, or the text of the admin page's hidden field. */
const versionField = dbInt({ min: 0, invalid: issue('returnVersionInvalid') });

/** Body of PUT /api/returns/:id/status (admin): the version staff saw, the new status, and the reason of a rejection. */
export const returnStatusBody = z
  .object({
    version: versionField,
    status: z.enum(STAFF_RETURN_STATUSES, { message: issue('statusInvalid', { choices: STAFF_RETURN_STATUSES }) }),
    reason: optionalText(REASON_TEXT_MAX, 'rejectionReasonTooLong'),
  })
  .refine((change) => change.status !== 'rejected' || change.reason !== '', { path: ['reason'], message: issue('rejectionReasonRequired') });
export type ReturnStatusBody = z.output<typeof returnStatusBody>;

/** Body of POST /api/returns/:id/refunds (admin): one refund as it was paid. */
export const refundBody = z.object({
  version: versionField,
  method: z.enum(REFUND_METHODS, { message: issue('refundMethodInvalid', { choices: REFUND_METHODS }) }),
  /** EGP in whole piastres: a JSON number, or the text of the admin page's form. */
  amount: moneyAmount({ min: 0.01, max: 10_000_000, invalid: issue('refundAmountInvalid') }),
  reference: optionalText(REFERENCE_MAX, 'refundReferenceTooLong'),
});
export type RefundBody = z.output<typeof refundBody>;

/** `?status=&page=` of the admin queue: one status, or all. */
export const RETURN_FILTERS = ['all', ...RETURN_STATUSES] as const;
export type ReturnFilter = (typeof RETURN_FILTERS)[number];

export const adminReturnsQuery = adminPageQuery.extend({
  status: z
    .string()
    .optional()
    .transform((status) => status || 'all')
    .pipe(z.enum(RETURN_FILTERS, { message: issue('statusInvalid', { choices: RETURN_FILTERS }) })),
});

/**
 * Each line's share of the order's discount, in piastres: discount × line value / items value,
 * rounded down, the piastres left over going to the lines with the largest remainders (the first
 * line first on a tie), so the shares add up to the discount exactly.
 */
export function discountShares(lineValues: readonly Piastres[], discount: Piastres): Piastres[] {
  const items = lineValues.reduce((sum, value) => sum + value, 0);
  if (items <= 0 || discount <= 0) return lineValues.map(() => 0);
  const capped = Math.min(discount, items);
  const exact = lineValues.map((value) => (capped * value) / items);
  const shares = exact.map(Math.floor);
  let left = capped - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** An order as the refund cap reads it (amounts in EGP, as stored). */
export interface OrderForCap {
  orderItems: ReadonlyArray<{ price: number; quantity: number }>;
  discount: number;
  shippingPrice: number;
}

/** A returned line as the cap reads it: which order line, how many units, refunded or exchanged. */
export interface ReturnedLine {
  line: number;
  quantity: number;
  resolution: ReturnResolution;
}

/**
 * The most a return may get back, in piastres: for each line refunded, its units' value minus their
 * pro-rata part of the line's discount share (rounded down, so parts of one line returned in several
 * returns never add up to more than the line paid); exchanged lines get nothing back. The shipping
 * is added only when `shippingBack` (every unit of the order returned for a defect: see
 * `shippingRefundable`).
 */
export function refundCap(order: OrderForCap, lines: readonly ReturnedLine[], shippingBack: boolean): Piastres {
  const values = order.orderItems.map((item) => toPiastres(item.price) * item.quantity);
  const shares = discountShares(values, toPiastres(order.discount));
  let cap = 0;
  for (const returned of lines) {
    const item = order.orderItems[returned.line];
    if (!item || returned.resolution !== 'refund') continue;
    const net = values[returned.line]! - shares[returned.line]!;
    cap += Math.floor((net * Math.min(returned.quantity, item.quantity)) / item.quantity);
  }
  if (shippingBack && lines.some((line) => line.resolution === 'refund')) cap += toPiastres(order.shippingPrice);
  return cap;
}

/**
 * An exchange's price against the line's (issue 36). Another size of the same product is a like-for-like
 * swap: nothing to compare. Another colour (a sibling product, ADR 015) is compared by its price now
 * with the line's price when ordered: a dearer one is refused (`costsMore`, 409 `exchangeCostsMore`:
 * cash on delivery cannot collect a difference on a 0 EGP exchange order), and a cheaper one gives the
 * difference back as store credit when the parcel is received, at the price she paid: what those units
 * paid after her discount (their refund cap) × (ordered − new) / ordered, rounded down. In piastres.
 */
export function exchangePrice(
  order: OrderForCap,
  line: number,
  quantity: number,
  exchange: { sameProduct: boolean; price: number },
): { costsMore: boolean; credit: Piastres } {
  const item = order.orderItems[line];
  if (!item || exchange.sameProduct) return { costsMore: false, credit: 0 };
  const ordered = toPiastres(item.price);
  const wanted = toPiastres(exchange.price);
  if (wanted > ordered) return { costsMore: true, credit: 0 };
  if (wanted === ordered || ordered <= 0) return { costsMore: false, credit: 0 };
  const paid = refundCap(order, [{ line, quantity, resolution: 'refund' }], false);
  return { costsMore: false, credit: Math.floor((paid * (ordered - wanted)) / ordered) };
}

/**
 * Whether the shipping is refunded: every unit of every line of the order is in returns (not
 * rejected) whose reason is `defect`, this one included, and no earlier return already got it.
 */
export function shippingRefundable(
  order: Pick<OrderForCap, 'orderItems'>,
  defectReturns: ReadonlyArray<{ lines: ReadonlyArray<Pick<ReturnedLine, 'line' | 'quantity'>> }>,
): boolean {
  const returned = order.orderItems.map(() => 0);
  for (const request of defectReturns) for (const line of request.lines) if (line.line < returned.length) returned[line.line]! += line.quantity;
  return order.orderItems.every((item, index) => returned[index]! >= item.quantity);
}

/** Units of each order line still returnable: delivered minus those in returns that hold units. */
export function returnableUnits(
  order: Pick<OrderForCap, 'orderItems'>,
  returns: ReadonlyArray<{ status: ReturnStatus; lines: ReadonlyArray<Pick<ReturnedLine, 'line' | 'quantity'>> }>,
): number[] {
  const left = order.orderItems.map((item) => item.quantity);
  for (const request of returns) {
    if (!holdsUnits(request.status)) continue;
    for (const line of request.lines) if (line.line < left.length) left[line.line] = Math.max(0, left[line.line]! - line.quantity);
  }
  return left;
}

/**
 * The shopper's return form as the storefront posts it (plain POST, no JavaScript): per order line
 * `quantity-<i>` ('0' or empty: not returned), `resolution-<i>`, `size-<i>` (a size, or
 * `<sibling slug>:<size>` for another colour), then `reason` and `reasonText`. Read into the API's
 * body (the CMS checks it again).
 */
export function returnFormToBody(form: Readonly<Record<string, string | undefined>>, lineCount: number): unknown {
  const lines: unknown[] = [];
  for (let index = 0; index < Math.min(lineCount, MAX_ORDER_LINES); index += 1) {
    const quantityText = (form[`quantity-${index}`] ?? '').trim();
    if (quantityText === '' || quantityText === '0') continue;
    const read = readStrictNumber(quantityText);
    const quantity = read.ok ? read.value : quantityText;
    const resolution = form[`resolution-${index}`] ?? 'refund';
    const choice = form[`size-${index}`] ?? '';
    const [product, size] = choice.includes(':') ? choice.split(':', 2) : [undefined, choice];
    lines.push({
      line: index,
      quantity,
      resolution,
      ...(resolution === 'exchange' ? { exchangeSize: size || undefined, ...(product ? { exchangeProduct: product } : {}) } : {}),
    });
  }
  return { lines, reason: form.reason ?? '', reasonText: form.reasonText ?? '' };
}

/** The admin dashboard's returns panel looks this many days back (issue 23). */
export const RETURNS_SUMMARY_DAYS = 30;
/** The products it lists: those with the most units back, so staff see which items run small or big. */
export const RETURNS_SUMMARY_PRODUCTS = 10;

/** Units returned for a refund and units exchanged, per reason. */
export interface ReturnUnitsByReason {
  reason: ReturnReason;
  /** Requests with this reason. */
  requests: number;
  refunded: number;
  exchanged: number;
}

/** One product's units back, with how many of them for each reason. */
export interface ReturnUnitsByProduct {
  productId: string;
  name: string;
  nameAr: string;
  slug: string;
  refunded: number;
  exchanged: number;
  reasons: Record<ReturnReason, number>;
}

const noReasons = (): Record<ReturnReason, number> => Object.fromEntries(RETURN_REASONS.map((reason) => [reason, 0])) as Record<ReturnReason, number>;

/**
 * Returns and exchanges by reason (every reason, in RETURN_REASONS order) and by product (the
 * `limit` with the most units back, then by name): what the dashboard shows over the last
 * RETURNS_SUMMARY_DAYS. A request counts its units, whatever its status; the caller leaves out the
 * rejected ones (staff refused them: nothing came back). A product is the ordered one (its
 * snapshot's id and names), not the exchange's.
 */
export function summariseReturns(
  requests: ReadonlyArray<{ reason: ReturnReason; lines: ReadonlyArray<Pick<ReturnLineJson, 'productId' | 'name' | 'nameAr' | 'slug' | 'quantity' | 'resolution'>> }>,
  limit = RETURNS_SUMMARY_PRODUCTS,
): { byReason: ReturnUnitsByReason[]; byProduct: ReturnUnitsByProduct[] } {
  const reasons = new Map(RETURN_REASONS.map((reason) => [reason, { reason, requests: 0, refunded: 0, exchanged: 0 }]));
  const products = new Map<string, ReturnUnitsByProduct>();
  for (const request of requests) {
    const byReason = reasons.get(request.reason);
    if (!byReason) continue;
    byReason.requests += 1;
    for (const line of request.lines) {
      const resolution = line.resolution === 'exchange' ? 'exchanged' : 'refunded';
      byReason[resolution] += line.quantity;
      const product = products.get(line.productId) ?? { productId: line.productId, name: line.name, nameAr: line.nameAr, slug: line.slug, refunded: 0, exchanged: 0, reasons: noReasons() };
      product[resolution] += line.quantity;
      product.reasons[request.reason] += line.quantity;
      products.set(line.productId, product);
    }
  }
  const unitsOf = (product: ReturnUnitsByProduct) => product.refunded + product.exchanged;
  const byProduct = [...products.values()].sort((a, b) => unitsOf(b) - unitsOf(a) || a.name.localeCompare(b.name)).slice(0, limit);
  return { byReason: [...reasons.values()], byProduct };
}

/** One refund method's refunds over the dashboard's window: how many, and how much (EGP). */
export interface RefundsOfMethod {
  method: RefundMethod;
  refunds: number;
  amount: number;
}

/**
 * The refunds made since `since`, per method (every method, in REFUND_METHODS order): what went back
 * in cash, by bank transfer or InstaPay, as store credit, or through the provider the order was paid
 * with (issue 40). Summed in piastres, so many small refunds add up to the cent.
 */
export function refundsByMethod(refunds: ReadonlyArray<Pick<RefundJson, 'method' | 'amount' | 'at'>>, since: Date): RefundsOfMethod[] {
  const methods = new Map(REFUND_METHODS.map((method) => [method, { method, refunds: 0, piastres: 0 }]));
  for (const refund of refunds) {
    const entry = methods.get(refund.method);
    if (!entry || Date.parse(refund.at) < since.getTime()) continue;
    entry.refunds += 1;
    entry.piastres += toPiastres(refund.amount);
  }
  return [...methods.values()].map(({ method, refunds: count, piastres }) => ({ method, refunds: count, amount: toEgp(piastres) }));
}
