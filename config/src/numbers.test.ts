import { describe, expect, it } from 'vitest';
import { DB_INT_MAX, dbInt, moneyAmount, optionalDbInt, readStrictNumber, rowNumberParam } from './numbers.js';
import { issue, issueError } from './error-codes.js';
import { codRulesBody } from './cod-risk.js';
import { shippingZoneBody } from './shipping-zone-forms.js';
import { promoCreateBody, productUpdateBody } from './admin.js';
import { storeCreditAdjustmentBody } from './store-credit.js';
import { refundBody } from './returns.js';
import { parseSearchParams } from './validation.js';

const read = (value: unknown, decimals = 0) => readStrictNumber(value, { decimals });

describe('readStrictNumber, the one strict number parser', () => {
  it.each([
    ['500', 0, 500],
    ['٥٠٠', 0, 500],
    ['۵۰۰', 0, 500],
    [' 12 ', 0, 12],
    ['12.34', 2, 12.34],
    ['١٢٫٥', 2, 12.5],
    ['0', 0, 0],
    ['-5', 0, -5],
    ['0.5', 2, 0.5],
    [12, 0, 12],
    [12.5, 2, 12.5],
    [0.07, 2, 0.07],
    [-30.5, 2, -30.5],
  ])('reads %j (%i decimals) as %d', (value, decimals, expected) => {
    expect(read(value, decimals)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['0x10'],
    ['1e2'],
    ['1E2'],
    ['Infinity'],
    ['-Infinity'],
    ['NaN'],
    ['+5'],
    ['1 000'],
    ['1,000'],
    ['007'],
    ['.5'],
    ['5.'],
    ['0b11'],
    ['12abc'],
    ['٥e٢'],
    [[1]],
    [['5']],
    [true],
    [false],
    [{}],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ['9'.repeat(40)],
  ])('refuses %j as no number', (value) => {
    expect(read(value, 2)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('says "missing" for no value and for blank text, never 0', () => {
    for (const value of [undefined, null, '', '   ']) expect(read(value)).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses more decimals than allowed before anything rounds: 1e-9, 12.345, 0.1 + 0.2', () => {
    expect(read('12.345', 2)).toEqual({ ok: false, reason: 'decimals' });
    expect(read(12.345, 2)).toEqual({ ok: false, reason: 'decimals' });
    expect(read(1e-9, 2)).toEqual({ ok: false, reason: 'decimals' });
    expect(read(-1e-9, 2)).toEqual({ ok: false, reason: 'decimals' });
    expect(read(0.1 + 0.2, 2)).toEqual({ ok: false, reason: 'decimals' });
    expect(read('1.5', 0)).toEqual({ ok: false, reason: 'decimals' });
    expect(read(1.5, 0)).toEqual({ ok: false, reason: 'decimals' });
  });

  it('reads JSON numbers only where a field takes JSON only', () => {
    expect(readStrictNumber('5', { source: 'json' })).toEqual({ ok: false, reason: 'invalid' });
    expect(readStrictNumber(5, { source: 'json' })).toEqual({ ok: true, value: 5 });
  });
});

describe('the bounded schemas', () => {
  const codeOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (result.success ? undefined : issueError(result.error!.issues[0]!)?.code);
  const invalid = issue('stockInvalid');

  it('dbInt never lets a number past the integer column through, and refuses a rule that asks for more', () => {
    const schema = dbInt({ min: 0, invalid, tooLarge: issue('stockTooLarge') });
    expect(schema.parse(DB_INT_MAX)).toBe(DB_INT_MAX);
    expect(codeOf(schema.safeParse(DB_INT_MAX + 1))).toBe('stockTooLarge');
    expect(codeOf(schema.safeParse(1e15))).toBe('stockTooLarge');
    expect(codeOf(schema.safeParse(-1))).toBe('stockInvalid');
    expect(codeOf(schema.safeParse(undefined))).toBe('stockInvalid');
    expect(() => dbInt({ min: 0, max: DB_INT_MAX + 1, invalid })).toThrow(RangeError);
    expect(() => moneyAmount({ min: 0, max: 1e9, invalid })).toThrow(RangeError);
  });

  it('optional numbers read blank as null, not 0', () => {
    const schema = optionalDbInt({ min: 1, invalid });
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(codeOf(schema.safeParse('0x10'))).toBe('stockInvalid');
  });

  it('rowNumberParam: a positive integer within the column, else null (a 404 without a query)', () => {
    expect(rowNumberParam('10001')).toBe(10001);
    expect(rowNumberParam('2147483647')).toBe(DB_INT_MAX);
    for (const text of ['2147483648', '999999999999999', '0', '-1', '1e3', '0x10', '', '1.5']) expect(rowNumberParam(text), text).toBeNull();
  });
});

describe('every admin number field reads through the strict parser (issue 36)', () => {
  const first = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (result.success ? undefined : issueError(result.error!.issues[0]!)?.code);

  it('COD rules: "0x10", "1e3", 1e-9, [1] are refused; Arabic digits read', () => {
    for (const maxCodTotal of ['0x10', '1e3', 1e-9, [1000], true]) expect(first(codRulesBody.safeParse({ maxCodTotal, refusalsToBlock: 2 })), JSON.stringify(maxCodTotal)).toBe('codLimitInvalid');
    for (const refusalsToBlock of [[1], '0x2', true, '', 2.5]) expect(first(codRulesBody.safeParse({ maxCodTotal: null, refusalsToBlock })), JSON.stringify(refusalsToBlock)).toBe('refusalsToBlockInvalid');
    expect(codRulesBody.parse({ maxCodTotal: '٥٠٠', refusalsToBlock: '٣' })).toEqual({ maxCodTotal: 500, refusalsToBlock: 3 });
    expect(codRulesBody.parse({ maxCodTotal: '', refusalsToBlock: 2 })).toEqual({ maxCodTotal: null, refusalsToBlock: 2 });
  });

  it('shipping zones: a fee of "0x10", "1e2" or 1e-9 is refused, not read as 16, 100 or 0', () => {
    for (const shippingPrice of ['0x10', '1e2', 1e-9]) expect(first(shippingZoneBody.safeParse({ shippingPrice, freeShippingAbove: 1500, deliveryDays: 3 }))).toBe('shippingPriceInvalid');
    expect(shippingZoneBody.parse({ shippingPrice: '٨٥٫٥', freeShippingAbove: '1500', deliveryDays: '٣' })).toEqual({ shippingPrice: 85.5, freeShippingAbove: 1500, deliveryDays: 3 });
  });

  it('promos: usageLimit past the column and "1e10" are refused with codes', () => {
    const promo = { code: 'SALE', discountType: 'fixed', discountValue: 5 };
    expect(first(promoCreateBody.safeParse({ ...promo, usageLimit: 3_000_000_000 }))).toBe('usageLimitTooLarge');
    expect(first(promoCreateBody.safeParse({ ...promo, usageLimit: '1e10' }))).toBe('usageLimitNotWhole');
    expect(first(promoCreateBody.safeParse({ ...promo, discountValue: 5.555 }))).toBe('discountValueDecimals');
    expect(first(promoCreateBody.safeParse({ ...promo, discountValue: '0x10' }))).toBe('discountValueRequired');
    expect(promoCreateBody.parse({ ...promo, usageLimit: '٥' }).usageLimit).toBe(5);
  });

  it('product price and stock, store credit and refunds: whole piastres, bounded', () => {
    expect(first(productUpdateBody.pick({ price: true }).safeParse({ price: 1e-9 }))).toBe('priceDecimals');
    expect(first(productUpdateBody.pick({ price: true }).safeParse({ price: '0x10' }))).toBe('priceNotNumber');
    expect(first(storeCreditAdjustmentBody.safeParse({ amount: 1e-9 }))).toBe('priceDecimals');
    expect(first(storeCreditAdjustmentBody.safeParse({ amount: '10' }))).toBe('storeCreditAmountInvalid');
    expect(storeCreditAdjustmentBody.parse({ amount: -30.5 }).amount).toBe(-30.5);
    expect(first(refundBody.safeParse({ version: 0, method: 'cash', amount: 1e-9 }))).toBe('refundAmountInvalid');
    expect(refundBody.parse({ version: '3', method: 'cash', amount: '١٢٫٥' })).toMatchObject({ version: 3, amount: 12.5 });
  });

  it('the search price boxes read Arabic-Indic digits (issue 37) and refuse hex and exponents', () => {
    const parsed = parseSearchParams(new URLSearchParams({ minPrice: '٥٠٠', maxPrice: '1000' }));
    expect(parsed.success && [parsed.data.minPrice, parsed.data.maxPrice]).toEqual([500, 1000]);
    for (const minPrice of ['0x10', '1e2', '5.555']) expect(parseSearchParams(new URLSearchParams({ minPrice })).success, minPrice).toBe(false);
  });
});
