import { TEST_FAWRY, startFakeFawry, type FakeFawry } from './fake-fawry';
import { ADMIN, e2eCms, expect, orderNumberOnPage, placeInArabic, productOfSpec, switchPaymentMethod, test, toPaymentStep, tokenOf, seriousAxeViolations } from './fixtures';

/**
 * Paying with a Fawry reference code (issue 40): she gets a number to pay in cash at any Fawry
 * outlet, and her order is confirmed when FawryPay's signed notification comes. FawryPay is the
 * test tree's fake (the CMS was told its port at start); Fawry is switched on for this file only.
 * On a 360 px phone, with and without JavaScript, in English and Arabic.
 */
let adminToken: string;
let slug: string;
let fawry: FakeFawry;

const switchFawry = (isOn: boolean) => switchPaymentMethod(adminToken, 'fawry', isOn);

test.beforeAll(async () => {
  fawry = await startFakeFawry(TEST_FAWRY, Number(process.env.E2E_FAWRY_PORT));
  adminToken = await tokenOf(ADMIN);
  ({ slug } = await productOfSpec(adminToken, 'Fawry Leotard E2E', 540, 'Fawry'));
  await switchFawry(true);
});
test.afterAll(async () => {
  await switchFawry(false);
  await fawry.close();
});

/** Fawry's notification that she paid this order's code at an outlet, as FawryPay signs it. */
async function paidAtOutlet(orderId: string) {
  const order = (await (await fetch(`${e2eCms()}/api/orders/${orderId}`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as { payment: { reference: string } };
  const { answers } = await fawry.settle(order.payment.reference, 'PAID', `${e2eCms()}/api/payments/fawry/notify`);
  expect(answers).toEqual([200]);
}

test('gets a reference number to pay at a Fawry outlet, and her order is confirmed when Fawry says she paid', async ({ shopperPage: page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await toPaymentStep(page, slug, 'S');
  await page.getByText('Cash at a Fawry outlet', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/\w+$/);
  await orderNumberOnPage(page);
  await expect(page.getByText('Waiting for payment', { exact: true }).first()).toBeVisible();
  const code = [...fawry.charges.values()].at(-1)!.referenceNumber;
  const payBy = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(payBy).toContainText(/Pay EGP\s[\d,.]+ at any Fawry outlet or in the Fawry app with this reference number:/);
  await expect(payBy.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText(/^We hold your order until /)).toBeVisible();
  await expect(page.getByText('Nothing to pay')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (testInfo.project.use.javaScriptEnabled !== false) {
    expect(await seriousAxeViolations(page)).toEqual([]);
  }

  await paidAtOutlet(page.url().split('/').pop()!);
  await page.reload();
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Paid at /)).toBeVisible();
  await expect(page.getByText(code)).toHaveCount(0);
});

test('in Arabic: the reference number on her Arabic order page', async ({ shopperPage: page }) => {
  // Size M (the English test buys S): both projects share the file's product, 5 of each.
  await placeInArabic(page, slug, 'M', 'نقدًا في أي منفذ فوري');
  const code = [...fawry.charges.values()].at(-1)!.referenceNumber;
  await expect(page.getByText(/في أي منفذ فوري أو في تطبيق فوري برقم المرجع هذا/)).toContainText(code);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
