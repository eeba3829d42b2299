import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderJson, orderPlacedJson, type OrderJson, type UserInfoJson } from '@pointe/config';
import { connectTo, freePort, startTestStack, type RunningStack } from '../../../scripts/lib/test-stack';
import { startFakePaymob, type FakePaymob } from '../fakes/paymob';
import { paymentEnv, TEST_PAYMOB } from '../helpers/payments';
import { address } from '../helpers/fixtures';
import { call, prepareShop, shopState, type LoadShop } from './checkout-load';

/**
 * The reliability battery's payment outage (issue 40, `npm run test:long`): she pays on Paymob's page,
 * and the CMS is killed (SIGKILL) before Paymob's callback reaches it. Started again, its hold job
 * asks Paymob about the payment when the hold ends and confirms the order once; the callback Paymob
 * sends again later changes nothing. Stock is taken once, never given back.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let stack: RunningStack;
let paymob: FakePaymob;
let shop: LoadShop;
let admin: string;

beforeAll(async () => {
  const ports = { paymob: await freePort(), fawry: await freePort() };
  paymob = await startFakePaymob(TEST_PAYMOB, ports.paymob);
  stack = await startTestStack({ purpose: 'long_payment_kill', env: { AUTH_RATE_LIMIT_PER_IP: '100000', ...paymentEnv(ports) } });
  shop = await prepareShop(stack.cmsUrl, { shoppers: 1, stock: 10 });
  admin = (await call<UserInfoJson>(stack.cmsUrl, '/api/users/signin', { method: 'POST', json: { email: 'admin@pointe.test', password: 'pointe-admin-2026' } })).body.token;
  expect((await call(stack.cmsUrl, '/api/admin/payment-methods/card', { method: 'PUT', token: admin, json: { isOn: true } })).status).toBe(200);
}, 300_000);

afterAll(async () => {
  await stack?.stop();
  await paymob?.close();
}, 120_000);

const readOrder = async (id: string): Promise<OrderJson> => orderJson.parse((await call(stack.cmsUrl, `/api/orders/${id}`, { token: admin })).body);

describe("the CMS is killed between the provider's success and its callback", () => {
  it('confirms the order once when it is back (the hold job asks Paymob), and the late callback changes nothing', async () => {
    const [product] = shop.products;
    const before = await shopState(stack, shop);
    const placed = await call(stack.cmsUrl, '/api/orders', {
      method: 'POST',
      token: shop.shoppers[0],
      json: { orderItems: [{ _id: product!._id, size: product!.size, quantity: 2 }], shippingAddress: address, paymentMethod: 'card' },
    });
    expect(placed.status).toBe(201);
    const { order, payment } = orderPlacedJson.parse(placed.body);
    const intention = [...paymob.intentions.values()].find((candidate) => candidate.specialReference === payment!.reference)!;

    // She pays; Paymob's callback finds the CMS dead (killed mid-flight), so it never arrives.
    const killed = stack.restartCms('SIGKILL');
    const { answers } = await paymob.complete(intention.id, 'paid', 'never');
    expect(answers).toEqual([]);
    await killed;
    expect((await readOrder(order._id)).status).toBe('awaiting-payment');

    // Her hold ends: the job asks Paymob, which says paid.
    const db = await connectTo(stack.database.env);
    try {
      await db.query('UPDATE payments SET hold_until = $1 WHERE reference = $2', [new Date(Date.now() - 1000), payment!.reference]);
    } finally {
      await db.end();
    }
    const until = Date.now() + 30_000;
    while ((await readOrder(order._id)).status !== 'confirmed') {
      if (Date.now() > until) throw new Error('the hold job did not confirm the order');
      await sleep(500);
    }

    // Paymob's retry of the lost callback, now delivered twice: nothing changes.
    const late = await paymob.complete(intention.id, 'paid', 'twice');
    expect(late.answers).toEqual([200, 200]);
    const confirmed = await readOrder(order._id);
    expect(confirmed).toMatchObject({ status: 'confirmed', isPaid: true, payment: { state: 'paid', flag: null } });
    expect(confirmed.events.filter((event) => event.to === 'confirmed')).toHaveLength(1);
    const after = await shopState(stack, shop);
    expect(after.stock.get(product!._id)).toEqual({ product: before.stock.get(product!._id)!.product - 2, size: before.stock.get(product!._id)!.size - 2 });
  }, 180_000);
});
