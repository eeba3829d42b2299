import { describe, expect, it } from 'vitest';
import { CITIES, deliveryDayRange, expectedArrival } from './shipping.js';

describe('shipping', () => {
  it('delivers to exactly the three cities', () => {
    expect(CITIES).toEqual(['Alexandria', 'Cairo', 'Giza']);
  });

  it('promises a zone estimate to one day more, and turns it into dates from when an order was placed', () => {
    expect(deliveryDayRange(2)).toEqual({ min: 2, max: 3 });
    const { from, to } = expectedArrival(new Date('2026-11-28T10:00:00.000Z'), 3);
    expect([from.toISOString(), to.toISOString()]).toEqual(['2026-12-01T10:00:00.000Z', '2026-12-02T10:00:00.000Z']);
  });
});
