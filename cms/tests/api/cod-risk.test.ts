import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codNumberJson, codRiskJson, codRulesJson, orderPlacedJson, type OrderJson } from '@pointe/config';
import { expectContract, refusal } from '../helpers/contract';
import { onSqlite, sql } from '../helpers/database';
import { createProduct, demoAdmin, newShopper, orderBody, uniqueMobile, type TestProduct, type TestUser } from '../helpers/fixtures';
import { api } from '../helpers/http';

/**
 * Cash-on-delivery risk rules (issue 22, ADR 019): a limit on the order total, a block after N
 * refused parcels per mobile number, lifted per number by staff; checked by the CMS inside the order
 * transaction. Every refusal here goes through the admin's life-cycle routes, as staff record them.
 */
let admin: TestUser;
let shopper: TestUser;
let product: TestProduct;

const BLOCKED_EN = 'Cash on delivery is not available for this mobile number: deliveries to it were refused before. Please contact the shop.';

const setRules = (json: unknown, token = admin.token) => api('/api/cod-rules', { method: 'PUT', token, json });
const setLift = (mobile: string, lifted: unknown, token = admin.token) =>
  api(`/api/cod-rules/numbers/${encodeURIComponent(mobile)}`, { method: 'PUT', token, json: { lifted } });
const standing = async (mobile: string) => expectContract(codNumberJson, (await api(`/api/cod-rules/numbers/${encodeURIComponent(mobile)}`, { token: admin.token })).body);

const placeAs = (buyer: TestUser, mobile: string, quantity = 1, item = product) =>
  api('/api/orders', { method: 'POST', token: buyer.token, json: orderBody([{ product: item, size: 'S', quantity }], undefined, mobile) });

async function place(mobile: string, buyer = shopper): Promise<OrderJson> {
  const response = await placeAs(buyer, mobile);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return expectContract(orderPlacedJson, response.body).order;
}

const walk = async (id: string, steps: Array<Record<string, unknown>>) => {
  for (const json of steps) {
    const response = await api(`/api/orders/${id}/status`, { method: 'PUT', token: admin.token, json });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }
};
const SHIP = [{ status: 'confirmed' }, { status: 'shipped', trackingNumber: 'EG1' }];
const refuseParcel = (id: string) => walk(id, [...SHIP, { status: 'refused' }]);
const deliverParcel = (id: string) => walk(id, [...SHIP, { status: 'delivered' }]);

beforeAll(async () => {
  admin = await demoAdmin();
  shopper = await newShopper();
  product = await createProduct(300, [{ size: 'S', countInStock: 10_000 }]);
});

afterAll(async () => {
  // The next files place orders under the defaults.
  await setRules({ maxCodTotal: null, refusalsToBlock: 2 });
});

describe('the rules (GET/PUT /api/cod-rules, admin)', () => {
  it('start with no limit and a block at 2 refusals', async () => {
    const rules = expectContract(codRulesJson, (await api('/api/cod-rules', { token: admin.token })).body);
    expect({ maxCodTotal: rules.maxCodTotal, refusalsToBlock: rules.refusalsToBlock }).toEqual({ maxCodTotal: null, refusalsToBlock: 2 });
  });

  it('are for admins only: 401 without a token, 403 for a shopper, on every route', async () => {
    const routes: Array<[string, string]> = [
      ['GET', '/api/cod-rules'],
      ['PUT', '/api/cod-rules'],
      ['GET', '/api/cod-rules/numbers/01012345678'],
      ['PUT', '/api/cod-rules/numbers/01012345678'],
      ['GET', '/api/cod-risk?orders=x'],
    ];
    for (const [method, path] of routes) {
      const json = method === 'PUT' ? { maxCodTotal: null, refusalsToBlock: 9, lifted: true } : undefined;
      expect((await api(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect((await api(path, { method, json, token: shopper.token })).status, `${method} ${path}`).toBe(403);
    }
    expect((await standing('01012345678')).lifted).toBe(false);
  });

  it.each([
    [{ maxCodTotal: -5, refusalsToBlock: 2 }, 'The cash on delivery limit must be an amount from 1 to 10000000 EGP, or empty for no limit'],
    [{ maxCodTotal: '1,000', refusalsToBlock: 2 }, 'The cash on delivery limit must be an amount from 1 to 10000000 EGP, or empty for no limit'],
    [{ maxCodTotal: null, refusalsToBlock: 0 }, 'Refusals must be a whole number from 1 to 99'],
    [{ maxCodTotal: null, refusalsToBlock: 2.5 }, 'Refusals must be a whole number from 1 to 99'],
    [{ maxCodTotal: null }, 'Refusals must be a whole number from 1 to 99'],
    [{ maxCodTotal: { $gt: 0 }, refusalsToBlock: 2 }, 'The cash on delivery limit must be an amount from 1 to 10000000 EGP, or empty for no limit'],
  ])('refuse %j with a 400', async (json, message) => {
    const response = await setRules(json);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal(message));
  });

  it('refuse a bad lift and a bad number with a 400', async () => {
    expect((await setLift('01012345678', 'yes')).body).toEqual(refusal('lifted must be true or false'));
    const bad = await setLift('12345', true);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(refusal('Invalid Mobile Number'));
  });
});

describe('the limit on the order total', () => {
  it('refuses an order over the limit with a 403 naming it, in both languages; an order at the limit goes through', async () => {
    expectContract(codRulesJson, (await setRules({ maxCodTotal: 650, refusalsToBlock: 2 })).body);
    const mobile = uniqueMobile();
    // 2 × 300 + 50 shipping = 650: at the limit.
    expect((await placeAs(shopper, mobile, 2)).status).toBe(201);
    // 3 × 300 = 900, free shipping above 1,500 does not apply: 950.
    const over = await placeAs(shopper, mobile, 3);
    expect(over.status).toBe(403);
    expect(over.body).toEqual(refusal('Cash on delivery is available for orders up to EGP\u00a0650.00. Please remove some items to place this order.'));
    expect(over.body).toMatchObject({ code: 'codOverLimit', params: { limit: 650 } });
    // Tampered totals are ignored: the server's price decides.
    const tampered = await api('/api/orders', {
      method: 'POST',
      token: shopper.token,
      json: { ...orderBody([{ product, size: 'S', quantity: 3 }], undefined, mobile), totalPrice: 10, itemsPrice: 10 },
    });
    expect(tampered.status).toBe(403);
    // Nothing was stored for the refused ones.
    expect((await standing(mobile)).counts.placed).toBe(1);
    await setRules({ maxCodTotal: null, refusalsToBlock: 2 });
    expect((await placeAs(shopper, mobile, 3)).status).toBe(201);
  });
});

describe('the limit on staff’s edits of an order (issue 23)', () => {
  it('refuses an edit that raises the cash to collect above the limit (409 naming it), never one that lowers it', async () => {
    const order = await place(uniqueMobile());
    const edit = (version: number, quantity: number) =>
      api(`/api/orders/${order._id}/lines`, { method: 'PUT', token: admin.token, json: { version, orderItems: [{ _id: product._id, size: 'S', quantity }] } });
    await setRules({ maxCodTotal: 700, refusalsToBlock: 2 });
    try {
      // 3 × 300 + 50 = 950: above the limit, nothing changes.
      const over = await edit(0, 3);
      expect(over.status).toBe(409);
      expect(over.body).toMatchObject({ code: 'codOverLimit', params: { limit: 700 } });
      // 2 × 300 + 50 = 650: within it.
      expect((await edit(0, 2)).status).toBe(200);
      // The limit lowered since: lowering the order (to 350) still goes through.
      await setRules({ maxCodTotal: 300, refusalsToBlock: 2 });
      expect((await edit(1, 1)).status).toBe(200);
    } finally {
      await setRules({ maxCodTotal: null, refusalsToBlock: 2 });
    }
  });
});

describe('N refusals per mobile number', () => {
  it('counts placed, delivered and refused per number and per account; blocks at 2 refusals, whatever the form of the number', async () => {
    const buyer = await newShopper();
    const mobile = uniqueMobile();
    const [first, second, third] = [await place(mobile, buyer), await place(mobile, buyer), await place(mobile, buyer)];
    await deliverParcel(first._id);
    await refuseParcel(second._id);
    expect((await placeAs(buyer, mobile)).status).toBe(201);
    await refuseParcel(third._id);
    // A refused parcel back in the shop still counts as refused; a delivered one returned later as delivered.
    await walk(third._id, [{ status: 'returned' }]);
    await walk(first._id, [{ status: 'returned' }]);

    const numberStanding = await standing(mobile);
    expect(numberStanding).toEqual({ mobileNumber: mobile, counts: { placed: 4, delivered: 1, refused: 2 }, blocked: true, lifted: false });
    // The same number written with +20 and Arabic digits is the same number.
    const arabic = `+٢٠${mobile.slice(1)}`.replace(/[0-9]/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
    expect(await standing(arabic)).toEqual(numberStanding);

    for (const form of [mobile, arabic.replace('+', '').replace('٢٠', '0'), `0${mobile.slice(1)}`]) {
      const refused = await placeAs(buyer, form);
      expect(refused.status, form).toBe(403);
      expect(refused.body).toEqual(refusal(BLOCKED_EN));
      expect(refused.body).toMatchObject({ code: 'codNumberBlocked' });
    }
    // Another number of the same shopper is not blocked: the rule is per number.
    expect((await placeAs(buyer, uniqueMobile())).status).toBe(201);

    // The admin's card: the number's and the account's history (the account's orders on both numbers).
    const risk = expectContract(codRiskJson, (await api(`/api/cod-risk?orders=${first._id},nope`, { token: admin.token })).body);
    expect(risk.risks).toEqual([
      { orderId: first._id, mobileNumber: mobile, counts: { placed: 4, delivered: 1, refused: 2 }, blocked: true, lifted: false, account: { placed: 5, delivered: 1, refused: 2 } },
    ]);
  });

  it('lets staff lift the block for the refusals counted so far, put it back, and a new refusal blocks again', async () => {
    const mobile = uniqueMobile();
    for (const order of [await place(mobile), await place(mobile)]) await refuseParcel(order._id);
    expect((await placeAs(shopper, mobile)).status).toBe(403);

    const lifted = expectContract(codNumberJson, (await setLift(mobile, true)).body);
    expect(lifted).toMatchObject({ blocked: false, lifted: true, counts: { refused: 2 } });
    const rules = expectContract(codRulesJson, (await api('/api/cod-rules', { token: admin.token })).body);
    expect(rules.lifts.find((lift) => lift.mobileNumber === mobile)).toMatchObject({ refusedAtLift: 2 });
    // Lifting twice changes nothing.
    expect((await setLift(`+20${mobile.slice(1)}`, true)).body).toEqual(lifted);
    const goesThrough = await place(mobile);

    expect(expectContract(codNumberJson, (await setLift(mobile, false)).body)).toMatchObject({ blocked: true, lifted: false });
    expect((await placeAs(shopper, mobile)).status).toBe(403);

    await setLift(mobile, true);
    expect((await placeAs(shopper, mobile)).status).toBe(201);
    await refuseParcel(goesThrough._id);
    const again = await placeAs(shopper, mobile);
    expect(again.status).toBe(403);
    expect((await standing(mobile)).lifted).toBe(true);
  });

  it("follows the shop's N: 3 refusals needed once N is 3", async () => {
    const mobile = uniqueMobile();
    for (const order of [await place(mobile), await place(mobile)]) await refuseParcel(order._id);
    await setRules({ maxCodTotal: null, refusalsToBlock: 3 });
    try {
      expect((await placeAs(shopper, mobile)).status).toBe(201);
    } finally {
      await setRules({ maxCodTotal: null, refusalsToBlock: 2 });
    }
    expect((await placeAs(shopper, mobile)).status).toBe(403);
  });
});

describe('races', () => {
  it('20 concurrent orders from a blocked number are all refused, and none is stored', async () => {
    const mobile = uniqueMobile();
    for (const order of [await place(mobile), await place(mobile)]) await refuseParcel(order._id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeAs(shopper, mobile)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(403));
    expect((await standing(mobile)).counts.placed).toBe(2);
  });

  it('no order placed after the block is put back goes through, even racing it', async () => {
    const mobile = uniqueMobile();
    for (const order of [await place(mobile), await place(mobile)]) await refuseParcel(order._id);
    await setLift(mobile, true);
    const putBack = setLift(mobile, false);
    const racing = Array.from({ length: 10 }, () => placeAs(shopper, mobile));
    await putBack;
    const after = await Promise.all(Array.from({ length: 10 }, () => placeAs(shopper, mobile)));
    await Promise.all(racing);
    expect(after.map((answer) => answer.status)).toEqual(Array(10).fill(403));
  });
});

describe('the stored number', () => {
  it('stores the normalised number on the order, in its own indexed column', async () => {
    const mobile = uniqueMobile();
    const order = await api('/api/orders', {
      method: 'POST',
      token: shopper.token,
      json: orderBody([{ product, size: 'S', quantity: 1 }], undefined, mobile.replace(/[0-9]/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!)),
    });
    const id = expectContract(orderPlacedJson, order.body).order._id;
    expect(await sql('SELECT mobile_key FROM orders WHERE document_id = $1', [id])).toEqual([{ mobile_key: mobile }]);
    const indexes = onSqlite()
      ? await sql("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'orders_mobile_key_idx'")
      : await sql("SELECT indexname FROM pg_indexes WHERE tablename = 'orders' AND indexname = 'orders_mobile_key_idx'");
    expect(indexes).toHaveLength(1);
  });
});
