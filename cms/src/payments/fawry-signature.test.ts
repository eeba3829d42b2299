import { describe, expect, it } from 'vitest';
import { fawryAmount, fawryChargeSignature, fawryStatusSignature, isFawryNotificationValid } from './fawry-signature';

const KEY = 'pointe-test-fawry-key';
// Each expected value computed apart from this code: `printf '%s' "<fields><key>" | sha256sum`.
const PAID_SIGNATURE = '7d7d7cf298e9fc1b3f62294644f09b31ab81c1b84a7949c278ae2f9bd5c3353d';
const WITH_REFERENCE_SIGNATURE = '816fd68dc2f5b2ff5e0aac5bb6893da2811048b118d34b8395d714d9b7e448d5';

/** A server notification V2 as Fawry's documentation shows one (amounts as JSON numbers). */
const paid = {
  requestId: '39fcf5e43f2d4944b115a9a1f7948618',
  fawryRefNumber: '765158467',
  merchantRefNumber: '952897339548.1',
  customerMobile: '01027050131',
  paymentAmount: 840.0,
  orderAmount: 840.0,
  fawryFees: 0.0,
  orderStatus: 'PAID',
  paymentMethod: 'PAYATFAWRY',
  paymentTime: 1687097294596,
  messageSignature: PAID_SIGNATURE,
  orderExpiryDate: 1687094027337,
  orderItems: [{ itemCode: '57505830994076', price: 420.0, quantity: 2 }],
};

describe("FawryPay's signatures", () => {
  it('writes amounts in piastres with two decimals, and refuses what is not one', () => {
    expect(fawryAmount(84000)).toBe('840.00');
    expect(fawryAmount(125050)).toBe('1250.50');
    expect(fawryAmount(5)).toBe('0.05');
    expect(() => fawryAmount(1.5)).toThrow(RangeError);
    expect(() => fawryAmount(-100)).toThrow(RangeError);
  });

  it('signs a PAYATFAWRY charge and a status request as sha256sum does', () => {
    expect(fawryChargeSignature(KEY, { merchantCode: 'is0N+YQzlE4==', merchantRefNum: 'ORD-10001', paymentMethod: 'PAYATFAWRY', amountPiastres: 125050 })).toBe(
      '51575fd84fe0d54ed0c2f1cf6609e4b5bcf024c1a7bec2bc1497c15f03c130bc',
    );
    expect(fawryStatusSignature(KEY, 'is0N+YQzlE4==', 'ORD-10001')).toBe('14e021ebb1ae733e1c954aeeb3fa989eb9200bfbebf59312f2b0775f73e7ae76');
  });

  it('accepts a notification its key signed, with amounts as numbers or strings, and the payment reference when it has one', () => {
    expect(isFawryNotificationValid(KEY, paid)).toBe(true);
    expect(isFawryNotificationValid(KEY, { ...paid, paymentAmount: '840.00', orderAmount: '840' })).toBe(true);
    expect(isFawryNotificationValid(KEY, { ...paid, messageSignature: PAID_SIGNATURE.toUpperCase() })).toBe(true);
    expect(isFawryNotificationValid(KEY, { ...paid, paymentRefrenceNumber: '9990076204', messageSignature: WITH_REFERENCE_SIGNATURE })).toBe(true);
  });

  it('refuses a changed status, amount or order, another key, and a missing or malformed signature', () => {
    expect(isFawryNotificationValid(KEY, { ...paid, orderStatus: 'EXPIRED' })).toBe(false);
    expect(isFawryNotificationValid(KEY, { ...paid, paymentAmount: 84.0 })).toBe(false);
    expect(isFawryNotificationValid(KEY, { ...paid, merchantRefNumber: '952897339548.2' })).toBe(false);
    expect(isFawryNotificationValid(KEY, { ...paid, paymentRefrenceNumber: '1' })).toBe(false);
    expect(isFawryNotificationValid('another-key', paid)).toBe(false);
    for (const messageSignature of [undefined, '', 'zz', PAID_SIGNATURE.slice(1), 42]) expect(isFawryNotificationValid(KEY, { ...paid, messageSignature })).toBe(false);
    for (const body of [null, 'text', [paid], 7]) expect(isFawryNotificationValid(KEY, body)).toBe(false);
  });
});
