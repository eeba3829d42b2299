import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  MANUAL_DELIVERY,
  errorMessage,
  ORDER_STATUSES,
  adminOrdersPageJson,
  canChangeStatus,
  messageJson,
  myOrdersJson,
  orderJson,
  orderPlacedJson,
  orderSummaryJson,
  productJson,
  type OrderJson,
  type OrderStatus,
} from '@pointe/config';
import { waitForMail } from '../../../scripts/lib/mailbox';
import { expectContract, refusal } from '../helpers/contract';
import { ago, DAY, sql } from '../helpers/database';
import { createProduct, createPromo, demoAdmin, editorToken, newShopper, orderBody, type TestProduct, type TestUser } from '../helpers/fixtures';
import { api } from '../helpers/http';

let admin: TestUser;
let shopper: TestUser;
let product: TestProduct;

beforeAll(async () => {
  admin = await demoAdmin();
  shopper = await newShopper();
  product = await createProduct(200, [
    { size: 'S', countInStock: 10_000 },
    { size: 'M', countInStock: 10_000 },
  ]);
});

const stockOf = async (item: TestProduct) => {
  const { countInStock, sizes } = expectContract(productJson, (await api(`/api/products/${item._id}`)).body);
  return { countInStock, sizes };
};

async function place(buyer: TestUser, item: TestProduct = product, quantity = 1, promoCode?: string): Promise<OrderJson> {
  const response = await api('/api/orders', { method: 'POST', token: buyer.token, json: orderBody([{ product: item, size: 'S', quantity }], promoCode) });
  expect(response.status).toBe(201);
  return expectContract(orderPlacedJson, response.body).order;
}

const setStatus = (id: string, json: Record<string, unknown>, token = admin.token) => api(`/api/orders/${id}/status`, { method: 'PUT', token, json });

/** The admin changes that lead from `pending` to each status. */
const PATHS: Record<Exclude<OrderStatus, 'awaiting-payment'>, OrderStatus[]> = {
  pending: [],
  confirmed: ['confirmed'],
  shipped: ['confirmed', 'shipped'],
  delivered: ['confirmed', 'shipped', 'delivered'],
  refused: ['confirmed', 'shipped', 'refused'],
  returned: ['confirmed', 'shipped', 'refused', 'returned'],
  cancelled: ['cancelled'],
};

const bodyFor = (status: OrderStatus) => (status === 'shipped' ? { status, trackingNumber: 'EG123456789' } : { status });

async function orderIn(status: keyof typeof PATHS, buyer: TestUser = shopper, item: TestProduct = product, quantity = 1, promoCode?: string): Promise<OrderJson> {
  let order = await place(buyer, item, quantity, promoCode);
  for (const step of PATHS[status]) {
    const response = await setStatus(order._id, bodyFor(step));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    order = expectContract(orderJson, response.body);
  }
  expect(order.status).toBe(status);
  return order;
}

describe('every change of status, allowed or not (admin, PUT /api/orders/:id/status)', () => {
  // From every status a cash-on-delivery order reaches (awaiting payment: payments.test.ts), to every status.
  const pairs = ORDER_STATUSES.filter((from) => from !== 'awaiting-payment').flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s', async (from, to) => {
    const before = await orderIn(from);
    const response = await setStatus(before._id, { ...bodyFor(to), note: 'table test' });
    if (from === to) {
      // Repeating a change that already happened: 200, the order as it was.
      expect(response.status).toBe(200);
      expect(expectContract(orderJson, response.body)).toEqual(before);
    } else if (canChangeStatus(from, to)) {
      expect(response.status).toBe(200);
      const after = expectContract(orderJson, response.body);
      expect(after.status).toBe(to);
      expect(after.events).toHaveLength(before.events.length + 1);
      expect(after.events.at(-1)).toMatchObject({ type: 'status', from, to, outcome: null, by: 'admin', note: 'table test' });
      // Delivered means the cash was collected; a later return keeps that record.
      const collected = to === 'delivered' || (to === 'returned' && from === 'delivered');
      expect(after.isPaid).toBe(collected);
      expect(after.isDelivered).toBe(collected);
    } else {
      expect(response.status).toBe(409);
      expect(expectContract(messageJson, response.body)).toEqual(refusal(errorMessage('statusConflict', { current: from, wanted: to })));
      const unchanged = expectContract(orderJson, (await api(`/api/orders/${before._id}`, { token: admin.token })).body);
      expect(unchanged).toEqual(before);
    }
  });

  it('the 409 names the current status', () => {
    expect(errorMessage('statusConflict', { current: 'shipped', wanted: 'cancelled' })).toBe('This order is shipped: it cannot be marked cancelled');
  });
});

describe('what each change records and derives', () => {
  it('a placed order is pending with its placing event; shipping records the tracking number; delivered means paid', async () => {
    const order = await place(shopper);
    expect(order).toMatchObject({ status: 'pending', trackingNumber: '', isPaid: false, paidAt: null, isDelivered: false, deliveredAt: null });
    expect(order.events).toEqual([{ type: 'status', from: null, to: 'pending', outcome: null, by: 'shopper', note: '', at: expect.any(String) }]);

    await setStatus(order._id, { status: 'confirmed' });
    const shipped = expectContract(orderJson, (await setStatus(order._id, { status: 'shipped', trackingNumber: '  BOSTA-42  ' })).body);
    expect(shipped.trackingNumber).toBe('BOSTA-42');
    // Repeating "shipped" with another number changes nothing.
    const again = expectContract(orderJson, (await setStatus(order._id, { status: 'shipped', trackingNumber: 'OTHER' })).body);
    expect(again).toEqual(shipped);

    const delivered = expectContract(orderJson, (await setStatus(order._id, { status: 'delivered' })).body);
    expect(delivered).toMatchObject({ status: 'delivered', isPaid: true, isDelivered: true });
    expect(delivered.paidAt).toBe(delivered.deliveredAt);
    expect(delivered.paidAt).toBe(delivered.events.at(-1)!.at);
    const [row] = await sql<{ status: string; tracking_number: string; is_paid: boolean }>(
      'SELECT order_status AS status, tracking_number, is_paid FROM orders WHERE document_id = $1',
      [order._id],
    );
    // is_paid is true on PostgreSQL, 1 on SQLite.
    expect({ ...row, is_paid: Boolean(row!.is_paid) }).toEqual({ status: 'delivered', tracking_number: 'BOSTA-42', is_paid: true });
  });

  it(`ships with "${MANUAL_DELIVERY}" for our own delivery`, async () => {
    const order = await orderIn('confirmed');
    const shipped = expectContract(orderJson, (await setStatus(order._id, { status: 'shipped', trackingNumber: MANUAL_DELIVERY })).body);
    expect(shipped.trackingNumber).toBe(MANUAL_DELIVERY);
  });

  it('records call attempts; the owner sees status changes only, without staff notes', async () => {
    const order = await place(shopper);
    const call = await api(`/api/orders/${order._id}/calls`, { method: 'POST', token: admin.token, json: { outcome: 'no-answer', note: 'Rang twice' } });
    expect(call.status).toBe(201);
    expect(expectContract(orderJson, call.body).events.at(-1)).toMatchObject({ type: 'call', from: null, to: null, outcome: 'no-answer', by: 'admin', note: 'Rang twice' });
    await api(`/api/orders/${order._id}/calls`, { method: 'POST', token: admin.token, json: { outcome: 'answered' } });
    await setStatus(order._id, { status: 'confirmed', note: 'Wants it before Friday' });

    const staff = expectContract(orderJson, (await api(`/api/orders/${order._id}`, { token: admin.token })).body);
    expect(staff.events.map((event) => [event.type, event.outcome ?? event.to, event.note])).toEqual([
      ['status', 'pending', ''],
      ['call', 'no-answer', 'Rang twice'],
      ['call', 'answered', ''],
      ['status', 'confirmed', 'Wants it before Friday'],
    ]);
    const owner = expectContract(orderJson, (await api(`/api/orders/${order._id}`, { token: shopper.token })).body);
    expect(owner.events.map((event) => [event.type, event.to, event.note, event.at])).toEqual([
      ['status', 'pending', '', staff.events[0]!.at],
      ['status', 'confirmed', '', staff.events[3]!.at],
    ]);
    const mine = expectContract(myOrdersJson, (await api('/api/orders/mine', { token: shopper.token })).body);
    expect(mine.find((listed) => listed._id === order._id)).toEqual(owner);
  });

  it('a call and a status change at the same moment both stay in the history', async () => {
    const order = await place(shopper);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => api(`/api/orders/${order._id}/calls`, { method: 'POST', token: admin.token, json: { outcome: 'answered' } })),
      setStatus(order._id, { status: 'confirmed' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201, 201, 201, 201, 201]);
    const after = expectContract(orderJson, (await api(`/api/orders/${order._id}`, { token: admin.token })).body);
    expect(after.events.filter((event) => event.type === 'call')).toHaveLength(5);
    expect(after.events.filter((event) => event.type === 'status')).toHaveLength(2);
  });
});

describe('bad requests', () => {
  it.each([
    [{ status: 'lost' }, `status must be one of ${ORDER_STATUSES.join(', ')}`],
    [{}, `status must be one of ${ORDER_STATUSES.join(', ')}`],
    [{ status: 'PENDING' }, `status must be one of ${ORDER_STATUSES.join(', ')}`],
    [{ status: 'shipped' }, `A tracking number is required to mark an order shipped (or "${MANUAL_DELIVERY}" for our own delivery)`],
    [{ status: 'shipped', trackingNumber: '   ' }, `A tracking number is required to mark an order shipped (or "${MANUAL_DELIVERY}" for our own delivery)`],
    [{ status: 'shipped', trackingNumber: 'x'.repeat(61) }, 'Tracking number must be at most 60 characters'],
    [{ status: 'confirmed', note: 'x'.repeat(501) }, 'Note must be at most 500 characters'],
    [{ status: 'confirmed', note: 5 }, 'note must be text'],
  ])('PUT status %j: 400', async (json, message) => {
    const order = await orderIn('confirmed');
    const response = await setStatus(order._id, json);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal(message));
    expect(expectContract(orderJson, (await api(`/api/orders/${order._id}`, { token: admin.token })).body).status).toBe('confirmed');
  });

  it.each([
    [{ outcome: 'maybe' }, 'outcome must be one of answered, no-answer'],
    [{}, 'outcome must be one of answered, no-answer'],
    [{ outcome: 'answered', note: 'x'.repeat(501) }, 'Note must be at most 500 characters'],
  ])('POST calls %j: 400', async (json, message) => {
    const order = await place(shopper);
    const response = await api(`/api/orders/${order._id}/calls`, { method: 'POST', token: admin.token, json });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal(message));
  });

  it('a body that is not an object, or malformed JSON: 400', async () => {
    const order = await place(shopper);
    for (const json of [[], 'confirmed', null]) expect((await setStatus(order._id, json as never)).status).toBe(400);
    const malformed = await api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, body: '{"status":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expectContract(messageJson, malformed.body);
  });

  it('an unknown order: 404 on every route', async () => {
    for (const [method, path, json] of [
      ['PUT', '/api/orders/no-such-order/status', { status: 'confirmed' }],
      ['POST', '/api/orders/no-such-order/calls', { outcome: 'answered' }],
      ['PUT', '/api/orders/no-such-order/deliver', undefined],
      ['PUT', '/api/orders/no-such-order/pay', undefined],
    ] as const) {
      const response = await api(path, { method, token: admin.token, json });
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual(refusal('Order Not Found'));
    }
    const cancel = await api('/api/orders/no-such-order/cancel', { method: 'POST', token: shopper.token });
    expect(cancel.status).toBe(404);
    expect(cancel.body).toEqual(refusal('Order Not Found'));
  });
});

describe('the shopper cancels (POST /api/orders/:id/cancel)', () => {
  it('cancels their own pending or confirmed order, gives the stock back, and answers the owner view', async () => {
    const item = await createProduct(150, [{ size: 'S', countInStock: 7 }]);
    const pending = await place(shopper, item, 2);
    const confirmed = await orderIn('confirmed', shopper, item, 3);
    expect((await stockOf(item)).countInStock).toBe(2);
    for (const order of [pending, confirmed]) {
      const response = await api(`/api/orders/${order._id}/cancel`, { method: 'POST', token: shopper.token });
      expect(response.status).toBe(200);
      const cancelled = expectContract(orderJson, response.body);
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.events.at(-1)).toMatchObject({ type: 'status', to: 'cancelled', by: 'shopper', note: '' });
    }
    expect(await stockOf(item)).toEqual({ countInStock: 7, sizes: [{ size: 'S', countInStock: 7 }] });
  });

  it('cannot cancel once shipped: 409 with the current status', async () => {
    const order = await orderIn('shipped');
    const response = await api(`/api/orders/${order._id}/cancel`, { method: 'POST', token: shopper.token });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(refusal(errorMessage('statusConflict', { current: 'shipped', wanted: 'cancelled' })));
  });

  it("another shopper's order answers 404 exactly as an unknown id, and changes nothing", async () => {
    const order = await place(shopper);
    const stranger = await newShopper();
    const theirs = await api(`/api/orders/${order._id}/cancel`, { method: 'POST', token: stranger.token });
    const unknown = await api('/api/orders/no-such-order/cancel', { method: 'POST', token: stranger.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    expect((await api(`/api/orders/${order._id}/cancel`, { method: 'POST' })).status).toBe(401);
    expect(expectContract(orderJson, (await api(`/api/orders/${order._id}`, { token: shopper.token })).body).status).toBe('pending');
  });
});

describe('PUT /pay and /deliver: delivered, cash collected', () => {
  it.each(['pay', 'deliver'])('%s: 409 before shipping, delivers a shipped order, then 200 unchanged', async (route) => {
    const pending = await place(shopper);
    const early = await api(`/api/orders/${pending._id}/${route}`, { method: 'PUT', token: admin.token });
    expect(early.status).toBe(409);
    expect(early.body).toEqual(refusal(errorMessage('notShippedYet')));
    const confirmed = await orderIn('confirmed');
    expect((await api(`/api/orders/${confirmed._id}/${route}`, { method: 'PUT', token: admin.token })).body).toEqual(refusal(errorMessage('notShippedYet')));

    const shipped = await orderIn('shipped');
    const delivered = expectContract(orderJson, (await api(`/api/orders/${shipped._id}/${route}`, { method: 'PUT', token: admin.token })).body);
    expect(delivered).toMatchObject({ status: 'delivered', isPaid: true, isDelivered: true });
    const again = await api(`/api/orders/${shipped._id}/${route === 'pay' ? 'deliver' : 'pay'}`, { method: 'PUT', token: admin.token });
    expect(again.status).toBe(200);
    expect(expectContract(orderJson, again.body)).toEqual(delivered);

    const cancelled = await orderIn('cancelled');
    const late = await api(`/api/orders/${cancelled._id}/${route}`, { method: 'PUT', token: admin.token });
    expect(late.status).toBe(409);
    expect(late.body).toEqual(refusal(errorMessage('statusConflict', { current: 'cancelled', wanted: 'delivered' })));
  });
});

describe('stock and promo uses given back exactly once (PostgreSQL, real concurrency)', () => {
  it('20 concurrent cancels of one order: all 200, one cancel event, the stock exactly as before the order', async () => {
    const item = await createProduct(90, [{ size: 'S', countInStock: 12 }]);
    const order = await place(shopper, item, 5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => api(`/api/orders/${order._id}/cancel`, { method: 'POST', token: shopper.token })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    for (const answer of answers) expect(expectContract(orderJson, answer.body).status).toBe('cancelled');
    expect(await stockOf(item)).toEqual({ countInStock: 12, sizes: [{ size: 'S', countInStock: 12 }] });
    const staff = expectContract(orderJson, (await api(`/api/orders/${order._id}`, { token: admin.token })).body);
    expect(staff.events.filter((event) => event.to === 'cancelled')).toHaveLength(1);
  });

  it('the shopper and two admins cancelling at once: still exactly once', async () => {
    const item = await createProduct(90, [{ size: 'S', countInStock: 4 }]);
    const order = await place(shopper, item, 4);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => api(`/api/orders/${order._id}/cancel`, { method: 'POST', token: shopper.token })),
      ...Array.from({ length: 10 }, () => setStatus(order._id, { status: 'cancelled' })),
    ]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect((await stockOf(item)).countInStock).toBe(4);
  });

  it('refused gives nothing back; 20 concurrent "returned" give it back once', async () => {
    const item = await createProduct(90, [
      { size: 'S', countInStock: 6 },
      { size: 'M', countInStock: 2 },
    ]);
    const response = await api('/api/orders', {
      method: 'POST',
      token: shopper.token,
      json: orderBody([
        { product: item, size: 'S', quantity: 3 },
        { product: item, size: 'M', quantity: 2 },
      ]),
    });
    const order = expectContract(orderPlacedJson, response.body).order;
    for (const step of PATHS.refused) expect((await setStatus(order._id, bodyFor(step))).status).toBe(200);
    expect(await stockOf(item)).toEqual({ countInStock: 3, sizes: [{ size: 'S', countInStock: 3 }, { size: 'M', countInStock: 0 }] });

    const answers = await Promise.all(Array.from({ length: 20 }, () => setStatus(order._id, { status: 'returned' })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await stockOf(item)).toEqual({ countInStock: 8, sizes: [{ size: 'S', countInStock: 6 }, { size: 'M', countInStock: 2 }] });
  });

  it('a delivered order returned within the legal period gives its stock back', async () => {
    const item = await createProduct(90, [{ size: 'S', countInStock: 3 }]);
    const order = await orderIn('delivered', shopper, item, 1);
    expect((await stockOf(item)).countInStock).toBe(2);
    const returned = expectContract(orderJson, (await setStatus(order._id, { status: 'returned' })).body);
    expect(returned).toMatchObject({ status: 'returned', isPaid: true, isDelivered: true });
    expect((await stockOf(item)).countInStock).toBe(3);
  });

  it('a cancel gives the promo use back, once even under a race; a return keeps it', async () => {
    const code = await createPromo({ discountType: 'fixed', discountValue: 10, usageLimit: 5 });
    const usedCount = async () => (await sql<{ used_count: number }>('SELECT used_count FROM promos WHERE code = $1', [code]))[0]!.used_count;
    const kept = await place(shopper, product, 1, code);
    const cancelled = await place(shopper, product, 1, code);
    const returned = await orderIn('refused', shopper, product, 1, code);
    expect(await usedCount()).toBe(3);

    const answers = await Promise.all(Array.from({ length: 20 }, () => api(`/api/orders/${cancelled._id}/cancel`, { method: 'POST', token: shopper.token })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await usedCount()).toBe(2);
    expect((await setStatus(returned._id, { status: 'returned' })).status).toBe(200);
    expect(await usedCount()).toBe(2);
    expect(kept.promoCode).toBe(code);
  });
});

describe('admin lists and the dashboard', () => {
  it('filters by every status; pending oldest first; counts per status', async () => {
    const first = await place(shopper);
    const second = await place(shopper);
    const list = async (status: string) => expectContract(adminOrdersPageJson, (await api(`/api/orders?status=${status}`, { token: admin.token })).body);

    // Placed a day ago (every other order of this test run is younger), so they lead the queue.
    await sql(`UPDATE orders SET created_at = $1 WHERE document_id = $2`, [ago(DAY), first._id]);
    await sql(`UPDATE orders SET created_at = $1 WHERE document_id = $2`, [ago(DAY - 1000), second._id]);
    const pending = await list('pending');
    expect(pending.orders.slice(0, 2).map((order) => order._id)).toEqual([first._id, second._id]);
    expect(pending.orders.every((order) => order.status === 'pending')).toBe(true);

    const [counts] = await sql<Record<OrderStatus, number>>(
      `SELECT ${ORDER_STATUSES.map((status) => `sum(CASE WHEN order_status = '${status}' THEN 1 ELSE 0 END) AS "${status}"`).join(', ')} FROM orders`,
    );
    expect(pending.statusCounts).toEqual(Object.fromEntries(Object.entries(counts!).map(([status, count]) => [status, Number(count ?? 0)])));

    const shipped = await orderIn('shipped');
    const shippedList = await list('shipped');
    expect(shippedList.orders[0]!._id).toBe(shipped._id);
    expect(shippedList.orders.every((order) => order.status === 'shipped')).toBe(true);
    for (const status of ORDER_STATUSES) expect((await api(`/api/orders?status=${status}`, { token: admin.token })).status).toBe(200);
    expect((await api('/api/orders?status=lost', { token: admin.token })).status).toBe(400);
  });

  it('the summary: cash collected, cash pending, refusals over 30 days', async () => {
    const summary = async () => expectContract(orderSummaryJson, (await api('/api/orders/summary', { token: admin.token })).body).cashOnDelivery;
    const before = await summary();
    const delivered = await orderIn('delivered');
    const shipped = await orderIn('shipped');
    await orderIn('refused');
    await orderIn('returned'); // refused, then back
    const deliveredThenReturned = await orderIn('delivered');
    await setStatus(deliveredThenReturned._id, { status: 'returned' });
    const after = await summary();

    expect(after.cashCollected).toBeCloseTo(before.cashCollected + delivered.totalPrice, 2);
    expect(after.cashPending).toBeCloseTo(before.cashPending + shipped.totalPrice, 2);
    expect(after.settledLast30Days).toBe(before.settledLast30Days + 4);
    expect(after.refusedLast30Days).toBe(before.refusedLast30Days + 2);
    expect(after.refusalRate).toBeCloseTo(after.refusedLast30Days / after.settledLast30Days, 10);
    expect(after.statusCounts.delivered).toBe(before.statusCounts.delivered + 1);
    expect(after.statusCounts.returned).toBe(before.statusCounts.returned + 2);

    // A refusal older than 30 days is out of the window.
    await sql(`UPDATE orders SET settled_at = $1 WHERE document_id = $2`, [ago(31 * DAY), deliveredThenReturned._id]);
    expect((await summary()).settledLast30Days).toBe(after.settledLast30Days - 1);
  });
});

describe('emails to the shopper', () => {
  const mailbox = () => inject('mailboxDirectory');

  it('the placed email says the order was received and that we will call; then confirmed, shipped, delivered', async () => {
    const buyer = await newShopper();
    let since = Date.now() - 1000;
    const order = await place(buyer);
    const placed = await waitForMail(mailbox(), buyer.email, { since });
    expect(placed.subject).toBe(`Pointe: we received your order ${order.orderNumber} (${order._id})`);
    expect(placed.subject).not.toMatch(/confirmed/);
    expect(placed.text).toContain(`We will call you on ${order.shippingAddress.mobileNumber} to confirm your order before we ship it.`);

    const expectMail = async (status: OrderStatus, body: Record<string, unknown>, subject: string, text: string) => {
      since = Date.now();
      expect((await setStatus(order._id, body)).status).toBe(200);
      const mail = await waitForMail(mailbox(), buyer.email, { since });
      expect(mail.subject, status).toBe(subject);
      expect(mail.text).toContain(text);
      expect(mail.html).toContain(`/order/${order._id}`);
    };
    await expectMail('confirmed', { status: 'confirmed' }, `Pointe: your order ${order.orderNumber} (${order._id}) is confirmed`, 'Thank you for confirming your order by phone.');
    await expectMail('shipped', { status: 'shipped', trackingNumber: 'TRK-<7>' }, `Pointe: your order ${order.orderNumber} (${order._id}) is on its way`, 'Tracking number: TRK-<7>.');
    const shippedMail = await waitForMail(mailbox(), buyer.email, { since });
    expect(shippedMail.html).toContain('TRK-&lt;7&gt;');
    await expectMail('delivered', { status: 'delivered' }, `Pointe: your order ${order.orderNumber} (${order._id}) was delivered`, 'we received your payment of');
  });

  it('the cancelled email says who cancelled: the shopper or our team', async () => {
    const buyer = await newShopper();
    let since = Date.now() - 1000;
    const mine = await place(buyer);
    // The "received" email goes in the background: wait for it, so it cannot pass for the next one.
    await waitForMail(mailbox(), buyer.email, { since });
    since = Date.now();
    await api(`/api/orders/${mine._id}/cancel`, { method: 'POST', token: buyer.token });
    const byShopper = await waitForMail(mailbox(), buyer.email, { since });
    expect(byShopper.subject).toBe(`Pointe: your order ${mine.orderNumber} (${mine._id}) is cancelled`);
    expect(byShopper.text).toContain('You cancelled this order.');

    since = Date.now();
    const theirs = await place(buyer);
    await waitForMail(mailbox(), buyer.email, { since });
    since = Date.now();
    await setStatus(theirs._id, { status: 'cancelled' });
    const byStaff = await waitForMail(mailbox(), buyer.email, { since });
    expect(byStaff.subject).toBe(`Pointe: your order ${theirs.orderNumber} (${theirs._id}) is cancelled`);
    expect(byStaff.text).toContain('Our team cancelled this order.');
  });
});

describe("Strapi's panel shows orders read-only", () => {
  const ORDERS = '/content-manager/collection-types/api::order.order';
  const READ_ONLY = "Orders can't be created, changed or deleted here: use the shop's admin pages (Admin › Orders), which keep stock and promo uses exact.";

  it('lists and opens orders with their status and events', async () => {
    const order = await orderIn('confirmed');
    const token = await editorToken();
    const one = await api<{ data: { orderStatus: string; events: unknown[]; orderNumber: number; totalPrice: number | string; orderItems: unknown[]; publishedAt: string | null } }>(
      `${ORDERS}/${order._id}`,
      { token },
    );
    expect(one.status).toBe(200);
    expect(one.body.data.orderStatus).toBe('confirmed');
    expect(one.body.data.events).toHaveLength(2);
    // The shop writes new orders with its own SQL (ADR 028): Strapi's document service reads them as its own.
    expect(one.body.data).toMatchObject({ orderNumber: order.orderNumber, orderItems: order.orderItems });
    expect(Number(one.body.data.totalPrice)).toBe(order.totalPrice);
    expect(one.body.data.publishedAt).not.toBeNull();
    const list = await api<{ results: Array<{ documentId: string; orderStatus: string }> }>(`${ORDERS}?sort=createdAt:DESC`, { token });
    expect(list.status).toBe(200);
    expect(list.body.results.find((row) => row.documentId === order._id)?.orderStatus).toBe('confirmed');
    // Shown but not editable, and labelled for editors.
    const configuration = await api<{ data: { contentType: { metadatas: Record<string, { edit: { label: string; editable: boolean } }> } } }>(
      '/content-manager/content-types/api::order.order/configuration',
      { token },
    );
    const { metadatas } = configuration.body.data.contentType;
    expect(metadatas.orderStatus?.edit).toMatchObject({ label: 'Status', editable: false });
    for (const field of ['orderStatus', 'events', 'trackingNumber', 'orderItems', 'totalPrice', 'isPaid', 'isDelivered', 'user']) {
      expect(metadatas[field]?.edit.editable, field).toBe(false);
    }
  });

  it('refuses creating, changing, cloning and deleting, with a clear message', async () => {
    const item = await createProduct(90, [{ size: 'S', countInStock: 3 }]);
    const order = await place(shopper, item, 1);
    const token = await editorToken();
    const attempts = [
      api(ORDERS, { method: 'POST', token, json: { orderStatus: 'delivered', paymentMethod: 'Cash On Delivery', orderItems: [], shippingAddress: {}, itemsPrice: 0, shippingPrice: 0, totalPrice: 0 } }),
      api(`${ORDERS}/${order._id}`, { method: 'PUT', token, json: { orderStatus: 'cancelled' } }),
      api(`${ORDERS}/clone/${order._id}`, { method: 'POST', token, json: {} }),
      api(`${ORDERS}/${order._id}`, { method: 'DELETE', token }),
      api(`${ORDERS}/actions/bulkDelete`, { method: 'POST', token, json: { documentIds: [order._id] } }),
    ];
    const answers = (await Promise.all(attempts)).map((response) => ({ status: response.status, message: (response.body as { error?: { message?: string } }).error?.message }));
    expect(answers).toEqual(Array(attempts.length).fill({ status: 403, message: READ_ONLY }));
    const still = expectContract(orderJson, (await api(`/api/orders/${order._id}`, { token: admin.token })).body);
    expect(still.status).toBe('pending');
    expect((await stockOf(item)).countInStock).toBe(2);
  });
});
