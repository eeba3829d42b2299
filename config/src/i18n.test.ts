import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPercent, formatPrice, normaliseDigits, plural, toLocale } from './i18n.js';

const BIDI_MARKS = /[\u200e\u200f\u061c]/;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;
/** No bidi marks and only Latin digits: what every Arabic figure of the shop must be (ADR 011). */
const expectLatinWithoutMarks = (text: string) => {
  expect(text).not.toMatch(BIDI_MARKS);
  expect(text).not.toMatch(ARABIC_INDIC_DIGITS);
};

describe('formatPrice', () => {
  it('writes English prices as the shop always has', () => {
    expect(formatPrice(1234, 'en')).toBe('EGP\u00a01,234.00');
    expect(formatPrice(0.5)).toBe('EGP\u00a00.50');
  });

  it('writes Arabic prices with Latin digits, the Egyptian pound sign and no bidi marks', () => {
    const price = formatPrice(1234.5, 'ar');
    expect(price).toContain('1,234.50');
    expect(price).toContain('ج.م.');
    expectLatinWithoutMarks(price);
  });
});

describe('formatNumber and formatPercent', () => {
  it('group thousands the same way in both languages', () => {
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, 'ar')).toBe('1,234,567.89');
  });

  it('write shares as whole percentages', () => {
    expect(formatPercent(0.25, 'en')).toBe('25%');
    const arabic = formatPercent(0.254, 'ar');
    expect(arabic).toMatch(/^25[%٪]$/);
    expectLatinWithoutMarks(arabic);
  });
});

describe('formatDate', () => {
  // 21:30 UTC on 22 November is 23:30 in Cairo: still the 22nd there.
  const late = '2026-11-22T21:30:00Z';

  it('writes dates in Cairo time in English', () => {
    expect(formatDate(late, 'en')).toMatch(/22/);
    expect(formatDate(late, 'en')).toMatch(/2026/);
    expect(formatDate(late, 'en', true)).toMatch(/11:30/);
  });

  it('writes Arabic dates with Latin digits and no bidi marks', () => {
    for (const text of [formatDate(late, 'ar'), formatDate(new Date(late), 'ar', true)]) {
      expect(text).toMatch(/22/);
      expect(text).toMatch(/2026/);
      expectLatinWithoutMarks(text);
    }
    expect(formatDate(late, 'ar', true)).toMatch(/11:30/);
  });

  it('moves to the next day in Cairo before it does in UTC', () => {
    expect(formatDate('2026-11-22T22:30:00Z', 'en')).toMatch(/23/);
  });
});

describe('plural', () => {
  const forms = { zero: 'zero {count}', one: 'one {count}', two: 'two {count}', few: 'few {count}', many: 'many {count}', other: 'other {count}' };

  it('uses the six Arabic forms', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map((count) => plural('ar', count, forms))).toEqual([
      'zero 0',
      'one 1',
      'two 2',
      'few 3',
      'few 10',
      'many 11',
      'many 99',
      'other 100',
      'other 102',
    ]);
  });

  it('uses one and other in English, with the count formatted', () => {
    expect([0, 1, 2, 1500].map((count) => plural('en', count, forms))).toEqual(['other 0', 'one 1', 'other 2', 'other 1,500']);
  });

  it('falls back to other when a form is missing', () => {
    expect(plural('ar', 2, { one: 'قطعة واحدة', other: '{count} قطع' })).toBe('2 قطع');
  });
});

describe('normaliseDigits', () => {
  it('turns both Arabic digit sets into Latin digits', () => {
    expect(normaliseDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normaliseDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('leaves everything else as it is in mixed text', () => {
    expect(normaliseDigits('٠١٢ 345 ۶۷۸۹')).toBe('012 345 6789');
    expect(normaliseDigits('SALE٢٠ شقة ٥')).toBe('SALE20 شقة 5');
    expect(normaliseDigits('')).toBe('');
  });
});

describe('toLocale', () => {
  it('reads a sent language, English when it is missing or unknown', () => {
    expect(toLocale('ar')).toBe('ar');
    expect(toLocale('fr')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
  });
});
