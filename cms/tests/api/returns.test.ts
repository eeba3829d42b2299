import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminReturnsPageJson, returnsSummaryJson, orderJson, orderPlacedJson, orderReturnsJson, productJson, returnJson, storeCreditJson, type OrderJson, type ReturnJson, type Size } from '@pointe/config';
import { waitForMail } from '../../../scripts/lib/mailbox';
import { expectContract } from '../helpers/contract';
import { ago, DAY, sql } from '../helpers/database';
import { createProduct, createPromo, demoAdmin, newShopper, orderBody, type TestProduct, type TestUser } from '../helpers/fixtures';
import { api } from '../helpers/http';

/** Issue 23's returns and exchanges: /api/orders/:id/returns and /api/returns (ADR 023). */
let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  admin = await demoAdmin();
  shopper = await newShopper();
});

type Line = { product: TestProduct; size: Size; quantity: number };

/** An order placed and taken through confirmed and shipped to delivered by staff. */
async function delivered(lines: Line[], buyer: TestUser = shopper, promoCode?: string): Promise<OrderJson> {
  const placed = await api('/api/orders', { method: 'POST', token: buyer.token, json: orderBody(lines, promoCode) });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = expectContract(orderPlacedJson, placed.body).order;
  for (const json of [{ status: 'confirmed' }, { status: 'shipped', trackingNumber: 'manual' }, { status: 'delivered' }]) {
    const response = await api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, json });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }
  return expectContract(orderJson, (await api(`/api/orders/${order._id}`, { token: buyer.token })).body);
}

const ask = (order: Pick<OrderJson, '_id'>, json: unknown, token = shopper.token) => api(`/api/orders/${order._id}/returns`, { method: 'POST', token, json });

async function asked(order: Pick<OrderJson, '_id'>, json: unknown, token = shopper.token): Promise<ReturnJson> {
  const response = await ask(order, json, token);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return expectContract(returnJson, response.body);
}

const move = (request: Pick<ReturnJson, '_id' | 'version'>, status: string, extra: Record<string, unknown> = {}, token = admin.token) =>
  api(`/api/returns/${request._id}/status`, { method: 'PUT', token, json: { version: request.version, status, ...extra } });

async function moved(request: Pick<ReturnJson, '_id' | 'version'>, status: string, extra: Record<string, unknown> = {}): Promise<ReturnJson> {
  const response = await move(request, status, extra);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return expectContract(returnJson, response.body);
}

const refund = (request: Pick<ReturnJson, '_id' | 'version'>, json: Record<string, unknown>) =>
  api(`/api/returns/${request._id}/refunds`, { method: 'POST', token: admin.token, json: { version: request.version, ...json } });

async function stockOf(product: TestProduct): Promise<Record<string, number>> {
  const { countInStock, sizes } = expectContract(productJson, (await api(`/api/products/${product._id}`)).body);
  return { ...Object.fromEntries(sizes.map((entry) => [entry.size, entry.countInStock])), total: countInStock };
}

const codeOf = (response: { body: unknown }) => (response.body as { code?: string }).code;

describe('asking for a return', () => {
  it('only for a delivered order, within RETURN_WINDOW_DAYS of its delivery (the server’s clock)', async () => {
    const tights = await createProduct(300, [{ size: 'S', countInStock: 20 }]);
    const placed = await api('/api/orders', { method: 'POST', token: shopper.token, json: orderBody([{ product: tights, size: 'S', quantity: 1 }]) });
    const pending = expectContract(orderPlacedJson, placed.body).order;
    const early = await ask(pending, { lines: [{ line: 0, quantity: 1, resolution: 'refund' }], reason: 'defect' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'returnOrderNotDelivered', params: { current: 'pending' } });

    const order = await delivered([{ product: tights, size: 'S', quantity: 1 }]);
    const open = expectContract(orderReturnsJson, (await api(`/api/orders/${order._id}/returns`, { token: shopper.token })).body);
    expect(open.window.open).toBe(true);
    expect(new Date(open.window.until!).getTime() - new Date(order.deliveredAt!).getTime()).toBe(14 * 24 * 3600 * 1000);
    // Its one size is the one being returned: nothing to exchange it for (issue 37).
    expect(open.lines).toEqual([{ line: 0, returnable: 1, exchangeOptions: [] }]);

    // Delivered 14 days and a minute ago: closed, and the answer says until when.
    await sql(`UPDATE orders SET delivered_at = $1 WHERE document_id = $2`, [ago(14 * DAY + 60_000), order._id]);
    const late = await ask(order, { lines: [{ line: 0, quantity: 1, resolution: 'refund' }], reason: 'defect' });
    expect(late.status).toBe(409);
    expect(codeOf(late)).toBe('returnWindowClosed');
    const closed = expectContract(orderReturnsJson, (await api(`/api/orders/${order._id}/returns`, { token: shopper.token })).body);
    expect(closed.window.open).toBe(false);
    expect((late.body as { params: { until: string } }).params.until).toBe(closed.window.until);

    // 13 days ago: open again.
    await sql(`UPDATE orders SET delivered_at = $1 WHERE document_id = $2`, [ago(13 * DAY), order._id]);
    expect((await ask(order, { lines: [{ line: 0, quantity: 1, resolution: 'refund' }], reason: 'defect' })).status).toBe(201);
  });

  it('never more units than delivered minus those in returns not rejected', async () => {
    const leotard = await createProduct(500, [{ size: 'S', countInStock: 20 }]);
    const order = await delivered([{ product: leotard, size: 'S', quantity: 2 }]);
    const first = await asked(order, { lines: [{ line: 0, quantity: 1, resolution: 'refund' }], reason: 'changed-mind' });
    expect(first).toMatchObject({ status: 'requested', version: 0, refundCap: 500, refunded: 0, reason: 'changed-mind' });
    const tooMany = await ask(order, { lines: [{ line: 0, quantity: 2, resolution: 'refund' }], reason: 'changed-mind' });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ code: 'returnTooManyUnits', params: { line: 0, max: 1 } });
    expect((await ask(order, { lines: [{ line: 3, quantity: 1, resolution: 'refund' }], reason: 'defect' })).status).toBe(400);
    const bad = await ask(order, { lines: [{ line: 0, quantity: 1, resolution: 'refund' }], reason: 'other' });
    expect([bad.status, codeOf(bad)]).toEqual([400, 'returnReasonTextRequired']);

    // A rejected return frees its units.
    const rejected = await moved(first, 'rejected', { reason: 'Worn' });
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Worn' });
    const view = expectContract(orderReturnsJson, (await api(`/api/orders/${order._id}/returns`, { token: shopper.token })).body);
    expect(view.lines[0]!.returnable).toBe(2);
    // Concurrent requests for the last units: the order row is locked, only one gets them.
    const answers = await Promise.all([0, 1].map(() => ask(order, { lines: [{ line: 0, quantity: 2, resolution: 'refund' }], reason: 'defect' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('an exchange only to a size with stock', async () => {
    const leotard = await createProduct(500, [
      { size: 'S', countInStock: 5 },
      { size: 'M', countInStock: 0 },
    ]);
    const order = await delivered([{ product: leotard, size: 'S', quantity: 1 }]);
    const none = await ask(order, { lines: [{ line: 0, quantity: 1, resolution: 'exchange', exchangeSize: 'M' }], reason: 'too-small' });
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ code: 'exchangeSizeUnavailable', params: { size: 'M' } });
    const missing = await ask(order, { lines: [{ line: 0, quantity: 1, resolution: 'exchange', exchangeSize: 'XS' }], reason: 'too-small' });
    expect(missing.status).toBe(409);
    // The size being returned is no exchange for itself (issue 37): neither offered nor accepted, though it has stock.
    const view = expectContract(orderReturnsJson, (await api(`/api/orders/${order._id}/returns`, { token: shopper.token })).body);
    expect(view.lines[0]!.exchangeOptions.filter((option) => option.productId === leotard._id).map((option) => option.size)).toEqual([]);
    const itself = await ask(order, { lines: [{ line: 0, quantity: 1, resolution: 'exchange', exchangeSize: 'S' }], reason: 'too-small' });
    expect(itself.status).toBe(409);
    expect(itself.body).toMatchObject({ code: 'exchangeSizeUnavailable', params: { size: 'S' } });
  });
});

describe('who may see and change returns', () => {
  it('other shoppers get 404; a shopper cannot change a status (403)', async () => {
    const tights = await createProduct(200, [{ size: 'S', countInStock: 10 }]);
    const order = await delivered([{ product: tights, size: 'S', quantity: 1 }]);
    const request = await asked(order, { lines: [{ line: 0, quantity: 1, resolution: 'refund' }], reason: 'defect' });
    const stranger = await newShopper();
    expect((await api(`/api/orders/${order._id}/returns`, { token: stranger.token })).status).toBe(404);
    expect((await ask(order, { lines: [{ line: 0, quantity: 1, resolution: 'refund' }], reason: 'defect' }, stranger.token)).status).toBe(404);
    expect((await api(`/api/returns/${request._id}`, { token: stranger.token })).status).toBe(404);
    expect((await api(`/api/returns/${request._id}`, { token: shopper.token })).status).toBe(200);
    expect((await api(`/api/returns/${request._id}`, { token: admin.token })).status).toBe(200);
    expect((await api(`/api/returns/${request._id}`)).status).toBe(401);
    expect((await move(request, 'approved', {}, shopper.token)).status).toBe(403);
    expect((await api(`/api/returns/${request._id}/refunds`, { method: 'POST', token: shopper.token, json: { version: 0, method: 'cash', amount: 1 } })).status).toBe(403);
    expect((await api('/api/returns', { token: shopper.token })).status).toBe(403);
    // Staff's queue: oldest first, filtered by status.
    const queue = expectContract(adminReturnsPageJson, (await api('/api/returns?status=requested', { token: admin.token })).body);
    expect(queue.returns.every((entry) => entry.status === 'requested')).toBe(true);
    const times = queue.returns.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort());
    expect(queue.returns.map((entry) => entry._id)).toContain(request._id);
    expect((await api('/api/returns?status=lost', { token: admin.token })).status).toBe(400);
  });
});

describe('an exchange', () => {
  it('reserves the new size when approved, gives the old one back when received, and ships as a linked 0 EGP order', async () => {
    const leotard = await createProduct(650, [
      { size: 'S', countInStock: 5 },
      { size: 'M', countInStock: 3 },
    ]);
    const order = await delivered([{ product: leotard, size: 'S', quantity: 1 }]);
    expect(await stockOf(leotard)).toEqual({ S: 4, M: 3, total: 7 });
    const request = await asked(order, { lines: [{ line: 0, quantity: 1, resolution: 'exchange', exchangeSize: 'M' }], reason: 'too-small' });
    expect(request.lines[0]).toMatchObject({ size: 'S', price: 650, resolution: 'exchange', exchange: { productId: leotard._id, size: 'M' } });
    expect(request.refundCap).toBe(0);

    const approved = await moved(request, 'approved');
    expect(await stockOf(leotard)).toEqual({ S: 4, M: 2, total: 6 });
    // The same click again, with the version it saw: 409, nothing taken twice.
    expect((await move(request, 'approved')).status).toBe(409);
    expect((await move(approved, 'received')).status).toBe(409);
    const picked = await moved(approved, 'picked-up');
    const beforeReceived = Date.now();
    const received = await moved(picked, 'received');
    expect(received.status).toBe('exchanged');
    expect(received.events.map((event) => `${event.from}→${event.to}`)).toEqual(['null→requested', 'requested→approved', 'approved→picked-up', 'picked-up→received', 'received→exchanged']);
    expect(await stockOf(leotard)).toEqual({ S: 5, M: 2, total: 7 });

    const exchange = expectContract(orderJson, (await api(`/api/orders/${received.exchangeOrderId}`, { token: shopper.token })).body);
    expect(exchange).toMatchObject({ status: 'confirmed', totalPrice: 0, itemsPrice: 0, shippingPrice: 0, exchangeFor: received._id });
    expect(exchange.orderItems).toEqual([expect.objectContaining({ _id: leotard._id, size: 'M', quantity: 1, price: 0 })]);
    expect(exchange.orderNumber).toBeGreaterThan(order.orderNumber);
    // Shipping the exchange order takes nothing more: its stock was taken at approval.
    await api(`/api/orders/${exchange._id}/status`, { method: 'PUT', token: admin.token, json: { status: 'shipped', trackingNumber: 'manual' } });
    expect(await stockOf(leotard)).toEqual({ S: 5, M: 2, total: 7 });

    // The mail that says her exchange is done (the outbox sends the earlier steps' mails and the exchange order's in any order).
    const mail = await waitForMail(inject('mailboxDirectory'), shopper.email, { since: beforeReceived, subject: 'Exchanged' });
    expect(mail.subject).toBe(`Pointe: your return for order ${order.orderNumber}: Exchanged`);
  });

  it('rejecting an approved exchange gives its reservation back', async () => {
    const leotard = await createProduct(650, [
      { size: 'S', countInStock: 5 },
      { size: 'M', countInStock: 3 },
    ]);
    const order = await delivered([{ product: leotard, size: 'S', quantity: 1 }]);
    const request = await asked(order, { lines: [{ line: 0, quantity: 1, resolution: 'exchange', exchangeSize: 'M' }], reason: 'too-small' });
    const approved = await moved(request, 'approved');
    expect((await stockOf(leotard)).M).toBe(2);
    expect((await move(approved, 'rejected')).status).toBe(400);
    await moved(approved, 'rejected', { reason: 'Not in our packaging' });
    expect(await stockOf(leotard)).toEqual({ S: 4, M: 3, total: 7 });
  });

  it('approving when the exchange size sold out meanwhile: 409, nothing changes', async () => {
    const leotard = await createProduct(650, [
      { size: 'S', countInStock: 5 },
      { size: 'M', countInStock: 1 },
    ]);
    const order = await delivered([{ product: leotard, size: 'S', quantity: 1 }]);
    const request = await asked(order, { lines: [{ line: 0, quantity: 1, resolution: 'exchange', exchangeSize: 'M' }], reason: 'too-small' });
    await delivered([{ product: leotard, size: 'M', quantity: 1 }], await newShopper());
    const refused = await move(request, 'approved');
    expect([refused.status, codeOf(refused)]).toEqual([409, 'exchangeStockGone']);
    const after = expectContract(returnJson, (await api(`/api/returns/${request._id}`, { token: admin.token })).body);
    expect(after).toMatchObject({ status: 'requested', version: 0 });
  });
});

describe('races', () => {
  it('two admins approving and receiving at once: one wins each time, stock exact over 20 rounds', async () => {
    const rounds = 20;
    const leotard = await createProduct(400, [
      { size: 'S', countInStock: rounds },
      { size: 'M', countInStock: rounds },
    ]);
    for (let round = 0; round < rounds; round += 1) {
      const order = await delivered([{ product: leotard, size: 'S', quantity: 1 }]);
      const request = await asked(order, { lines: [{ line: 0, quantity: 1, resolution: 'exchange', exchangeSize: 'M' }], reason: 'too-small' });
      const approvals = await Promise.all([move(request, 'approved'), move(request, 'approved')]);
      expect(approvals.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const approved = expectContract(returnJson, approvals.find((answer) => answer.status === 200)!.body);
      const picked = await moved(approved, 'picked-up');
      const receipts = await Promise.all([move(picked, 'received'), move(picked, 'received')]);
      expect(receipts.map((answer) => answer.status).sort()).toEqual([200, 409]);
    }
    // Each round: one S sold and back, one M reserved for the exchange.
    expect(await stockOf(leotard)).toEqual({ S: rounds, M: 0, total: rounds });
    const [linked] = await sql<{ count: string }>(
      `SELECT count(*) AS count FROM orders o JOIN return_requests_exchange_order_lnk l ON l.order_id = o.id WHERE CAST(o.order_items AS TEXT) LIKE $1`,
      [`%${leotard._id}%`],
    );
    expect(Number(linked!.count)).toBe(rounds);
  }, 300_000);
});

describe('refunds', () => {
  it('never above what was paid for the returned lines (several methods summed); refunded when all is refunded', async () => {
    const leotard = await createProduct(800, [{ size: 'S', countInStock: 10 }]);
    const bun = await createProduct(400, [{ size: 'One Size', countInStock: 10 }]);
    const code = await createPromo({ discountType: 'percentage', discountValue: 10 });
    // Items 2 × 800 + 400 = 2000, 10 % off: 200 (the leotards' share 160, the bun's 40).
    const order = await delivered(
      [
        { product: leotard, size: 'S', quantity: 2 },
        { product: bun, size: 'One Size', quantity: 1 },
      ],
      shopper,
      code,
    );
    expect(order).toMatchObject({ itemsPrice: 2000, discount: 200 });
    const request = await asked(order, { lines: [{ line: 0, quantity: 2, resolution: 'refund' }], reason: 'changed-mind' });
    expect(request.refundCap).toBe(1440);
    const early = await refund(request, { method: 'cash', amount: 10 });
    expect([early.status, codeOf(early)]).toEqual([409, 'refundNotYet']);

    let current = await moved(await moved(await moved(request, 'approved'), 'picked-up'), 'received');
    expect(current.status).toBe('received');
    const balance = async () => expectContract(storeCreditJson, (await api('/api/users/me/store-credit', { token: shopper.token })).body).balance;
    const creditBefore = await balance();
    for (const [method, amount, reference] of [
      ['cash', 500, 'Courier receipt 77'],
      ['store-credit', 440.5, 'IPN-123'],
    ] as const) {
      const response = await refund(current, { method, amount, reference });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      current = expectContract(returnJson, response.body);
    }
    expect(current).toMatchObject({ status: 'received', refunded: 940.5 });
    const above = await refund(current, { method: 'bank-transfer', amount: 499.51 });
    expect(above.status).toBe(409);
    expect(above.body).toMatchObject({ code: 'refundAboveCap', params: { left: '499.5' } });
    const stale = await refund({ ...current, version: current.version - 1 }, { method: 'cash', amount: 1 });
    expect([stale.status, codeOf(stale)]).toEqual([409, 'returnChangedMeanwhile']);
    const last = await refund(current, { method: 'store-credit', amount: 499.5 });
    expect(last.status).toBe(201);
    current = expectContract(returnJson, last.body);
    expect(current).toMatchObject({ status: 'refunded', refunded: 1440 });
    expect(current.refunds.map((entry) => [entry.method, entry.amount, entry.reference])).toEqual([
      ['cash', 500, 'Courier receipt 77'],
      ['store-credit', 440.5, 'IPN-123'],
      ['store-credit', 499.5, ''],
    ]);
    // Both store-credit refunds of this return reached her balance, each once.
    expect(await balance()).toBeCloseTo(creditBefore + 940, 2);
    expect((await refund(current, { method: 'cash', amount: 0.01 })).status).toBe(409);
    // The leotards are back in stock.
    expect((await stockOf(leotard)).S).toBe(10);
  });

  it('concurrent refunds never add up to more than the cap', async () => {
    const tights = await createProduct(300, [{ size: 'S', countInStock: 10 }]);
    const order = await delivered([{ product: tights, size: 'S', quantity: 1 }]);
    const request = await asked(order, { lines: [{ line: 0, quantity: 1, resolution: 'refund' }], reason: 'defect' });
    // Every unit of the order returned for a defect: the shipping comes back too.
    expect(request.refundCap).toBe(300 + order.shippingPrice);
    const received = await moved(await moved(await moved(request, 'approved'), 'picked-up'), 'received');
    const answers = await Promise.all([0, 1, 2].map(() => refund(received, { method: 'cash', amount: request.refundCap })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const final = expectContract(returnJson, (await api(`/api/returns/${request._id}`, { token: shopper.token })).body);
    expect(final).toMatchObject({ status: 'refunded', refunded: request.refundCap });
  });
});

describe('the dashboard’s returns of the last 30 days', () => {
  const summary = async () => {
    const response = await api('/api/returns/summary', { token: admin.token });
    expect(response.status).toBe(200);
    return expectContract(returnsSummaryJson, response.body);
  };
  const reasonRow = (answer: Awaited<ReturnType<typeof summary>>, reason: string) => answer.byReason.find((row) => row.reason === reason)!;

  it('counts units by reason and by product, rejected requests and older ones left out; staff only', async () => {
    expect((await api('/api/returns/summary', { token: shopper.token })).status).toBe(403);
    expect((await api('/api/returns/summary')).status).toBe(401);
    const before = await summary();
    expect(before.days).toBe(30);
    expect(before.byReason.map((row) => row.reason)).toEqual(['too-small', 'too-big', 'defect', 'changed-mind', 'other']);

    // Many units back, so it is on the list of the ten products returned most.
    const leotard = await createProduct(400, [
      { size: 'S', countInStock: 40 },
      { size: 'M', countInStock: 40 },
    ]);
    const order = await delivered([{ product: leotard, size: 'S', quantity: 30 }]);
    await asked(order, { lines: [{ line: 0, quantity: 12, resolution: 'exchange', exchangeSize: 'M' }], reason: 'too-small' });
    await asked(order, { lines: [{ line: 0, quantity: 5, resolution: 'refund' }], reason: 'too-big' });
    const rejected = await asked(order, { lines: [{ line: 0, quantity: 3, resolution: 'refund' }], reason: 'defect' });
    await moved(rejected, 'rejected', { reason: 'Worn' });
    const old = await asked(order, { lines: [{ line: 0, quantity: 2, resolution: 'refund' }], reason: 'changed-mind' });
    await sql(`UPDATE return_requests SET created_at = $1 WHERE document_id = $2`, [ago(31 * DAY), old._id]);

    const after = await summary();
    expect(reasonRow(after, 'too-small')).toEqual({ ...reasonRow(before, 'too-small'), requests: reasonRow(before, 'too-small').requests + 1, exchanged: reasonRow(before, 'too-small').exchanged + 12 });
    expect(reasonRow(after, 'too-big')).toEqual({ ...reasonRow(before, 'too-big'), requests: reasonRow(before, 'too-big').requests + 1, refunded: reasonRow(before, 'too-big').refunded + 5 });
    expect(reasonRow(after, 'defect')).toEqual(reasonRow(before, 'defect'));
    expect(reasonRow(after, 'changed-mind')).toEqual(reasonRow(before, 'changed-mind'));
    expect(after.byProduct.find((product) => product.productId === leotard._id)).toEqual({
      productId: leotard._id,
      name: leotard.name,
      nameAr: expect.any(String),
      slug: leotard.slug,
      refunded: 5,
      exchanged: 12,
      reasons: { 'too-small': 12, 'too-big': 5, defect: 0, 'changed-mind': 0, other: 0 },
    });
  });

  it('sums the refunds of the days per method, every method listed (issue 40)', async () => {
    const before = await summary();
    expect(before.byRefundMethod.map((row) => row.method)).toEqual(['cash', 'bank-transfer', 'instapay', 'store-credit', 'online']);
    const methodRow = (answer: Awaited<ReturnType<typeof summary>>, method: string) => answer.byRefundMethod.find((row) => row.method === method)!;

    const wrap = await createProduct(250.5, [{ size: 'M', countInStock: 5 }]);
    const order = await delivered([{ product: wrap, size: 'M', quantity: 2 }]);
    const request = await asked(order, { lines: [{ line: 0, quantity: 2, resolution: 'refund' }], reason: 'changed-mind' });
    const received = await moved(await moved(await moved(request, 'approved'), 'picked-up'), 'received');
    expect((await refund(received, { method: 'cash', amount: 100.25 })).status).toBe(201);
    const again = expectContract(returnJson, (await api(`/api/returns/${request._id}`, { token: admin.token })).body);
    expect((await refund(again, { method: 'store-credit', amount: 50 })).status).toBe(201);

    const after = await summary();
    expect(methodRow(after, 'cash')).toEqual({ method: 'cash', refunds: methodRow(before, 'cash').refunds + 1, amount: Math.round((methodRow(before, 'cash').amount + 100.25) * 100) / 100 });
    expect(methodRow(after, 'store-credit')).toEqual({ method: 'store-credit', refunds: methodRow(before, 'store-credit').refunds + 1, amount: Math.round((methodRow(before, 'store-credit').amount + 50) * 100) / 100 });
    expect(methodRow(after, 'bank-transfer')).toEqual(methodRow(before, 'bank-transfer'));

    // The same refunds made 31 days back: out of the window, though their request is within it.
    const refunded = expectContract(returnJson, (await api(`/api/returns/${request._id}`, { token: admin.token })).body);
    expect(refunded.refunds).toHaveLength(2);
    const backdated = refunded.refunds.map((entry) => ({ ...entry, at: ago(31 * DAY).toISOString() }));
    await sql(`UPDATE return_requests SET refunds = $1 WHERE document_id = $2`, [JSON.stringify(backdated), request._id]);
    expect((await summary()).byRefundMethod).toEqual(before.byRefundMethod);
  });
});

describe('an exchange to another colour compares prices (issue 36)', () => {
  /** Products of one colour family (the admin product editor's `familyName`), each its own colour. */
  async function family(prices: number[]): Promise<TestProduct[]> {
    const products: TestProduct[] = [];
    const familyName = `Exchange family ${Date.now()}-${Math.random()}`;
    for (const [index, price] of prices.entries()) {
      const product = await createProduct(price, [
        { size: 'S', countInStock: 5 },
        { size: 'M', countInStock: 5 },
      ]);
      const current = expectContract(productJson, (await api(`/api/products/${product._id}`)).body);
      const saved = await api(`/api/products/${product._id}`, {
        method: 'PUT',
        token: admin.token,
        json: { name: current.name, slug: current.slug, price: current.price, image: current.image, category: current.category || 'Leotards', brand: current.brand, description: current.description, sizes: current.sizes, colour: `Colour ${index}`, familyName },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      products.push(product);
    }
    return products;
  }
  const balanceOf = async (user: TestUser) => expectContract(storeCreditJson, (await api('/api/users/me/store-credit', { token: user.token })).body);
  const exchangeTo = (product: TestProduct, size = 'M') => ({ lines: [{ line: 0, quantity: 1, resolution: 'exchange', exchangeSize: size, exchangeProduct: product.slug }], reason: 'changed-mind' });
  const receive = async (request: ReturnJson) => moved(await moved(await moved(request, 'approved'), 'picked-up'), 'received');

  it('to a dearer colour: refused with exchangeCostsMore and both prices, not offered, nothing changed', async () => {
    const buyer = await newShopper();
    const [ordered, dearer] = await family([500, 600]);
    const order = await delivered([{ product: ordered!, size: 'S', quantity: 1 }], buyer);
    const view = expectContract(orderReturnsJson, (await api(`/api/orders/${order._id}/returns`, { token: buyer.token })).body);
    expect(view.lines[0]!.exchangeOptions.map((option) => option.productId)).not.toContain(dearer!._id);
    const stockBefore = await stockOf(dearer!);
    const refused = await ask(order, exchangeTo(dearer!), buyer.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This colour costs 600.00 EGP, more than the 500.00 EGP paid for this item: it cannot be exchanged for it',
      code: 'exchangeCostsMore',
      params: { price: '500.00', exchangePrice: '600.00' },
    });
    const after = expectContract(orderReturnsJson, (await api(`/api/orders/${order._id}/returns`, { token: buyer.token })).body);
    expect(after.returns).toEqual([]);
    expect(after.lines[0]!.returnable).toBe(1);
    expect(await stockOf(dearer!)).toEqual(stockBefore);
    expect((await balanceOf(buyer)).balance).toBe(0);
  });

  it('to a cheaper colour: the difference is credited as store credit when the exchange is received, exactly once', async () => {
    const buyer = await newShopper();
    const [ordered, cheaper] = await family([500, 350]);
    const order = await delivered([{ product: ordered!, size: 'S', quantity: 1 }], buyer);
    const view = expectContract(orderReturnsJson, (await api(`/api/orders/${order._id}/returns`, { token: buyer.token })).body);
    expect(view.lines[0]!.exchangeOptions.find((option) => option.productId === cheaper!._id && option.size === 'M')).toMatchObject({ price: 350 });
    const request = await asked(order, exchangeTo(cheaper!), buyer.token);
    expect(request).toMatchObject({ refundCap: 0, exchangeCredit: 150 });
    expect(request.lines[0]!.exchange).toMatchObject({ productId: cheaper!._id, size: 'M', price: 350 });
    // Nothing is credited before the parcel is back.
    const approved = await moved(request, 'approved');
    expect((await balanceOf(buyer)).balance).toBe(0);
    const picked = await moved(approved, 'picked-up');
    const received = await moved(picked, 'received');
    expect(received.status).toBe('exchanged');
    const credit = await balanceOf(buyer);
    expect(credit.balance).toBe(150);
    expect(credit.entries.map((entry) => [entry.kind, entry.amount])).toEqual([['exchange', 150]]);
    // The same click again changes nothing: still credited once.
    expect((await move(picked, 'received')).status).toBe(409);
    expect((await balanceOf(buyer)).balance).toBe(150);
  });

  it('with a promo, the credit is the difference at the price she paid (10 % off 500: 450 paid, a 350 colour gives 135 back)', async () => {
    const buyer = await newShopper();
    const [ordered, cheaper] = await family([500, 350]);
    const code = await createPromo({ discountType: 'percentage', discountValue: 10 });
    const order = await delivered([{ product: ordered!, size: 'S', quantity: 1 }], buyer, code);
    expect(order.discount).toBe(50);
    const request = await asked(order, exchangeTo(cheaper!), buyer.token);
    expect(request.exchangeCredit).toBe(135);
    await receive(request);
    expect((await balanceOf(buyer)).balance).toBe(135);
  });

  it('to a colour of the same price: as before, nothing credited', async () => {
    const buyer = await newShopper();
    const [ordered, same] = await family([500, 500]);
    const order = await delivered([{ product: ordered!, size: 'S', quantity: 1 }], buyer);
    const request = await asked(order, exchangeTo(same!), buyer.token);
    expect(request.exchangeCredit).toBe(0);
    const received = await receive(request);
    expect(received.status).toBe('exchanged');
    expect((await balanceOf(buyer)).balance).toBe(0);
    const exchange = expectContract(orderJson, (await api(`/api/orders/${received.exchangeOrderId}`, { token: buyer.token })).body);
    expect(exchange).toMatchObject({ totalPrice: 0, exchangeFor: received._id });
    expect(exchange.orderItems).toEqual([expect.objectContaining({ _id: same!._id, size: 'M', price: 0 })]);
  });
});
