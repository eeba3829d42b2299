import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PAGE_SIZE,
  errorMessage,
  adminOrdersPageJson,
  adminProductsPageJson,
  adminUsersPageJson,
  orderJson,
  orderPlacedJson,
  orderSummaryJson,
  productListJson,
  productSavedJson,
  promoCreatedJson,
  promoListJson,
  type ProductJson,
} from '@pointe/config';
import { SEED_DIR } from '../../../scripts/seed/catalogue';
import { expectContract, refusal } from '../helpers/contract';
import { sql } from '../helpers/database';
import { createProduct, demoAdmin, newShopper, orderBody, type TestUser } from '../helpers/fixtures';
import { api, cmsUrl } from '../helpers/http';

let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  admin = await demoAdmin();
  shopper = await newShopper();
});

describe('every admin route is checked on the CMS', () => {
  it.each([
    ['GET', '/api/orders/summary'],
    ['GET', '/api/orders'],
    ['PUT', '/api/orders/anything/pay'],
    ['PUT', '/api/orders/anything/deliver'],
    ['PUT', '/api/orders/anything/status'],
    ['POST', '/api/orders/anything/calls'],
    ['GET', '/api/products/admin'],
    ['GET', '/api/products/families'],
    ['GET', '/api/products/searches'],
    ['POST', '/api/products'],
    ['POST', '/api/products/images'],
    ['PUT', '/api/products/anything'],
    ['DELETE', '/api/products/anything'],
    ['POST', '/api/promos'],
    ['GET', '/api/promos'],
    ['GET', '/api/users/admin'],
  ])('%s %s: 401 without a token, 403 for a shopper', async (method, route) => {
    const anonymous = await api(route, { method });
    expect(anonymous.status).toBe(401);
    const asShopper = await api(route, { method, token: shopper.token });
    expect(asShopper.status).toBe(403);
    expect(asShopper.body).toEqual(refusal('Admins only'));
  });
});

describe('GET /api/orders/summary', () => {
  it('counts users, orders, sales, per day and per category, with the database', async () => {
    const before = expectContract(orderSummaryJson, (await api('/api/orders/summary', { token: admin.token })).body);
    const buyer = await newShopper();
    const product = await createProduct(120.5, [{ size: 'S', countInStock: 10 }]);
    const totals: number[] = [];
    for (const quantity of [1, 3]) {
      const response = await api('/api/orders', {
        method: 'POST',
        token: buyer.token,
        json: orderBody([{ product, size: 'S', quantity }]),
      });
      totals.push(expectContract(orderPlacedJson, response.body).order.totalPrice);
    }
    const after = expectContract(orderSummaryJson, (await api('/api/orders/summary', { token: admin.token })).body);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
    const sum = totals.reduce((a, b) => a + b, 0);
    expect(totals).toEqual([170.5, 411.5]);

    expect(after.users[0]!.numUsers).toBe(before.users[0]!.numUsers + 1);
    expect(after.orders[0]!.numOrders).toBe(before.orders[0]!.numOrders + 2);
    expect(after.orders[0]!.totalSales).toBeCloseTo(before.orders[0]!.totalSales + sum, 2);
    const dayBefore = before.dailyOrders.find((day) => day._id === today) ?? { orders: 0, sales: 0 };
    const dayAfter = after.dailyOrders.find((day) => day._id === today);
    expect(dayAfter).toEqual({ _id: today, orders: dayBefore.orders + 2, sales: Math.round((dayBefore.sales + sum) * 100) / 100 });

    const [inDatabase] = await sql<{ count: string; sales: string }>('SELECT count(*) AS count, sum(total_price) AS sales FROM orders');
    // SQLite sums its decimals as floating point (…78.00000000001): the dashboard shows cents.
    expect(after.orders[0]).toEqual({ numOrders: Number(inDatabase!.count), totalSales: Math.round(Number(inDatabase!.sales) * 100) / 100 });

    const products = expectContract(productListJson, (await api('/api/products')).body);
    for (const category of after.productCategories) {
      expect(category.count, category._id).toBe(products.filter((item) => item.category === category._id).length);
    }
  });
});

describe('admin products', () => {
  it('lists products newest first, a fixed page size at a time', async () => {
    const all = expectContract(productListJson, (await api('/api/products')).body);
    const first = await api('/api/products/admin', { token: admin.token });
    expect(first.status).toBe(200);
    const page = expectContract(adminProductsPageJson, first.body);
    expect(page.page).toBe(1);
    expect(page.pages).toBe(Math.ceil(all.length / ADMIN_PAGE_SIZE));
    expect(page.products.map((product) => product._id)).toEqual(all.slice(0, ADMIN_PAGE_SIZE).map((product) => product._id));
    expect((await api('/api/products/admin?page=0', { token: admin.token })).status).toBe(400);
  });

  let created: ProductJson;

  it('creates a placeholder product', async () => {
    const response = await api('/api/products', { method: 'POST', token: admin.token });
    expect(response.status).toBe(201);
    const answer = expectContract(productSavedJson, response.body);
    expect(answer.message).toBe('Product Created');
    created = answer.product;
    expect(created).toMatchObject({ price: 0, sizes: [], countInStock: 0 });
    expect(created.name).toMatch(/^sample name \d+$/);
    expect(created.image).toHaveLength(1);
    const second = await api<{ product: ProductJson }>('/api/products', { method: 'POST', token: admin.token });
    expect(second.body.product.slug).not.toBe(created.slug);
  });

  it('uploads a picture into the media library (images only)', async () => {
    const form = new FormData();
    form.append('file', new Blob([await readFile(path.join(SEED_DIR, 'images', 'hair-bun-kit-2.webp'))], { type: 'image/webp' }), 'bun.webp');
    const response = await fetch(`${cmsUrl()}/api/products/images`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form });
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/.+\.webp$/);

    const text = new FormData();
    text.append('file', new Blob(['not a picture'], { type: 'text/plain' }), 'note.txt');
    const refused = await fetch(`${cmsUrl()}/api/products/images`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: text });
    expect(refused.status).toBe(400);

    // And it can become the product's second picture.
    const update = await api(`/api/products/${created._id}`, {
      method: 'PUT',
      token: admin.token,
      json: {
        name: 'Admin Test Wrap Skirt',
        slug: 'admin-test-wrap-skirt',
        price: 345.5,
        image: [url, created.image[0]],
        category: 'Skirts & Tutus',
        brand: 'Étoile Atelier',
        description: 'A skirt made by the admin test.',
        sizes: [
          { size: 'S', countInStock: 4 },
          { size: 'M', countInStock: '3' },
        ],
        countInStock: 999,
      },
    });
    expect(update.status).toBe(200);
    expect(expectContract(productSavedJson, update.body).product).toMatchObject({
      name: 'Admin Test Wrap Skirt',
      slug: 'admin-test-wrap-skirt',
      price: 345.5,
      image: [url, created.image[0]],
      category: 'Skirts & Tutus',
      countInStock: 7,
      sizes: [
        { size: 'S', countInStock: 4 },
        { size: 'M', countInStock: 3 },
      ],
    });
    expect((await api<ProductJson>('/api/products/slug/admin-test-wrap-skirt')).body.countInStock).toBe(7);
  });

  it.each([
    [{ slug: 'Not A Slug' }, 400, 'Slug may contain only lower-case letters, digits and single dashes'],
    [{ price: -1 }, 400, 'Price must be 0 or more'],
    [{ price: 'free' }, 400, 'Price must be a number'],
    [{ sizes: [{ size: 'S', countInStock: 1 }, { size: 'S', countInStock: 2 }] }, 400, 'Each size may appear only once'],
    [{ sizes: [{ size: 'XL', countInStock: 1 }] }, 400, 'Size must be one of XS, S, M, One Size'],
    [{ sizes: [{ size: 'S', countInStock: -2 }] }, 400, 'Stock must be a whole number of 0 or more'],
    [{ category: 'Swimwear' }, 400, 'Unknown category "Swimwear"'],
    [{ image: ['https://evil.example/x.png'] }, 400, 'Every picture must be an image from the media library'],
    [{ slug: 'etude-pointe-shoes' }, 409, 'The slug "etude-pointe-shoes" is already used by another product'],
  ])('refuses %j', async (change, status, message) => {
    const body = {
      name: 'X',
      slug: 'admin-test-wrap-skirt',
      price: 1,
      image: [],
      category: 'Tights',
      brand: 'B',
      description: 'D',
      sizes: [],
      ...change,
    };
    const response = await api(`/api/products/${created._id}`, { method: 'PUT', token: admin.token, json: body });
    expect(response.status).toBe(status);
    expect(response.body).toEqual(refusal(message));
  });

  it('deletes a product nobody ordered, and keeps an ordered one (409)', async () => {
    const spare = await api<{ product: ProductJson }>('/api/products', { method: 'POST', token: admin.token });
    expect((await api(`/api/products/${spare.body.product._id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    expect((await api(`/api/products/${spare.body.product._id}`)).status).toBe(404);

    const ordered = await createProduct(50, [{ size: 'S', countInStock: 5 }]);
    await api('/api/orders', { method: 'POST', token: shopper.token, json: orderBody([{ product: ordered, size: 'S', quantity: 1 }]) });
    const refused = await api<{ message: string }>(`/api/products/${ordered._id}`, { method: 'DELETE', token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/has been ordered/);
    expect((await api(`/api/products/${ordered._id}`)).status).toBe(200);
    expect((await api('/api/products/no-such-product', { method: 'DELETE', token: admin.token })).status).toBe(404);
  });
});

describe('admin promos', () => {
  it('creates a promo with the code upper-cased, refuses a duplicate, and lists them with their use', async () => {
    const code = `admin${Date.now()}`;
    const created = await api('/api/promos', {
      method: 'POST',
      token: admin.token,
      json: { code, discountType: 'percentage', discountValue: 15, expiresAt: '2031-01-01', usageLimit: 5, minimumOrder: '300' },
    });
    expect(created.status).toBe(201);
    const answer = expectContract(promoCreatedJson, created.body);
    expect(answer.message).toBe('Promo code created!');
    expect(answer.promo).toMatchObject({ code: code.toUpperCase(), usedCount: 0, usageLimit: 5, expiresAt: '2031-01-01T00:00:00.000Z', minimumOrder: 300 });
    // The minimum is the shop's rule at once: a cart below it is refused, one at it gets the discount.
    const below = await api('/api/promos/apply', { method: 'POST', json: { code, cartTotal: 299.99 } });
    expect(below.status).toBe(400);
    expect(below.body).toMatchObject({ code: 'promoBelowMinimum' });
    const at = await api<{ discount: number }>('/api/promos/apply', { method: 'POST', json: { code, cartTotal: 300 } });
    expect(at.status).toBe(200);
    expect(at.body.discount).toBe(45);
    const duplicate = await api('/api/promos', { method: 'POST', token: admin.token, json: { code: code.toUpperCase(), discountType: 'fixed', discountValue: 5 } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual(refusal(`The code ${code.toUpperCase()} already exists`));
    const list = expectContract(promoListJson, (await api('/api/promos', { token: admin.token })).body);
    expect(list.find((promo) => promo.code === code.toUpperCase())).toMatchObject({ usedCount: 0, minimumOrder: 300 });
    const plain = await api('/api/promos', { method: 'POST', token: admin.token, json: { code: `${code}B`, discountType: 'fixed', discountValue: 5, minimumOrder: '' } });
    expect(expectContract(promoCreatedJson, plain.body).promo.minimumOrder).toBeNull();
  });

  it.each([
    [{ discountType: 'percentage', discountValue: 150 }, 'A percentage discount is at most 100'],
    [{ discountType: 'fixed', discountValue: 0 }, 'Discount value must be more than 0'],
    [{ discountType: 'free', discountValue: 5 }, 'Type must be percentage or fixed'],
    [{ code: '', discountType: 'fixed', discountValue: 5 }, 'Code is required'],
    [{ discountType: 'fixed', discountValue: 5, minimumOrder: -1 }, 'Minimum order must be an amount in EGP from 0 to 1,000,000'],
    [{ discountType: 'fixed', discountValue: 5, minimumOrder: 'lots' }, 'Minimum order must be an amount in EGP from 0 to 1,000,000'],
  ])('refuses %j', async (json, message) => {
    const response = await api('/api/promos', { method: 'POST', token: admin.token, json: { code: 'VALIDCODE', ...json } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal(message));
  });
});

describe('admin orders and users', () => {
  it('lists orders with filters; pay and deliver mark a shipped order delivered (cash collected), idempotently', async () => {
    const buyer = await newShopper();
    const product = await createProduct(80, [{ size: 'S', countInStock: 5 }]);
    const placed = await api<{ order: { _id: string } }>('/api/orders', { method: 'POST', token: buyer.token, json: orderBody([{ product, size: 'S', quantity: 1 }]) });
    const id = placed.body.order._id;

    const unpaid = expectContract(adminOrdersPageJson, (await api('/api/orders?status=unpaid', { token: admin.token })).body);
    expect(unpaid.orders[0]).toMatchObject({ _id: id, user: { name: 'Test Buyer' } });

    // Cash on delivery: nothing is paid before the parcel reaches the door.
    const early = await api(`/api/orders/${id}/pay`, { method: 'PUT', token: admin.token });
    expect(early.status).toBe(409);
    expect(early.body).toEqual(refusal(errorMessage('notShippedYet')));
    for (const json of [{ status: 'confirmed' }, { status: 'shipped', trackingNumber: 'EG1' }]) {
      expect((await api(`/api/orders/${id}/status`, { method: 'PUT', token: admin.token, json })).status).toBe(200);
    }

    const paid = expectContract(orderJson, (await api(`/api/orders/${id}/pay`, { method: 'PUT', token: admin.token })).body);
    expect(paid).toMatchObject({ status: 'delivered', isPaid: true, isDelivered: true });
    expect(paid.paidAt).not.toBeNull();
    const again = expectContract(orderJson, (await api(`/api/orders/${id}/pay`, { method: 'PUT', token: admin.token })).body);
    expect(again.paidAt).toBe(paid.paidAt);
    const delivered = expectContract(orderJson, (await api(`/api/orders/${id}/deliver`, { method: 'PUT', token: admin.token })).body);
    expect(delivered).toEqual(paid);

    const stillUnpaid = await api<{ orders: Array<{ _id: string }> }>('/api/orders?status=unpaid', { token: admin.token });
    expect(stillUnpaid.body.orders.some((order) => order._id === id)).toBe(false);
    const shopperView = await api<{ isPaid: boolean; isDelivered: boolean }>(`/api/orders/${id}`, { token: buyer.token });
    expect(shopperView.body).toMatchObject({ isPaid: true, isDelivered: true });
    expect((await api('/api/orders?status=lost', { token: admin.token })).status).toBe(400);
    expect((await api('/api/orders/no-such/pay', { method: 'PUT', token: admin.token })).status).toBe(404);
  });

  it('lists users with their order counts and never a password field', async () => {
    const buyer = await newShopper();
    const product = await createProduct(80, [{ size: 'S', countInStock: 5 }]);
    for (let i = 0; i < 2; i += 1) await api('/api/orders', { method: 'POST', token: buyer.token, json: orderBody([{ product, size: 'S', quantity: 1 }]) });
    const response = await api('/api/users/admin', { token: admin.token });
    expect(response.status).toBe(200);
    const row = expectContract(adminUsersPageJson, response.body).users.find((user) => user.email === buyer.email);
    expect(row).toMatchObject({ _id: buyer._id, name: 'Test Buyer', isAdmin: false, orderCount: 2 });
    expect(JSON.stringify(response.body)).not.toMatch(/password|resetPasswordToken|tokenVersion/i);
  });
});
