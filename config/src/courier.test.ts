import { describe, expect, it } from 'vitest';
import { cashDifferenceEvent, cashDifferenceNote, checkCash } from './courier.js';

describe('checkCash (issue 36): the courier’s cash against the amount due', () => {
  it('compares in piastres with amountDue (the total less the store credit used)', () => {
    expect(checkCash({ totalPrice: 500 }, 1)).toEqual({ expected: 50_000, reported: 100, difference: -49_900 });
    expect(checkCash({ totalPrice: '500.00', storeCreditUsed: '100.00' }, 400)).toEqual({ expected: 40_000, reported: 40_000, difference: 0 });
    expect(checkCash({ totalPrice: 0.3, storeCreditUsed: 0.1 }, 0.2).difference).toBe(0);
    expect(checkCash({ totalPrice: 50, storeCreditUsed: 80 }, 0).difference).toBe(0);
    expect(checkCash({ totalPrice: 500 }, 500.01).difference).toBe(1);
  });

  it('writes a staff note and event only for a difference', () => {
    expect(cashDifferenceNote('bosta', checkCash({ totalPrice: 500 }, 1))).toBe('bosta reported 1.00 EGP collected; 500.00 EGP was due: short by 499.00 EGP');
    expect(cashDifferenceNote('bosta', checkCash({ totalPrice: 500 }, 510))).toBe('bosta reported 510.00 EGP collected; 500.00 EGP was due: over by 10.00 EGP');
    expect(cashDifferenceEvent('bosta', checkCash({ totalPrice: 500 }, 500), new Date())).toBeNull();
    expect(cashDifferenceEvent('bosta', checkCash({ totalPrice: 500 }, 1), new Date('2026-11-28T10:00:00Z'))).toEqual({
      type: 'cash',
      from: null,
      to: null,
      outcome: null,
      by: 'system',
      note: 'bosta reported 1.00 EGP collected; 500.00 EGP was due: short by 499.00 EGP',
      at: '2026-11-28T10:00:00.000Z',
    });
  });
});
