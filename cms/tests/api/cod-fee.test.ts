import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codRulesJson, orderJson, orderPlacedJson, paymentMethodsJson, type OrderJson } from '@pointe/config';
import { expectContract, refusal } from '../helpers/contract';
import { createProduct, demoAdmin, newShopper, orderBody, type TestProduct, type TestUser } from '../helpers/fixtures';
import { api } from '../helpers/http';

/**
 * A cash-on-delivery fee (issue 40: Egyptian shops charge 10–20 EGP; paying first avoids it). A new
 * shop charges none and answers as the spec says; staff set one on the COD rules, and the CMS adds it
 * to orders paid in cash at the door, never to one paid online or covered by store credit.
 */
let admin: TestUser;
let shopper: TestUser;
let product: TestProduct;

const rules = { maxCodTotal: null, refusalsToBlock: 2 };
const setFee = (codFee: unknown, token = admin.token) => api('/api/cod-rules', { method: 'PUT', token, json: { ...rules, codFee } });

async function place(buyer: TestUser, extra: Record<string, unknown> = {}, quantity = 1): Promise<OrderJson> {
  const response = await api('/api/orders', { method: 'POST', token: buyer.token, json: { ...orderBody([{ product, size: 'S', quantity }]), ...extra } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return expectContract(orderPlacedJson, response.body).order;
}

beforeAll(async () => {
  admin = await demoAdmin();
  shopper = await newShopper();
  product = await createProduct(250, [{ size: 'S', countInStock: 1_000 }]);
});

afterAll(async () => {
  // The next files see a new shop again: no fee.
  expect((await setFee(null)).status).toBe(200);
});

describe('a new shop charges no cash-on-delivery fee', () => {
  it('answers the rules with a fee of 0, offers Cash On Delivery without one, and prices an order as the spec does', async () => {
    expect(expectContract(codRulesJson, (await api('/api/cod-rules', { token: admin.token })).body).codFee).toBe(0);
    expect(expectContract(paymentMethodsJson, (await api('/api/payments/methods')).body)).toEqual({ methods: [] });
    const order = await place(shopper);
    expect(order).toMatchObject({ itemsPrice: 250, shippingPrice: 50, totalPrice: 300, amountDue: 300 });
    expect(order).not.toHaveProperty('codFee');
  });
});

describe('a fee staff set', () => {
  beforeAll(async () => {
    const saved = await setFee('15');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(expectContract(codRulesJson, saved.body)).toMatchObject({ codFee: 15 });
  });

  it('is refused out of range, and only staff may set it', async () => {
    const invalid = refusal('The cash on delivery fee must be an amount from 0 to 100 EGP, or empty for none');
    for (const fee of [101, -1, 'abc', 1.234]) expect(await setFee(fee)).toMatchObject({ status: 400, body: invalid });
    expect((await setFee(20, shopper.token)).status).toBe(403);
    // A body without it (an older caller) leaves it as it is.
    expect(expectContract(codRulesJson, (await api('/api/cod-rules', { method: 'PUT', token: admin.token, json: rules })).body).codFee).toBe(15);
  });

  it('is shown to the checkout, added to an order paid at the door, and kept when staff edit its lines', async () => {
    expect(expectContract(paymentMethodsJson, (await api('/api/payments/methods')).body)).toEqual({ methods: [], codFee: 15 });
    const order = await place(shopper);
    expect(order).toMatchObject({ itemsPrice: 250, shippingPrice: 50, discount: 0, codFee: 15, totalPrice: 315, amountDue: 315 });
    const again = expectContract(orderJson, (await api(`/api/orders/${order._id}`, { token: shopper.token })).body);
    expect(again).toMatchObject({ codFee: 15, totalPrice: 315 });
    const edited = await api(`/api/orders/${order._id}/lines`, { method: 'PUT', token: admin.token, json: { version: 0, orderItems: [{ _id: product._id, size: 'S', quantity: 2 }] } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(expectContract(orderJson, edited.body)).toMatchObject({ itemsPrice: 500, shippingPrice: 50, codFee: 15, totalPrice: 565, amountDue: 565 });
  });

  it('is not added when paying first, nor when store credit leaves nothing to pay at the door', async () => {
    expect((await api('/api/admin/payment-methods/card', { method: 'PUT', token: admin.token, json: { isOn: true } })).status).toBe(200);
    try {
      const paidFirst = await place(shopper, { paymentMethod: 'card' });
      expect(paidFirst).toMatchObject({ status: 'awaiting-payment', totalPrice: 300 });
      expect(paidFirst).not.toHaveProperty('codFee');
    } finally {
      await api('/api/admin/payment-methods/card', { method: 'PUT', token: admin.token, json: { isOn: false } });
    }
    const rich = await newShopper();
    expect((await api(`/api/users/${rich._id}/store-credit`, { method: 'POST', token: admin.token, json: { amount: 400, note: 'Goodwill' } })).status).toBe(201);
    const covered = await place(rich, { useStoreCredit: true });
    expect(covered).toMatchObject({ totalPrice: 300, storeCreditUsed: 300, amountDue: 0 });
    expect(covered).not.toHaveProperty('codFee');
    // Credit that covers only part: the fee is on what is left to pay at the door.
    const part = await place(rich, { useStoreCredit: true }, 2);
    expect(part).toMatchObject({ itemsPrice: 500, codFee: 15, totalPrice: 565, storeCreditUsed: 100, amountDue: 465 });
  });
});
