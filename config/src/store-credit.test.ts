import { describe, expect, it } from 'vitest';
import { courierExportRow } from './courier-documents.js';
import { amountDue, amountDuePiastres, creditToUse, storeCreditAdjustmentBody } from './store-credit.js';

describe('store credit rules', () => {
  it('spends all of the balance up to the total, never a negative amount', () => {
    expect(creditToUse(10_000, 25_000)).toBe(10_000);
    expect(creditToUse(30_000, 25_000)).toBe(25_000);
    expect(creditToUse(0, 25_000)).toBe(0);
    expect(creditToUse(-5, 25_000)).toBe(0);
  });

  it('leaves the total less the credit due in cash, never below 0', () => {
    expect(amountDuePiastres(25_000, 10_000)).toBe(15_000);
    expect(amountDuePiastres(5_000, 10_000)).toBe(0);
    expect(amountDue({ totalPrice: 250.1, storeCreditUsed: 100.2 })).toBe(149.9);
    expect(amountDue({ totalPrice: 250 })).toBe(250);
  });

  it('writes the amount due as the courier export COD amount', () => {
    const address = { fullName: 'Mona', mobileNumber: '01012345678', city: 'Giza', area: 'Dokki', streetName: 'Tahrir', buildingNumber: '1', apartmentNumber: '2' };
    const row = courierExportRow({ orderNumber: 10001, totalPrice: 250, storeCreditUsed: 100, shippingAddress: address, orderItems: [{ name: 'Leotard', size: 'S', quantity: 1 }] });
    expect(row[5]).toBe('150.00');
  });

  it('takes an adjustment other than 0, with at most 2 decimals', () => {
    expect(storeCreditAdjustmentBody.parse({ amount: -20.5 })).toEqual({ amount: -20.5, note: '' });
    for (const amount of [0, 1.234, '5', 100_001]) expect(storeCreditAdjustmentBody.safeParse({ amount }).success, String(amount)).toBe(false);
  });
});
