import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { waitForMail } from '../../../scripts/lib/mailbox';
import { ADMIN, CAIRO_ADDRESS, expect, fillShippingAddress, openPage, orderNumberOnPage, signIn, test, type Account } from './fixtures';
import { cmsCall as cms } from './panel';

/**
 * The shopper confirms her order herself (ADR 018): she places it, opens the link of the email the
 * SMTP sink caught in a fresh browser (not signed in), confirms or cancels it with a plain form,
 * and staff see "by the shopper" and find the order by its number. On a phone, in English and
 * Arabic, with and without JavaScript (the two projects); a tampered link shows a clear page.
 */
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

const mailbox = () => process.env.E2E_MAILBOX_DIR!;
const javaScriptOn = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

/** A shopper of her own (her mailbox is hers alone), signed up through the CMS. */
async function newShopper(): Promise<Required<Account> & { token: string }> {
  const account = { name: 'Nour Self', email: `self-${randomBytes(4).toString('hex')}@example.com`, password: 'self-confirm-2026' };
  const { token } = await cms<{ token: string }>('/api/users/signup', { method: 'POST', json: account });
  return { ...account, token };
}

/** The confirmation link in her newest order email, as a path on the shop (the sink keeps the whole URL). */
async function linkFromMail(email: string, since: number): Promise<{ path: string; subject: string; text: string }> {
  const mail = await waitForMail(mailbox(), email, { since, timeoutMs: 20_000 });
  const url = /https?:\/\/\S+\/confirm\/[A-Za-z0-9._-]+/.exec(mail.text ?? '')?.[0];
  expect(url, mail.text).toBeDefined();
  return { path: new URL(url!).pathname, subject: mail.subject ?? '', text: mail.text ?? '' };
}

/** axe runs inside the page: only with JavaScript on (accessibility.spec.ts skips it likewise). */
async function expectAxeClean(page: Page, javaScript: boolean) {
  if (!javaScript) return;
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('she confirms from the emailed link without signing in; staff see it was her and find the order by number', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const javaScript = javaScriptOn(testInfo);
  const shopper = await newShopper();
  await signIn(page, shopper);

  const since = Date.now() - 1000;
  await page.goto('/product/convertible-tights-in-ballet-pink');
  await page.getByRole('radiogroup', { name: 'Size' }).getByText('XS', { exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
  await page.goto('/shipping');
  await fillShippingAddress(page, CAIRO_ADDRESS);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Cash On Delivery', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/\w+$/);
  const orderId = page.url().split('/').at(-1)!;
  const orderNumber = await orderNumberOnPage(page);

  const mail = await linkFromMail(shopper.email, since);
  expect(mail.subject).toBe(`Pointe: we received your order ${orderNumber} (${orderId})`);
  expect(mail.path).toMatch(new RegExp(`^/confirm/${orderId}\\.`));

  // Her order history names it by its number, and links to it.
  await page.goto('/orderhistory');
  await expect(page.getByRole('link', { name: `Details of order ${orderNumber}` })).toHaveAttribute('href', `/order/${orderId}`);

  // A fresh browser: not signed in.
  const phone = await openPage(browser, { baseURL: baseURL!, javaScriptEnabled: javaScript });
  await phone.setViewportSize(PHONE);
  await phone.goto(mail.path);
  await expect(phone.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
  await expect(phone.getByText(`Order number ${orderNumber}`)).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Items' })).toContainText('Convertible Tights');
  await expect(phone.getByRole('region', { name: 'Shipping' })).toContainText(CAIRO_ADDRESS.fullName);
  await expectAxeClean(phone, javaScript);
  await phone.getByRole('button', { name: 'Confirm my order' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed.' })).toBeVisible();
  await expect(phone.getByText(`Order number ${orderNumber}`)).toBeVisible();
  await expectAxeClean(phone, javaScript);

  // The link is spent: opening it again says so and offers nothing to press.
  await phone.goto(mail.path);
  await expect(phone.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await expect(phone.getByRole('alert')).toContainText('already been used');
  await expect(phone.getByRole('button', { name: 'Confirm my order' })).toHaveCount(0);
  await phone.context().close();

  // Staff: the search by number opens the order, confirmed by the shopper.
  const staff = await openPage(browser, { baseURL: baseURL!, javaScriptEnabled: javaScript });
  await staff.setViewportSize(PHONE);
  await signIn(staff, ADMIN);
  await staff.goto('/admin/orders');
  await staff.getByRole('textbox', { name: 'Find an order by its number' }).fill(orderNumber);
  await staff.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(staff).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(staff.getByRole('region', { name: 'Status' })).toContainText('Status: Confirmed');
  await expect(staff.getByRole('list', { name: 'Order timeline' })).toContainText('Confirmed by the shopper (her link)');
  // The number's own address redirects staff to the order.
  await staff.goto(`/order/by-number/${orderNumber}`);
  await expect(staff).toHaveURL(new RegExp(`/order/${orderId}$`));
  const card = staff.getByRole('article', { name: `Order ${orderNumber}` });
  await staff.goto('/admin/orders?status=confirmed');
  await expect(card).toContainText('Confirmed by the shopper (her link)');
  await staff.context().close();

  // Anyone else gets the plain not-found page for a number.
  const response = await page.goto(`/order/by-number/${orderNumber}`);
  expect(response?.status()).toBe(404);
});

test('in Arabic, on a phone, she cancels from her link; the stock comes back', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const javaScript = javaScriptOn(testInfo);
  const shopper = await newShopper();
  const products = await cms<{ products: Array<{ _id: string; slug: string; sizes: Array<{ size: string; countInStock: number }> }> }>(
    '/api/products/search?query=tights',
  );
  const product = products.products.find((each) => each.sizes.some((size) => size.size === 'S' && size.countInStock > 2)) ?? products.products[0]!;
  const since = Date.now() - 1000;
  const { order } = await cms<{ order: { _id: string; orderNumber: number } }>('/api/orders', {
    method: 'POST',
    token: shopper.token,
    json: {
      orderItems: [{ _id: product._id, size: product.sizes.find((size) => size.countInStock > 0)!.size, quantity: 1 }],
      shippingAddress: CAIRO_ADDRESS,
      paymentMethod: 'Cash On Delivery',
      locale: 'ar',
    },
  });
  const mail = await linkFromMail(shopper.email, since);
  expect(mail.subject).toBe(`استلمنا طلبك رقم ${order.orderNumber} (${order._id}) | Pointe`);
  expect(mail.path).toMatch(/^\/ar\/confirm\//);

  const phone = await openPage(browser, { baseURL: baseURL!, javaScriptEnabled: javaScript });
  await phone.setViewportSize(PHONE);
  await phone.goto(mail.path);
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.getByRole('heading', { level: 1, name: 'أكّد طلبك' })).toBeVisible();
  await expect(phone.getByText(`رقم الطلب ${order.orderNumber}`)).toBeVisible();
  // Nothing wider than the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAxeClean(phone, javaScript);
  await phone.getByRole('button', { name: 'إلغاء طلبي' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'تم إلغاء طلبك.' })).toBeVisible();
  await phone.context().close();

  const admin = await cms<{ token: string }>('/api/users/signin', { method: 'POST', json: { email: ADMIN.email, password: ADMIN.password } });
  const seen = await cms<{ status: string; events: Array<{ to: string | null; by: string }> }>(`/api/orders/${order._id}`, { token: admin.token });
  expect(seen.status).toBe('cancelled');
  expect(seen.events.at(-1)).toMatchObject({ to: 'cancelled', by: 'shopper' });
});

test('a tampered link shows a clear page and changes nothing', async ({ page }, testInfo) => {
  const forged = `/confirm/${'a'.repeat(24)}.zzzzzz.${'A'.repeat(24)}`;
  const response = await page.goto(forged);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This confirmation link is not valid');
  await expect(page.getByRole('button')).not.toContainText(['Confirm my order']);
  await expectAxeClean(page, javaScriptOn(testInfo));

  await page.goto(`/ar${forged}`);
  await expect(page.getByRole('heading', { level: 1, name: 'لا يمكن استخدام هذا الرابط' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('رابط التأكيد هذا غير صالح');
});
