import { beforeAll, describe, expect, it } from 'vitest';
import { STORE_CREDIT_PAGE_SIZE, errorMessage, orderJson, orderPlacedJson, storeCreditJson, type OrderJson, type StoreCreditJson } from '@pointe/config';
import { expectContract, refusal } from '../helpers/contract';
import { sql } from '../helpers/database';
import { createProduct, demoAdmin, newShopper, orderBody, type TestProduct, type TestUser } from '../helpers/fixtures';
import { api, cmsUrl } from '../helpers/http';

let admin: TestUser;
let product: TestProduct;

beforeAll(async () => {
  admin = await demoAdmin();
  // 200 EGP, shipping 50 below 1500: one unit is a 250 EGP order in Giza's zone unless the zone says otherwise.
  product = await createProduct(200, [{ size: 'S', countInStock: 100_000 }]);
});

const grant = (userId: string, json: unknown, token = admin.token) => api(`/api/users/${userId}/store-credit`, { method: 'POST', token, json });

const creditOf = async (user: TestUser): Promise<StoreCreditJson> => {
  const response = await api('/api/users/me/store-credit', { token: user.token });
  expect(response.status).toBe(200);
  return expectContract(storeCreditJson, response.body);
};

const place = (buyer: TestUser, useStoreCredit?: unknown, quantity = 1) =>
  api('/api/orders', { method: 'POST', token: buyer.token, json: { ...orderBody([{ product, size: 'S', quantity }]), ...(useStoreCredit === undefined ? {} : { useStoreCredit }) } });

async function placed(buyer: TestUser, useStoreCredit?: boolean, quantity = 1): Promise<OrderJson> {
  const response = await place(buyer, useStoreCredit, quantity);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return expectContract(orderPlacedJson, response.body).order;
}

async function shopperWith(amount: number): Promise<TestUser> {
  const shopper = await newShopper();
  const response = await grant(shopper._id, { amount, note: 'Sorry for the wait' });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return shopper;
}

const setStatus = (id: string, status: string) =>
  api(`/api/orders/${id}/status`, { method: 'PUT', token: admin.token, json: status === 'shipped' ? { status, trackingNumber: 'EG1' } : { status } });

describe('the balance and the admin adjustment (POST /api/users/:id/store-credit)', () => {
  it('starts at 0 with no entries', async () => {
    const shopper = await newShopper();
    expect(await creditOf(shopper)).toEqual({ balance: 0, entries: [], page: 1, pages: 0 });
  });

  it('adds an adjustment, answers the balance, and lists it recent first', async () => {
    const shopper = await newShopper();
    const first = await grant(shopper._id, { amount: 100, note: 'Goodwill' });
    expect(first.status).toBe(201);
    expect(expectContract(storeCreditJson, first.body).balance).toBe(100);
    await grant(shopper._id, { amount: -30.5 });
    const credit = await creditOf(shopper);
    expect(credit.balance).toBe(69.5);
    expect(credit.entries.map((entry) => [entry.amount, entry.kind])).toEqual([
      [-30.5, 'adjustment'],
      [100, 'adjustment'],
    ]);
    expect(credit.entries[1]).toMatchObject({ note: 'Goodwill', orderId: '', orderNumber: null, returnId: null });
    // Another shopper sees only her own.
    expect((await creditOf(await newShopper())).balance).toBe(0);
  });

  it('never leaves the balance below 0: 409 with the balance, nothing written', async () => {
    const shopper = await shopperWith(20);
    const response = await grant(shopper._id, { amount: -20.01 });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(refusal(errorMessage('storeCreditNotEnough', { balance: '20.00' })));
    expect((await creditOf(shopper)).entries).toHaveLength(1);
    expect((await grant(shopper._id, { amount: -20 })).status).toBe(201);
    expect((await creditOf(shopper)).balance).toBe(0);
  });

  it('pages the entries', async () => {
    const shopper = await newShopper();
    for (let index = 0; index < STORE_CREDIT_PAGE_SIZE + 1; index += 1) expect((await grant(shopper._id, { amount: 1 })).status).toBe(201);
    const second = await api('/api/users/me/store-credit?page=2', { token: shopper.token });
    expect(expectContract(storeCreditJson, second.body)).toMatchObject({ balance: STORE_CREDIT_PAGE_SIZE + 1, page: 2, pages: 2 });
    expect((second.body as StoreCreditJson).entries).toHaveLength(1);
    // Past the last page: no entries, the same balance and page count.
    const past = await api('/api/users/me/store-credit?page=3', { token: shopper.token });
    expect(past.body).toEqual({ balance: STORE_CREDIT_PAGE_SIZE + 1, entries: [], page: 3, pages: 2 });
    expect((await api('/api/users/me/store-credit?page=0', { token: shopper.token })).status).toBe(400);
  });

  it('refuses strangers (401), shoppers (403), bad amounts (400) and unknown users (404)', async () => {
    const shopper = await newShopper();
    expect((await api('/api/users/me/store-credit')).status).toBe(401);
    expect((await grant(shopper._id, { amount: 10 }, '')).status).toBe(401);
    expect((await grant(shopper._id, { amount: 10 }, shopper.token)).status).toBe(403);
    for (const amount of [0, '10', null, 100_001, -100_001, 1.234, Number.NaN]) {
      const response = await grant(shopper._id, { amount });
      expect(response.status, String(amount)).toBe(400);
      expect(response.body).toHaveProperty('message');
    }
    expect((await grant(shopper._id, { amount: 5, note: 'x'.repeat(501) })).status).toBe(400);
    const unknown = await grant('no-such-user-0000000000', { amount: 5 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(refusal(errorMessage('accountNotFound')));
    expect((await creditOf(shopper)).balance).toBe(0);
  });
});

describe('spending it at checkout (POST /api/orders with useStoreCredit)', () => {
  it('applies min(balance, total): the order keeps its total and says what is due in cash', async () => {
    const shopper = await shopperWith(100);
    const order = await placed(shopper, true);
    expect(order.totalPrice).toBeGreaterThan(100);
    expect(order.storeCreditUsed).toBe(100);
    expect(order.amountDue).toBe(order.totalPrice - 100);
    const credit = await creditOf(shopper);
    expect(credit.balance).toBe(0);
    expect(credit.entries[0]).toMatchObject({ amount: -100, kind: 'order', orderId: order._id, orderNumber: order.orderNumber });
    // The owner reads the same amounts on the order.
    const read = expectContract(orderJson, (await api(`/api/orders/${order._id}`, { token: shopper.token })).body);
    expect([read.storeCreditUsed, read.amountDue]).toEqual([100, order.totalPrice - 100]);
  });

  it('covers the whole total when the balance is larger: nothing due in cash, the rest kept', async () => {
    const shopper = await shopperWith(1000);
    const order = await placed(shopper, true);
    expect(order.storeCreditUsed).toBe(order.totalPrice);
    expect(order.amountDue).toBe(0);
    expect((await creditOf(shopper)).balance).toBe(1000 - order.totalPrice);
  });

  it('leaves the credit alone without useStoreCredit, or with false', async () => {
    const shopper = await shopperWith(50);
    for (const use of [undefined, false]) {
      const order = await placed(shopper, use);
      expect([order.storeCreditUsed, order.amountDue]).toEqual([0, order.totalPrice]);
    }
    expect((await creditOf(shopper)).balance).toBe(50);
  });

  it('asks for nothing with no balance, and refuses a useStoreCredit that is not a boolean (400)', async () => {
    const shopper = await newShopper();
    const order = await placed(shopper, true);
    expect([order.storeCreditUsed, order.amountDue]).toEqual([0, order.totalPrice]);
    const response = await place(shopper, 'yes');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal(errorMessage('useStoreCreditInvalid')));
  });

  it('never goes below 0 when checkouts race for the same credit (20 rounds)', async () => {
    for (let round = 0; round < 20; round += 1) {
      const shopper = await shopperWith(300);
      // Three orders of more than 100 EGP each at once: the 300 is spent exactly, whichever order wins each part.
      const orders = await Promise.all([placed(shopper, true), placed(shopper, true), placed(shopper, true)]);
      const used = orders.map((order) => order.storeCreditUsed ?? 0);
      expect(used.reduce((sum, amount) => sum + amount, 0), `round ${round}`).toBe(300);
      for (const order of orders) expect(order.amountDue).toBe(order.totalPrice - (order.storeCreditUsed ?? 0));
      const credit = await creditOf(shopper);
      expect(credit.balance).toBe(0);
      const [row] = await sql<{ total: string }>(
        `SELECT coalesce(sum(e.amount), 0) AS total FROM store_credit_entries e JOIN store_credit_entries_user_lnk l ON l.store_credit_entry_id = e.id
         JOIN up_users u ON u.id = l.user_id WHERE u.document_id = $1`,
        [shopper._id],
      );
      expect(Number(row?.total)).toBe(0);
    }
  }, 120_000);

  it('never goes below 0 when an admin takes credit back during a checkout (20 rounds)', async () => {
    for (let round = 0; round < 20; round += 1) {
      const shopper = await shopperWith(100);
      const [order, taken] = await Promise.all([placed(shopper, true), grant(shopper._id, { amount: -100 })]);
      const credit = await creditOf(shopper);
      expect(credit.balance, `round ${round}`).toBe(0);
      // One of them got the 100: either the order used it, or the adjustment took it (and the order used none).
      if (taken.status === 201) expect(order.storeCreditUsed).toBe(0);
      else expect([taken.status, order.storeCreditUsed]).toEqual([409, 100]);
    }
  }, 120_000);
});

describe('credit back when the order does not reach her', () => {
  it('gives it back exactly once on cancel, even when cancels race', async () => {
    const shopper = await shopperWith(100);
    const order = await placed(shopper, true);
    const answers = await Promise.all([
      setStatus(order._id, 'cancelled'),
      setStatus(order._id, 'cancelled'),
      api(`/api/orders/${order._id}/cancel`, { method: 'POST', token: shopper.token }),
    ]);
    for (const answer of answers.slice(0, 2)) expect(answer.status).toBe(200);
    expect(answers[2]!.status).toBeLessThan(500);
    const credit = await creditOf(shopper);
    expect(credit.balance).toBe(100);
    expect(credit.entries.map((entry) => [entry.kind, entry.amount, entry.orderId])).toEqual([
      ['order-returned', 100, order._id],
      ['order', -100, order._id],
      ['adjustment', 100, ''],
    ]);
  });

  it('gives it back once when refused at the door, and not again when the refused parcel is returned', async () => {
    const shopper = await shopperWith(40);
    const order = await placed(shopper, true);
    for (const status of ['confirmed', 'shipped', 'refused', 'returned']) expect((await setStatus(order._id, status)).status).toBe(200);
    const credit = await creditOf(shopper);
    expect(credit.balance).toBe(40);
    expect(credit.entries.filter((entry) => entry.kind === 'order-returned')).toHaveLength(1);
  });

  it('an edit that lowers the total below the credit used gives the difference back, once; a cancel then the rest', async () => {
    const shopper = await shopperWith(400);
    const order = await placed(shopper, true, 2);
    const used = order.storeCreditUsed ?? 0;
    expect(used).toBe(Math.min(400, order.totalPrice));
    const edit = (version: number, quantity: number) =>
      api(`/api/orders/${order._id}/lines`, { method: 'PUT', token: admin.token, json: { version, orderItems: [{ _id: product._id, size: 'S', quantity }] } });
    // Two staff lowering it to one unit at once: one edit wins, the credit comes back once.
    const answers = await Promise.all([edit(0, 1), edit(0, 1)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const edited = expectContract(orderJson, answers.find((answer) => answer.status === 200)!.body);
    expect(edited.totalPrice).toBeLessThan(used);
    expect(edited).toMatchObject({ storeCreditUsed: edited.totalPrice, amountDue: 0 });
    let credit = await creditOf(shopper);
    expect(credit.balance).toBe(400 - edited.totalPrice);
    expect(credit.entries[0]).toMatchObject({ kind: 'order-returned', amount: used - edited.totalPrice, orderId: order._id, note: 'Order edited' });

    // Raised again: it takes no more credit, the rest is cash on delivery.
    const raised = expectContract(orderJson, (await edit(edited.version!, 3)).body);
    expect(raised).toMatchObject({ storeCreditUsed: edited.totalPrice, amountDue: raised.totalPrice - edited.totalPrice });
    expect((await creditOf(shopper)).balance).toBe(400 - edited.totalPrice);

    expect((await setStatus(order._id, 'cancelled')).status).toBe(200);
    credit = await creditOf(shopper);
    expect(credit.balance).toBe(400);
  });

  it('gives nothing back for an order that used none, or that was delivered', async () => {
    const shopper = await shopperWith(10);
    const plain = await placed(shopper, false);
    expect((await setStatus(plain._id, 'cancelled')).status).toBe(200);
    const used = await placed(shopper, true);
    for (const status of ['confirmed', 'shipped', 'delivered']) expect((await setStatus(used._id, status)).status).toBe(200);
    expect((await creditOf(shopper)).balance).toBe(0);
  });
});

describe('cash amounts follow amountDue', () => {
  it('the courier export writes the amount due as its COD amount', async () => {
    const shopper = await shopperWith(100);
    const order = await placed(shopper, true);
    expect((await setStatus(order._id, 'confirmed')).status).toBe(200);
    const response = await fetch(`${cmsUrl()}/api/orders/courier-export?ids=${order._id}&format=csv`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    const [, row] = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(row).toContain(`,${(order.amountDue ?? 0).toFixed(2)},${order.orderNumber},`);
  });

  it('the COD limit applies to the cash part only', async () => {
    const shopper = await shopperWith(200);
    expect((await api('/api/cod-rules', { method: 'PUT', token: admin.token, json: { maxCodTotal: 100, refusalsToBlock: 2 } })).status).toBe(200);
    try {
      const refused = await place(shopper, false);
      expect(refused.status).toBe(403);
      const order = await placed(shopper, true);
      expect(order.amountDue).toBeLessThanOrEqual(100);
    } finally {
      await api('/api/cod-rules', { method: 'PUT', token: admin.token, json: { maxCodTotal: null, refusalsToBlock: 2 } });
    }
  });
});
