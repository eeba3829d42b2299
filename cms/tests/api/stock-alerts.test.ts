import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { messageJson, productJson, savedItemsJson, stockAlertsWaitingJson, type ProductJson } from '@pointe/config';
import { mailsTo, waitForMail } from '../../../scripts/lib/mailbox';
import { expectContract, refusal } from '../helpers/contract';
import { createProduct, demoAdmin, orderBody, editorToken, newShopper, type TestProduct, type TestUser } from '../helpers/fixtures';
import { api, clientIpHeaders, newClientIp } from '../helpers/http';

const PANEL_PRODUCTS = '/content-manager/collection-types/api::product.product';
const mailbox = () => inject('mailboxDirectory');
const newEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

let admin: TestUser;
beforeAll(async () => {
  admin = await demoAdmin();
});

const ask = (json: Record<string, unknown>, token?: string) => api('/api/stock-alerts', { method: 'POST', json, token });

async function waiting(productId: string) {
  const response = await api(`/api/stock-alerts/waiting?ids=${productId}`, { token: admin.token });
  expect(response.status).toBe(200);
  return expectContract(stockAlertsWaitingJson, response.body).waiting;
}

/** The panel's write of a product's sizes (as an editor saving the edit view). */
const restockInPanel = (product: TestProduct, sizes: Array<{ size: string; countInStock: number }>) =>
  editorToken().then((token) => api(`${PANEL_PRODUCTS}/${product._id}`, { method: 'PUT', token, json: { sizes } }));

/** The shop's admin product editor's write (PUT /api/products/:id with the whole product). */
async function restockAsAdmin(product: TestProduct, sizes: Array<{ size: string; countInStock: number }>) {
  const current = expectContract(productJson, (await api(`/api/products/${product._id}`)).body);
  return api(`/api/products/${product._id}`, {
    method: 'PUT',
    token: admin.token,
    json: { name: current.name, slug: current.slug, price: current.price, image: current.image, category: current.category || 'Skirts & Tutus', brand: current.brand, description: current.description, sizes },
  });
}

/** Every mail to `to` since `since`, once the sink has had time to receive a second one if there were one. */
async function exactlyOneMail(to: string, since: number) {
  await waitForMail(mailbox(), to, { since });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const mails = await mailsTo(mailbox(), to, { since });
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

describe('POST /api/stock-alerts', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await createProduct(250, [
      { size: 'S', countInStock: 0 },
      { size: 'M', countInStock: 3 },
    ]);
  });

  it('takes a visitor’s request once, with the same answer for a repeat, and staff see one waiting', async () => {
    const email = newEmail('visitor');
    const first = await ask({ productId: product._id, size: 'S', email, locale: 'en' });
    expect(first.status).toBe(201);
    expect(expectContract(messageJson, first.body)).toEqual({ message: "We'll email you once, when this size is back in stock." });
    const again = await ask({ productId: product._id, size: 'S', email: ` ${email.toUpperCase()}`, locale: 'en' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await waiting(product._id)).toEqual([{ productId: product._id, size: 'S', count: 1 }]);
  });

  it('answers an account’s email exactly as any other email', async () => {
    const shopper = await newShopper();
    const response = await ask({ productId: product._id, size: 'S', email: shopper.email });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: "We'll email you once, when this size is back in stock." });
  });

  it('refuses a size in stock, a size the product lacks, an unknown product and a visitor without an email', async () => {
    const email = newEmail('refused');
    expect(await ask({ productId: product._id, size: 'M', email })).toMatchObject({ status: 409, body: refusal('Size M is in stock: you can order it now') });
    expect(await ask({ productId: product._id, size: 'XS', email })).toMatchObject({ status: 400, body: refusal('This product has no size XS') });
    expect(await ask({ productId: 'no-such-product', size: 'S', email })).toMatchObject({ status: 404, body: refusal('Product Not Found') });
    expect(await ask({ productId: product._id, size: 'S' })).toMatchObject({ status: 400, body: refusal('Email is required') });
    expect((await ask({ productId: product._id, size: 'S', email: 'not-an-email' })).status).toBe(400);
    expect((await ask({ productId: product._id, size: 'L', email })).status).toBe(400);
  });

  it('answers 429 past 5 requests a minute for one email, from any address', async () => {
    const email = newEmail('limited');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await ask({ productId: product._id, size: 'S', email })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect((await ask({ productId: product._id, size: 'S', email })).body).toEqual(refusal('Too many attempts. Please wait a minute and try again.'));
  });

  it('refuses the waiting counts to shoppers and visitors', async () => {
    const shopper = await newShopper();
    expect((await api(`/api/stock-alerts/waiting?ids=${product._id}`)).status).toBe(401);
    expect((await api(`/api/stock-alerts/waiting?ids=${product._id}`, { token: shopper.token })).status).toBe(403);
  });
});

describe('restocking sends one email per waiting shopper, in her language', () => {
  it('from the Strapi panel: the English and Arabic requests each get one email, the signed-in one at her account', async () => {
    const product = await createProduct(300, [
      { size: 'S', countInStock: 0 },
      { size: 'M', countInStock: 0 },
    ]);
    const english = newEmail('english');
    const arabic = newEmail('arabic');
    const shopper = await newShopper();
    expect((await ask({ productId: product._id, size: 'S', email: english, locale: 'en' })).status).toBe(201);
    expect((await ask({ productId: product._id, size: 'S', email: arabic, locale: 'ar' })).status).toBe(201);
    expect((await ask({ productId: product._id, size: 'S', locale: 'en' }, shopper.token)).status).toBe(201);
    // Waiting for M, which stays at 0: no email.
    const stillWaiting = newEmail('still');
    expect((await ask({ productId: product._id, size: 'M', email: stillWaiting })).status).toBe(201);
    expect(await waiting(product._id)).toEqual([
      { productId: product._id, size: 'M', count: 1 },
      { productId: product._id, size: 'S', count: 3 },
    ]);

    const since = Date.now() - 1000;
    const saved = await restockInPanel(product, [
      { size: 'S', countInStock: 4 },
      { size: 'M', countInStock: 0 },
    ]);
    expect(saved.status).toBe(200);

    const englishMail = await exactlyOneMail(english, since);
    expect(englishMail.subject).toBe(`Pointe: ${product.name} is back in stock`);
    expect(englishMail.text).toContain(`/product/${product.slug}`);
    expect(englishMail.text).not.toContain('/ar/product/');
    const arabicMail = await exactlyOneMail(arabic, since);
    expect(arabicMail.subject).toBe(`عاد ${product.name} إلى المخزون | Pointe`);
    expect(arabicMail.text).toContain(`/ar/product/${product.slug}`);
    const accountMail = await exactlyOneMail(shopper.email, since);
    expect(accountMail.subject).toBe(`Pointe: ${product.name} is back in stock`);
    expect(await mailsTo(mailbox(), stillWaiting, { since })).toHaveLength(0);
    expect(await waiting(product._id)).toEqual([{ productId: product._id, size: 'M', count: 1 }]);

    // Used up: selling out and restocking again sends nothing more.
    await restockInPanel(product, [{ size: 'S', countInStock: 0 }, { size: 'M', countInStock: 0 }]);
    await restockInPanel(product, [{ size: 'S', countInStock: 1 }, { size: 'M', countInStock: 0 }]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo(mailbox(), english, { since })).toHaveLength(1);
  });

  it('from the shop’s admin product editor, and once with two restocks at the same moment', async () => {
    const product = await createProduct(320, [{ size: 'XS', countInStock: 0 }]);
    const emails = [newEmail('race-a'), newEmail('race-b')];
    for (const email of emails) expect((await ask({ productId: product._id, size: 'XS', email, locale: 'ar' })).status).toBe(201);
    const since = Date.now() - 1000;
    const [viaAdmin, viaPanel] = await Promise.all([
      restockAsAdmin(product, [{ size: 'XS', countInStock: 2 }]),
      restockInPanel(product, [{ size: 'XS', countInStock: 5 }]),
    ]);
    expect(viaAdmin.body).toMatchObject({ message: 'Product Updated' });
    expect(viaPanel.status).toBe(200);
    for (const email of emails) {
      const mail = await exactlyOneMail(email, since);
      expect(mail.text).toContain(`/ar/product/${product.slug}`);
    }
    expect(await waiting(product._id)).toEqual([]);
  });

  it('when a cancelled order gives the last units back', async () => {
    const product = await createProduct(150, [{ size: 'One Size', countInStock: 1 }]);
    const buyer = await newShopper();
    const placed = await api<{ order: { _id: string } }>('/api/orders', {
      method: 'POST',
      token: buyer.token,
      json: orderBody([{ product, size: 'One Size', quantity: 1 }]),
    });
    expect(placed.status).toBe(201);
    const email = newEmail('after-cancel');
    expect((await ask({ productId: product._id, size: 'One Size', email })).status).toBe(201);
    const since = Date.now() - 1000;
    const cancelled = await api(`/api/orders/${placed.body.order._id}/cancel`, { method: 'POST', token: buyer.token });
    expect(cancelled.status).toBe(200);
    const mail = await exactlyOneMail(email, since);
    expect(mail.text).toContain(`/product/${product.slug}`);
  });
});

describe('/api/saved-items', () => {
  let product: ProductJson;
  beforeAll(async () => {
    const created = await createProduct(99, [{ size: 'S', countInStock: 2 }]);
    product = expectContract(productJson, (await api(`/api/products/${created._id}`)).body);
  });

  it('keeps a shopper’s saved products, once each, hers only', async () => {
    const owner = await newShopper();
    const other = await newShopper();
    const save = (token: string, productId: string) => api('/api/saved-items', { method: 'POST', token, json: { productId } });
    expect((await save(owner.token, product._id)).status).toBe(200);
    expect((await save(owner.token, product._id)).status).toBe(200);
    const listed = expectContract(savedItemsJson, (await api('/api/saved-items', { token: owner.token })).body);
    expect(listed.items.map((item) => item.product._id)).toEqual([product._id]);
    expect(listed.items[0]!.product.slug).toBe(product.slug);

    expect(expectContract(savedItemsJson, (await api('/api/saved-items', { token: other.token })).body).items).toEqual([]);
    expect(await api(`/api/saved-items/${product._id}`, { method: 'DELETE', token: other.token })).toMatchObject({
      status: 404,
      body: refusal('This product is not in your saved items'),
    });
    expect((await api('/api/saved-items', { token: owner.token })).body).toEqual(listed);

    expect((await api(`/api/saved-items/${product._id}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    expect((await api(`/api/saved-items/${product._id}`, { method: 'DELETE', token: owner.token })).status).toBe(404);
    expect(expectContract(savedItemsJson, (await api('/api/saved-items', { token: owner.token })).body).items).toEqual([]);
  });

  it('refuses visitors and unknown products', async () => {
    const shopper = await newShopper();
    expect((await api('/api/saved-items')).status).toBe(401);
    expect((await api('/api/saved-items', { method: 'POST', json: { productId: product._id } })).status).toBe(401);
    expect(await api('/api/saved-items', { method: 'POST', token: shopper.token, json: { productId: 'nope' } })).toMatchObject({
      status: 404,
      body: refusal('Product Not Found'),
    });
    expect((await api('/api/saved-items', { method: 'POST', token: shopper.token, json: {} })).status).toBe(400);
  });
});

/**
 * The per-IP limit counts the address the CMS decides (cms/src/auth/client-ip.ts): the storefront's
 * signed address, else the connection's own. A caller reaching the CMS directly cannot pick another
 * with X-Forwarded-For (issue 36: a new forged address each request was never refused).
 */
describe('POST /api/stock-alerts per client address', () => {
  const PER_IP = 10;
  let product: TestProduct;
  beforeAll(async () => {
    product = await createProduct(250, [{ size: 'S', countInStock: 0 }]);
  });
  const visitorAsks = (init: Parameters<typeof api>[1]) =>
    api('/api/stock-alerts', { method: 'POST', json: { productId: product._id, size: 'S', email: newEmail('per-ip') }, ...init });

  /** 201s (at most PER_IP: other tests may have spent some of the address's allowance), then only 429s. */
  const expectStopped = (statuses: number[]) => {
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal, statuses.join(',')).toBeGreaterThanOrEqual(0);
    expect(firstRefusal).toBeLessThanOrEqual(PER_IP);
    expect(statuses.slice(0, firstRefusal).every((status) => status === 201), statuses.join(',')).toBe(true);
    expect(statuses.slice(firstRefusal).every((status) => status === 429), statuses.join(',')).toBe(true);
  };

  it('stops a direct caller that forges a new X-Forwarded-For each request (429)', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < PER_IP + 2; attempt += 1) {
      statuses.push((await visitorAsks({ direct: true, headers: { 'x-forwarded-for': newClientIp() } })).status);
    }
    expectStopped(statuses);
  });

  it("counts the storefront's signed shopper address: 10 for one shopper, then 429, and another shopper is untouched", async () => {
    const shopper = newClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < PER_IP + 1; attempt += 1) statuses.push((await visitorAsks({ ip: shopper })).status);
    expect(statuses).toEqual([...Array.from({ length: PER_IP }, () => 201), 429]);
    expect((await visitorAsks({ ip: newClientIp() })).status).toBe(201);
  });

  it('ignores an address signed with another secret, or its signature for another address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < PER_IP + 2; attempt += 1) {
      const forged = attempt % 2 === 0 ? clientIpHeaders(newClientIp(), 'not-the-shop-secret-0123456789') : { ...clientIpHeaders(newClientIp()), 'x-pointe-client-ip': newClientIp() };
      statuses.push((await visitorAsks({ direct: true, headers: forged })).status);
    }
    expectStopped(statuses);
  });
});
