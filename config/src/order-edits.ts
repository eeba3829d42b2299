/**
 * Order edits while confirming (issue 23, ADR 022): staff change a line's size or quantity, remove a
 * line or add one before the order ships. The CMS re-prices the whole order and moves only the
 * difference in stock, in one transaction with a compare-and-set on the order's `version`. This module
 * holds the rules both apps share: the body, which statuses may be edited, the stock difference, the
 * promo's minimum and the words of the timeline entry.
 */
import { z } from 'zod';
import { issue } from './error-codes.js';
import { toPiastres, type Piastres } from './money.js';
import { MAX_ID_LENGTH } from './validation.js';
import { DB_INT_MAX, dbInt, intRule, toNumber } from './numbers.js';
import { SIZES } from './catalog.js';
import { MAX_ORDER_LINES, lineQuantity, lineQuantityText } from './orders.js';
import type { OrderStatus } from './order-life-cycle.js';

/** Before it ships: the statuses whose lines staff may change. */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed'];
export const mayEditLines = (status: OrderStatus): boolean => EDITABLE_STATUSES.includes(status);

/** One line of the new list: the product (its `_id`), the size and how many. Names and prices come from the CMS. */
export const editedLine = z.object({
  _id: z.string({ message: issue('orderLineNeedsProduct') }).min(1, issue('orderLineNeedsProduct')).max(MAX_ID_LENGTH, issue('orderLineNeedsProduct')),
  size: z.enum(SIZES, { message: issue('sizeInvalid', { choices: SIZES }) }),
  quantity: lineQuantity,
});
export type EditedLine = z.output<typeof editedLine>;

/**
 * Body of PUT /api/orders/:id/lines (admin): the order's whole new list of lines and the `version`
 * of the order the staff member edited (its compare-and-set). No lines is refused: staff cancel instead.
 */
export const orderLinesBody = z.object({
  version: dbInt({ min: 0, max: DB_INT_MAX, source: 'json', invalid: issue('orderVersionInvalid') }),
  orderItems: z
    .array(editedLine, { message: issue('orderItemsNotList') })
    .min(1, issue('orderEditEmpty'))
    .max(MAX_ORDER_LINES, issue('tooManyOrderLines', { max: MAX_ORDER_LINES })),
});
export type OrderLinesBody = z.output<typeof orderLinesBody>;

/** A line as the rules below read it (an order's stored line has more fields; its size is any text). */
export interface LineOf {
  _id: string;
  size: string;
  quantity: number;
}

/** Lines with the same product and size become one (their quantities added), in first-seen order. */
export function mergeLines<Line extends LineOf>(lines: ReadonlyArray<Line>): Line[] {
  const merged = new Map<string, Line>();
  for (const line of lines) {
    const key = `${line._id}\u0000${line.size}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

/** A change of stock for one product and size: positive takes units, negative gives them back. */
export interface StockChange {
  _id: string;
  size: string;
  quantity: number;
}

/** What the edit moves in stock: new − old per product and size, without the sizes that do not change. */
export function stockDifference(before: ReadonlyArray<LineOf>, after: ReadonlyArray<LineOf>): StockChange[] {
  const change = new Map<string, StockChange>();
  const add = (line: LineOf, sign: 1 | -1) => {
    const key = `${line._id}\u0000${line.size}`;
    const entry = change.get(key) ?? { _id: line._id, size: line.size, quantity: 0 };
    entry.quantity += sign * line.quantity;
    change.set(key, entry);
  };
  for (const line of before) add(line, -1);
  for (const line of after) add(line, 1);
  return [...change.values()].filter((entry) => entry.quantity !== 0);
}

/** True when a promo with this minimum (EGP, null for none) still applies to an items total. */
export const meetsPromoMinimum = (minimumOrder: number | null | undefined, items: Piastres): boolean =>
  !minimumOrder || items >= toPiastres(minimumOrder);

/** A line as the timeline describes it. */
export interface NamedLine extends LineOf {
  name: string;
}

/** An amount in staff's notes: '650 EGP', '649.5 EGP'. */
const formatEgp = (egp: number) => `${egp} EGP`;

const lineWords = (line: Pick<NamedLine, 'size' | 'quantity'>) => `${line.size} × ${line.quantity}`;

/**
 * The timeline entry of an edit, in staff's words (English, as every staff note): one phrase per
 * change, e.g. "Leotard: S × 1 → M × 2", "Removed Hair Bun Kit (M × 1)", "Added Tights (L × 2)",
 * then the total before → after and, when the promo was dropped, why.
 */
export function describeOrderEdit(
  before: ReadonlyArray<NamedLine>,
  after: ReadonlyArray<NamedLine>,
  totals: { before: number; after: number },
  promoDropped?: { code: string; minimum: number; items: number },
): string {
  const phrases: string[] = [];
  const products = [...new Set([...before, ...after].map((line) => line._id))];
  for (const product of products) {
    const old = before.filter((line) => line._id === product);
    const now = after.filter((line) => line._id === product);
    const name = (now[0] ?? old[0])!.name;
    // Same size, another quantity first; then the remaining lines pair up as size changes.
    const oldLeft = old.filter((line) => !now.some((other) => other.size === line.size && other.quantity === line.quantity));
    const nowLeft = now.filter((line) => !old.some((other) => other.size === line.size && other.quantity === line.quantity));
    const sameSize = oldLeft.filter((line) => nowLeft.some((other) => other.size === line.size));
    for (const line of sameSize) phrases.push(`${name}: ${lineWords(line)} → ${lineWords(nowLeft.find((other) => other.size === line.size)!)}`);
    const oldRest = oldLeft.filter((line) => !sameSize.includes(line));
    const nowRest = nowLeft.filter((line) => !sameSize.some((other) => other.size === line.size));
    const paired = Math.min(oldRest.length, nowRest.length);
    for (let index = 0; index < paired; index += 1) phrases.push(`${name}: ${lineWords(oldRest[index]!)} → ${lineWords(nowRest[index]!)}`);
    for (const line of oldRest.slice(paired)) phrases.push(`Removed ${name} (${lineWords(line)})`);
    for (const line of nowRest.slice(paired)) phrases.push(`Added ${name} (${lineWords(line)})`);
  }
  if (promoDropped) {
    phrases.push(`Promo ${promoDropped.code} removed: items ${formatEgp(promoDropped.items)} are below its minimum of ${formatEgp(promoDropped.minimum)}`);
  }
  phrases.push(`Total ${formatEgp(totals.before)} → ${formatEgp(totals.after)}`);
  return phrases.join('; ');
}

const versionText = z.string({ message: issue('orderVersionInvalid') }).transform(toNumber(intRule({ min: 0, invalid: issue('orderVersionInvalid') })));
const lineIndexText = z.string({ message: issue('orderLineNeedsProduct') }).transform(toNumber(intRule({ min: 0, max: MAX_ORDER_LINES - 1, invalid: issue('orderLineNeedsProduct') })));
const sizeField = z.enum(SIZES, { message: issue('sizeInvalid', { choices: SIZES }) });

/**
 * The admin order page's three line forms (plain POSTs to the route's action, told apart by
 * `intent`): change a line's size and quantity, remove a line, add a line by the product's slug.
 * Each carries the `version` of the order the page showed.
 */
export const orderLineForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('edit-line'), version: versionText, line: lineIndexText, size: sizeField, quantity: lineQuantityText }),
  z.object({ intent: z.literal('remove-line'), version: versionText, line: lineIndexText }),
  z.object({
    intent: z.literal('add-line'),
    version: versionText,
    product: z.string({ message: issue('orderLineNeedsProduct') }).trim().min(1, issue('orderLineNeedsProduct')).max(MAX_ID_LENGTH, issue('orderLineNeedsProduct')),
    size: sizeField,
    quantity: lineQuantityText,
  }),
]);
export type OrderLineForm = z.output<typeof orderLineForm>;

/**
 * The order's new list of lines after one form: the lines as they are, with the one change. A line
 * index that is not there leaves the list as it was (the CMS then answers the order unchanged).
 */
export function linesAfterForm(lines: ReadonlyArray<LineOf>, form: OrderLineForm, addedProductId?: string): LineOf[] {
  const current = lines.map(({ _id, size, quantity }) => ({ _id, size, quantity }));
  if (form.intent === 'edit-line') return current.map((line, index) => (index === form.line ? { ...line, size: form.size, quantity: form.quantity } : line));
  if (form.intent === 'remove-line') return current.filter((_, index) => index !== form.line);
  return addedProductId ? [...current, { _id: addedProductId, size: form.size, quantity: form.quantity }] : current;
}
