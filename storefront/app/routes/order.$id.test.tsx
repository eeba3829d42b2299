// @vitest-environment happy-dom
import { createRemixStub } from '@remix-run/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderEventJson, OrderJson, OrderStatus } from '@pointe/config';
import { CmsClient } from '~/lib/cms.server';
import { withContext } from '~/load-context.testing';
import OrderPage, { action, loader } from './($lang).order.$id';

const state = vi.hoisted(() => ({ isAdmin: false }));

vi.mock(import('~/lib/session.server'), async (importOriginal) => {
  const { CmsClient } = await import('~/lib/cms.server');
  return {
    ...(await importOriginal()),
    requireSignedIn: vi.fn(async () => ({
      token: 'token',
      cms: new CmsClient({ token: 'token' }),
      user: { _id: 'u1', name: 'Salma', email: 'shopper@pointe.test', isAdmin: state.isAdmin },
    })),
  };
});
vi.mock('~/models/order.server', () => ({ getOrder: vi.fn(), cancelMyOrder: vi.fn() }));
vi.mock('~/models/admin.server', () => ({ changeOrderStatus: vi.fn(), recordOrderCall: vi.fn() }));
vi.mock('~/models/returns.server', () => ({ getOrderReturns: vi.fn() }));

const { getOrder, cancelMyOrder } = await import('~/models/order.server');
const { getOrderReturns } = await import('~/models/returns.server');

const event = (to: OrderStatus | null, at: string, extra: Partial<OrderEventJson> = {}): OrderEventJson => ({
  type: 'status',
  from: null,
  to,
  outcome: null,
  by: 'admin',
  note: '',
  at,
  ...extra,
});

function order(status: OrderStatus, events: OrderEventJson[], extra: Partial<OrderJson> = {}): OrderJson {
  return {
    _id: 'o1',
    orderNumber: 10001,
    user: { _id: 'u1', name: 'Salma Hassan' },
    orderItems: [{ _id: 'p1', name: 'Wrap Skirt', slug: 'wrap-skirt', image: '', price: 400, size: 'S', quantity: 1, nameAr: 'تنورة ملفوفة' }],
    shippingAddress: { fullName: 'Salma Hassan', mobileNumber: '01012345678', streetName: 'Corniche', buildingNumber: '3', apartmentNumber: '9', area: 'Smouha', city: 'Alexandria', cityAr: 'الإسكندرية' },
    paymentMethod: 'Cash On Delivery',
    itemsPrice: 400,
    shippingPrice: 50,
    taxPrice: 0,
    discount: 0,
    promoCode: '',
    totalPrice: 450,
    isPaid: false,
    paidAt: null,
    isDelivered: false,
    deliveredAt: null,
    status,
    trackingNumber: '',
    events,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...extra,
  };
}

function renderOrder(url = '/order/o1') {
  const Stub = createRemixStub([{ path: '/:lang?/order/:id', Component: OrderPage, loader: withContext(loader), action: withContext(action) }]);
  render(<Stub initialEntries={[url]} />);
}

const timeline = () => within(screen.getByRole('list', { name: 'Order timeline' }));

beforeEach(() => {
  state.isAdmin = false;
  vi.mocked(getOrder).mockReset();
  vi.mocked(cancelMyOrder).mockReset();
  // No answer about returns: the page shows the order without them.
  vi.mocked(getOrderReturns).mockReset().mockRejectedValue(new Error('not asked'));
});
afterEach(() => cleanup());

describe('the order page', () => {
  it('tells the shopper where the order is, and lets them cancel it after asking (without JavaScript)', async () => {
    vi.mocked(getOrder).mockResolvedValue(
      order('confirmed', [event('pending', '2026-11-20T08:00:00.000Z', { by: 'shopper' }), event('confirmed', '2026-11-20T10:30:00.000Z', { from: 'pending' })]),
    );
    renderOrder('/order/o1?confirm=cancel');
    expect(await screen.findByText('Confirmed', { selector: 'strong' })).toBeTruthy();
    expect(timeline().getByText('Placed')).toBeTruthy();
    expect(timeline().getByText('Confirmed by phone')).toBeTruthy();
    expect(screen.getByText('Not Paid')).toBeTruthy();
    expect(screen.getByText('Not Delivered')).toBeTruthy();
    const question = screen.getByRole('alertdialog', { name: 'Cancel this order? We will not ship it.' });
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, cancel order' }));
    await vi.waitFor(() => expect(vi.mocked(cancelMyOrder)).toHaveBeenCalledWith(new CmsClient({ token: 'token' }), 'o1'));
  });

  it('shows the store credit used and asks for the rest in cash (ADR 024)', async () => {
    vi.mocked(getOrder).mockResolvedValue(order('pending', [event('pending', '2026-11-20T08:00:00.000Z', { by: 'shopper' })], { storeCreditUsed: 100, amountDue: 350 }));
    renderOrder();
    const summary = within(await screen.findByRole('complementary', { name: 'Order summary' }));
    expect(summary.getByText('Store credit used').nextElementSibling?.textContent).toBe('−EGP\u00a0100.00');
    expect(summary.getByText('To pay on delivery').nextElementSibling?.textContent).toBe('EGP\u00a0350.00');
    expect(summary.getByText(/^Please have/).textContent).toBe('Please have EGP\u00a0350.00 in cash ready on delivery.');
  });

  it('shows the tracking number and the end of the road, with no Cancel button once shipped', async () => {
    vi.mocked(getOrder).mockResolvedValue(
      order(
        'delivered',
        [
          event('pending', '2026-11-20T08:00:00.000Z', { by: 'shopper' }),
          event('confirmed', '2026-11-20T10:30:00.000Z', { from: 'pending' }),
          event('shipped', '2026-11-21T09:00:00.000Z', { from: 'confirmed' }),
          event('delivered', '2026-11-22T15:00:00.000Z', { from: 'shipped' }),
        ],
        { trackingNumber: 'EG123', isPaid: true, paidAt: '2026-11-22T15:00:00.000Z', isDelivered: true, deliveredAt: '2026-11-22T15:00:00.000Z' },
      ),
    );
    renderOrder();
    // The number is isolated in a <bdi> (it never reorders in Arabic), so the sentence spans two elements.
    expect((await screen.findByText(/^Tracking number/)).textContent).toBe('Tracking number EG123');
    expect(timeline().getByText('Delivered, cash paid')).toBeTruthy();
    expect(screen.getByText(/^Paid at /)).toBeTruthy();
    expect(screen.getByText(/^Delivered at /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cancel order' })).toBeNull();
  });

  it('speaks Arabic under /ar: status, payment method, city, and the numbers isolated', async () => {
    vi.mocked(getOrder).mockResolvedValue(order('pending', [event('pending', '2026-11-20T08:00:00.000Z', { by: 'shopper' })], { promoCode: 'PLIE100' }));
    renderOrder('/ar/order/o1');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('طلب رقم 10001');
    expect(heading.querySelector('bdi')?.textContent).toBe('10001');
    expect(screen.getByText('في انتظار التأكيد', { selector: 'strong' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'مراحل الطلب' })).getByText('تم استلام الطلب')).toBeTruthy();
    expect(screen.getByText('الدفع عند الاستلام')).toBeTruthy();
    expect(screen.getByText('لم يتم الدفع بعد')).toBeTruthy();
    expect(screen.getByText(/الإسكندرية/)).toBeTruthy();
    expect(screen.getAllByText('01012345678').every((number) => number.tagName === 'BDI')).toBe(true);
    expect(screen.getByText('PLIE100').tagName).toBe('BDI');
    // A button once hydrated (ConfirmButton; a link to the question before).
    expect(await screen.findByRole('button', { name: 'إلغاء الطلب' })).toBeTruthy();
  });

  it('tells staff when money for an order paid online must be looked at, and offers the shopper no confirm (issue 40)', async () => {
    state.isAdmin = true;
    const payment = { method: 'card' as const, state: 'paid' as const, amount: 450, holdUntil: '2026-11-20T08:30:00.000Z', checkoutUrl: null, reference: '10001-x', outletCode: null, paidAt: '2026-11-20T08:40:00.000Z', flag: 'paidAfterRelease' as const };
    vi.mocked(getOrder).mockResolvedValue(
      order('cancelled', [event('awaiting-payment', '2026-11-20T08:00:00.000Z', { by: 'shopper' }), event('cancelled', '2026-11-20T08:31:00.000Z', { from: 'awaiting-payment', by: 'system' })], { paymentMethod: 'card', payment }),
    );
    renderOrder();
    expect(await screen.findByText(/Money for this order arrived after the order was released/)).toBeTruthy();
    expect(timeline().getByText(/Cancelled: the payment did not go through in time/)).toBeTruthy();
    cleanup();
    state.isAdmin = false;
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: /Order/ })).toBeTruthy();
    expect(screen.queryByText(/Money for this order arrived/)).toBeNull();
  });

  it('gives staff the calls, who did what, the notes and the next buttons', async () => {
    state.isAdmin = true;
    vi.mocked(getOrder).mockResolvedValue(
      order('pending', [
        event('pending', '2026-11-20T08:00:00.000Z', { by: 'shopper' }),
        { type: 'call', from: null, to: null, outcome: 'no-answer', by: 'admin', note: 'rang twice', at: '2026-11-20T09:00:00.000Z' },
      ]),
    );
    renderOrder();
    expect(await screen.findByText('Call: no answer')).toBeTruthy();
    expect(timeline().getByText('rang twice')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Record call' })).toBeTruthy();
  });

  it('lets staff change the items before it ships, and names each edit on the timeline (issue 23)', async () => {
    state.isAdmin = true;
    const note = 'Wrap Skirt: S × 2 → S × 1; Removed Leotard (M × 1); Total 1250 EGP → 450 EGP';
    vi.mocked(getOrder).mockResolvedValue(
      order('confirmed', [event('pending', '2026-11-20T08:00:00.000Z', { by: 'shopper' }), event('confirmed', '2026-11-20T09:00:00.000Z', { from: 'pending' }), { type: 'edit', from: null, to: null, outcome: null, by: 'admin', note, at: '2026-11-20T09:05:00.000Z' }], { version: 3 }),
    );
    renderOrder();
    const editor = within(await screen.findByRole('region', { name: 'Change the items' }));
    expect((editor.getByLabelText('Size of Wrap Skirt') as HTMLSelectElement).value).toBe('S');
    expect((editor.getByLabelText('Quantity of Wrap Skirt') as HTMLInputElement).value).toBe('1');
    expect(editor.getByRole('button', { name: 'Save Wrap Skirt' })).toBeTruthy();
    // The last line cannot be removed: staff cancel the order instead.
    expect(editor.queryByRole('button', { name: 'Remove Wrap Skirt' })).toBeNull();
    expect(editor.getByRole('button', { name: 'Add to the order' })).toBeTruthy();
    const versions = [...document.querySelectorAll<HTMLInputElement>('input[name="version"]')].map((input) => input.value);
    expect(new Set(versions)).toEqual(new Set(['3']));
    expect(timeline().getByText('Items changed by staff')).toBeTruthy();
    expect(timeline().getByText(note)).toBeTruthy();
  });

  it('speaks Arabic to staff editing under /ar', async () => {
    state.isAdmin = true;
    vi.mocked(getOrder).mockResolvedValue(order('pending', [event('pending', '2026-11-20T08:00:00.000Z', { by: 'shopper' })]));
    renderOrder('/ar/order/o1');
    const editor = within(await screen.findByRole('region', { name: 'تغيير المنتجات' }));
    expect((editor.getByLabelText('مقاس تنورة ملفوفة') as HTMLSelectElement).value).toBe('S');
    expect(editor.getByLabelText('عدد قطع تنورة ملفوفة')).toBeTruthy();
    expect(editor.getByRole('button', { name: 'احفظ سطر تنورة ملفوفة' })).toBeTruthy();
    expect(editor.getByRole('button', { name: 'إضافة إلى الطلب' })).toBeTruthy();
  });

  it('offers no edits once the order shipped, nor to the shopper', async () => {
    state.isAdmin = true;
    vi.mocked(getOrder).mockResolvedValue(order('shipped', [event('pending', '2026-11-20T08:00:00.000Z')], { trackingNumber: 'EG1' }));
    renderOrder();
    await screen.findByRole('list', { name: 'Order timeline' });
    expect(screen.queryByRole('region', { name: 'Change the items' })).toBeNull();
    cleanup();
    state.isAdmin = false;
    vi.mocked(getOrder).mockResolvedValue(order('pending', [event('pending', '2026-11-20T08:00:00.000Z')]));
    renderOrder();
    await screen.findByRole('list', { name: 'Order timeline' });
    expect(screen.queryByRole('region', { name: 'Change the items' })).toBeNull();
  });

  it('offers a delivered order’s return while its window is open, lists her returns, and says until when once closed (issue 23)', async () => {
    const delivered = order('delivered', [event('pending', '2026-11-20T08:00:00.000Z')], { isDelivered: true, deliveredAt: '2026-11-22T10:00:00.000Z', isPaid: true, paidAt: '2026-11-22T10:00:00.000Z' });
    vi.mocked(getOrder).mockResolvedValue(delivered);
    const request = {
      _id: 'r1',
      orderId: 'o1',
      orderNumber: 10001,
      user: { _id: 'u1', name: 'Salma Hassan' },
      lines: [{ line: 0, productId: 'p1', name: 'Wrap Skirt', nameAr: 'تنورة ملفوفة', slug: 'wrap-skirt', size: 'S' as const, price: 400, quantity: 1, resolution: 'exchange' as const, exchange: { productId: 'p1', name: 'Wrap Skirt', nameAr: '', slug: 'wrap-skirt', size: 'M' as const } }],
      reason: 'too-small' as const,
      reasonText: '',
      status: 'approved' as const,
      rejectionReason: '',
      refunds: [],
      refundCap: 0,
      refunded: 0,
      events: [],
      version: 1,
      exchangeOrderId: null,
      language: 'en' as const,
      createdAt: '2026-11-23T10:00:00.000Z',
    };
    vi.mocked(getOrderReturns).mockResolvedValue({ returns: [request], window: { open: true, until: '2026-12-06T10:00:00.000Z' }, lines: [{ line: 0, returnable: 0, exchangeOptions: [] }] });
    renderOrder();
    const section = within(await screen.findByRole('region', { name: 'Your returns' }));
    expect(section.getByText('Approved')).toBeTruthy();
    expect(section.getByText(/Wrap Skirt/)).toBeTruthy();
    // Every unit is in a return already: no link.
    expect(section.queryByRole('link', { name: 'Return or exchange' })).toBeNull();
    cleanup();
    vi.mocked(getOrderReturns).mockResolvedValue({ returns: [], window: { open: true, until: '2026-12-06T10:00:00.000Z' }, lines: [{ line: 0, returnable: 1, exchangeOptions: [] }] });
    renderOrder();
    const open = within(await screen.findByRole('region', { name: 'Your returns' }));
    expect(open.getByRole('link', { name: 'Return or exchange' }).getAttribute('href')).toBe('/order/o1/return');
    cleanup();
    vi.mocked(getOrderReturns).mockResolvedValue({ returns: [], window: { open: false, until: '2026-12-06T10:00:00.000Z' }, lines: [{ line: 0, returnable: 0, exchangeOptions: [] }] });
    renderOrder('/ar/order/o1');
    const closed = within(await screen.findByRole('region', { name: 'مرتجعاتك' }));
    expect(closed.getByText(/كان الإرجاع والاستبدال ممكنًا حتى/)).toBeTruthy();
    expect(closed.queryByRole('link')).toBeNull();
  });
});
