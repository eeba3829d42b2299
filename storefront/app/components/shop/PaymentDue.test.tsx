// @vitest-environment happy-dom
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentJson } from '@pointe/config';
import { PaidAfterCancel, PaymentFlagNotice } from './PaymentDue';

const LATE: PaymentJson = {
  method: 'card',
  state: 'paid',
  amount: 770.5,
  holdUntil: '2026-11-30T08:00:00.000Z',
  checkoutUrl: null,
  reference: 'pointe-10001-1',
  outletCode: null,
  paidAt: '2026-11-30T08:05:00.000Z',
  flag: 'paidAfterRelease',
};

function renderAt(url: string, payment: PaymentJson, element = <PaymentFlagNotice orderId="o1" payment={payment} back="/order/o1" />) {
  const Stub = createRemixStub([{ path: '/order/:id', Component: () => element }, { path: '/ar/order/:id', Component: () => element }]);
  render(<Stub initialEntries={[url]} />);
}

afterEach(() => cleanup());

describe("staff's notice of a payment to look at (issue 40)", () => {
  it('offers to refund money that came after the release to the card, what is left of it', () => {
    renderAt('/order/o1', { ...LATE, refunded: 0.5 });
    expect(screen.getByText(/^Money for this order arrived after the order was released/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Refund EGP\s770\.00 to the card or wallet she paid with$/ })).toBeTruthy();
  });

  it('says it went back once all of it is refunded, in Arabic too', () => {
    renderAt('/ar/order/o1', { ...LATE, refunded: 770.5 });
    expect(screen.getByText(/^رُدّ مبلغ 770\.50\s?ج\.م\. الذي وصل بعد إلغاء الحجز/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no refund button where the provider cannot refund from here (Fawry), nor for another amount; nothing without a flag', () => {
    renderAt('/order/o1', { ...LATE, method: 'fawry', outletCode: '9912' });
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderAt('/order/o1', { ...LATE, state: 'awaiting', flag: 'amountMismatch' });
    expect(screen.getByText(/^The payment provider reported another amount/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderAt('/order/o1', { ...LATE, flag: null });
    expect(document.body.textContent).toBe('');
  });
});

describe('her side of a payment that came after her order was cancelled', () => {
  it('says it goes back to her card, then that it went back; nothing for other orders', () => {
    renderAt('/order/o1', LATE, <PaidAfterCancel order={{ status: 'cancelled', payment: LATE }} />);
    expect(screen.getByText(/^Your payment of EGP\s770\.50 arrived after this order was cancelled\. We refund it/)).toBeTruthy();
    cleanup();
    renderAt('/order/o1', LATE, <PaidAfterCancel order={{ status: 'cancelled', payment: { ...LATE, refunded: 770.5 } }} />);
    expect(screen.getByText(/^Your payment of EGP\s770\.50, which arrived after this order was cancelled, was refunded/)).toBeTruthy();
    cleanup();
    renderAt('/order/o1', LATE, <PaidAfterCancel order={{ status: 'confirmed', payment: { ...LATE, flag: null } }} />);
    expect(document.body.textContent).toBe('');
  });
});
