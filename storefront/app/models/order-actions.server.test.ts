import { getToast } from 'remix-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CmsClient, CmsError } from '~/lib/cms.server';
import type { Shopper } from '~/lib/session.server';
import { argsFor } from '~/load-context.testing';
import { runOrderAction } from './order-actions.server';

vi.mock('./admin.server', () => ({ changeOrderStatus: vi.fn(), recordOrderCall: vi.fn() }));
vi.mock('./order.server', () => ({ cancelMyOrder: vi.fn() }));
vi.mock('./product.server', () => ({ forgetProductPages: vi.fn() }));

const { changeOrderStatus, recordOrderCall } = await import('./admin.server');
const { cancelMyOrder } = await import('./order.server');
const { forgetProductPages } = await import('./product.server');

/** What the CMS answers after a change: the order, with its lines (the product pages to read afresh). */
const LINES = [{ slug: 'wrap-skirt' }];
const answered = (status: string) => ({ status, orderNumber: 10124, orderItems: LINES }) as never;

const ADMIN: Shopper = { token: 'admin-token', cms: new CmsClient({ token: 'admin-token' }), user: { _id: 'a1', name: 'Admin', email: 'admin@pointe.test', isAdmin: true } };
const SHOPPER: Shopper = { token: 'shopper-token', cms: new CmsClient({ token: 'shopper-token' }), user: { _id: 'u1', name: 'Salma', email: 'shopper@pointe.test', isAdmin: false } };

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}
const request = argsFor(new Request('http://shop.test/admin/orders', { method: 'POST' }));

async function toastOf(response: Response) {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('__pointe_toast='));
  return (await getToast(new Request('http://shop.test/', { headers: { Cookie: cookie ?? '' } }))).toast;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(changeOrderStatus).mockImplementation(async (_cms, _id, change) => answered(change.status));
  vi.mocked(cancelMyOrder).mockResolvedValue(answered('cancelled'));
});

describe('the order buttons', () => {
  it('moves an order on and says so on the page it came from', async () => {
    const answer = await runOrderAction(request, form({ intent: 'status', status: 'shipped', trackingNumber: ' EG1 ', id: 'o1', back: '/admin/orders?status=confirmed&page=1' }), ADMIN);
    expect(vi.mocked(changeOrderStatus)).toHaveBeenCalledWith(ADMIN.cms, 'o1', { status: 'shipped', trackingNumber: 'EG1', note: '' });
    // Back at the order's card, not the top of the list.
    expect(answer.headers.get('location')).toBe('/admin/orders?status=confirmed&page=1#order-o1');
    expect(await toastOf(answer)).toEqual({ type: 'success', message: 'Order 10124 is marked shipped' });
    // Shipping gives nothing back: the product pages stay as they are.
    expect(vi.mocked(forgetProductPages)).not.toHaveBeenCalled();
  });

  it('has the product pages read afresh when stock comes back', async () => {
    await runOrderAction(request, form({ intent: 'status', status: 'returned', id: 'o1', back: '/order/o1' }), ADMIN);
    expect(vi.mocked(forgetProductPages)).toHaveBeenCalledWith(LINES);
  });

  it('shows the CMS refusal (a 409 naming the status) as an error toast on the way back', async () => {
    vi.mocked(changeOrderStatus).mockRejectedValueOnce(new CmsError(409, 'This order is cancelled: it cannot be marked confirmed'));
    const answer = await runOrderAction(request, form({ intent: 'status', status: 'confirmed', id: 'o1', back: '/order/o1' }), ADMIN);
    expect(answer.headers.get('location')).toBe('/order/o1');
    expect(await toastOf(answer)).toEqual({ type: 'error', message: 'This order is cancelled: it cannot be marked confirmed' });
  });

  it('checks the fields with the shared schemas before calling the CMS', async () => {
    const unknown = await runOrderAction(request, form({ intent: 'status', status: 'lost', id: 'o1', back: 'https://evil.test/' }), ADMIN);
    expect(unknown.headers.get('location')).toBe('/order/o1');
    expect((await toastOf(unknown))?.message).toMatch(/^status must be one of pending, confirmed/);
    const untracked = await runOrderAction(request, form({ intent: 'status', status: 'shipped', trackingNumber: '  ', id: 'o1', back: '/order/o1' }), ADMIN);
    expect((await toastOf(untracked))?.message).toMatch(/^A tracking number is required/);
    const call = await runOrderAction(request, form({ intent: 'call', outcome: 'maybe', id: 'o1', back: '/order/o1' }), ADMIN);
    expect((await toastOf(call))?.message).toBe('outcome must be one of answered, no-answer');
    expect(vi.mocked(changeOrderStatus)).not.toHaveBeenCalled();
    expect(vi.mocked(recordOrderCall)).not.toHaveBeenCalled();
  });

  it('lets a shopper cancel their own order, and nothing else', async () => {
    const answer = await runOrderAction(request, form({ intent: 'cancel', id: 'o1', back: '/order/o1' }), SHOPPER);
    expect(vi.mocked(cancelMyOrder)).toHaveBeenCalledWith(SHOPPER.cms, 'o1');
    expect(await toastOf(answer)).toEqual({ type: 'success', message: 'Your order is cancelled' });
    expect(vi.mocked(forgetProductPages)).toHaveBeenCalledWith(LINES);
    await expect(runOrderAction(request, form({ intent: 'status', status: 'delivered', id: 'o1' }), SHOPPER)).rejects.toMatchObject({ status: 403 });
    await expect(runOrderAction(request, form({ intent: 'pay', id: 'o1' }), ADMIN)).rejects.toMatchObject({ status: 400 });
  });

  it('keeps an Arabic shopper in Arabic: back to /ar/order/…, with the toast in Arabic, and never off the site', async () => {
    const arabic = argsFor(new Request('http://shop.test/ar/order/o1', { method: 'POST' }));
    const answer = await runOrderAction(arabic, form({ intent: 'cancel', id: 'o1', back: '/ar/order/o1' }), SHOPPER);
    expect(answer.headers.get('location')).toBe('/ar/order/o1');
    expect(await toastOf(answer)).toEqual({ type: 'success', message: 'تم إلغاء طلبك' });
    const offSite = await runOrderAction(arabic, form({ intent: 'cancel', id: 'o1', back: '/ar//evil.test/' }), SHOPPER);
    expect(offSite.headers.get('location')).toBe('/ar/order/o1');
  });

  it('speaks Arabic to an Arabic page, and keeps its pages in Arabic', async () => {
    const arabic = argsFor(new Request('http://shop.test/ar/admin/orders', { method: 'POST' }));
    const back = '/ar/admin/orders?status=pending&page=1';
    const confirmed = await runOrderAction(arabic, form({ intent: 'status', status: 'confirmed', id: 'o1', back }), ADMIN);
    expect(confirmed.headers.get('location')).toBe(`${back}#order-o1`);
    expect(await toastOf(confirmed)).toEqual({ type: 'success', message: 'تم تأكيد الطلب 10124' });
    vi.mocked(recordOrderCall).mockResolvedValueOnce(answered('pending'));
    const called = await runOrderAction(arabic, form({ intent: 'call', outcome: 'no-answer', id: 'o1', back: '/ar/order/o1' }), ADMIN);
    expect(called.headers.get('location')).toBe('/ar/order/o1');
    expect(await toastOf(called)).toEqual({ type: 'success', message: 'تم تسجيل مكالمة للطلب 10124: لم يرد العميل' });
    const elsewhere = await runOrderAction(arabic, form({ intent: 'status', status: 'confirmed', id: 'o1', back: '//evil.test/ar/order/o1' }), ADMIN);
    expect(elsewhere.headers.get('location')).toBe('/ar/order/o1');
  });
});
