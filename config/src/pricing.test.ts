/**
 * Every expected amount here was worked out by hand (the arithmetic is in the comments), never by
 * calling the code under test: a wrong formula must make these fail.
 */
import { describe, expect, it } from 'vitest';
import { orderTotals, priceOrder, promoDiscountPiastres, shippingPiastres, shippingPrice } from './pricing.js';

const WELCOME10 = { discountType: 'percentage', discountValue: 10 } as const;
const fixed = (egp: number) => ({ discountType: 'fixed', discountValue: egp }) as const;
const percent = (value: number) => ({ discountType: 'percentage', discountValue: value }) as const;

describe('an order with a promo', () => {
  it('2 × EGP 450.00 + 1 × EGP 1,299.99 with WELCOME10, delivered to Cairo', () => {
    // items 2 × 450.00 + 1,299.99 = 2,199.99; 10 % of 219,999 piastres = 21,999.9 → 22,000 = 220.00;
    // 2,199.99 > 1,500 so shipping is free; total 2,199.99 − 220.00 = 1,979.99.
    const lines = [
      { price: 450, quantity: 2 },
      { price: 1299.99, quantity: 1 },
    ];
    expect(priceOrder(lines, WELCOME10)).toEqual({ itemsPrice: 2199.99, shippingPrice: 0, taxPrice: 0, discount: 220, totalPrice: 1979.99 });
  });
});

describe('shipping: EGP 50, free strictly above EGP 1,500 of items', () => {
  it('exactly 1,500.00 pays shipping', () => {
    // 3 × 500.00 = 1,500.00, not above 1,500: 1,500.00 + 50.00 = 1,550.00.
    expect(priceOrder([{ price: 500, quantity: 3 }])).toEqual({ itemsPrice: 1500, shippingPrice: 50, taxPrice: 0, discount: 0, totalPrice: 1550 });
  });

  it('one piastre below pays shipping', () => {
    // 1,499.99 + 50.00 = 1,549.99.
    expect(priceOrder([{ price: 1499.99, quantity: 1 }])).toEqual({ itemsPrice: 1499.99, shippingPrice: 50, taxPrice: 0, discount: 0, totalPrice: 1549.99 });
  });

  it('one piastre above ships free', () => {
    expect(priceOrder([{ price: 1500.01, quantity: 1 }])).toEqual({ itemsPrice: 1500.01, shippingPrice: 0, taxPrice: 0, discount: 0, totalPrice: 1500.01 });
  });

  it('is judged on the items before the discount', () => {
    // 1,600.00 of items ships free; 10 % off is 160.00; total 1,440.00 (below 1,500, still free).
    expect(priceOrder([{ price: 1600, quantity: 1 }], WELCOME10)).toEqual({ itemsPrice: 1600, shippingPrice: 0, taxPrice: 0, discount: 160, totalPrice: 1440 });
  });

  it('in piastres and in EGP', () => {
    expect(shippingPiastres(150_000)).toBe(5_000);
    expect(shippingPiastres(150_001)).toBe(0);
    expect(shippingPrice(0)).toBe(50);
    expect(shippingPrice(1500)).toBe(50);
    expect(shippingPrice(1500.01)).toBe(0);
  });
});

describe('promos', () => {
  const twoWarmUps = [{ price: 149.99, quantity: 2 }]; // 299.98 of items, plus 50.00 shipping

  it('a percentage comes off the items', () => {
    // 10 % of 29,998 piastres = 2,999.8 → 3,000 = 30.00; 299.98 + 50.00 − 30.00 = 319.98.
    expect(priceOrder(twoWarmUps, WELCOME10)).toEqual({ itemsPrice: 299.98, shippingPrice: 50, taxPrice: 0, discount: 30, totalPrice: 319.98 });
  });

  it('a fixed amount comes off as it is', () => {
    // 299.98 + 50.00 − 75.00 = 274.98.
    expect(priceOrder(twoWarmUps, fixed(75))).toEqual({ itemsPrice: 299.98, shippingPrice: 50, taxPrice: 0, discount: 75, totalPrice: 274.98 });
  });

  it('a fixed amount larger than the cart takes the items only: shipping is still paid', () => {
    // 500.00 off 285.00 of items is capped at 285.00; 285.00 + 50.00 − 285.00 = 50.00.
    expect(priceOrder([{ price: 285, quantity: 1 }], fixed(500))).toEqual({ itemsPrice: 285, shippingPrice: 50, taxPrice: 0, discount: 285, totalPrice: 50 });
    expect(priceOrder([{ price: 285, quantity: 1 }], percent(100))).toMatchObject({ discount: 285, totalPrice: 50 });
    expect(promoDiscountPiastres(fixed(100), 5_000)).toBe(5_000);
  });

  it('a percentage is rounded to the nearest piastre', () => {
    // 15 % of 3 × 19.99 = 5,997 piastres × 0.15 = 899.55 → 900 = 9.00; 59.97 + 50.00 − 9.00 = 100.97.
    expect(priceOrder([{ price: 19.99, quantity: 3 }], percent(15))).toEqual({ itemsPrice: 59.97, shippingPrice: 50, taxPrice: 0, discount: 9, totalPrice: 100.97 });
    // 12.5 % of 333 piastres = 41.625 → 42; 10 % of 64,950 = 6,495 exactly; half a piastre (10 % of 5) rounds up to 1.
    expect(promoDiscountPiastres(percent(12.5), 333)).toBe(42);
    expect(promoDiscountPiastres(percent(10), 64_950)).toBe(6_495);
    expect(promoDiscountPiastres(percent(10), 5)).toBe(1);
  });

  it('a discount given in piastres (the storefront passes what the CMS answered) is capped the same way', () => {
    // 100.00 of items, 500.00 off asked: 100.00 off; 100.00 + 50.00 − 100.00 = 50.00.
    expect(orderTotals([{ price: 100, quantity: 1 }], 50_000)).toEqual({ itemsPrice: 100, shippingPrice: 50, taxPrice: 0, discount: 100, totalPrice: 50 });
    // 3 × 19.99 = 59.97; 59.97 + 50.00 − 5.99 = 103.98.
    expect(orderTotals([{ price: 19.99, quantity: 3 }], 599).totalPrice).toBe(103.98);
  });
});

describe('arithmetic', () => {
  it('counts in piastres: no float drift', () => {
    // In floating point 3 × 0.1 + 0.2 is 0.5000000000000001 and 3 × 19.99 is 59.97000000000001.
    expect(orderTotals([{ price: 0.1, quantity: 3 }, { price: 0.2, quantity: 1 }]).itemsPrice).toBe(0.5);
    expect(orderTotals([{ price: 19.99, quantity: 3 }]).itemsPrice).toBe(59.97);
  });

  it('prices include VAT: no tax is added on top', () => {
    // 100.00 + 50.00 shipping = 150.00 (not 164.00 with 14 % VAT added).
    expect(priceOrder([{ price: 100, quantity: 1 }])).toEqual({ itemsPrice: 100, shippingPrice: 50, taxPrice: 0, discount: 0, totalPrice: 150 });
  });

  it('an empty cart costs nothing, not even shipping', () => {
    expect(priceOrder([], WELCOME10)).toEqual({ itemsPrice: 0, shippingPrice: 0, taxPrice: 0, discount: 0, totalPrice: 0 });
  });
});
