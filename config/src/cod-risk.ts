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
import { dbInt, optionalMoneyAmount } from './numbers.js';

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

/** What the shop decided: a limit on the total paid in cash (null: none), and the refusals that block a number. */
export interface CodRules {
  maxCodTotal: number | null;
  refusalsToBlock: number;
}
export const DEFAULT_COD_RULES: CodRules = { maxCodTotal: null, refusalsToBlock: DEFAULT_REFUSALS_TO_BLOCK };

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
export function isNumberBlocked(rules: CodRules, refused: number, liftedAtRefusals: number | null): boolean {
  if (refused < rules.refusalsToBlock) return false;
  return liftedAtRefusals === null || refused > liftedAtRefusals;
}

/** Why this order may not be paid cash on delivery (the limit first: it is the one she can change), or null. */
export function codRefusal(rules: CodRules, order: { total: number; refused: number; liftedAtRefusals: number | null }): CodedError | null {
  return codLimitRefusal(rules, order.total) ?? (isNumberBlocked(rules, order.refused, order.liftedAtRefusals) ? coded('codNumberBlocked') : null);
}

/** The limit alone: why this much cash may not be collected on delivery, or null. */
const codLimitRefusal = (rules: Pick<CodRules, 'maxCodTotal'>, cash: number): CodedError | null =>
  rules.maxCodTotal !== null && cash > rules.maxCodTotal ? coded('codOverLimit', { limit: rules.maxCodTotal }) : null;

/**
 * Staff's edit of a placed order's lines (issue 23): refused only when it raises the cash to collect
 * above the limit. Lowering or keeping it is never refused (the limit may have changed since the
 * order was accepted), and the refusals block is the checkout's rule, not the edit's.
 */
export const codEditRefusal = (rules: Pick<CodRules, 'maxCodTotal'>, cashBefore: number, cashAfter: number): CodedError | null =>
  cashAfter > cashBefore ? codLimitRefusal(rules, cashAfter) : null;

const LIMIT_INVALID = issue('codLimitInvalid', { max: MAX_COD_TOTAL });

/** Body of PUT /api/cod-rules (admin), and the rules page's form (numbers typed as text, Arabic digits too). */
export const codRulesBody = z.object({
  /** Blank or null: no limit. */
  maxCodTotal: optionalMoneyAmount({ min: 1, max: MAX_COD_TOTAL, invalid: LIMIT_INVALID }),
  refusalsToBlock: dbInt({ min: 1, max: MAX_REFUSALS_TO_BLOCK, invalid: issue('refusalsToBlockInvalid', { max: MAX_REFUSALS_TO_BLOCK }) }),
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
