import { createHmac, randomUUID } from 'node:crypto';
import { formatPrice, type Locale } from '@pointe/config';
import { ADMIN, SHOPPER, expect, expectKeyboardGrid, test, seriousAxeViolations } from './fixtures';

/**
 * A courier's signed webhook marks a confirmed order delivered with its cash collected; the admin
 * dashboard shows that cash as held by the courier; the admin records the courier's settlement
 * (a plain form, with or without JavaScript) and the unsettled cash drops to 0. English and Arabic, 360 px.
 */

/** The test stack's COURIER_WEBHOOK_SECRETS (scripts/lib/test-stack.ts). */
const COURIER = 'testcourier';
const SECRET = 'test-courier-secret-0123456789';

const WORDS = {
  en: { prefix: '', held: 'Cash held by couriers', unsettled: 'Not yet settled', courier: 'Courier', date: 'Date', amount: 'Amount (EGP)', orders: 'Order numbers', record: 'Record settlement', settlements: 'Recorded settlements', differences: 'Cash differences', short: 'short by' },
  ar: { prefix: '/ar', held: 'نقدية لدى شركات الشحن', unsettled: 'لم تُسوَّ بعد', courier: 'شركة الشحن', date: 'تاريخ التسوية', amount: 'المبلغ (جنيه)', orders: 'أرقام الطلبات', record: 'سجّل التسوية', settlements: 'التسويات المسجّلة', differences: 'فروق النقدية', short: 'ناقص' },
} satisfies Record<Locale, Record<string, string>>;

async function cmsCall<T>(path: string, init: { method?: string; token?: string; json?: unknown; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${process.env.E2E_CMS_URL}${path}`, { method: init.method ?? 'GET', headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  return { status: response.status, body: (await response.json()) as T };
}

const tokenOf = async (account: { email: string; password: string }) =>
  (await cmsCall<{ token: string }>('/api/users/signin', { method: 'POST', json: { email: account.email, password: account.password } })).body.token;

/** A Cairo order of the demo shopper, confirmed by the admin (over the API: this spec is about what follows). */
async function confirmedOrder(): Promise<{ id: string; orderNumber: number; totalPrice: number }> {
  const [shopper, admin] = [await tokenOf(SHOPPER), await tokenOf(ADMIN)];
  const product = (await cmsCall<{ _id: string; name: string; price: number }>('/api/products/slug/hair-bun-kit')).body;
  const placed = await cmsCall<{ order: { _id: string; orderNumber: number; totalPrice: number } }>('/api/orders', {
    method: 'POST',
    token: shopper,
    json: {
      orderItems: [{ _id: product._id, name: product.name, size: 'One Size', quantity: 1, price: product.price }],
      shippingAddress: { fullName: 'Mona Adel', mobileNumber: '01012345678', streetName: 'Tahrir Street', buildingNumber: '12', apartmentNumber: '4', area: 'Dokki', city: 'Cairo' },
      paymentMethod: 'Cash On Delivery',
    },
  });
  expect(placed.status).toBe(201);
  const { order } = placed.body;
  expect((await cmsCall(`/api/orders/${order._id}/status`, { method: 'PUT', token: admin, json: { status: 'confirmed' } })).status).toBe(200);
  return { id: order._id, orderNumber: order.orderNumber, totalPrice: order.totalPrice };
}

/** What the courier sends: HMAC-SHA256 of `<timestamp>.<raw body>` with the shared secret. */
async function courierSays(body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', SECRET).update(`${timestamp}.${raw}`).digest('hex');
  return cmsCall<{ status: string; changed: boolean }>('/api/courier/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-courier-timestamp': timestamp, 'x-courier-signature': `sha256=${signature}` },
    body: raw,
  });
}

test.use({ viewport: { width: 360, height: 800 } });

for (const locale of ['en', 'ar'] as const) {
  test(`a courier's webhook delivers an order and its settlement clears the cash (${locale})`, async ({ adminPage: page }, testInfo) => {
    test.setTimeout(60_000);
    const w = WORDS[locale];
    const order = await confirmedOrder();
    const delivered = await courierSays({ eventId: `e2e-${randomUUID()}`, orderNumber: order.orderNumber, event: 'delivered', cashCollected: order.totalPrice });
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ status: 'delivered', changed: true });

    // The dashboard: the courier holds this order's cash.
    await page.goto(`${w.prefix}/admin/dashboard`);
    const held = page.getByRole('region', { name: w.held });
    await expect(held.getByRole('listitem').filter({ hasText: COURIER })).toContainText(formatPrice(order.totalPrice, locale));
    await expect(held.getByRole('listitem').filter({ hasText: w.unsettled })).toContainText(formatPrice(order.totalPrice, locale));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The settlement, through the page's plain form.
    await page.goto(`${w.prefix}/admin/settlements`);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await page.getByLabel(w.courier).fill(COURIER);
    await page.getByLabel(w.date).fill('2026-11-25');
    await page.getByLabel(w.amount).fill(String(order.totalPrice));
    await page.getByLabel(w.orders).fill(String(order.orderNumber));
    await page.getByRole('button', { name: w.record }).click();
    await expect(page.getByRole('region', { name: w.settlements }).getByRole('row').filter({ hasText: String(order.orderNumber) })).toContainText(COURIER);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    if (testInfo.project.use.javaScriptEnabled !== false) {
      await expectKeyboardGrid(page, page.getByRole('grid', { name: w.settlements }));
      expect(await seriousAxeViolations(page)).toEqual([]);
    }

    // Settled: nothing held any more.
    await page.goto(`${w.prefix}/admin/dashboard`);
    await expect(page.getByRole('region', { name: w.held }).getByRole('listitem').filter({ hasText: w.unsettled })).toContainText(formatPrice(0, locale));
    await expect(page.getByRole('region', { name: w.held }).getByRole('listitem').filter({ hasText: COURIER })).toHaveCount(0);
  });
}

for (const locale of ['en', 'ar'] as const) {
  test(`a courier reporting less cash than due: delivered, and the shortfall is listed on the settlements page (${locale})`, async ({ adminPage: page }, testInfo) => {
    const w = WORDS[locale];
    const order = await confirmedOrder();
    const delivered = await courierSays({ eventId: `e2e-${randomUUID()}`, orderNumber: order.orderNumber, event: 'delivered', cashCollected: 1 });
    expect(delivered.body).toMatchObject({ status: 'delivered', changed: true });
    try {
      await page.goto(`${w.prefix}/admin/settlements`);
      const row = page.getByRole('region', { name: w.differences }).getByRole('row').filter({ hasText: String(order.orderNumber) });
      await expect(row).toContainText(w.short);
      await expect(row).toContainText(formatPrice(order.totalPrice - 1, locale));
      await expect(row).toContainText(formatPrice(order.totalPrice, locale));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      if (testInfo.project.use.javaScriptEnabled !== false) {
        await expectKeyboardGrid(page, page.getByRole('grid', { name: w.differences }));
      }
    } finally {
      // The courier hands over the 1 EGP it reported: no cash left held for the other tests (the shortfall stays listed).
      const settled = await cmsCall('/api/courier/settlements', { method: 'POST', token: await tokenOf(ADMIN), json: { courier: COURIER, settledOn: '2026-11-25', amount: 1, orderNumbers: [order.orderNumber] } });
      expect(settled.status).toBe(201);
    }
  });
}
