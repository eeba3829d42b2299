import { describe, expect, it } from 'vitest';
import { CITIES, shippingPiastres, shippingPrice } from './shipping.js';

describe('shipping', () => {
  it('costs 50 EGP up to and including 1500, and nothing above it', () => {
    expect(shippingPrice(0)).toBe(50);
    expect(shippingPrice(1500)).toBe(50);
    expect(shippingPrice(1500.01)).toBe(0);
    expect(shippingPiastres(150_001)).toBe(0);
    expect(shippingPiastres(150_000)).toBe(5000);
  });

  it('delivers to exactly the three cities', () => {
    expect(CITIES).toEqual(['Alexandria', 'Cairo', 'Giza']);
  });
});
