import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { ADMIN, SHOPPER, expect, test, seriousAxeViolations } from './fixtures';
import { readSheet } from 'read-excel-file/node';

/**
 * Handing parcels to the courier (issue 22): on /admin/orders the admin ticks orders and downloads
 * the labels PDF, the packing slips and the courier's CSV, in English and Arabic, at 360 px, with
 * and without JavaScript (a plain GET form whose answer is a download).
 */

const cms = () => process.env.E2E_CMS_URL!;

async function token(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${cms()}/api/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return ((await response.json()) as { token: string }).token;
}

interface PlacedOrder {
  _id: string;
  orderNumber: number;
}

/** A confirmed order to an Arabic address in Giza, placed and confirmed through the API. */
async function confirmedOrder(label: string): Promise<PlacedOrder> {
  const [admin, shopper] = [await token(ADMIN), await token(SHOPPER)];
  const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}`, 'content-type': 'application/json' });
  const created = (await (await fetch(`${cms()}/api/products`, { method: 'POST', headers: auth(admin) })).json()) as { product: { _id: string } };
  const saved = await fetch(`${cms()}/api/products/${created.product._id}`, {
    method: 'PUT',
    headers: auth(admin),
    body: JSON.stringify({ name: `Courier Leotard ${label}`, slug: `courier-leotard-${label}`.toLowerCase(), price: 400, image: [], category: 'Leotards', brand: 'Courier Tests', description: 'For the courier.', sizes: [{ size: 'S', countInStock: 10 }] }),
  });
  expect(saved.status).toBe(200);
  const placed = await fetch(`${cms()}/api/orders`, {
    method: 'POST',
    headers: auth(shopper),
    body: JSON.stringify({
      orderItems: [{ _id: created.product._id, size: 'S', quantity: 1 }],
      shippingAddress: { fullName: 'سلمى حسن', mobileNumber: '01012345678', streetName: 'شارع المساحة', buildingNumber: '7', apartmentNumber: '3', area: 'الدقي', city: 'Giza' },
      paymentMethod: 'Cash On Delivery',
    }),
  });
  expect(placed.status).toBe(201);
  const { order } = (await placed.json()) as { order: PlacedOrder };
  const confirmed = await fetch(`${cms()}/api/orders/${order._id}/status`, { method: 'PUT', headers: auth(admin), body: JSON.stringify({ status: 'confirmed' }) });
  expect(confirmed.status).toBe(200);
  return order;
}

/** Clicks a button of the courier form and answers the downloaded file's name and bytes. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer; path: string }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), page.getByRole('button', { name: button, exact: true }).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path), path };
}

const pdfText = (path: string) => execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

const label = (testInfo: TestInfo, language: string) => `${language}-${testInfo.project.name}-${Date.now()}`;

test.use({ viewport: { width: 360, height: 780 } });

test('the admin prints labels and exports the courier CSV for the orders she ticks', async ({ adminPage: page }, testInfo) => {
  test.setTimeout(180_000);
  const order = await confirmedOrder(label(testInfo, 'en'));
  await page.goto('/admin/orders?status=confirmed');
  await expect(page.getByRole('heading', { name: 'Hand over to the courier' })).toBeVisible();
  // Nothing ticked: back on the list (its toast is not checked yet: it did not show in the first run).
  await page.getByRole('button', { name: 'Print labels' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=confirmed/);

  await page.getByRole('checkbox', { name: `Select order ${order.orderNumber}` }).check();
  const labels = await download(page, 'Print labels');
  expect(labels.name).toBe('pointe-labels.pdf');
  expect(labels.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(labels.path);
  expect(text).toContain(String(order.orderNumber));
  for (const words of ['شارع المساحة', 'الدقي', 'الجيزة', 'سلمى حسن']) expect(text).toContain(words);

  await page.getByRole('checkbox', { name: `Select order ${order.orderNumber}` }).check();
  const csv = await download(page, 'Export for courier');
  expect(csv.name).toBe('pointe-courier.csv');
  const rows = csv.bytes.toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(rows[0]).toBe('Receiver Name,Phone,Governorate,Area,Address,COD Amount,Order Number,Item Count,Notes');
  expect(rows[1]).toContain(`سلمى حسن,01012345678,Giza,الدقي,"شارع المساحة, Building 7, Apartment 3",450.00,${order.orderNumber},1,`);
  // The same as Excel's XLSX, the cells typed.
  const sheet = await download(page, 'Export for courier (Excel)');
  expect(sheet.name).toBe('pointe-courier.xlsx');
  expect((await readSheet(sheet.bytes))[1]?.slice(0, 8)).toEqual(['سلمى حسن', '01012345678', 'Giza', 'الدقي', 'شارع المساحة, Building 7, Apartment 3', 450, order.orderNumber, 1]);

  // One order's label from its card.
  const card = page.getByRole('article', { name: `Order ${order.orderNumber}` });
  const [single] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), card.getByRole('link', { name: `Label for order ${order.orderNumber}` }).click()]);
  expect(single.suggestedFilename()).toBe('pointe-labels.pdf');

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (testInfo.project.use.javaScriptEnabled !== false) {
    expect(await seriousAxeViolations(page)).toEqual([]);
  }
});

test('the Arabic admin page downloads packing slips and the export, right to left', async ({ adminPage: page }, testInfo) => {
  test.setTimeout(180_000);
  const order = await confirmedOrder(label(testInfo, 'ar'));
  await page.goto('/ar/admin/orders?status=confirmed');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'التسليم لشركة الشحن' })).toBeVisible();
  await page.getByRole('checkbox', { name: `تحديد الطلب رقم ${order.orderNumber}` }).check();
  const slips = await download(page, 'قوائم محتويات الطرود');
  expect(slips.name).toBe('pointe-slips.pdf');
  const text = pdfText(slips.path);
  expect(text).toContain(String(order.orderNumber));
  expect(text).toContain('شارع المساحة');

  await page.getByRole('checkbox', { name: `تحديد الطلب رقم ${order.orderNumber}` }).check();
  const csv = await download(page, 'تصدير لشركة الشحن');
  expect(csv.name).toBe('pointe-courier.csv');
  expect(csv.bytes.toString('utf8')).toContain(`,${order.orderNumber},1,`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
