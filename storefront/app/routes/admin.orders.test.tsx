// @vitest-environment happy-dom
import { createRemixStub } from '@remix-run/testing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUSES, type OrderJson, type OrderStatus } from '@pointe/config';
import { CmsClient } from '~/lib/cms.server';
import { argsFor, withContext } from '~/load-context.testing';
import AdminOrdersPage, { action, loader } from './($lang).admin.orders';

vi.mock(import('~/lib/session.server'), async (importOriginal) => {
  const { CmsClient } = await import('~/lib/cms.server');
  return {
    ...(await importOriginal()),
    requireAdmin: vi.fn(async () => ({ token: 'admin-token', cms: new CmsClient({ token: 'admin-token' }), user: { _id: 'a1', name: 'Admin', email: 'admin@pointe.test', isAdmin: true } })),
  };
});
vi.mock('~/models/admin.server', () => ({ listAdminOrders: vi.fn(), changeOrderStatus: vi.fn(), recordOrderCall: vi.fn() }));
// The cards' COD history (ADR 019) is tested end to end (cod-risk.spec.ts): none here.
vi.mock('~/models/cod-risk.server', () => ({ codRiskOf: vi.fn(async () => ({})) }));

const { listAdminOrders, changeOrderStatus, recordOrderCall } = await import('~/models/admin.server');
/** The admin's CMS client, as requireAdmin gives it: the calls carry the admin's token. */
const asAdmin = new CmsClient({ token: 'admin-token' });

function order(id: string, status: OrderStatus, extra: Partial<OrderJson> = {}): OrderJson {
  const at = '2026-11-20T10:00:00.000Z';
  return {
    _id: id,
    // Its number, the name staff read: o1 is 10001.
    orderNumber: 10000 + Number(id.slice(1)),
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
    events: [
      { type: 'status', from: null, to: 'pending', outcome: null, by: 'shopper', note: '', at },
      { type: 'call', from: null, to: null, outcome: 'no-answer', by: 'admin', note: 'voicemail', at },
      { type: 'call', from: null, to: null, outcome: 'no-answer', by: 'admin', note: '', at },
    ],
    createdAt: at,
    ...extra,
  };
}

/** A shop paid in cash: no order waits for an online payment. */
const counts = Object.fromEntries(ORDER_STATUSES.map((status, index) => [status, status === 'awaiting-payment' ? 0 : index + 1])) as Record<OrderStatus, number>;

function renderOrders(url = '/admin/orders') {
  const Stub = createRemixStub([
    { path: '/admin/orders', Component: AdminOrdersPage, loader: withContext(loader), action: withContext(action) },
    { path: '/ar/admin/orders', Component: AdminOrdersPage, loader: withContext(loader), action: withContext(action) },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const card = (id: string) => screen.getByRole('article', { name: `Order ${10000 + Number(id.slice(1))}` });

beforeEach(() => {
  vi.mocked(listAdminOrders).mockReset().mockImplementation(async (_cms, _page, status) => ({
    orders: status === 'confirmed' ? [order('o2', 'confirmed')] : [order('o1', 'pending')],
    statusCounts: counts,
    page: 1,
    pages: 1,
    next: null,
  }));
  vi.mocked(changeOrderStatus).mockReset();
  vi.mocked(recordOrderCall).mockReset();
});
afterEach(() => cleanup());

describe('the admin orders page', () => {
  it('opens on the orders to confirm, with counts per status and what a caller needs', async () => {
    renderOrders();
    const tab = await screen.findByRole('link', { name: 'To confirm (1)' });
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Cancelled (7)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All (28)' })).toBeTruthy();
    // No order waits for an online payment: no tab for them (a shop paid in cash sees the spec's page).
    expect(screen.queryByRole('link', { name: /^To be paid/ })).toBeNull();
    expect(vi.mocked(listAdminOrders)).toHaveBeenCalledWith(asAdmin, 1, 'pending');
    const row = within(card('o1'));
    expect(row.getByText('Salma Hassan')).toBeTruthy();
    expect(row.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Salma Hassan, Smouha, Alexandria')).toBeTruthy();
    expect(row.getByRole('link', { name: '01012345678' }).getAttribute('href')).toBe('tel:+201012345678');
    expect(row.getByText(/2 call attempts/)).toBeTruthy();
    expect(row.getByText(/EGP\s450\.00/)).toBeTruthy();
    // A pending order: calls, Confirm and Cancel; nothing that needs it shipped.
    expect(row.getByRole('button', { name: 'No answer' })).toBeTruthy();
    expect(row.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    // Cancel asks first: a link to the question before hydration, a dialog's button once hydrated (ConfirmButton).
    expect(await row.findByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(row.queryByRole('button', { name: 'Mark shipped' })).toBeNull();
  });

  it('shows orders waiting for an online payment in their own tab, which staff may cancel but never confirm', async () => {
    vi.mocked(listAdminOrders).mockImplementation(async () => ({
      orders: [order('o5', 'awaiting-payment', { paymentMethod: 'card' })],
      statusCounts: { ...counts, 'awaiting-payment': 3 },
      page: 1,
      pages: 1,
      next: null,
    }));
    renderOrders('/admin/orders?status=awaiting-payment');
    const tab = await screen.findByRole('link', { name: 'To be paid (3)' });
    expect(tab.getAttribute('aria-current')).toBe('page');
    const row = within(card('o5'));
    expect(await row.findByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(row.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(row.queryByRole('button', { name: 'No answer' })).toBeNull();
  });

  it('records a call with its note, through the shared schema', async () => {
    vi.mocked(recordOrderCall).mockResolvedValueOnce(order('o1', 'pending'));
    renderOrders();
    const row = within(await screen.findByRole('article', { name: 'Order 10001' }));
    fireEvent.change(row.getByLabelText('Call note (optional)'), { target: { value: '  busy, call after 6  ' } });
    fireEvent.click(row.getByRole('button', { name: 'No answer' }));
    await vi.waitFor(() => expect(vi.mocked(recordOrderCall)).toHaveBeenCalledWith(asAdmin, 'o1', { outcome: 'no-answer', note: 'busy, call after 6' }));
  });

  it('will not mark an order shipped without a tracking number', async () => {
    renderOrders('/admin/orders?status=confirmed');
    const row = within(await screen.findByRole('article', { name: 'Order 10002' }));
    fireEvent.click(row.getByRole('button', { name: 'Mark shipped' }));
    expect(await row.findByText(/A tracking number is required/)).toBeTruthy();
    expect(vi.mocked(changeOrderStatus)).not.toHaveBeenCalled();

    fireEvent.change(row.getByLabelText('Tracking number'), { target: { value: 'EG123456789' } });
    fireEvent.click(row.getByRole('button', { name: 'Mark shipped' }));
    await vi.waitFor(() =>
      expect(vi.mocked(changeOrderStatus)).toHaveBeenCalledWith(asAdmin, 'o2', { status: 'shipped', trackingNumber: 'EG123456789', note: '' }),
    );
  });

  it('asks before cancelling, on the page itself without JavaScript', async () => {
    renderOrders('/admin/orders?status=pending&page=1&confirm=cancelled&id=o1');
    const question = await screen.findByRole('alertdialog', { name: 'Cancel order 10001? Its items go back into stock.' });
    expect(within(question).getByRole('link', { name: 'Keep as is' }).getAttribute('href')).toBe('/admin/orders?status=pending&page=1');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel order' }));
    await vi.waitFor(() => expect(vi.mocked(changeOrderStatus)).toHaveBeenCalledWith(asAdmin, 'o1', { status: 'cancelled', note: '', trackingNumber: '' }));
  });

  it('refuses a status the life cycle does not know, and a page that is not ours to go back to', async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ intent: 'status', status: 'lost', id: 'o1', back: 'https://evil.test/' })) body.set(name, value);
    const answer = (await action(argsFor(new Request('http://shop.test/admin/orders', { method: 'POST', body })))) as Response;
    expect(answer.headers.get('location')).toBe('/order/o1');
    expect(vi.mocked(changeOrderStatus)).not.toHaveBeenCalled();

    const unknown = new FormData();
    unknown.set('intent', 'pay');
    unknown.set('id', 'o1');
    await expect(action(argsFor(new Request('http://shop.test/admin/orders', { method: 'POST', body: unknown })))).rejects.toMatchObject({ status: 400 });
  });

  it('is in Arabic at /ar/admin/orders, and its links, buttons and redirects stay in Arabic', async () => {
    vi.mocked(changeOrderStatus).mockResolvedValueOnce(order('o1', 'confirmed'));
    renderOrders('/ar/admin/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'الطلبات' })).toBeTruthy();
    const tab = screen.getByRole('link', { name: 'بانتظار التأكيد (1)' });
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(tab.getAttribute('href')).toBe('/ar/admin/orders?status=pending');
    expect(screen.getByRole('link', { name: 'الكل (28)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'بانتظار التأكيد، الأقدم أولًا' })).toBeTruthy();

    const row = within(screen.getByRole('article', { name: 'طلب 10001' }));
    expect(row.getByRole('link', { name: 'طلب 10001' }).getAttribute('href')).toBe('/ar/order/o1');
    expect(row.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Salma Hassan، Smouha، الإسكندرية')).toBeTruthy();
    expect(row.getByRole('link', { name: '01012345678' }).getAttribute('dir')).toBe('ltr');
    // Two calls: the Arabic dual.
    expect(row.getByText(/محاولتا اتصال/)).toBeTruthy();
    expect(row.getByText(/450\.00\sج\.م\./)).toBeTruthy();
    expect(row.getByText(/في انتظار التأكيد/)).toBeTruthy();
    expect(row.getByLabelText('ملاحظة عن المكالمة (اختياري)')).toBeTruthy();
    expect(row.getByRole('button', { name: 'لم يرد' })).toBeTruthy();
    expect(row.getByRole('button', { name: 'إلغاء' })).toBeTruthy();

    fireEvent.click(row.getByRole('button', { name: 'تأكيد' }));
    await vi.waitFor(() => expect(vi.mocked(changeOrderStatus)).toHaveBeenCalledWith(asAdmin, 'o1', { status: 'confirmed', note: '', trackingNumber: '' }));
  });

  it('finds by number: a number past the order-number column (2147483648) is "no such order", a normal page, without asking the CMS', async () => {
    // The CMS as it was before issue 36: a 500 for a number too large for its integer column.
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ message: 'Internal Server Error' }), { status: 500 }));
    try {
      for (const number of ['2147483648', '٢١٤٧٤٨٣٦٤٨', '999999999999999']) {
        cleanup();
        renderOrders(`/admin/orders?number=${encodeURIComponent(number)}`);
        expect(await screen.findByText(`No order has the number ${number}.`)).toBeTruthy();
      }
      expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/orders/by-number/'))).toEqual([]);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('sends an Arabic page back to itself, and a page that is not ours to the Arabic order page', async () => {
    vi.mocked(changeOrderStatus).mockResolvedValue(order('o1', 'confirmed'));
    const post = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      return action(argsFor(new Request('http://shop.test/ar/admin/orders', { method: 'POST', body }))) as Promise<Response>;
    };
    const back = '/ar/admin/orders?status=pending&page=1';
    const confirmed = await post({ intent: 'status', status: 'confirmed', id: 'o1', back });
    expect(confirmed.headers.get('location')).toBe(`${back}#order-o1`);
    const elsewhere = await post({ intent: 'status', status: 'confirmed', id: 'o1', back: 'https://evil.test/' });
    expect(elsewhere.headers.get('location')).toBe('/ar/order/o1');
  });
});
