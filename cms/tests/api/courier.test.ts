import { createHmac, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  courierCashJson,
  courierWebhookJson,
  orderJson,
  orderPlacedJson,
  settlementCreatedJson,
  settlementListJson,
  toPiastres,
  type CourierCashJson,
  type OrderJson,
  type OrderStatus,
} from '@pointe/config';
import { expectContract, refusal } from '../helpers/contract';
import { ago, DAY, sql } from '../helpers/database';
import { createProduct, demoAdmin, newShopper, orderBody, type TestProduct, type TestUser } from '../helpers/fixtures';
import { api } from '../helpers/http';
import { mailsTo, waitForMail } from '../../../scripts/lib/mailbox';

/** The test stack's COURIER_WEBHOOK_SECRETS (scripts/lib/test-stack.ts). */
const COURIER = 'testcourier';
const SECRET = 'test-courier-secret-0123456789';

let admin: TestUser;
let shopper: TestUser;
let product: TestProduct;

beforeAll(async () => {
  admin = await demoAdmin();
  shopper = await newShopper();
  product = await createProduct(200, [{ size: 'S', countInStock: 10_000 }]);
});

/** Sends a webhook request as a courier would: HMAC-SHA256 over `<timestamp>.<raw body>`. */
function send(body: unknown, options: { secret?: string; timestamp?: number; signature?: string | null; raw?: string } = {}) {
  const raw = options.raw ?? JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', options.secret ?? SECRET).update(`${timestamp}.${raw}`).digest('hex');
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-courier-timestamp': timestamp };
  if (options.signature !== null) headers['x-courier-signature'] = options.signature ?? `sha256=${signature}`;
  return api('/api/courier/webhook', { method: 'POST', headers, body: raw });
}

const event = (orderNumber: number, type: string, extra: Record<string, unknown> = {}) => ({ eventId: `evt-${randomUUID()}`, orderNumber, event: type, ...extra });

/** The changes that lead from `pending` to each status a cash-on-delivery order can be in. */
const PATHS: Record<Exclude<OrderStatus, 'awaiting-payment'>, OrderStatus[]> = {
  pending: [],
  confirmed: ['confirmed'],
  shipped: ['confirmed', 'shipped'],
  delivered: ['confirmed', 'shipped', 'delivered'],
  refused: ['confirmed', 'shipped', 'refused'],
  returned: ['confirmed', 'shipped', 'refused', 'returned'],
  cancelled: ['cancelled'],
};

async function orderIn(status: keyof typeof PATHS): Promise<OrderJson> {
  const placed = await api('/api/orders', { method: 'POST', token: shopper.token, json: orderBody([{ product, size: 'S', quantity: 1 }]) });
  expect(placed.status).toBe(201);
  let order = expectContract(orderPlacedJson, placed.body).order;
  for (const step of PATHS[status]) {
    const response = await api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, json: step === 'shipped' ? { status: step, trackingNumber: 'manual' } : { status: step } });
    expect(response.status).toBe(200);
    order = expectContract(orderJson, response.body);
  }
  return order;
}

const read = async (order: OrderJson) => expectContract(orderJson, (await api(`/api/orders/${order._id}`, { token: admin.token })).body);

describe('POST /api/courier/webhook: the signature', () => {
  it('accepts a good signature and refuses a wrong, missing or stale one with 401 { message }, changing nothing', async () => {
    const order = await orderIn('confirmed');
    const body = event(order.orderNumber, 'picked_up');
    const wrong = await send(body, { secret: 'another-secret-0123456789' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(refusal('Signature missing, wrong or too old'));
    expect((await send(body, { signature: null })).status).toBe(401);
    expect((await send(body, { signature: 'sha256=nothex' })).status).toBe(401);
    expect((await send(body, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(401);
    expect((await send(body, { timestamp: Math.floor(Date.now() / 1000) + 600 })).status).toBe(401);
    // The signature covers the raw bytes: the same JSON written with other spacing is another body.
    const signedRaw = JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', SECRET).update(`${timestamp}.${signedRaw}`).digest('hex');
    expect((await send(body, { raw: JSON.stringify(body, null, 2), timestamp, signature })).status).toBe(401);
    expect((await read(order)).status).toBe('confirmed');

    const good = await send(body);
    expect(good.status).toBe(200);
    expect(expectContract(courierWebhookJson, good.body)).toMatchObject({ status: 'shipped', changed: true, orderNumber: order.orderNumber });
    const after = await read(order);
    expect(after).toMatchObject({ status: 'shipped', courier: COURIER, trackingNumber: COURIER, cashCollected: null });
  });

  it('refuses a bad body with 400 { message } once the signature is good', async () => {
    for (const body of [{}, { eventId: 'x', orderNumber: 'abc', event: 'picked_up' }, { eventId: 'x', orderNumber: 10001, event: 'lost' }, { eventId: '', orderNumber: 10001, event: 'picked_up' }]) {
      const response = await send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ message: expect.any(String) });
    }
    const noCash = await send(event(10001, 'delivered'));
    expect(noCash.status).toBe(400);
    expect(noCash.body).toEqual(refusal('A delivered event needs cashCollected'));
    expect((await send(event(10001, 'delivered', { cashCollected: -5 }))).status).toBe(400);
    expect((await send(null, { raw: '{"eventId":' })).status).toBe(400);
  });

  it('answers an unknown order number 404 { message }', async () => {
    const response = await send(event(1_999_999_999, 'picked_up'));
    expect(response.status).toBe(404);
    expect(response.body).toEqual(refusal('Order Not Found'));
  });
});

describe('POST /api/courier/webhook: the life cycle', () => {
  it('delivered with the cash collected, for an order still confirmed, goes through shipped', async () => {
    const order = await orderIn('confirmed');
    const response = await send(event(order.orderNumber, 'delivered', { cashCollected: order.totalPrice }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'delivered', changed: true });
    const after = await read(order);
    expect(after).toMatchObject({ status: 'delivered', isPaid: true, isDelivered: true, courier: COURIER, cashCollected: order.totalPrice });
    expect(after.events.filter((entry) => entry.type === 'status').map((entry) => entry.to)).toEqual(['pending', 'confirmed', 'shipped', 'delivered']);
    expect(after.events.at(-1)).toMatchObject({ by: 'system', note: expect.stringContaining(COURIER) });
  });

  it('tells the shopper where the order ends, in one email, not one per step it passes through', async () => {
    const buyer = await newShopper();
    const start = Date.now() - 1000;
    const placed = await api('/api/orders', { method: 'POST', token: buyer.token, json: orderBody([{ product, size: 'S', quantity: 1 }]) });
    const order = expectContract(orderPlacedJson, placed.body).order;
    expect((await api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, json: { status: 'confirmed' } })).status).toBe(200);
    // The received and confirmed emails go in the background: both in, so neither passes for a later one.
    await expect.poll(async () => (await mailsTo(inject('mailboxDirectory'), buyer.email, { since: start })).length, { timeout: 10_000 }).toBe(2);
    const since = Date.now();
    expect((await send(event(order.orderNumber, 'delivered', { cashCollected: order.totalPrice }))).status).toBe(200);
    const delivered = await waitForMail(inject('mailboxDirectory'), buyer.email, { since });
    expect(delivered.subject).toBe(`Pointe: your order ${order.orderNumber} (${order._id}) was delivered`);
    // A shipped email would have been sent first: give a late one time to land, then count.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await mailsTo(inject('mailboxDirectory'), buyer.email, { since })).map((mail) => mail.subject)).toEqual([delivered.subject]);
    expect((await read(order)).events.filter((entry) => entry.type === 'status').map((entry) => entry.to)).toEqual(['pending', 'confirmed', 'shipped', 'delivered']);
  });

  it.each([
    ['picked_up', 'confirmed', 'shipped'],
    ['delivered', 'shipped', 'delivered'],
    ['refused', 'shipped', 'refused'],
    ['refused', 'confirmed', 'refused'],
    ['returned', 'refused', 'returned'],
    ['returned', 'shipped', 'returned'],
  ] as const)('%s moves a %s order to %s', async (type, from, to) => {
    const order = await orderIn(from);
    const response = await send(event(order.orderNumber, type, type === 'delivered' ? { cashCollected: order.totalPrice } : {}));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: to, changed: true });
    expect((await read(order)).status).toBe(to);
  });

  it('a late event changes nothing (picked up after delivered, refused after returned); a contradiction is 409', async () => {
    const delivered = await orderIn('delivered');
    const late = await send(event(delivered.orderNumber, 'picked_up'));
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ status: 'delivered', changed: false });
    const returned = await orderIn('returned');
    expect((await send(event(returned.orderNumber, 'refused'))).body).toMatchObject({ status: 'returned', changed: false });

    const refused = await orderIn('refused');
    const contradiction = await send(event(refused.orderNumber, 'delivered', { cashCollected: 250 }));
    expect(contradiction.status).toBe(409);
    expect(contradiction.body).toEqual(refusal('This order is refused: it cannot be marked delivered'));
    for (const status of ['pending', 'cancelled'] as const) {
      const order = await orderIn(status);
      expect((await send(event(order.orderNumber, 'picked_up'))).status).toBe(409);
      expect((await read(order)).status).toBe(status);
    }
  });

  it('a repeated event id is answered as the first time and changes nothing; a new id for the same change is idempotent', async () => {
    const order = await orderIn('shipped');
    const body = event(order.orderNumber, 'delivered', { cashCollected: order.totalPrice });
    const first = await send(body);
    expect(first.body).toMatchObject({ changed: true, status: 'delivered' });
    // The replay carries another cash figure: the recorded answer comes back, the order keeps the first.
    const replay = await send({ ...body, cashCollected: 1 });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    const again = await send(event(order.orderNumber, 'delivered', { cashCollected: 999 }));
    expect(again.body).toMatchObject({ changed: false, status: 'delivered' });
    const after = await read(order);
    expect(after.cashCollected).toBe(order.totalPrice);
    expect(after.events.filter((entry) => entry.to === 'delivered')).toHaveLength(1);

    // Ten copies at once: one change of status; every copy answered 200 with the order shipped.
    const racingOrder = await orderIn('confirmed');
    const racing = event(racingOrder.orderNumber, 'picked_up');
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(racing)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.map((answer) => (answer.body as { status: string }).status)).toEqual(Array(10).fill('shipped'));
    expect((await read(racingOrder)).events.filter((entry) => entry.to === 'shipped')).toHaveLength(1);
    // Afterwards the id is answered as recorded.
    const recorded = await send(racing);
    expect(answers.map((answer) => answer.body)).toContainEqual(recorded.body);
  });

  it('records the cash of an order staff marked delivered before the courier reported it, once', async () => {
    const order = await orderIn('delivered');
    const response = await send(event(order.orderNumber, 'delivered', { cashCollected: order.totalPrice }));
    expect(response.body).toMatchObject({ status: 'delivered', changed: true });
    expect(await read(order)).toMatchObject({ courier: COURIER, cashCollected: order.totalPrice });
  });
});

describe('cash reconciliation (admin)', () => {
  const deliveredByCourier = async (cash?: number) => {
    const order = await orderIn('confirmed');
    const response = await send(event(order.orderNumber, 'delivered', { cashCollected: cash ?? order.totalPrice }));
    expect(response.status).toBe(200);
    return read(order);
  };
  const cash = async () => expectContract(courierCashJson, (await api('/api/courier/cash', { token: admin.token })).body);
  const unsettledOf = async () => (await cash()).couriers.find((row) => row.courier === COURIER) ?? { orders: 0, amount: 0 };
  const settle = (json: Record<string, unknown>) => api('/api/courier/settlements', { method: 'POST', token: admin.token, json: { courier: COURIER, settledOn: '2026-11-25', ...json } });

  it('sums the unsettled cash per courier, records a settlement that adds up and takes its orders off the sum', async () => {
    const before = await unsettledOf();
    const [first, second] = [await deliveredByCourier(), await deliveredByCourier(123.45)];
    const during = await unsettledOf();
    expect(during.orders).toBe(before.orders + 2);
    expect(during.amount).toBeCloseTo(before.amount + first.cashCollected! + 123.45, 2);

    const response = await settle({ amount: first.cashCollected! + 123.45, orderNumbers: [first.orderNumber, second.orderNumber], note: 'Tuesday cash' });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { settlement } = expectContract(settlementCreatedJson, response.body);
    expect(settlement).toMatchObject({ courier: COURIER, settledOn: '2026-11-25', amount: first.cashCollected! + 123.45, orderNumbers: [first.orderNumber, second.orderNumber] });
    const after = await unsettledOf();
    expect(after.orders).toBe(before.orders);
    expect(after.amount).toBeCloseTo(before.amount, 2);
    const list = expectContract(settlementListJson, (await api('/api/courier/settlements', { token: admin.token })).body);
    expect(list.settlements[0]!._id).toBe(settlement._id);

    // Already settled: refused whole.
    const again = await settle({ amount: first.cashCollected!, orderNumbers: [first.orderNumber] });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusal(`Order ${first.orderNumber} is already covered by a settlement`));
  });

  it('refuses a settlement that does not add up, names an unknown order or one without cash, and changes nothing', async () => {
    const order = await deliveredByCourier();
    const wrong = await settle({ amount: order.cashCollected! - 1, orderNumbers: [order.orderNumber] });
    expect(wrong.status).toBe(409);
    expect(wrong.body).toEqual(refusal(`The settlement is ${order.cashCollected! - 1} EGP but its orders' cash collected is ${order.cashCollected} EGP`));
    const unknown = await settle({ amount: order.cashCollected!, orderNumbers: [order.orderNumber, 1_999_999_998] });
    expect(unknown.body).toEqual(refusal('No order 1999999998'));
    const confirmed = await orderIn('confirmed');
    const notCollected = await settle({ amount: 0, orderNumbers: [confirmed.orderNumber] });
    expect(notCollected.body).toEqual(refusal(`Order ${confirmed.orderNumber} has no cash collected by ${COURIER}`));
    const otherCourier = await api('/api/courier/settlements', { method: 'POST', token: admin.token, json: { courier: 'bosta', settledOn: '2026-11-25', amount: order.cashCollected, orderNumbers: [order.orderNumber] } });
    expect(otherCourier.status).toBe(409);
    expect((await settle({ amount: 1, orderNumbers: [order.orderNumber, order.orderNumber] })).status).toBe(400);
    expect((await settle({ amount: 1, orderNumbers: [] })).status).toBe(400);
    expect((await settle({ amount: 1, settledOn: 'yesterday', orderNumbers: [order.orderNumber] })).status).toBe(400);
    expect((await settle({ amount: 1, settledOn: '2026-02-30', orderNumbers: [order.orderNumber] })).status).toBe(400);
    // Still unsettled: a correct settlement goes through afterwards.
    expect((await settle({ amount: order.cashCollected!, orderNumbers: [order.orderNumber] })).status).toBe(201);
  });

  it('imports a CSV of order numbers and amounts, each checked against the cash collected', async () => {
    const [first, second] = [await deliveredByCourier(), await deliveredByCourier(99.5)];
    const mismatch = await settle({ amount: first.cashCollected! + 99.5, csv: `order,amount\n${first.orderNumber},${first.cashCollected}\n${second.orderNumber},90` });
    expect(mismatch.status).toBe(409);
    expect(mismatch.body).toEqual(refusal(`Order ${second.orderNumber}: the CSV says 90 EGP, the courier collected 99.5 EGP`));
    const badLine = await settle({ amount: 1, csv: `order,amount\n${first.orderNumber},abc` });
    expect(badLine.status).toBe(400);
    expect(badLine.body).toEqual(refusal('CSV line 2 must be an order number and an amount'));
    const good = await settle({ amount: first.cashCollected! + 99.5, csv: `order,amount\n${first.orderNumber},${first.cashCollected}\n${second.orderNumber},99.50\n` });
    expect(good.status, JSON.stringify(good.body)).toBe(201);
  });

  it('flags orders delivered more than COURIER_SETTLEMENT_DAYS (7) ago that no settlement covers', async () => {
    const old = await deliveredByCourier();
    const recent = await deliveredByCourier();
    await sql('UPDATE orders SET delivered_at = $1 WHERE order_number = $2', [ago(8 * DAY), old.orderNumber]);
    const report = await cash();
    expect(report.overdueDays).toBe(7);
    expect(report.overdue.map((row) => row.orderNumber)).toContain(old.orderNumber);
    expect(report.overdue.map((row) => row.orderNumber)).not.toContain(recent.orderNumber);
    expect(report.overdue.find((row) => row.orderNumber === old.orderNumber)).toMatchObject({ _id: old._id, courier: COURIER, cashCollected: old.cashCollected });
    await settle({ amount: old.cashCollected!, orderNumbers: [old.orderNumber] });
    expect((await cash()).overdue.map((row) => row.orderNumber)).not.toContain(old.orderNumber);
  });

  it('is for admins only: 401 without a token, 403 for a shopper', async () => {
    for (const [method, path] of [
      ['GET', '/api/courier/cash'],
      ['GET', '/api/courier/settlements'],
      ['POST', '/api/courier/settlements'],
    ] as const) {
      expect((await api(path, { method, json: method === 'POST' ? {} : undefined })).status).toBe(401);
      expect((await api(path, { method, token: shopper.token, json: method === 'POST' ? {} : undefined })).status).toBe(403);
    }
  });
});

describe('cash reported against the amount due (issue 36)', () => {
  const cash = async () => expectContract(courierCashJson, (await api('/api/courier/cash', { token: admin.token })).body);
  const mine = (report: CourierCashJson) => report.couriers.find((row) => row.courier === COURIER) ?? { orders: 0, amount: 0, expected: 0, difference: 0 };
  const piastres = (egp: number | undefined) => toPiastres(egp ?? 0);

  /** A confirmed order of one 450 EGP unit: 500 EGP with the 50 EGP shipping. */
  async function fiveHundred(buyer: TestUser = shopper): Promise<OrderJson> {
    const placed = await api('/api/orders', { method: 'POST', token: buyer.token, json: orderBody([{ product: dear, size: 'S', quantity: 1 }]) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = expectContract(orderPlacedJson, placed.body).order;
    expect((await api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, json: { status: 'confirmed' } })).status).toBe(200);
    return order;
  }
  let dear: TestProduct;
  beforeAll(async () => {
    dear = await createProduct(450, [{ size: 'S', countInStock: 1_000 }]);
  });

  it('1 EGP reported for a 500 EGP order: delivered, a shortfall of 499.00 recorded on the order, its timeline and the cash view', async () => {
    const before = mine(await cash());
    const order = await fiveHundred();
    expect(order.totalPrice).toBe(500);
    const response = await send(event(order.orderNumber, 'delivered', { cashCollected: 1 }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'delivered', changed: true });

    const after = await read(order);
    expect(after).toMatchObject({ status: 'delivered', isDelivered: true, cashCollected: 1, cashExpected: 500, cashDifference: -499 });
    // The timeline says it, in the staff's view only.
    const shortfall = after.events.filter((entry) => entry.type === 'cash');
    expect(shortfall).toHaveLength(1);
    expect(shortfall[0]).toMatchObject({ by: 'system', note: `${COURIER} reported 1.00 EGP collected; 500.00 EGP was due: short by 499.00 EGP` });
    const owner = expectContract(orderJson, (await api(`/api/orders/${order._id}`, { token: shopper.token })).body);
    expect(owner.events.some((entry) => entry.type === 'cash')).toBe(false);

    // The cash view: the courier holds 1 EGP of 500 due; the order is listed among the differences.
    const report = await cash();
    const now = mine(report);
    expect([now.orders - before.orders, piastres(now.amount) - piastres(before.amount)]).toEqual([1, 100]);
    expect(piastres(now.expected) - piastres(before.expected)).toBe(50_000);
    expect(piastres(now.difference) - piastres(before.difference)).toBe(-49_900);
    expect(report.differences.find((row) => row.orderNumber === order.orderNumber)).toEqual({
      _id: order._id,
      orderNumber: order.orderNumber,
      courier: COURIER,
      cashExpected: 500,
      cashCollected: 1,
      difference: -499,
      deliveredAt: after.deliveredAt,
      settled: false,
    });

    // Settling the 1 EGP the courier handed over is recorded, and says what was due: never 1 settled as in full.
    const settled = await api('/api/courier/settlements', { method: 'POST', token: admin.token, json: { courier: COURIER, settledOn: '2026-11-25', amount: 1, orderNumbers: [order.orderNumber] } });
    expect(settled.status, JSON.stringify(settled.body)).toBe(201);
    expect(expectContract(settlementCreatedJson, settled.body).settlement).toMatchObject({ amount: 1, expected: 500, difference: -499 });
    const listed = expectContract(settlementListJson, (await api('/api/courier/settlements', { token: admin.token })).body).settlements[0];
    expect(listed).toMatchObject({ amount: 1, expected: 500, difference: -499 });
    // Still a difference for staff once settled.
    expect((await cash()).differences.find((row) => row.orderNumber === order.orderNumber)).toMatchObject({ difference: -499, settled: true });
  });

  it('the exact amount due records no difference; store credit lowers what is due; more than due is an overage', async () => {
    const before = mine(await cash());
    const exact = await fiveHundred();
    expect((await send(event(exact.orderNumber, 'delivered', { cashCollected: 500 }))).status).toBe(200);
    const read1 = await read(exact);
    expect(read1).toMatchObject({ cashCollected: 500, cashExpected: 500, cashDifference: 0 });
    expect(read1.events.some((entry) => entry.type === 'cash')).toBe(false);
    const report = await cash();
    expect(report.differences.map((row) => row.orderNumber)).not.toContain(exact.orderNumber);
    expect(piastres(mine(report).difference)).toBe(piastres(before.difference));

    // 100 EGP of store credit: 400 due in cash (amountDue), the same function as the labels' "cash to collect".
    const buyer = await newShopper();
    expect((await api(`/api/users/${buyer._id}/store-credit`, { method: 'POST', token: admin.token, json: { amount: 100 } })).status).toBe(201);
    const placed = await api('/api/orders', { method: 'POST', token: buyer.token, json: { ...orderBody([{ product: dear, size: 'S', quantity: 1 }]), useStoreCredit: true } });
    const credited = expectContract(orderPlacedJson, placed.body).order;
    expect([credited.storeCreditUsed, credited.amountDue]).toEqual([100, 400]);
    expect((await api(`/api/orders/${credited._id}/status`, { method: 'PUT', token: admin.token, json: { status: 'confirmed' } })).status).toBe(200);
    expect((await send(event(credited.orderNumber, 'delivered', { cashCollected: 400 }))).status).toBe(200);
    expect(await read(credited)).toMatchObject({ cashExpected: 400, cashDifference: 0 });

    const over = await fiveHundred();
    expect((await send(event(over.orderNumber, 'delivered', { cashCollected: 500.01 }))).status).toBe(200);
    expect(await read(over)).toMatchObject({ cashExpected: 500, cashDifference: 0.01 });
    expect((await cash()).differences.find((row) => row.orderNumber === over.orderNumber)).toMatchObject({ difference: 0.01, settled: false });
  });

  it('staff marked it delivered first: the courier’s short cash is recorded as a shortfall too, once', async () => {
    const order = await fiveHundred();
    for (const json of [{ status: 'shipped', trackingNumber: 'manual' }, { status: 'delivered' }]) {
      expect((await api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, json })).status).toBe(200);
    }
    expect((await send(event(order.orderNumber, 'delivered', { cashCollected: 250.5 }))).body).toMatchObject({ changed: true });
    // A second report (another event id) changes nothing: the first figure stays.
    expect((await send(event(order.orderNumber, 'delivered', { cashCollected: 500 }))).body).toMatchObject({ changed: false });
    const after = await read(order);
    expect(after).toMatchObject({ cashCollected: 250.5, cashExpected: 500, cashDifference: -249.5 });
    expect(after.events.filter((entry) => entry.type === 'cash').map((entry) => entry.note)).toEqual([`${COURIER} reported 250.50 EGP collected; 500.00 EGP was due: short by 249.50 EGP`]);
  });
});
