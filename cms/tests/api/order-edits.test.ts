import { beforeAll, describe, expect, inject, it } from 'vitest';
import { errorMessage, orderJson, orderPlacedJson, productJson, type OrderJson, type Size } from '@pointe/config';
import { waitForMail } from '../../../scripts/lib/mailbox';
import { expectContract, refusal } from '../helpers/contract';
import { sql } from '../helpers/database';
import { createProduct, createPromo, demoAdmin, newShopper, orderBody, type TestProduct, type TestUser } from '../helpers/fixtures';
import { api } from '../helpers/http';

/** Issue 23's order edits: PUT /api/orders/:id/lines (admin), ADR 022. */
let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  admin = await demoAdmin();
  shopper = await newShopper();
});

type Line = { product: TestProduct; size: Size; quantity: number };

async function place(lines: Line[], promoCode?: string, buyer: TestUser = shopper): Promise<OrderJson> {
  const response = await api('/api/orders', { method: 'POST', token: buyer.token, json: orderBody(lines, promoCode) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return expectContract(orderPlacedJson, response.body).order;
}

const edit = (order: Pick<OrderJson, '_id' | 'version'>, lines: Line[] | unknown, token = admin.token, version = order.version ?? 0) =>
  api(`/api/orders/${order._id}/lines`, {
    method: 'PUT',
    token,
    json: {
      version,
      orderItems: Array.isArray(lines)
        ? (lines as Line[]).map(({ product, size, quantity }) => ({ _id: product._id, size, quantity, price: 1, name: 'tampered' }))
        : lines,
    },
  });

async function edited(order: OrderJson, lines: Line[]): Promise<OrderJson> {
  const response = await edit(order, lines);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return expectContract(orderJson, response.body);
}

/** Units left per size, and the product's total. */
async function stockOf(product: TestProduct): Promise<Record<string, number>> {
  const { countInStock, sizes } = expectContract(productJson, (await api(`/api/products/${product._id}`)).body);
  return { ...Object.fromEntries(sizes.map((entry) => [entry.size, entry.countInStock])), total: countInStock };
}

const linesOf = (order: OrderJson) => order.orderItems.map((item) => `${item.name} ${item.size}×${item.quantity} @${item.price}`);

describe('re-pricing', () => {
  it('prices the new lines at the products’ prices (a tampered price or name is ignored) with the zone’s shipping', async () => {
    const leotard = await createProduct(800, [
      { size: 'S', countInStock: 10 },
      { size: 'M', countInStock: 10 },
    ]);
    const bun = await createProduct(120, [{ size: 'One Size', countInStock: 10 }]);
    // A small order of the same governorate says what its zone charges for shipping.
    const small = await place([{ product: bun, size: 'One Size', quantity: 1 }]);
    const fee = small.shippingPrice;
    expect(fee).toBeGreaterThan(0);

    // 2 × 800 = 1600: above the zone's free-shipping threshold (1500 by default).
    const order = await place([
      { product: leotard, size: 'S', quantity: 2 },
      { product: bun, size: 'One Size', quantity: 1 },
    ]);
    expect(order).toMatchObject({ itemsPrice: 1720, shippingPrice: 0, totalPrice: 1720, version: 0 });

    const after = await edited(order, [
      { product: leotard, size: 'M', quantity: 1 },
      { product: bun, size: 'One Size', quantity: 2 },
    ]);
    expect(linesOf(after)).toEqual([`${leotard.name} M×1 @800`, `${bun.name} One Size×2 @120`]);
    expect(after).toMatchObject({ itemsPrice: 1040, shippingPrice: fee, discount: 0, totalPrice: 1040 + fee, version: 1, status: 'pending' });
    const event = after.events.at(-1)!;
    expect(event).toMatchObject({ type: 'edit', by: 'admin', from: null, to: null });
    expect(event.note).toBe(
      `${leotard.name}: S × 2 → M × 1; ${bun.name}: One Size × 1 → One Size × 2; Total 1720 EGP → ${1040 + fee} EGP`,
    );
    // The shopper sees the new lines and totals, not staff's timeline entry.
    const mine = expectContract(orderJson, (await api(`/api/orders/${order._id}`, { token: shopper.token })).body);
    expect(mine).toMatchObject({ totalPrice: 1040 + fee, version: 1 });
    expect(mine.events.map((entry) => entry.type)).toEqual(['status']);
  });

  it('drops a promo whose minimum the new items no longer reach, with a note, and gives its use back', async () => {
    const tights = await createProduct(200, [{ size: 'S', countInStock: 20 }]);
    const code = await createPromo({ discountType: 'percentage', discountValue: 10, minimumOrder: 500 });
    const order = await place([{ product: tights, size: 'S', quantity: 3 }], code);
    expect(order).toMatchObject({ itemsPrice: 600, discount: 60, promoCode: code });
    const [before] = await sql<{ used_count: number }>('SELECT used_count FROM promos WHERE code = $1', [code]);
    expect(before!.used_count).toBe(1);

    // Still above the minimum: the promo stays, re-applied to the new items.
    const kept = await edited(order, [{ product: tights, size: 'S', quantity: 4 }]);
    expect(kept).toMatchObject({ itemsPrice: 800, discount: 80, promoCode: code });

    const dropped = await edited(kept, [{ product: tights, size: 'S', quantity: 2 }]);
    expect(dropped).toMatchObject({ itemsPrice: 400, discount: 0, promoCode: '' });
    expect(dropped.totalPrice).toBe(400 + dropped.shippingPrice);
    expect(dropped.events.at(-1)!.note).toBe(
      `${tights.name}: S × 4 → S × 2; Promo ${code} removed: items 400 EGP are below its minimum of 500 EGP; Total ${kept.totalPrice} EGP → ${dropped.totalPrice} EGP`,
    );
    const [after] = await sql<{ used_count: number }>('SELECT used_count FROM promos WHERE code = $1', [code]);
    expect(after!.used_count).toBe(0);
  });

  it('a new order below a promo’s minimum is refused with the minimum', async () => {
    const tights = await createProduct(200, [{ size: 'S', countInStock: 5 }]);
    const code = await createPromo({ discountType: 'fixed', discountValue: 50, minimumOrder: 500 });
    const response = await api('/api/orders', { method: 'POST', token: shopper.token, json: orderBody([{ product: tights, size: 'S', quantity: 2 }], code) });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(refusal('This promo code needs an items total of at least 500 EGP'));
    expect((await stockOf(tights)).S).toBe(5);
  });
});

describe('stock moves exactly', () => {
  it('after a size change, a quantity change, an added line and a removed one', async () => {
    const leotard = await createProduct(500, [
      { size: 'S', countInStock: 10 },
      { size: 'M', countInStock: 10 },
    ]);
    const bag = await createProduct(300, [{ size: 'One Size', countInStock: 4 }]);
    let order = await place([{ product: leotard, size: 'S', quantity: 2 }]);
    expect(await stockOf(leotard)).toEqual({ S: 8, M: 10, total: 18 });

    order = await edited(order, [{ product: leotard, size: 'M', quantity: 3 }]);
    expect(await stockOf(leotard)).toEqual({ S: 10, M: 7, total: 17 });

    order = await edited(order, [{ product: leotard, size: 'M', quantity: 1 }]);
    expect(await stockOf(leotard)).toEqual({ S: 10, M: 9, total: 19 });

    order = await edited(order, [
      { product: leotard, size: 'M', quantity: 1 },
      { product: bag, size: 'One Size', quantity: 3 },
    ]);
    expect(await stockOf(bag)).toEqual({ 'One Size': 1, total: 1 });
    expect(order.events.at(-1)!.note).toContain(`Added ${bag.name} (One Size × 3)`);

    order = await edited(order, [{ product: bag, size: 'One Size', quantity: 3 }]);
    expect(await stockOf(leotard)).toEqual({ S: 10, M: 10, total: 20 });
    expect(order.events.at(-1)!.note).toContain(`Removed ${leotard.name} (M × 1)`);
    expect(order).toMatchObject({ version: 4, itemsPrice: 900 });

    // Cancelling gives back what the order holds now.
    expect((await api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, json: { status: 'cancelled' } })).status).toBe(200);
    expect(await stockOf(bag)).toEqual({ 'One Size': 4, total: 4 });
    expect(await stockOf(leotard)).toEqual({ S: 10, M: 10, total: 20 });
  });

  it('refuses a size without enough stock, and changes nothing', async () => {
    const leotard = await createProduct(500, [
      { size: 'S', countInStock: 5 },
      { size: 'M', countInStock: 1 },
    ]);
    const order = await place([{ product: leotard, size: 'S', quantity: 1 }]);
    const response = await edit(order, [{ product: leotard, size: 'M', quantity: 2 }]);
    expect(response.status).toBe(409);
    expect(response.body).toEqual(refusal(errorMessage('outOfStock')));
    expect(await stockOf(leotard)).toEqual({ S: 4, M: 1, total: 5 });
    const now = expectContract(orderJson, (await api(`/api/orders/${order._id}`, { token: admin.token })).body);
    expect(now).toMatchObject({ version: 0, totalPrice: order.totalPrice });
    expect(linesOf(now)).toEqual(linesOf(order));
    expect(now.events.map((entry) => entry.type)).toEqual(['status']);
  });

  it('edits a confirmed order; refuses once it shipped, and an edit of an older version', async () => {
    const leotard = await createProduct(500, [{ size: 'S', countInStock: 10 }]);
    const order = await place([{ product: leotard, size: 'S', quantity: 1 }]);
    const status = (json: Record<string, unknown>) => api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, json });
    expect((await status({ status: 'confirmed' })).status).toBe(200);
    const confirmed = await edited(order, [{ product: leotard, size: 'S', quantity: 2 }]);
    expect(confirmed).toMatchObject({ status: 'confirmed', version: 1 });

    const stale = await edit(order, [{ product: leotard, size: 'S', quantity: 3 }]);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual(refusal('This order was changed meanwhile: reload it and edit again'));

    expect((await status({ status: 'shipped', trackingNumber: 'EG1' })).status).toBe(200);
    const shipped = await edit(confirmed, [{ product: leotard, size: 'S', quantity: 3 }]);
    expect(shipped.status).toBe(409);
    expect(shipped.body).toEqual(refusal('This order is shipped: only pending or confirmed orders can be edited'));
    expect(await stockOf(leotard)).toEqual({ S: 8, total: 8 });
  });
});

describe('two staff editing at once', () => {
  it('20 rounds: one edit wins, the other answers 409, the stock is exact', async () => {
    const leotard = await createProduct(400, [
      { size: 'S', countInStock: 100 },
      { size: 'M', countInStock: 100 },
    ]);
    let expected = { S: 100, M: 100 };
    for (let round = 0; round < 20; round += 1) {
      const order = await place([{ product: leotard, size: 'S', quantity: 1 }]);
      expected = { ...expected, S: expected.S - 1 };
      const [first, second] = await Promise.all([
        edit(order, [{ product: leotard, size: 'M', quantity: 2 }]),
        edit(order, [{ product: leotard, size: 'S', quantity: 3 }]),
      ]);
      expect([first.status, second.status].sort(), `round ${round}`).toEqual([200, 409]);
      const loser = first.status === 409 ? first : second;
      expect(loser.body).toEqual(refusal('This order was changed meanwhile: reload it and edit again'));
      if (first.status === 200) expected = { S: expected.S + 1, M: expected.M - 2 };
      else expected = { ...expected, S: expected.S - 2 };
      const now = expectContract(orderJson, (await api(`/api/orders/${order._id}`, { token: admin.token })).body);
      expect(now.version).toBe(1);
      expect(now.events.filter((entry) => entry.type === 'edit')).toHaveLength(1);
    }
    expect(await stockOf(leotard)).toEqual({ ...expected, total: expected.S + expected.M });
  });
});

describe('an edit racing a cancel', () => {
  it('10 rounds: whichever wins, the cancelled order gives back exactly what it held', async () => {
    const leotard = await createProduct(400, [
      { size: 'S', countInStock: 50 },
      { size: 'M', countInStock: 50 },
    ]);
    for (let round = 0; round < 10; round += 1) {
      const order = await place([{ product: leotard, size: 'S', quantity: 1 }]);
      const [editAnswer, cancelAnswer] = await Promise.all([
        edit(order, [{ product: leotard, size: 'M', quantity: 3 }]),
        api(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin.token, json: { status: 'cancelled' } }),
      ]);
      expect(cancelAnswer.status, `round ${round}`).toBe(200);
      expect([200, 409], `round ${round}`).toContain(editAnswer.status);
      expect(await stockOf(leotard), `round ${round}`).toEqual({ S: 50, M: 50, total: 100 });
    }
  });
});

describe('who may edit, and what', () => {
  let leotard: TestProduct;
  let order: OrderJson;
  beforeAll(async () => {
    leotard = await createProduct(300, [{ size: 'S', countInStock: 10 }]);
    order = await place([{ product: leotard, size: 'S', quantity: 1 }]);
  });

  it('a shopper gets 403, even for her own order', async () => {
    const response = await edit(order, [{ product: leotard, size: 'S', quantity: 2 }], shopper.token);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(refusal(errorMessage('adminsOnly')));
  });

  it('an unknown order is 404', async () => {
    const response = await edit({ _id: 'no-such-order-id', version: 0 }, [{ product: leotard, size: 'S', quantity: 1 }]);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(refusal('Order Not Found'));
  });

  it.each([
    ['no lines left', [], 'An order needs at least one line: cancel it instead'],
    ['not a list', 'S', errorMessage('orderItemsNotList')],
    ['an unknown size', [{ _id: 'x', size: 'XXL', quantity: 1 }], errorMessage('sizeInvalid', { choices: ['XS', 'S', 'M', 'One Size'] })],
    ['a quantity of 0', [{ _id: 'x', size: 'S', quantity: 0 }], errorMessage('quantityInvalid', { max: 99 })],
    ['no product', [{ size: 'S', quantity: 1 }], errorMessage('orderLineNeedsProduct')],
  ])('%s is 400', async (_name, lines, message) => {
    const response = await api(`/api/orders/${order._id}/lines`, { method: 'PUT', token: admin.token, json: { version: 0, orderItems: lines } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal(message));
  });

  it('a missing or negative version is 400', async () => {
    for (const version of [undefined, -1, 1.5, '0']) {
      const response = await api(`/api/orders/${order._id}/lines`, {
        method: 'PUT',
        token: admin.token,
        json: { version, orderItems: [{ _id: leotard._id, size: 'S', quantity: 1 }] },
      });
      expect(response.status, String(version)).toBe(400);
      expect(response.body).toEqual(refusal('version must be the order version you edited (a whole number)'));
    }
    expect(await stockOf(leotard)).toEqual({ S: 9, total: 9 });
  });
});

describe('the shopper is told', () => {
  it('emails her the new order, in the language she ordered in', async () => {
    const buyer = await newShopper();
    const leotard = await createProduct(500, [
      { size: 'S', countInStock: 5 },
      { size: 'M', countInStock: 5 },
    ]);
    const placed = await api('/api/orders', { method: 'POST', token: buyer.token, json: { ...orderBody([{ product: leotard, size: 'S', quantity: 1 }]), locale: 'ar' } });
    const order = expectContract(orderPlacedJson, placed.body).order;
    const mailbox = inject('mailboxDirectory');
    await waitForMail(mailbox, buyer.email, { since: Date.now() - 2000 });
    const since = Date.now();
    await edited(order, [{ product: leotard, size: 'M', quantity: 2 }]);
    const mail = await waitForMail(mailbox, buyer.email, { since });
    expect(mail.subject).toBe(`تم تعديل طلبك رقم ${order.orderNumber} (${order._id}) | Pointe`);
    expect(mail.text).toContain('عدّلنا طلبك كما اتفقنا معك');
  });
});
