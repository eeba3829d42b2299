import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, e2eCms, expect, openPage, orderNumberOnPage, placeInArabic, productOfSpec, switchPaymentMethod, signIn, test, toPaymentStep, tokenOf, seriousAxeViolations } from './fixtures';
import type { Page } from '@playwright/test';
import { SEED_DIR } from '../../../scripts/seed/catalogue';

/**
 * Paying by InstaPay transfer (issue 40): no provider page. She sees the shop's address and the
 * order's note, sends the money from her bank's app, and types her receipt's reference; staff
 * confirm it on the order page, or from the bank statement on Admin › Payments. On a 360 px phone,
 * with and without JavaScript. InstaPay is switched on for this file only.
 */
const INSTAPAY = 'InstaPay transfer';
const ADDRESS = 'pointe-e2e@instapay';
let adminToken: string;
let slug: string;

const switchInstapay = (isOn: boolean) => switchPaymentMethod(adminToken, 'instapay', isOn);

test.beforeAll(async () => {
  adminToken = await tokenOf(ADMIN);
  ({ slug } = await productOfSpec(adminToken, 'InstaPay Leotard E2E', 720, 'InstaPay'));
  await switchInstapay(true);
});
test.afterAll(async () => {
  await switchInstapay(false);
});

/** One leotard (one test per size: both projects share the file's product), a Cairo address, InstaPay: her order's page. Answers its number. */
async function orderByInstapay(page: Page, size: 'S' | 'M'): Promise<string> {
  await page.setViewportSize({ width: 360, height: 740 });
  await toPaymentStep(page, slug, size);
  await page.getByText(INSTAPAY, { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/\w+$/);
  const orderNumber = await orderNumberOnPage(page);
  await expect(page.getByText('Waiting for payment', { exact: true }).first()).toBeVisible();
  return orderNumber;
}

test("sends the transfer with the order's note, reports its reference, and staff confirm it", async ({ shopperPage: page, browser, baseURL }, testInfo) => {
  // Her checkout, her report with its screenshot, and staff's pages: more than one test's time on a busy machine.
  test.slow();
  const orderNumber = await orderByInstapay(page, 'S');
  const payBy = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(payBy.getByText(ADDRESS)).toBeVisible();
  await expect(payBy.getByText(`Pointe ${orderNumber}`)).toBeVisible();
  await expect(page.getByText(/^We hold your order until /)).toBeVisible();
  // She owes it until it is confirmed: never "Nothing to pay" while it waits.
  await expect(page.getByText('Nothing to pay')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (testInfo.project.use.javaScriptEnabled !== false) {
    expect(await seriousAxeViolations(page)).toEqual([]);
  }

  // A reference that is not one is refused by its field; hers is kept.
  await payBy.getByRole('button', { name: 'I have sent it' }).click();
  await expect(page.getByText("Enter the transfer's reference from your InstaPay receipt: 4 to 40 letters and digits")).toBeVisible();
  await page.getByLabel('Transfer reference').fill('FT 2611 0042');
  // Her receipt's screenshot goes with it (optional): a text file called .png is refused by its bytes.
  const notPicture = path.join(os.tmpdir(), `receipt-${testInfo.project.name}.png`);
  await writeFile(notPicture, 'not a picture');
  await page.getByLabel('Screenshot of your receipt (optional)').setInputFiles(notPicture);
  await page.getByRole('button', { name: 'I have sent it' }).click();
  await expect(page.getByText(/^Pictures must be .* images$/)).toBeVisible();
  await expect(page.getByLabel('Transfer reference')).toHaveValue('FT 2611 0042');
  await page.getByLabel('Screenshot of your receipt (optional)').setInputFiles(path.join(SEED_DIR, 'images', 'camisole-leotard-in-black-1.webp'));
  await page.getByRole('button', { name: 'I have sent it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you: we confirm your transfer as soon as it reaches us' })).toBeVisible();
  await expect(page.getByText(/^Transfer FT 2611 0042 reported on /)).toBeVisible();
  await expect(page.getByText('We keep your order until we have checked your transfer.')).toBeVisible();
  const orderUrl = page.url();

  // Staff, on their own phone, see the reference and confirm the order.
  const staff = await openPage(browser, { baseURL: baseURL!, javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false });
  try {
    await signIn(staff, ADMIN);
    await staff.setViewportSize({ width: 360, height: 740 });
    // The orders list has a tab for the payments to look at; hers is on it.
    await staff.goto('/admin/orders');
    await staff.getByRole('navigation', { name: 'Orders by status' }).getByRole('link', { name: /^Payment to check \(\d+\)$/ }).click();
    await expect(staff.getByRole('heading', { level: 2, name: 'Payment to check' })).toBeVisible();
    await expect(staff.getByText(orderNumber, { exact: true }).first()).toBeVisible();
    await staff.goto(new URL(orderUrl).pathname);
    await expect(staff.getByText(/^She reported transfer FT 2611 0042 on /)).toBeVisible();
    // Her screenshot, for staff's eyes only: the picture itself, through their session.
    const screenshot = await staff.getByRole('link', { name: 'See the screenshot of her receipt' }).getAttribute('href');
    const picture = await staff.request.get(screenshot!);
    expect([picture.status(), picture.headers()['content-type'], picture.headers()['cache-control']]).toEqual([200, 'image/webp', 'private, no-store']);
    // Not hers to see: a shopper is sent to sign in as staff.
    const asShopper = await page.request.get(screenshot!, { maxRedirects: 0 });
    expect([asShopper.status(), asShopper.headers()['location']]).toEqual([302, expect.stringMatching(/^\/signin\?redirect=/)]);
    await expect(staff.getByText(`Pointe ${orderNumber}`)).toBeVisible();
    await staff.getByRole('button', { name: /^Transfer of .* received: confirm the order$/ }).click();
    await expect(staff.getByRole('status').filter({ hasText: `Order ${orderNumber}: transfer confirmed` })).toBeVisible();
    await expect(staff.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  } finally {
    await staff.context().close();
  }

  await page.reload();
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Paid at /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'I have sent it' })).toHaveCount(0);
});

test('in Arabic: the address, the note and her reference on her Arabic order page', async ({ shopperPage: page }, testInfo) => {
  // Size S again (the statement test buys M): 5 in each, and two orders of S per project at most.
  await placeInArabic(page, slug, 'S', 'تحويل إنستاباي');
  const orderNumber = await orderNumberOnPage(page);
  const payBy = page.getByRole('region', { name: 'الدفع', exact: true });
  await expect(payBy.getByText('عنوان إنستاباي')).toBeVisible();
  await expect(payBy.getByText(ADDRESS)).toBeVisible();
  await expect(payBy.getByText(`Pointe ${orderNumber}`)).toBeVisible();
  await page.getByLabel('مرجع التحويل').fill('FT 2611 0077');
  await page.getByRole('button', { name: 'أرسلتُ التحويل' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'شكرًا: نؤكد تحويلك فور وصوله إلينا' })).toBeVisible();
  await expect(page.getByText(/^أُبلغ عن التحويل FT 2611 0077 في /)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (testInfo.project.use.javaScriptEnabled !== false) {
    expect(await seriousAxeViolations(page)).toEqual([]);
  }
});

test("staff confirm transfers from the bank's statement on Admin › Payments", async ({ shopperPage: page, browser, baseURL }, testInfo) => {
  const orderNumber = await orderByInstapay(page, 'M');
  const orderPath = new URL(page.url()).pathname;
  const order = (await (await fetch(`${e2eCms()}/api/orders/${orderPath.split('/').pop()}`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as { totalPrice: number };
  const amount = order.totalPrice.toFixed(2);
  const statement = path.join(os.tmpdir(), `statement-${testInfo.project.name}-${orderNumber}.csv`);
  await writeFile(statement, ['Date,Description,Reference,Debit,Credit', `2026-11-28,IPN POINTE-${orderNumber},FT9${orderNumber},,${amount}`, '2026-11-28,Rent,FT1,,5000.00'].join('\n'));

  const staff = await openPage(browser, { baseURL: baseURL!, javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false });
  try {
    await signIn(staff, ADMIN);
    await staff.setViewportSize({ width: 360, height: 740 });
    await staff.goto('/admin/payments');
    const panel = staff.getByRole('region', { name: 'InstaPay transfers from the bank statement' });
    await panel.getByLabel('Bank statement (CSV)').setInputFiles(statement);
    await panel.getByRole('button', { name: 'Confirm the transfers it shows' }).click();
    await expect(staff.getByText(/^1 order confirmed, 0 with another amount \(not taken: check them\), 1 line naming no order/)).toBeVisible();
    await expect(staff.getByRole('grid', { name: 'Orders confirmed' }).getByRole('link', { name: orderNumber })).toBeVisible();
    // The day's money paid online now counts it, under the shop's own account.
    await expect(staff.getByRole('grid', { name: 'Money paid online, by provider and day' }).getByText("InstaPay (the shop's account)").first()).toBeVisible();
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    await staff.context().close();
  }
  await page.goto(orderPath);
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Paid at /)).toBeVisible();
});
