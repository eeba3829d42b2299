/**
 * Cash-on-delivery risk rules (issue 22): the mobile number as one stored form, the counts of a
 * number's or an account's orders, and the shop's rules as pure functions. The CMS applies them
 * inside the order transaction; the storefront only shows what the CMS answers.
 */
import { z } from 'zod';
import { coded, issue, type CodedError } from './error-codes.js';
import { normaliseDigits } from './i18n.js';
import { MOBILE_PATTERN } from './orders.js';
import { MAX_ID_LENGTH } from './validation.js';
import { dbInt, optionalDbInt, optionalMoneyAmount } from './numbers.js';

/** The most orders one GET /api/cod-risk asks about: an admin page of orders, with room. */
export const MAX_RISK_ORDERS = 50;

/**
 * The default number of refused parcels from which a mobile number may no longer pay cash on
 * delivery. One refusal is often a mishap (not at home, wrong day); two is a pattern, and each
 * refused parcel costs the shop two shipping fees. The issue's Done-when uses 2 as well.
 */
export const DEFAULT_REFUSALS_TO_BLOCK = 2;
export const MAX_REFUSALS_TO_BLOCK = 99;
export const MAX_COD_TOTAL = 10_000_000;
/** The most a cash-on-delivery fee may be (Egyptian shops charge 10–20 EGP; issue 40). */
export const MAX_COD_FEE = 100;

/**
 * The holds of unconfirmed orders (issue 36): an order is `pending` until the shopper confirms it
 * (her link) or the staff do after a call, and up to ORDER_CONFIRM_DAYS its units are out of stock
 * for everyone else. So a new cash-on-delivery order is refused once its account, its mobile number
 * or its address already has this many pending orders: a shopper who orders again before confirming
 * seldom has more than one or two open (a forgotten size, a gift), while a made-up buyer could
 * otherwise hold a whole size for days. Confirming an order frees its place at once.
 */
export const DEFAULT_MAX_PENDING_ORDERS = 3;
/**
 * The statuses of an order that holds its units until its shopper acts: `pending` (her confirmation)
 * and `awaiting-payment` (her online payment, issue 40). Both count toward the cap above, so unpaid
 * pay-now orders cannot hold a size either.
 */
export const HELD_ORDER_STATUSES = ['pending', 'awaiting-payment'] as const;
/**
 * The units of one product in one size a cash-on-delivery order may hold: a dancer buys one or two
 * pairs, a family or a small class a few more; a larger order is a wholesale order, arranged with
 * the shop. With the pending cap, one buyer holds at most 3 × 5 units of a size unconfirmed.
 */
export const DEFAULT_MAX_UNITS_PER_LINE = 5;
/** The largest caps the rules page accepts (a line's quantity is at most 99 anyway). */
export const MAX_PENDING_ORDERS_SETTING = 99;
export const MAX_UNITS_PER_LINE_SETTING = 99;

/**
 * One form for one Egyptian mobile number: '01012345678'. Arabic-Indic digits read as Latin, spaces,
 * dashes, dots and brackets dropped, and the country prefix (+20, 0020, 20) replaced by the trunk 0.
 * Null when what is left is not an Egyptian mobile.
 */
export function normaliseMobile(text: string): string | null {
  let digits = normaliseDigits(text).replace(/[\s\-.()\u200e\u200f\u00a0]/g, '');
  if (digits.startsWith('+20')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('0020')) digits = `0${digits.slice(4)}`;
  else if (/^201[0-9]{9}$/.test(digits)) digits = `0${digits.slice(2)}`;
  else if (/^1[0-9]{9}$/.test(digits)) digits = `0${digits}`;
  return MOBILE_PATTERN.test(digits) ? digits : null;
}

/** A mobile number in a path or a form, read as its one stored form. */
export const mobileKeySchema = z
  .string({ message: issue('invalidMobile') })
  .max(40, issue('invalidMobile'))
  .transform((text, context) => {
    const mobile = normaliseMobile(text);
    if (mobile === null) {
      context.addIssue({ code: 'custom', message: issue('invalidMobile') });
      return z.NEVER;
    }
    return mobile;
  });

/**
 * What the shop decided: a limit on the total paid in cash (null: none), the refusals that block a
 * number, and the caps on what unconfirmed orders hold (null: no cap).
 */
export interface CodRules {
  maxCodTotal: number | null;
  refusalsToBlock: number;
  /** Pending orders one account, one mobile number or one address may have open; a new order past it is refused. */
  maxPendingOrders: number | null;
  /** Units of one product in one size per order. */
  maxUnitsPerLine: number | null;
  /** What an order paid in cash at the door costs on top, in EGP (issue 40; 0: nothing, as in a new shop). Paying first avoids it. */
  codFee: number;
}
export const DEFAULT_COD_RULES: CodRules = {
  maxCodTotal: null,
  refusalsToBlock: DEFAULT_REFUSALS_TO_BLOCK,
  maxPendingOrders: DEFAULT_MAX_PENDING_ORDERS,
  maxUnitsPerLine: DEFAULT_MAX_UNITS_PER_LINE,
  codFee: 0,
};

/** The pending orders a new order's account, mobile number and address already have. */
export interface PendingHolds {
  account: number;
  mobile: number;
  address: number;
}

/**
 * Why a new order may not hold what it asks for unconfirmed, or null: a line over the units cap
 * (she can change it), then an account, number or address with its pending orders at the cap. Both
 * are known before any promo code is read, so they are checked first (order.ts).
 */
export function codHoldRefusal(rules: Pick<CodRules, 'maxPendingOrders' | 'maxUnitsPerLine'>, order: { largestLine: number; pending: PendingHolds }): CodedError | null {
  if (rules.maxUnitsPerLine !== null && order.largestLine > rules.maxUnitsPerLine) return coded('codTooManyUnits', { max: rules.maxUnitsPerLine });
  const { account, mobile, address } = order.pending;
  if (rules.maxPendingOrders !== null && Math.max(account, mobile, address) >= rules.maxPendingOrders) return coded('codTooManyPendingOrders', { max: rules.maxPendingOrders });
  return null;
}

/**
 * An address as one key, for counting its pending orders: the governorate, area, street, building
 * and apartment, lower-case, Arabic-Indic digits read as Latin, without spaces or punctuation
 * ("12 Tahrir St." and "12 tahrir st" are one address). The name and the number are not part of it.
 */
export function addressHoldKey(address: { city: string; area: string; streetName: string; buildingNumber: string; apartmentNumber: string }): string {
  const part = (text: string) => normaliseDigits(text).toLowerCase().replace(/[\s\p{P}\p{S}\p{Cf}]/gu, '');
  return [address.city, address.area, address.streetName, address.buildingNumber, address.apartmentNumber].map(part).join('|');
}

/** A number's or an account's history: orders placed, parcels delivered, parcels refused at the door. */
export interface CodCounts {
  placed: number;
  delivered: number;
  refused: number;
}

/**
 * Whether a number is blocked: N refusals or more, unless the staff lifted the block. A lift holds for
 * the refusals counted when it was given: a new refusal after it blocks the number again.
 */
export function isNumberBlocked(rules: Pick<CodRules, 'refusalsToBlock'>, refused: number, liftedAtRefusals: number | null): boolean {
  if (refused < rules.refusalsToBlock) return false;
  return liftedAtRefusals === null || refused > liftedAtRefusals;
}

/** Why this order may not be paid cash on delivery (the limit first: it is the one she can change), or null. */
export function codRefusal(rules: Pick<CodRules, 'maxCodTotal' | 'refusalsToBlock'>, order: { total: number; refused: number; liftedAtRefusals: number | null }): CodedError | null {
  return codLimitRefusal(rules, order.total) ?? codNumberRefusal(rules, order.refused, order.liftedAtRefusals);
}

/** The number alone (no amount): blocked for its refusals, or null. */
export const codNumberRefusal = (rules: Pick<CodRules, 'refusalsToBlock'>, refused: number, liftedAtRefusals: number | null): CodedError | null =>
  isNumberBlocked(rules, refused, liftedAtRefusals) ? coded('codNumberBlocked') : null;

/** The limit alone: why this much cash may not be collected on delivery, or null. */
export const codLimitRefusal = (rules: Pick<CodRules, 'maxCodTotal'>, cash: number): CodedError | null =>
  rules.maxCodTotal !== null && cash > rules.maxCodTotal ? coded('codOverLimit', { limit: rules.maxCodTotal }) : null;

/**
 * Staff's edit of a placed order's lines (issue 23): refused only when it raises the cash to collect
 * above the limit. Lowering or keeping it is never refused (the limit may have changed since the
 * order was accepted), and the refusals block is the checkout's rule, not the edit's.
 */
export const codEditRefusal = (rules: Pick<CodRules, 'maxCodTotal'>, cashBefore: number, cashAfter: number): CodedError | null =>
  cashAfter > cashBefore ? codLimitRefusal(rules, cashAfter) : null;

const LIMIT_INVALID = issue('codLimitInvalid', { max: MAX_COD_TOTAL });

/**
 * A cap of the rules page: a whole number from 1 to `max`, typed as text too (Arabic digits); empty
 * or null for no cap. Left out of the body, the shop's cap stays as it is (PUT bodies from before
 * the caps existed change nothing of them).
 */
/** Body of PUT /api/cod-rules (admin), and the rules page's form (numbers typed as text, Arabic digits too). */
export const codRulesBody = z.object({
  /** Blank or null: no limit. */
  maxCodTotal: optionalMoneyAmount({ min: 1, max: MAX_COD_TOTAL, invalid: LIMIT_INVALID }),
  refusalsToBlock: dbInt({ min: 1, max: MAX_REFUSALS_TO_BLOCK, invalid: issue('refusalsToBlockInvalid', { max: MAX_REFUSALS_TO_BLOCK }) }),
  // Left out: unchanged (an older body); blank or null: no cap.
  maxPendingOrders: optionalDbInt({ min: 1, max: MAX_PENDING_ORDERS_SETTING, invalid: issue('maxPendingOrdersInvalid', { max: MAX_PENDING_ORDERS_SETTING }) }).optional(),
  maxUnitsPerLine: optionalDbInt({ min: 1, max: MAX_UNITS_PER_LINE_SETTING, invalid: issue('maxUnitsPerLineInvalid', { max: MAX_UNITS_PER_LINE_SETTING }) }).optional(),
  // Left out: unchanged; blank or null: no fee.
  codFee: optionalMoneyAmount({ min: 0, max: MAX_COD_FEE, invalid: issue('codFeeInvalid', { max: MAX_COD_FEE }) }).optional(),
});
export type CodRulesBody = z.output<typeof codRulesBody>;

/** Body of PUT /api/cod-rules/numbers/:mobile (admin): lift the block (true) or put it back (false). */
export const codLiftBody = z.object({
  lifted: z.boolean({ message: issue('liftedNotBoolean') }),
});
export type CodLiftBody = z.output<typeof codLiftBody>;

/** `?orders=` of GET /api/cod-risk (admin): the order ids of one admin page. */
export const codRiskQuery = z.object({
  orders: z
    .string({ message: issue('orderIdsInvalid', { max: MAX_RISK_ORDERS }) })
    .max(MAX_RISK_ORDERS * (MAX_ID_LENGTH + 1), issue('orderIdsInvalid', { max: MAX_RISK_ORDERS }))
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(
      z
        .array(z.string().max(MAX_ID_LENGTH, issue('orderIdsInvalid', { max: MAX_RISK_ORDERS })))
        .max(MAX_RISK_ORDERS, issue('orderIdsInvalid', { max: MAX_RISK_ORDERS })),
    ),
});

/**
 * The lift form of /admin/cod-rules and of an admin order card: the number, and which button was
 * pressed (`lifted` true: lift the block; false: put it back).
 */
export const codLiftForm = z.object({
  mobile: mobileKeySchema,
  lifted: z.enum(['true', 'false'], { message: issue('liftedNotBoolean') }).transform((value) => value === 'true'),
});
