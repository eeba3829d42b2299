/**
 * The shop's one strict number parser (issue 36), and the bounded schemas every number that reaches
 * the database goes through: integers bounded by their `integer` column, money in whole piastres
 * bounded by its `decimal` column. Every form and request body reads its numbers here, in both apps.
 *
 * A number is read from
 * - a JSON number: only when finite, and written (as JavaScript writes it back) with at most the
 *   allowed decimals, so 1e-9 or 0.1 + 0.2 is not a whole number of piastres and is refused before
 *   anything rounds it;
 * - text (a form field, or a string in a JSON body where the field takes one): decimal digits, Latin
 *   or from an Arabic keyboard (٠…٩, ۰…۹, the Arabic decimal separator ٫), an optional leading '-',
 *   at most the allowed decimals, trimmed at both ends and nothing else. No hex ('0x10'), exponent
 *   ('1e2'), Infinity or NaN, '+', inner spaces, thousands separators or leading zeros ('007'); an
 *   empty text is no number, never 0.
 * Anything else (an array, a boolean, an object, null) is no number.
 */
import { z } from 'zod';
import { normaliseDigits } from './i18n.js';

/** PostgreSQL's `integer` (Strapi's `integer` attributes): −2³¹ … 2³¹ − 1. */
export const DB_INT_MAX = 2_147_483_647;
export const DB_INT_MIN = -2_147_483_648;
/** Strapi's `decimal` attributes are `numeric(10,2)` on PostgreSQL: below 10⁸ EGP. */
export const DB_DECIMAL_MAX = 99_999_999.99;
/** Money has at most 2 decimals: whole piastres. */
export const MONEY_DECIMALS = 2;

/** Longest text read as a number: more digits than any column holds. */
const MAX_NUMBER_TEXT = 24;

export type StrictNumber = { ok: true; value: number } | { ok: false; reason: 'missing' | 'invalid' | 'decimals' };

/** Where a field's numbers come from: JSON numbers only, or JSON numbers and text (forms, and bodies that take text). */
export type NumberSource = 'json' | 'text';

const TEXT_GRAMMAR = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/**
 * The one parser: `value` read as a number with at most `decimals` decimals, or why not. 'missing' is
 * undefined, null or blank text (each schema decides whether that is allowed); 'decimals' a number
 * with more decimals than allowed (a fraction of a piastre, or of a unit); 'invalid' anything else.
 */
export function readStrictNumber(value: unknown, { decimals = 0, source = 'text' }: { decimals?: number; source?: NumberSource } = {}): StrictNumber {
  if (value === undefined || value === null) return { ok: false, reason: 'missing' };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, reason: 'invalid' };
    if (Number.isInteger(value)) return { ok: true, value: value === 0 ? 0 : value };
    // Not whole: its shortest written form must be a plain decimal with few enough decimals (1e-9 is not).
    const written = /^-?[0-9]+\.([0-9]+)$/.exec(String(value));
    return written && written[1]!.length <= decimals ? { ok: true, value } : { ok: false, reason: 'decimals' };
  }
  if (typeof value !== 'string' || source !== 'text') return { ok: false, reason: 'invalid' };
  const text = normaliseDigits(value).trim().replace('\u066b', '.');
  if (text === '') return { ok: false, reason: 'missing' };
  if (text.length > MAX_NUMBER_TEXT) return { ok: false, reason: 'invalid' };
  const match = TEXT_GRAMMAR.exec(text);
  if (!match) return { ok: false, reason: 'invalid' };
  if ((match[2]?.length ?? 1) - 1 > decimals) return { ok: false, reason: 'decimals' };
  const number = Number(text);
  return { ok: true, value: number === 0 ? 0 : number };
}

/** The refusals of one number field: `invalid` for anything not a number, the others when given. */
export interface NumberMessages {
  /** Not a number (and, unless `missing` is given, no number). */
  invalid: string;
  missing?: string;
  /** More decimals than allowed; `invalid` when not given. */
  tooManyDecimals?: string;
  tooSmall?: string;
  tooLarge?: string;
}

export interface NumberRule extends NumberMessages {
  min: number;
  max: number;
  decimals?: number;
  source?: NumberSource;
}

/** The rule's answer for one value: the number, or the message of its refusal. */
function judge(rule: NumberRule, value: unknown): { ok: true; value: number } | { ok: false; message: string } {
  const read = readStrictNumber(value, { decimals: rule.decimals ?? 0, source: rule.source ?? 'text' });
  if (!read.ok) return { ok: false, message: (read.reason === 'missing' ? rule.missing : read.reason === 'decimals' ? rule.tooManyDecimals : undefined) ?? rule.invalid };
  if (read.value < rule.min) return { ok: false, message: rule.tooSmall ?? rule.invalid };
  if (read.value > rule.max) return { ok: false, message: rule.tooLarge ?? rule.invalid };
  return read;
}

/**
 * Any value, a missing key included: zod's object refuses a missing key of a plain `z.unknown()`
 * followed by a transform ("expected nonoptional", without a code), so the rule says why instead.
 */
const anyValue = () => z.unknown().optional();

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What a transform's context offers that the number rules use. */
interface IssueSink {
  addIssue(issue: { code: 'custom'; message: string }): void;
}

/**
 * A rule as a zod transform, for a schema that reads its value first (`z.string().transform(toNumber(rule))`):
 * the number, or the rule's refusal.
 */
export const toNumber =
  (rule: NumberRule) =>
  (value: unknown, context: IssueSink): number => {
    const judged = judge(rule, value);
    if (judged.ok) return judged.value;
    context.addIssue({ code: 'custom', message: judged.message });
    return z.NEVER;
  };

/** The same, optional: absent, null or blank is `null` (no value), anything else must be a number within the rule. */
export const toOptionalNumber =
  (rule: NumberRule) =>
  (value: unknown, context: IssueSink): number | null =>
    isBlank(value) ? null : toNumber(rule)(value, context);

/**
 * A required number field: read by readStrictNumber, then within [min, max]. The schema's input is
 * unknown (a form's text or a JSON value; a missing key is refused with the rule's message), its
 * output a number.
 */
export const strictNumber = (rule: NumberRule) => anyValue().transform(toNumber(rule));

/** The same field, optional (absent, null or blank is null). */
export const optionalStrictNumber = (rule: NumberRule) => anyValue().transform(toOptionalNumber(rule));

export type IntRule = Omit<NumberRule, 'decimals' | 'tooManyDecimals' | 'max'> & { max?: number };
export type MoneyRule = Omit<NumberRule, 'decimals'>;

/**
 * The rule of an integer that lands in an `integer` column: whole, within [min, max], and max never
 * past the column (a rule that asks for more is a mistake in the code, caught when the module loads).
 * Without a max, the column's.
 */
export function intRule(rule: IntRule): NumberRule {
  const max = rule.max ?? DB_INT_MAX;
  if (max > DB_INT_MAX || rule.min < DB_INT_MIN) throw new RangeError(`An integer column holds ${DB_INT_MIN} to ${DB_INT_MAX}, not ${rule.min} to ${max}`);
  return { ...rule, max, decimals: 0 };
}

/**
 * The rule of an amount of money in EGP that lands in a `decimal` column: whole piastres (at most 2
 * decimals, checked before anything rounds it), within [min, max], max never past the column.
 */
export function moneyRule(rule: MoneyRule): NumberRule {
  if (rule.max > DB_DECIMAL_MAX || rule.min < -DB_DECIMAL_MAX) throw new RangeError(`A decimal column holds up to ${DB_DECIMAL_MAX}, not ${rule.min} to ${rule.max}`);
  return { ...rule, decimals: MONEY_DECIMALS };
}

/** An integer field bounded by its column (intRule). */
export const dbInt = (rule: IntRule) => strictNumber(intRule(rule));
/** The same, optional (blank or absent is null). */
export const optionalDbInt = (rule: IntRule) => optionalStrictNumber(intRule(rule));
/** A money field in whole piastres bounded by its column (moneyRule). */
export const moneyAmount = (rule: MoneyRule) => strictNumber(moneyRule(rule));
/** The same, optional (blank or absent is null). */
export const optionalMoneyAmount = (rule: MoneyRule) => optionalStrictNumber(moneyRule(rule));

/**
 * A number that names a row in a path or a query (`/orders/by-number/:number`, an outbox mail's id):
 * a positive integer that fits the `integer` column, else null, which the route answers as unknown
 * (404): no row can have it, so the database is not asked.
 */
export function rowNumberParam(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const read = readStrictNumber(value, { decimals: 0 });
  return read.ok && read.value >= 1 && read.value <= DB_INT_MAX ? read.value : null;
}
