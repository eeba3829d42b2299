/**
 * Issue 36, holes 4 and 5 and two fragile points: every number that reaches the database is read by
 * config's one strict parser (numbers.ts) and bounded by the column it lands in, money is checked in
 * whole piastres before anything rounds it, and stored names and addresses lose their invisible
 * controls (bidi overrides, zero-width characters). Each refusal is a 400 with a code (or a 404 for
 * a number no order can have), never a 500, and a refused write changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShippingZonesJson, codRulesJson, orderPlacedJson, promoCreatedJson, storeCreditJson, userInfoJson } from '@pointe/config';
import { expectContract } from '../helpers/contract';
import { sql } from '../helpers/database';
import { createProduct, demoAdmin, newShopper, orderBody, type TestUser } from '../helpers/fixtures';
import { api } from '../helpers/http';

let admin: TestUser;

beforeAll(async () => {
  admin = await demoAdmin();
});

const codeOf = (body: unknown) => (body as { code?: string }).code;

describe('integers bounded by their column (hole 4)', () => {
  it('GET /api/orders/by-number/:number answers 404 for numbers no order can have (10 to 15 digits), not 500', async () => {
    for (const number of ['2147483648', '9999999999', '123456789012345', '999999999999999', '2147483647']) {
      const response = await api(`/api/orders/by-number/${number}`, { token: admin.token });
      expect(response.status, number).toBe(404);
      expect(codeOf(response.body), number).toBe('orderNotFound');
    }
  });

  it('POST /api/promos refuses a usageLimit past the integer column (3000000000, "1e10") with a code, and takes 2147483647', async () => {
    const code = (suffix: string) => `BOUND${suffix}${Date.now().toString(36).toUpperCase()}`;
    const tooLarge = await api('/api/promos', { method: 'POST', token: admin.token, json: { code: code('A'), discountType: 'fixed', discountValue: 10, usageLimit: 3_000_000_000 } });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toMatchObject({ code: 'usageLimitTooLarge', params: { max: 2_147_483_647 } });
    const exponent = await api('/api/promos', { method: 'POST', token: admin.token, json: { code: code('B'), discountType: 'fixed', discountValue: 10, usageLimit: '1e10' } });
    expect(exponent.status).toBe(400);
    expect(codeOf(exponent.body)).toBe('usageLimitNotWhole');
    const hex = await api('/api/promos', { method: 'POST', token: admin.token, json: { code: code('C'), discountType: 'fixed', discountValue: '0x10' } });
    expect(hex.status).toBe(400);
    expect(codeOf(hex.body)).toBe('discountValueRequired');
    const atBound = await api('/api/promos', { method: 'POST', token: admin.token, json: { code: code('D'), discountType: 'fixed', discountValue: 10, usageLimit: 2_147_483_647 } });
    expect(atBound.status, JSON.stringify(atBound.body)).toBe(201);
    expect(expectContract(promoCreatedJson, atBound.body).promo.usageLimit).toBe(2_147_483_647);
  });

  it('a product size stock past its column is refused with a code', async () => {
    const product = await createProduct(100, [{ size: 'S', countInStock: 1 }]);
    const response = await api(`/api/products/${product._id}`, {
      method: 'PUT',
      token: admin.token,
      json: { name: 'Bounded', slug: `bounded-${Date.now()}`, price: 100, image: [], category: 'Leotards', brand: 'Pointe', description: 'x', sizes: [{ size: 'S', countInStock: 2_147_483_648 }] },
    });
    expect(response.status).toBe(400);
    expect(codeOf(response.body)).toBe('stockTooLarge');
  });
});

describe('money in whole piastres (hole 5)', () => {
  it('a store-credit adjustment smaller than a piastre (1e-9) or with 3 decimals is a 400 with a code, and the balance is unchanged', async () => {
    const shopper = await newShopper();
    for (const amount of [1e-9, 0.001, 10.005, -1e-9]) {
      const response = await api(`/api/users/${shopper._id}/store-credit`, { method: 'POST', token: admin.token, json: { amount } });
      expect(response.status, String(amount)).toBe(400);
      expect(codeOf(response.body), String(amount)).toBe('priceDecimals');
    }
    for (const amount of ['0x10', '1e2', [5], true]) {
      const response = await api(`/api/users/${shopper._id}/store-credit`, { method: 'POST', token: admin.token, json: { amount } });
      expect(response.status, JSON.stringify(amount)).toBe(400);
      expect(codeOf(response.body)).toBe('storeCreditAmountInvalid');
    }
    const mine = await api('/api/users/me/store-credit', { token: shopper.token });
    expect(expectContract(storeCreditJson, mine.body)).toMatchObject({ balance: 0, entries: [] });
    // Two decimals are fine, and kept exactly.
    const fine = await api(`/api/users/${shopper._id}/store-credit`, { method: 'POST', token: admin.token, json: { amount: 12.34 } });
    expect(fine.status).toBe(201);
    expect(expectContract(storeCreditJson, fine.body).balance).toBe(12.34);
  });
});

describe('one strict number parser for admin numbers (fragile: type juggling)', () => {
  const rules = async () => expectContract(codRulesJson, (await api('/api/cod-rules', { token: admin.token })).body);
  afterAll(async () => {
    await api('/api/cod-rules', { method: 'PUT', token: admin.token, json: { maxCodTotal: null, refusalsToBlock: 2 } });
  });

  it('PUT /api/cod-rules refuses "0x10", "1e3", 1e-9, [1] and true, and the stored rules stay as they were', async () => {
    expect((await api('/api/cod-rules', { method: 'PUT', token: admin.token, json: { maxCodTotal: 5000, refusalsToBlock: 3 } })).status).toBe(200);
    const before = await rules();
    expect(before).toMatchObject({ maxCodTotal: 5000, refusalsToBlock: 3 });
    for (const body of [
      { maxCodTotal: '0x10', refusalsToBlock: 2 },
      { maxCodTotal: '1e3', refusalsToBlock: 2 },
      { maxCodTotal: 1e-9, refusalsToBlock: 2 },
      { maxCodTotal: [1000], refusalsToBlock: 2 },
      { maxCodTotal: ' 1 000 ', refusalsToBlock: 2 },
    ]) {
      const response = await api('/api/cod-rules', { method: 'PUT', token: admin.token, json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(codeOf(response.body), JSON.stringify(body)).toBe('codLimitInvalid');
    }
    for (const refusalsToBlock of [[1], '0x2', '2e0', true, 2_147_483_648, '']) {
      const response = await api('/api/cod-rules', { method: 'PUT', token: admin.token, json: { maxCodTotal: null, refusalsToBlock } });
      expect(response.status, JSON.stringify(refusalsToBlock)).toBe(400);
      expect(codeOf(response.body), JSON.stringify(refusalsToBlock)).toBe('refusalsToBlockInvalid');
    }
    expect(await rules()).toEqual(before);
    // Plain digits from either keyboard, as the form posts them, are still read.
    const arabic = await api('/api/cod-rules', { method: 'PUT', token: admin.token, json: { maxCodTotal: '٥٠٠', refusalsToBlock: ' 4 ' } });
    expect(arabic.status, JSON.stringify(arabic.body)).toBe(200);
    expect(await rules()).toMatchObject({ maxCodTotal: 500, refusalsToBlock: 4 });
  });

  it('PUT /api/admin/shipping-zones/:key refuses a fee of "0x10", "1e2" or 1e-9, and the zone keeps its fee', async () => {
    const zoneOf = async () =>
      expectContract(adminShippingZonesJson, (await api('/api/admin/shipping-zones', { token: admin.token })).body).zones.find((zone) => zone.key === 'delta')!;
    const before = await zoneOf();
    for (const shippingPrice of ['0x10', '1e2', 1e-9, [60], 'Infinity', '-0x1']) {
      const body = { shippingPrice, freeShippingAbove: before.freeShippingAbove, deliveryDays: before.deliveryDays };
      const response = await api('/api/admin/shipping-zones/delta', { method: 'PUT', token: admin.token, json: body });
      expect(response.status, JSON.stringify(shippingPrice)).toBe(400);
      expect(codeOf(response.body), JSON.stringify(shippingPrice)).toBe('shippingPriceInvalid');
    }
    for (const deliveryDays of ['0x3', '3e0', [3], 2_147_483_648]) {
      const body = { shippingPrice: before.shippingPrice, freeShippingAbove: before.freeShippingAbove, deliveryDays };
      const response = await api('/api/admin/shipping-zones/delta', { method: 'PUT', token: admin.token, json: body });
      expect(response.status, JSON.stringify(deliveryDays)).toBe(400);
      expect(codeOf(response.body)).toBe('deliveryDaysInvalid');
    }
    expect(await zoneOf()).toEqual(before);
  });
});

describe('invisible controls stripped from stored names and addresses (fragile)', () => {
  it('a signed-up name with U+202E and U+200B is stored without them', async () => {
    const email = `bidi-${Date.now()}@example.com`;
    const response = await api('/api/users/signup', { method: 'POST', json: { name: 'Mona\u202E Adel\u200B', email, password: 'buyer-password-1' } });
    expect(response.status).toBe(201);
    expect(expectContract(userInfoJson, response.body).name).toBe('Mona Adel');
    const [row] = await sql<{ name: string }>('SELECT name FROM up_users WHERE email = $1', [email]);
    expect(row!.name).toBe('Mona Adel');
    // A name of invisible characters only is no name.
    const empty = await api('/api/users/signup', { method: 'POST', json: { name: '\u202E\u200B\u2066', email: `bidi2-${Date.now()}@example.com`, password: 'buyer-password-1' } });
    expect(empty.status).toBe(400);
    expect(codeOf(empty.body)).toBe('nameRequired');
  });

  it("an order's address with U+202E and U+200B is stored without them", async () => {
    const shopper = await newShopper();
    const product = await createProduct(100, [{ size: 'S', countInStock: 5 }]);
    const body = orderBody([{ product, size: 'S', quantity: 1 }]);
    body.shippingAddress = { ...body.shippingAddress, fullName: '\u202EMona\u200B Adel', streetName: 'Tahrir\u2067 Street\uFEFF', area: 'Dok\u200Dki\u0007' };
    const response = await api('/api/orders', { method: 'POST', token: shopper.token, json: body });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { order } = expectContract(orderPlacedJson, response.body);
    expect(order.shippingAddress).toMatchObject({ fullName: 'Mona Adel', streetName: 'Tahrir Street', area: 'Dokki' });
  });
});
