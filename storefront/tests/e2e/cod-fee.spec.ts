import { ADMIN, SHOPPER, e2eCms, expect, openPage, orderNumberOnPage, productOfSpec, signIn, test, toPaymentStep, tokenOf } from './fixtures';

/**
 * A cash-on-delivery fee (issue 40): staff set it on Admin › COD rules; the checkout says it on the
 * payment step, adds it on the place-order page as the CMS prices the order, and the order keeps it.
 * On a 360 px phone, with and without JavaScript. The fee is taken off again after this file.
 */
let adminToken: string;
let slug: string;

test.beforeAll(async () => {
  adminToken = await tokenOf(ADMIN);
  ({ slug } = await productOfSpec(adminToken, 'Fee Leotard E2E', 400, 'Fee'));
});
test.afterAll(async () => {
  const rules = (await (await fetch(`${e2eCms()}/api/cod-rules`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as { maxCodTotal: number | null; refusalsToBlock: number };
  const reset = await fetch(`${e2eCms()}/api/cod-rules`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ maxCodTotal: rules.maxCodTotal, refusalsToBlock: rules.refusalsToBlock, codFee: null }),
  });
  expect(reset.status).toBe(200);
});

test('staff set a 15 EGP fee; the checkout says it, adds it to the total, and her order keeps it', async ({ adminPage: admin, browser, baseURL }, testInfo) => {
  await admin.setViewportSize({ width: 360, height: 740 });
  await admin.goto('/admin/cod-rules');
  await admin.getByLabel('Cash on delivery fee (EGP)').fill('15');
  await admin.getByRole('button', { name: 'Save rules' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Rules saved' })).toBeVisible();
  await expect(admin.getByLabel('Cash on delivery fee (EGP)')).toHaveValue('15');

  const page = await openPage(browser, { baseURL: baseURL!, javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false });
  try {
    await signIn(page, SHOPPER);
    await page.setViewportSize({ width: 360, height: 740 });
    await toPaymentStep(page, slug, 'S');
    await expect(page.getByText('Cash on delivery costs EGP 15.00 more.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText('Cash on delivery fee')).toBeVisible();
    // 400 + 50 shipping + 15.
    await expect(summary).toContainText(/Total\s*EGP\s465\.00/);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await orderNumberOnPage(page);
    const orderSummary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(orderSummary.getByText('Cash on delivery fee')).toBeVisible();
    await expect(orderSummary).toContainText(/Total\s*EGP\s465\.00/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    await page.context().close();
  }
});
