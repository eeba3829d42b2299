import { describe, expect, it } from 'vitest';
import { formatPrice } from './i18n.js';
import { toEgp, toPiastres } from './money.js';

describe('money', () => {
  it('converts EGP to whole piastres without float drift', () => {
    expect(toPiastres(0.1 + 0.2)).toBe(30);
    expect(toPiastres(899.5)).toBe(89950);
    expect(toPiastres(1.005)).toBe(101);
    expect(toEgp(89950)).toBe(899.5);
    expect(toEgp(toPiastres(19.99) * 3)).toBe(59.97);
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => toPiastres(Number.NaN)).toThrow(RangeError);
    expect(() => toPiastres(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('formats EGP with the code and 2 decimals', () => {
    expect(formatPrice(1234).replace(/\s/g, ' ')).toBe('EGP 1,234.00');
    expect(formatPrice(150.5).replace(/\s/g, ' ')).toBe('EGP 150.50');
    expect(formatPrice(0).replace(/\s/g, ' ')).toBe('EGP 0.00');
  });
});
