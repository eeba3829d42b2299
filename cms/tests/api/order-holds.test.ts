import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codRulesJson, orderPlacedJson } from '@pointe/config';
import { expectContract, refusal } from '../helpers/contract';
import { sql } from '../helpers/database';
import { createProduct, demoAdmin, newShopper, uniqueMobile, type TestProduct, type TestUser } from '../helpers/fixtures';
import { api } from '../helpers/http';

/**
 * What unconfirmed cash-on-delivery orders may hold (issue 36): a new account with a made-up mobile
 * ordered every piece of a size, never confirmed it, and the next shopper met `outOfStock` for up to
 * ORDER_CONFIRM_DAYS. The COD rules now cap the pending orders of one account, one mobile number and
 * one address, and the pieces of one size in one order, checked in the order's own statements so
 * that racing orders cannot pass the cap either.
 *
 * The test stack runs without caps (TEST_ENV: the suites leave thousands of orders pending); this file
 * sets them on the rules page's route and takes them off again. Its orders each have their own
 * address and number unless a test shares one: the fixtures' one address has the whole suite's orders.
 */
let admin: TestUser;
let product: TestProduct;

const CAPS = { maxPendingOrders: 3, maxUnitsPerLine: 5 };
const TOO_MANY_PENDING = refusal(
  "There are already 3 unconfirmed orders for this account, mobile number or address. Please confirm one (with the link in its email or text message), pay for one waiting for its payment, or wait for the shop's call before placing another.",
);

const setRules = (json: unknown) => api('/api/cod-rules', { method: 'PUT', token: admin.token, json });
const stock = async () => Number((await sql<{ stock: number }>(
  `SELECT s.count_in_stock AS stock FROM components_shop_size_stocks s JOIN products_cmps c ON c.cmp_id = s.id
   JOIN products p ON p.id = c.entity_id WHERE p.document_id = $1 AND s.size = 'M'`,
  [product._id],
))[0]!.stock);

/** An address no other order of the run has (unless a test passes one). */
const uniqueAddress = () => ({ fullName: 'Hold Tester', streetName: `Street ${randomUUID().slice(0, 8)}`, buildingNumber: '7', apartmentNumber: '3', area: 'Maadi', city: 'Cairo' });

function place(buyer: TestUser, options: { mobile?: string; address?: ReturnType<typeof uniqueAddress>; lines?: number[]; paymentMethod?: string } = {}) {
  const { mobile = uniqueMobile(), address = uniqueAddress(), lines = [1], paymentMethod = 'Cash On Delivery' } = options;
  return api('/api/orders', {
    method: 'POST',
    token: buyer.token,
    json: {
      orderItems: lines.map((quantity) => ({ _id: product._id, size: 'M', quantity })),
      shippingAddress: { ...address, mobileNumber: mobile },
      paymentMethod,
    },
  });
}
async function placed(buyer: TestUser, options: Parameters<typeof place>[1] = {}) {
  const response = await place(buyer, options);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return expectContract(orderPlacedJson, response.body).order;
}

beforeAll(async () => {
  admin = await demoAdmin();
  product = await createProduct(250, [{ size: 'M', countInStock: 1000 }]);
  const saved = await setRules({ maxCodTotal: null, refusalsToBlock: 2, ...CAPS });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});

afterAll(async () => {
  // The next files place orders with no caps, as the test stack does.
  await setRules({ maxCodTotal: null, refusalsToBlock: 2, maxPendingOrders: null, maxUnitsPerLine: null });
});

describe('the caps on the COD rules page (PUT /api/cod-rules, admin)', () => {
  it('are saved and answered with the rules; a body without them leaves them; empty means no cap', async () => {
    const rules = expectContract(codRulesJson, (await api('/api/cod-rules', { token: admin.token })).body);
    expect(rules).toMatchObject({ maxCodTotal: null, refusalsToBlock: 2, maxPendingOrders: 3, maxUnitsPerLine: 5 });
    // An older caller's body (no caps) changes only what it names.
    const older = expectContract(codRulesJson, (await setRules({ maxCodTotal: null, refusalsToBlock: 2 })).body);
    expect(older).toMatchObject(CAPS);
    const none = expectContract(codRulesJson, (await setRules({ maxCodTotal: null, refusalsToBlock: 2, maxPendingOrders: '', maxUnitsPerLine: null })).body);
    expect(none).toMatchObject({ maxPendingOrders: null, maxUnitsPerLine: null });
    const bad = await setRules({ maxCodTotal: null, refusalsToBlock: 2, maxPendingOrders: '0x10' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(refusal('Unconfirmed orders must be a whole number from 1 to 99, or empty for no cap'));
    expect((await setRules({ maxCodTotal: null, refusalsToBlock: 2, ...CAPS })).status).toBe(200);
  });
});

describe('an order holding more than the caps is refused, with the reason (issue 36)', () => {
  it('more than 5 pieces of one size in one order, also split over two lines; nothing is taken', async () => {
    const buyer = await newShopper();
    const before = await stock();
    for (const lines of [[6], [3, 3]]) {
      const response = await place(buyer, { lines });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(
        refusal('At most 5 pieces of one product in one size can be ordered for cash on delivery. For more, please contact the shop.'),
      );
    }
    expect(await stock()).toBe(before);
    await placed(buyer, { lines: [5] });
    expect(await stock()).toBe(before - 5);
  });

  it('a 4th pending order of one account; once one is confirmed, it goes through', async () => {
    const buyer = await newShopper();
    const first = await placed(buyer);
    await placed(buyer);
    await placed(buyer);
    const before = await stock();
    const fourth = await place(buyer);
    expect(fourth.status).toBe(403);
    expect(fourth.body).toEqual(TOO_MANY_PENDING);
    expect(await stock()).toBe(before);
    const confirmed = await api(`/api/orders/${first._id}/status`, { method: 'PUT', token: admin.token, json: { status: 'confirmed' } });
    expect(confirmed.status).toBe(200);
    await placed(buyer);
    expect((await place(buyer)).body).toEqual(TOO_MANY_PENDING);
  });

  it('unpaid pay-now orders hold their units too (issue 40): a 4th order after 3 awaiting payment is refused, until one is cancelled', async () => {
    expect((await api('/api/admin/payment-methods/card', { method: 'PUT', token: admin.token, json: { isOn: true } })).status).toBe(200);
    try {
      const buyer = await newShopper();
      const unpaid = [];
      for (let index = 0; index < 3; index += 1) {
        const order = await placed(buyer, { paymentMethod: 'card' });
        expect(order.status).toBe('awaiting-payment');
        unpaid.push(order);
      }
      expect(await place(buyer)).toMatchObject({ status: 403, body: TOO_MANY_PENDING });
      expect(await place(buyer, { paymentMethod: 'card' })).toMatchObject({ status: 403, body: TOO_MANY_PENDING });
      expect((await api(`/api/orders/${unpaid[0]!._id}/cancel`, { method: 'POST', token: buyer.token })).status).toBe(200);
      expect((await placed(buyer)).status).toBe('pending');
    } finally {
      await api('/api/admin/payment-methods/card', { method: 'PUT', token: admin.token, json: { isOn: false } });
    }
  });

  it('a 4th pending order for one mobile number, from another account', async () => {
    const mobile = uniqueMobile();
    for (let account = 0; account < 3; account += 1) await placed(await newShopper(), { mobile });
    const response = await place(await newShopper(), { mobile });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(TOO_MANY_PENDING);
  });

  it('a 4th pending order to one address however it is typed, from other accounts and numbers', async () => {
    const address = uniqueAddress();
    for (let account = 0; account < 3; account += 1) await placed(await newShopper(), { address });
    const retyped = { ...address, streetName: ` ${address.streetName.toUpperCase()}. `, fullName: 'Someone Else' };
    const response = await place(await newShopper(), { address: retyped });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(TOO_MANY_PENDING);
  });

  it('racing orders cannot pass the cap: 8 at once from one account, and 8 at once to one address from 8 accounts, place exactly 3', async () => {
    const buyer = await newShopper();
    const address = uniqueAddress();
    const strangers = await Promise.all(Array.from({ length: 8 }, () => newShopper()));
    const before = await stock();
    for (const burst of [Array.from({ length: 8 }, () => place(buyer)), strangers.map((stranger) => place(stranger, { address }))]) {
      const answers = await Promise.all(burst);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 403, 403, 403, 403, 403]);
      for (const answer of answers.filter((candidate) => candidate.status === 403)) expect(answer.body).toEqual(TOO_MANY_PENDING);
    }
    const [mine] = await sql<{ count: string }>(
      `SELECT count(*) AS count FROM orders o JOIN orders_user_lnk l ON l.order_id = o.id WHERE l.user_id = (SELECT id FROM up_users WHERE email = $1) AND o.order_status = 'pending'`,
      [buyer.email],
    );
    expect(Number(mine!.count)).toBe(3);
    expect(await stock()).toBe(before - 6);
  });
});
