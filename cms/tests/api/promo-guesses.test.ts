import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { myOrdersJson, productListJson, userInfoJson, type ProductJson, type UserInfoJson } from '@pointe/config';
import { openDatabase, startTestStack, type RunningStack } from '../../../scripts/lib/test-stack';
import { expectContract, refusal } from '../helpers/contract';
import { callCms, type ApiInit } from '../helpers/http';

/**
 * Promo codes can be guessed only as often as POST /api/promos/apply allows, whatever the route
 * (issue 36): checkout judged a code with nothing counted, and before the governorate, so with a
 * closed governorate a made-up code answered `promoInvalid` and a real one `cityInvalid`, free of
 * charge and of side effects. Now every route that reads a code counts a wrong one against the one
 * limit per client, and checkout reads the code only after everything that does not depend on it.
 *
 * Its own CMS (its own database): a limit of 6 wrong codes, and ONE client for the whole file. The
 * suite's shared CMS counts per forwarded address, and whether X-Forwarded-For is believed is the
 * operator's choice (CMS_TRUST_PROXY): here every request names the same address, so the count is
 * this file's alone whether the CMS believes it or counts them all as 127.0.0.1.
 */
const LIMIT = 6;
const CLIENT = '10.254.0.1';
const CLOSED = 'Aswan';

let stack: RunningStack;
let db: Knex;
let shopper: UserInfoJson;
let product: ProductJson;
let realCode: string;
let minimumCode: string;

const cms = <T>(route: string, init: ApiInit = {}) => callCms<T>(stack.cmsUrl, route, { ip: CLIENT, ...init });
const apply = (code: string, cartTotal = product.price) => cms('/api/promos/apply', { method: 'POST', json: { code, cartTotal } });
/** One piece of the product, to a governorate, with a promo code or none. */
const order = (promoCode: string | null, city = 'Cairo') =>
  cms('/api/orders', {
    method: 'POST',
    token: shopper.token,
    json: {
      orderItems: [{ _id: product._id, size: product.sizes.find((size) => size.countInStock >= 10)!.size, quantity: 1 }],
      shippingAddress: { fullName: 'Guess Who', mobileNumber: '01234567890', streetName: 'Nile St', buildingNumber: '1', apartmentNumber: '1', area: 'Zamalek', city },
      paymentMethod: 'Cash On Delivery',
      ...(promoCode === null ? {} : { promoCode }),
    },
  });
const ordersStored = async () => Number(((await db('orders').count({ count: '*' })) as Array<{ count: unknown }>)[0]!.count);

beforeAll(async () => {
  stack = await startTestStack({ purpose: 'promo_guesses', env: { PROMO_RATE_LIMIT_PER_IP: String(LIMIT), PROMO_RATE_WINDOW_SECONDS: '600' } });
  db = openDatabase(stack.database.env);
  const products = expectContract(productListJson, (await cms('/api/products')).body);
  const inStock = products.find((candidate) => candidate.price < 1000 && candidate.sizes.some((size) => size.countInStock >= 10));
  if (!inStock) throw new Error('The demo catalogue has no product with 10 pieces of a size');
  product = inStock;
  const signUp = await cms('/api/users/signup', { method: 'POST', json: { name: 'Guess Who', email: `guess-${Date.now()}@example.com`, password: 'guess-password-1' } });
  expect(signUp.status).toBe(201);
  shopper = expectContract(userInfoJson, signUp.body);
  const signIn = await cms('/api/users/signin', { method: 'POST', json: { email: 'admin@pointe.test', password: stack.env.DEMO_ADMIN_PASSWORD } });
  const admin = expectContract(userInfoJson, signIn.body);
  const createPromo = async (code: string, minimumOrder: number | null) => {
    const created = await cms('/api/promos', { method: 'POST', token: admin.token, json: { code, discountType: 'fixed', discountValue: 10, minimumOrder } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return code;
  };
  realCode = await createPromo('REALCODE', null);
  minimumCode = await createPromo('BIGSPENDER', 100_000);
}, 240_000);

afterAll(async () => {
  await db?.destroy();
  await stack?.stop();
});

describe('promo codes at checkout (issue 36)', () => {
  it('with a closed governorate, 25 made-up codes and a real one get the same answer, and nothing is counted', async () => {
    const real = await order(realCode, CLOSED);
    expect(real.status).toBe(400);
    expect(real.body).toEqual(refusal('City must be one of Alexandria, Cairo, Giza'));
    for (let guess = 0; guess < 25; guess += 1) {
      const response = await order(`MADEUP${guess}`, CLOSED);
      expect({ status: response.status, body: response.body }, `guess ${guess}`).toEqual({ status: real.status, body: real.body });
    }
    expect(await ordersStored()).toBe(0);
    // Nothing was judged, so nothing counted: the client has all its tries left.
    expect((await apply(realCode)).status).toBe(200);
  });

  it('a real code below its minimum is no guess, at checkout or at apply', async () => {
    for (let view = 0; view < LIMIT + 2; view += 1) {
      const response = await order(minimumCode);
      expect(response.status).toBe(409);
      expect(response.body).toEqual(refusal('This promo code needs an items total of at least 100000 EGP'));
      expect((await apply(minimumCode)).status).toBe(400);
    }
    expect(await ordersStored()).toBe(0);
  });

  it('wrong codes at apply and at checkout count against one limit: past it, both answer 429, even for a real code', async () => {
    for (let guess = 0; guess < LIMIT / 2; guess += 1) {
      const response = await apply(`APPLYGUESS${guess}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(refusal('Invalid promo code'));
    }
    for (let guess = 0; guess < LIMIT / 2; guess += 1) {
      const response = await order(`ORDERGUESS${guess}`);
      expect(response.status).toBe(409);
      expect(response.body).toEqual(refusal('Invalid promo code'));
    }
    const tooMany = refusal('Too many wrong promo codes. Please wait a few minutes and try again.');
    for (const response of [await order('ORDERGUESSMORE'), await order(realCode), await apply('APPLYGUESSMORE'), await apply(realCode)]) {
      expect(response.status).toBe(429);
      expect(response.body).toEqual(tooMany);
    }
    expect(await ordersStored()).toBe(0);
    // An order without a code is no guess: it goes through.
    const plain = await order(null);
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect(expectContract(myOrdersJson, (await cms('/api/orders/mine', { token: shopper.token })).body)).toHaveLength(1);
  });
});

