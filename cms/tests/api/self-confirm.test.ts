import { beforeAll, describe, expect, inject, it } from 'vitest';
import { errorMessage, messageJson, orderJson, orderPlacedJson, productJson, type OrderJson } from '@pointe/config';
import { waitForMail } from '../../../scripts/lib/mailbox';
import { TEST_ENV } from '../../../scripts/lib/test-stack';
import { signConfirmLink } from '../../src/auth/confirm-link';
import { expectContract } from '../helpers/contract';
import { createProduct, demoAdmin, newShopper, orderBody, type TestProduct, type TestUser } from '../helpers/fixtures';
import { api, newClientIp } from '../helpers/http';

/**
 * The shopper confirms (or cancels) her order herself from the signed link in her order-received
 * email (ADR 018): no sign-in, pending orders only, once; forged, expired and spent links change nothing.
 * And staff find an order by its number (admin only).
 */
let admin: TestUser;
let product: TestProduct;

beforeAll(async () => {
  admin = await demoAdmin();
  product = await createProduct(300, [{ size: 'S', countInStock: 1000 }]);
});

/** Places an order and returns it with the token of the link its received email carries. */
async function placeWithLink(buyer?: TestUser): Promise<{ order: OrderJson; token: string; buyer: TestUser; text: string }> {
  const shopper = buyer ?? (await newShopper());
  const since = Date.now() - 1000;
  const response = await api('/api/orders', { method: 'POST', token: shopper.token, json: orderBody([{ product, size: 'S', quantity: 2 }]) });
  expect(response.status).toBe(201);
  const order = expectContract(orderPlacedJson, response.body).order;
  const mail = await waitForMail(inject('mailboxDirectory'), shopper.email, { since });
  const token = /\/confirm\/([A-Za-z0-9._-]+)/.exec(mail.text ?? '')?.[1];
  expect(token, mail.text).toBeDefined();
  expect(token!.startsWith(`${order._id}.`)).toBe(true);
  return { order, token: token!, buyer: shopper, text: mail.text ?? '' };
}

const view = (token: string, ip?: string) => api(`/api/order-links/${token}`, { ip });
const post = (token: string, action: 'confirm' | 'cancel', ip?: string) => api(`/api/order-links/${token}/${action}`, { method: 'POST', ip });
const staffView = async (id: string) => expectContract(orderJson, (await api(`/api/orders/${id}`, { token: admin.token })).body);
const stockOfS = async () => expectContract(productJson, (await api(`/api/products/${product._id}`)).body).sizes.find((size) => size.size === 'S')!.countInStock;

describe('the link in the order-received email', () => {
  it('shows the order without signing in, confirms it once, as "by the shopper", and is spent after', async () => {
    const { order, token, text } = await placeWithLink();
    expect(text).toContain(`Order number: ${order.orderNumber} (reference ${order._id})`);

    const shown = await view(token);
    expect(shown.status).toBe(200);
    const seen = expectContract(orderJson, shown.body);
    expect(seen).toMatchObject({ _id: order._id, orderNumber: order.orderNumber, status: 'pending', totalPrice: order.totalPrice, shippingAddress: order.shippingAddress });
    expect(seen.orderItems).toHaveLength(1);

    const confirmed = await post(token, 'confirm');
    expect(confirmed.status).toBe(200);
    expect(expectContract(orderJson, confirmed.body).status).toBe('confirmed');

    const staff = await staffView(order._id);
    expect(staff.status).toBe('confirmed');
    expect(staff.events.at(-1)).toMatchObject({ type: 'status', from: 'pending', to: 'confirmed', by: 'shopper' });

    // Spent: reusing it, reading it or cancelling with it is a 4xx and changes nothing.
    for (const again of [await post(token, 'confirm'), await view(token), await post(token, 'cancel')]) {
      expect(again.status).toBe(409);
      expect(expectContract(messageJson, again.body)).toMatchObject({ code: 'confirmLinkUsed', message: errorMessage('confirmLinkUsed') });
    }
    expect((await staffView(order._id)).status).toBe('confirmed');
    expect((await staffView(order._id)).events).toHaveLength(staff.events.length);
  });

  it('cancels a pending order, giving its stock back, and is spent after', async () => {
    const before = await stockOfS();
    const { order, token } = await placeWithLink();
    expect(await stockOfS()).toBe(before - 2);
    const cancelled = await post(token, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(expectContract(orderJson, cancelled.body).status).toBe('cancelled');
    expect(await stockOfS()).toBe(before);
    expect((await staffView(order._id)).events.at(-1)).toMatchObject({ to: 'cancelled', by: 'shopper' });
    expect((await post(token, 'confirm')).status).toBe(409);
    expect((await post(token, 'cancel')).status).toBe(409);
    expect(await stockOfS()).toBe(before);
  });

  it('is spent once staff confirmed or cancelled the order', async () => {
    const confirmedByStaff = await placeWithLink();
    expect((await api(`/api/orders/${confirmedByStaff.order._id}/status`, { method: 'PUT', token: admin.token, json: { status: 'confirmed' } })).status).toBe(200);
    expect((await post(confirmedByStaff.token, 'cancel')).status).toBe(409);
    expect((await staffView(confirmedByStaff.order._id)).status).toBe('confirmed');

    const cancelledByStaff = await placeWithLink();
    expect((await api(`/api/orders/${cancelledByStaff.order._id}/status`, { method: 'PUT', token: admin.token, json: { status: 'cancelled' } })).status).toBe(200);
    expect((await post(cancelledByStaff.token, 'confirm')).status).toBe(409);
    expect((await staffView(cancelledByStaff.order._id)).status).toBe('cancelled');
  });

  it("refuses tampered links, another order's id under a valid tag and expired links, changing nothing", async () => {
    const { order, token } = await placeWithLink();
    const other = await placeWithLink();
    const [id, expiry, tag] = token.split('.') as [string, string, string];
    const flipped = `${tag.slice(0, -1)}${tag.endsWith('A') ? 'B' : 'A'}`;
    const forged = [
      `${id}.${expiry}.${flipped}`,
      `${other.order._id}.${expiry}.${tag}`,
      `${id}.${(parseInt(expiry, 36) + 1).toString(36)}.${tag}`,
      `${id}.${expiry}`,
      'not-a-link',
    ];
    for (const bad of forged) {
      for (const response of [await view(bad), await post(bad, 'confirm'), await post(bad, 'cancel')]) {
        expect(response.status, bad).toBe(404);
        expect(expectContract(messageJson, response.body)).toMatchObject({ code: 'confirmLinkInvalid' });
      }
    }
    // Signed with the shop's secret, but 31 days ago.
    const expired = signConfirmLink(order._id, TEST_ENV.ORDER_LINK_SECRET!, new Date(Date.now() - 31 * 24 * 60 * 60 * 1000));
    const late = await post(expired, 'confirm');
    expect(late.status).toBe(410);
    expect(expectContract(messageJson, late.body)).toMatchObject({ code: 'confirmLinkExpired' });
    for (const untouched of [order, other.order]) expect((await staffView(untouched._id)).status).toBe('pending');
    // Each link still works for its own order.
    expect((await post(other.token, 'confirm')).status).toBe(200);
    expect((await staffView(order._id)).status).toBe('pending');
  });

  it('limits refused links per client address (429), never a shopper with a good link from another', async () => {
    const ip = newClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1) statuses.push((await view(`aaaaaaaaaaaaaaaaaaaaaaaa.zzzzzz.${'A'.repeat(24)}`, ip)).status);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const { token } = await placeWithLink();
    expect((await view(token)).status).toBe(200);
  });

  it("cannot be aimed at another shopper's address with a forged X-Forwarded-For: only the caller's own is stopped", async () => {
    const victim = newClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1) {
      const forged = await api(`/api/order-links/aaaaaaaaaaaaaaaaaaaaaaaa.zzzzzz.${'B'.repeat(24)}`, { direct: true, headers: { 'x-forwarded-for': victim } });
      statuses.push(forged.status);
    }
    // The caller's own address is stopped (at the 21st refusal at the latest: it may have spent some before).
    expect(statuses.slice(-2)).toEqual([429, 429]);
    // The shopper at the address it named opens her link through the shop as always.
    const { token } = await placeWithLink();
    expect((await view(token, victim)).status).toBe(200);
  });
});

describe('GET /api/orders/by-number/:number', () => {
  it('finds the order for an admin, and is closed to shoppers and visitors', async () => {
    const { order, buyer } = await placeWithLink();
    const found = await api(`/api/orders/by-number/${order.orderNumber}`, { token: admin.token });
    expect(found.status).toBe(200);
    expect(expectContract(orderJson, found.body)._id).toBe(order._id);
    const asOwner = await api(`/api/orders/by-number/${order.orderNumber}`, { token: buyer.token });
    expect(asOwner.status).toBe(403);
    expect((await api(`/api/orders/by-number/${order.orderNumber}`)).status).toBe(401);
  });

  it.each(['99999999', '0', 'abc', '10001x', '-1', '1e3', '9'.repeat(40)])('answers %s with 404 { message }', async (number) => {
    const response = await api(`/api/orders/by-number/${number}`, { token: admin.token });
    expect(response.status).toBe(404);
    expect(expectContract(messageJson, response.body)).toMatchObject({ code: 'orderNotFound', message: 'Order Not Found' });
  });
});
