import { describe, expect, it } from 'vitest';
import { readFawryNotification, readPaymobCallback, readPaymobReturn } from './notices';
import { paymobHmac, processedCallbackValues } from './paymob-hmac';
import { PAYMOB_SAMPLE_TRANSACTION } from './test-paymob';
import { fawryNotificationSignature } from './fawry-signature';

const SECRET = 'pointe-test-hmac-secret';
const transaction = (change: Record<string, unknown> = {}) => ({
  type: 'TRANSACTION',
  obj: { ...PAYMOB_SAMPLE_TRANSACTION, amount_cents: 125050, order: { id: 217503754, merchant_order_id: 'pay_abc' }, ...change },
});
const signed = (body: ReturnType<typeof transaction>) => paymobHmac(SECRET, processedCallbackValues(body)!);

describe("the providers' signed notices, in the shop's terms", () => {
  it("reads Paymob's processed callback: its transaction, Paymob's order (signed) as the reference, the amount in piastres and the outcome", () => {
    const body = transaction();
    expect(readPaymobCallback(SECRET, body, signed(body))).toEqual({
      ok: true,
      notice: { provider: 'paymob', transactionId: '192036465', reference: '217503754', amountPiastres: 125050, currency: 'EGP', outcome: 'paid' },
    });
    const outcome = (change: Record<string, unknown>) => {
      const reading = readPaymobCallback(SECRET, transaction(change), signed(transaction(change)));
      return reading.ok ? reading.notice.outcome : reading.reason;
    };
    expect(outcome({ success: false })).toBe('failed');
    expect(outcome({ success: false, pending: true })).toBe('pending');
    expect(outcome({ is_refunded: true })).toBe('refunded');
    expect(outcome({ is_voided: true })).toBe('refunded');
  });

  it('refuses a callback signed for other values (an amount raised, another order) as forged, and one without a transaction as malformed', () => {
    const body = transaction();
    const hmac = signed(body);
    expect(readPaymobCallback(SECRET, transaction({ amount_cents: 100 }), hmac)).toEqual({ ok: false, reason: 'forged' });
    expect(readPaymobCallback(SECRET, transaction({ order: { id: 1 } }), hmac)).toEqual({ ok: false, reason: 'forged' });
    expect(readPaymobCallback(SECRET, body, undefined)).toEqual({ ok: false, reason: 'forged' });
    expect(readPaymobCallback(SECRET, { type: 'TOKEN' }, hmac)).toEqual({ ok: false, reason: 'malformed' });
    const noAmount = transaction({ amount_cents: 'lots' });
    expect(readPaymobCallback(SECRET, noAmount, signed(noAmount))).toEqual({ ok: false, reason: 'malformed' });
  });

  it("reads Paymob's response redirect from its query string, the same transaction as its callback", () => {
    const body = transaction();
    const query = {
      ...Object.fromEntries(Object.entries(processedCallbackValues(body)!).map(([key, value]) => [key === 'order.id' ? 'order_id' : key, value])),
      hmac: signed(body),
    };
    expect(readPaymobReturn(SECRET, query)).toEqual(readPaymobCallback(SECRET, body, signed(body)));
    expect(readPaymobReturn(SECRET, query)).toMatchObject({ ok: true, notice: { transactionId: '192036465', outcome: 'paid' } });
    expect(readPaymobReturn(SECRET, { ...query, success: 'true', amount_cents: '1' })).toEqual({ ok: false, reason: 'forged' });
  });

  it("reads Fawry's notification V2: the order's amount (not the fees the shopper paid), its status as an outcome, forged and malformed apart", () => {
    const KEY = 'pointe-test-fawry-key';
    const notice = { fawryRefNumber: '970177', merchantRefNumber: 'ORD-1234', paymentAmount: 152.0, orderAmount: 150.0, fawryFees: 2.0, orderStatus: 'PAID', paymentMethod: 'PAYATFAWRY' };
    const sign = (body: Record<string, unknown>) => ({ ...body, messageSignature: fawryNotificationSignature(KEY, body) });
    expect(readFawryNotification(KEY, sign(notice))).toEqual({
      ok: true,
      notice: { provider: 'fawry', transactionId: '970177', reference: 'ORD-1234', amountPiastres: 15000, currency: 'EGP', outcome: 'paid' },
    });
    const expired = readFawryNotification(KEY, sign({ ...notice, paymentAmount: 150.0, orderStatus: 'EXPIRED' }));
    expect(expired.ok && expired.notice.outcome).toBe('expired');
    expect(readFawryNotification(KEY, { ...sign(notice), orderStatus: 'REFUNDED' })).toEqual({ ok: false, reason: 'forged' });
    expect(readFawryNotification(KEY, sign({ ...notice, orderStatus: 'SHIPPED' }))).toEqual({ ok: false, reason: 'malformed' });
    expect(readFawryNotification(KEY, sign({ ...notice, fawryRefNumber: null }))).toEqual({ ok: false, reason: 'malformed' });
    expect(readFawryNotification(KEY, sign({ ...notice, orderAmount: '' }))).toEqual({ ok: false, reason: 'malformed' });
    // More pounds than whole piastres can count (the fuzzer's 90071992547409.92 once threw, a 500).
    expect(readFawryNotification(KEY, sign({ ...notice, orderAmount: 90071992547409.92 }))).toEqual({ ok: false, reason: 'malformed' });
    expect(readFawryNotification(KEY, { ...notice, orderAmount: 1e300, messageSignature: 'a'.repeat(64) })).toEqual({ ok: false, reason: 'forged' });
    expect(readFawryNotification(KEY, [notice])).toEqual({ ok: false, reason: 'malformed' });
  });
});
