// @vitest-environment happy-dom
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderJson, PaymentJson } from '@pointe/config';
import { PaymentGoesBack, StaffPaymentNotice } from './PaymentDue';

const PAID: PaymentJson = {
  method: 'card',
  state: 'paid',
  amount: 770.5,
  holdUntil: '2026-11-30T08:00:00.000Z',
  checkoutUrl: null,
  reference: 'pointe-10001-1',
  outletCode: null,
  paidAt: '2026-11-30T08:05:00.000Z',
  flag: null,
};
const LATE: PaymentJson = { ...PAID, flag: 'paidAfterRelease' };

type Order = Pick<OrderJson, '_id' | 'status' | 'payment'>;
const order = (status: OrderJson['status'], payment: PaymentJson): Order => ({ _id: 'o1', status, payment });

function renderAt(url: string, element: JSX.Element) {
  const Stub = createRemixStub([{ path: '/order/:id', Component: () => element }, { path: '/ar/order/:id', Component: () => element }]);
  render(<Stub initialEntries={[url]} />);
}
const staffSees = (url: string, shown: Order) => renderAt(url, <StaffPaymentNotice order={shown} back="/order/o1" />);

afterEach(() => cleanup());

describe("staff's side of a payment (issue 40)", () => {
  it('offers to refund money that came after the release to the card, what is left of it, with the flag', () => {
    staffSees('/order/o1', order('cancelled', { ...LATE, refunded: 0.5 }));
    expect(screen.getByText(/^Money for this order arrived after the order was released/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Refund EGP\s770\.00 to the card or wallet she paid with$/ })).toBeTruthy();
  });

  it('offers it for a paid order refused at the door or returned; never for one on its way or delivered', () => {
    for (const status of ['refused', 'returned'] as const) {
      staffSees('/order/o1', order(status, PAID));
      expect(screen.getByRole('button', { name: /^Refund EGP\s770\.50 / })).toBeTruthy();
      cleanup();
    }
    for (const status of ['confirmed', 'shipped', 'delivered'] as const) {
      staffSees('/order/o1', order(status, PAID));
      expect(screen.queryByRole('button')).toBeNull();
      cleanup();
    }
  });

  it('says it went back once all of it is refunded, in Arabic too', () => {
    staffSees('/ar/order/o1', order('cancelled', { ...LATE, refunded: 770.5 }));
    expect(screen.getByText(/^رُدّ مبلغ 770\.50\s?ج\.م\. إلى البطاقة أو المحفظة/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no refund button where the provider cannot refund from here (Fawry), nor for another amount; nothing without a payment to look at', () => {
    staffSees('/order/o1', order('cancelled', { ...LATE, method: 'fawry', outletCode: '9912' }));
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    staffSees('/order/o1', order('awaiting-payment', { ...LATE, state: 'awaiting', flag: 'amountMismatch' }));
    expect(screen.getByText(/^The payment provider reported another amount/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    staffSees('/order/o1', order('confirmed', PAID));
    expect(document.body.textContent).toBe('');
  });
});

describe('her side of a paid order that ended without the goods', () => {
  it('says it goes back to her card, then that it went back; nothing for other orders', () => {
    renderAt('/order/o1', <PaymentGoesBack order={order('cancelled', LATE)} />);
    expect(screen.getByText(/^Your payment of EGP\s770\.50 goes back to the card or wallet you paid with/)).toBeTruthy();
    cleanup();
    renderAt('/order/o1', <PaymentGoesBack order={order('refused', { ...PAID, refunded: 770.5 })} />);
    expect(screen.getByText(/^Your payment of EGP\s770\.50 was refunded to the card or wallet you paid with\.$/)).toBeTruthy();
    cleanup();
    renderAt('/order/o1', <PaymentGoesBack order={order('delivered', PAID)} />);
    expect(document.body.textContent).toBe('');
  });
});
