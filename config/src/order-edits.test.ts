import { describe, expect, it } from 'vitest';
import { firstIssue } from './accounts.js';
import { englishOf } from './error-words-en.js';
import { toPiastres } from './money.js';
import {
  describeOrderEdit,
  linesAfterForm,
  mayEditLines,
  meetsPromoMinimum,
  mergeLines,
  orderLineForm,
  orderLinesBody,
  stockDifference,
} from './order-edits.js';

const leotard = { _id: 'p1', name: 'Leotard' };
const bun = { _id: 'p2', name: 'Hair Bun Kit' };

describe('which orders staff may edit', () => {
  it('only before it ships', () => {
    expect(['pending', 'confirmed', 'shipped', 'delivered', 'refused', 'returned', 'cancelled'].filter((status) => mayEditLines(status as never))).toEqual([
      'pending',
      'confirmed',
    ]);
  });
});

describe('the stock an edit moves', () => {
  it('is new − old per product and size, without the sizes that do not change', () => {
    const before = [
      { ...leotard, size: 'S', quantity: 1 },
      { ...bun, size: 'One Size', quantity: 2 },
    ];
    const after = [
      { ...leotard, size: 'M', quantity: 2 },
      { ...bun, size: 'One Size', quantity: 2 },
      { _id: 'p3', size: 'S', quantity: 1 },
    ];
    expect(stockDifference(before, after)).toEqual([
      { _id: 'p1', size: 'S', quantity: -1 },
      { _id: 'p1', size: 'M', quantity: 2 },
      { _id: 'p3', size: 'S', quantity: 1 },
    ]);
    expect(stockDifference(before, before)).toEqual([]);
  });

  it('merges lines of the same product and size', () => {
    expect(mergeLines([{ _id: 'p1', size: 'S', quantity: 1 }, { _id: 'p2', size: 'S', quantity: 1 }, { _id: 'p1', size: 'S', quantity: 2 }])).toEqual([
      { _id: 'p1', size: 'S', quantity: 3 },
      { _id: 'p2', size: 'S', quantity: 1 },
    ]);
  });
});

describe('a promo’s minimum', () => {
  it('is met at or above it, and always without one', () => {
    expect(meetsPromoMinimum(500, toPiastres(500))).toBe(true);
    expect(meetsPromoMinimum(500, toPiastres(499.99))).toBe(false);
    expect(meetsPromoMinimum(null, 0)).toBe(true);
    expect(meetsPromoMinimum(0, 0)).toBe(true);
  });
});

describe('the timeline entry', () => {
  it('names each change, then the totals', () => {
    const note = describeOrderEdit(
      [
        { ...leotard, size: 'S', quantity: 1 },
        { ...bun, size: 'One Size', quantity: 1 },
      ],
      [{ ...leotard, size: 'M', quantity: 2 }],
      { before: 650, after: 700 },
    );
    expect(note).toBe('Leotard: S × 1 → M × 2; Removed Hair Bun Kit (One Size × 1); Total 650 EGP → 700 EGP');
  });

  it('says a quantity change, an added line and a dropped promo', () => {
    const note = describeOrderEdit(
      [{ ...leotard, size: 'S', quantity: 3 }],
      [
        { ...leotard, size: 'S', quantity: 1 },
        { ...bun, size: 'One Size', quantity: 1 },
      ],
      { before: 590, after: 430 },
      { code: 'PLIE10', minimum: 500, items: 380 },
    );
    expect(note).toBe('Leotard: S × 3 → S × 1; Added Hair Bun Kit (One Size × 1); Promo PLIE10 removed: items 380 EGP are below its minimum of 500 EGP; Total 590 EGP → 430 EGP');
  });
});

describe('PUT /api/orders/:id/lines body', () => {
  const line = { _id: 'p1', size: 'S', quantity: 1 };
  it('keeps only product, size and quantity (prices sent are ignored)', () => {
    expect(orderLinesBody.parse({ version: 2, orderItems: [{ ...line, price: 1, name: 'x' }] })).toEqual({ version: 2, orderItems: [line] });
  });

  it.each([
    [{ version: 0, orderItems: [] }, 'An order needs at least one line: cancel it instead'],
    [{ orderItems: [line] }, 'version must be the order version you edited (a whole number)'],
    [{ version: -1, orderItems: [line] }, 'version must be the order version you edited (a whole number)'],
    [{ version: 0, orderItems: [{ ...line, size: 'XL' }] }, 'Size must be one of XS, S, M, One Size'],
  ])('refuses %j', (body, message) => {
    const result = orderLinesBody.safeParse(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(englishOf(firstIssue(result.error))).toBe(message);
  });
});

describe('the admin order page’s line forms', () => {
  const lines = [
    { _id: 'p1', size: 'S', quantity: 1 },
    { _id: 'p2', size: 'S', quantity: 1 },
  ];
  it('change one line, remove one, or add one', () => {
    const edit = orderLineForm.parse({ intent: 'edit-line', version: '3', line: '0', size: 'M', quantity: '٢' });
    expect(edit).toEqual({ intent: 'edit-line', version: 3, line: 0, size: 'M', quantity: 2 });
    expect(linesAfterForm(lines, edit)).toEqual([{ _id: 'p1', size: 'M', quantity: 2 }, lines[1]]);
    expect(linesAfterForm(lines, orderLineForm.parse({ intent: 'remove-line', version: '3', line: '1' }))).toEqual([lines[0]]);
    const add = orderLineForm.parse({ intent: 'add-line', version: '3', product: 'wrap-skirt', size: 'S', quantity: '1' });
    expect(linesAfterForm(lines, add, 'p9')).toEqual([...lines, { _id: 'p9', size: 'S', quantity: 1 }]);
  });

  it('refuses a quantity of 0 with the shop’s words', () => {
    const result = orderLineForm.safeParse({ intent: 'edit-line', version: '0', line: '0', size: 'S', quantity: '0' });
    expect(result.success).toBe(false);
    if (!result.success) expect(englishOf(firstIssue(result.error))).toBe('Quantity must be a whole number from 1 to 99');
  });
});
