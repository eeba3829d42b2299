import { describe, expect, it } from 'vitest';
import { decideNotice, instapayTransferBody, instapayTransferNote, mayRefundPayment, orderNumberInNote, refundablePiastres, type PaymentSnapshot, type PaymentState } from './payments.js';

const payment = (state: PaymentState, refundedPiastres = 0): PaymentSnapshot => ({ state, amountPiastres: 125050, refundedPiastres });
const paid = { outcome: 'paid', amountPiastres: 125050, currency: 'EGP' } as const;

describe('what a signed payment notice does', () => {
  it('pays an awaiting payment only with its own amount in EGP', () => {
    expect(decideNotice(payment('awaiting'), paid)).toEqual({ to: 'paid' });
    expect(decideNotice(payment('awaiting'), { ...paid, amountPiastres: 125049 })).toEqual({ flag: 'amountMismatch' });
    expect(decideNotice(payment('awaiting'), { ...paid, amountPiastres: 125051 })).toEqual({ flag: 'amountMismatch' });
    expect(decideNotice(payment('awaiting'), { ...paid, currency: 'USD' })).toEqual({ flag: 'amountMismatch' });
  });

  it('changes a payment at most once: a repeat, a late decline or a notice after the expiry never undoes what happened', () => {
    expect(decideNotice(payment('paid'), paid)).toEqual({ keep: true });
    expect(decideNotice(payment('paid'), { ...paid, outcome: 'failed' })).toEqual({ keep: true });
    expect(decideNotice(payment('paid'), { ...paid, outcome: 'expired' })).toEqual({ keep: true });
    expect(decideNotice(payment('failed'), { ...paid, outcome: 'failed' })).toEqual({ keep: true });
    expect(decideNotice(payment('expired'), { ...paid, outcome: 'failed' })).toEqual({ keep: true });
  });

  it('records money that arrives for a payment already released as paid (its order, cancelled, is flagged by the CMS)', () => {
    expect(decideNotice(payment('expired'), paid)).toEqual({ to: 'paid' });
    expect(decideNotice(payment('failed'), paid)).toEqual({ to: 'paid' });
    expect(decideNotice(payment('expired'), { ...paid, amountPiastres: 1 })).toEqual({ flag: 'amountMismatch' });
  });

  it('releases an awaiting payment on a decline or an expiry, and waits on a pending one', () => {
    expect(decideNotice(payment('awaiting'), { ...paid, outcome: 'failed' })).toEqual({ to: 'failed' });
    expect(decideNotice(payment('awaiting'), { ...paid, outcome: 'expired' })).toEqual({ to: 'expired' });
    expect(decideNotice(payment('awaiting'), { ...paid, outcome: 'pending' })).toEqual({ keep: true });
    expect(decideNotice(payment('awaiting'), { ...paid, outcome: 'refunded' })).toEqual({ keep: true });
  });

  it('refunds within what was paid and not yet refunded, and nothing of an unpaid payment', () => {
    expect(refundablePiastres(payment('paid'))).toBe(125050);
    expect(refundablePiastres(payment('paid', 25050))).toBe(100000);
    expect(mayRefundPayment(payment('paid', 25050), 100000)).toBe(true);
    expect(mayRefundPayment(payment('paid', 25050), 100001)).toBe(false);
    expect(mayRefundPayment(payment('paid'), 0)).toBe(false);
    expect(mayRefundPayment(payment('paid'), 10.5)).toBe(false);
    expect(mayRefundPayment(payment('awaiting'), 100)).toBe(false);
    expect(refundablePiastres(payment('expired'))).toBe(0);
  });
});

describe('an InstaPay transfer', () => {
  it("names its order in its note, which a statement line's words find however the bank wrote it", () => {
    expect(instapayTransferNote(1042)).toBe('Pointe 1042');
    for (const text of ['IPN transfer Pointe 1042', 'POINTE-1042 from MONA', 'pointe#1042', 'ref:pointe_1042']) expect(orderNumberInNote(text)).toBe(1042);
    for (const text of ['Pointe shoes', 'pointes 1042', 'appointe 1042', '1042', 'Pointe 0']) expect(orderNumberInNote(text)).toBeNull();
  });

  it("takes her receipt's reference trimmed, letters and digits with single spaces or dashes between", () => {
    expect(instapayTransferBody.parse({ reference: '  FT 2611-280001 ' })).toEqual({ reference: 'FT 2611-280001' });
    expect(instapayTransferBody.parse({ reference: 'مرجع١٢٣٤' })).toEqual({ reference: 'مرجع١٢٣٤' });
    for (const reference of ['abc', 'FT--1234', 'FT 1234;', 'x'.repeat(41), 1234, undefined]) expect(instapayTransferBody.safeParse({ reference }).success).toBe(false);
  });
});
