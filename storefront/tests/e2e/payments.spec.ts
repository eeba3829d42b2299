import type { Page } from '@playwright/test';
import { ADMIN, checkoutOneUnit, e2eCms, expect, openPage, orderNumberOnPage, productInSizes, signIn, switchPaymentMethod, test, toPaymentStep, tokenOf, uniqueMobile, seriousAxeViolations } from './fixtures';

/**
 * Paying by card (issue 40) through the CMS's own stand-in for Paymob (PAYMOB_TEST_PROVIDER, as with
 * `npm start`), on a 360 px phone, with and without JavaScript (the two projects). Staff switch card
 * payments on for this file only: every other file sees a new shop, Cash On Delivery alone.
 */
const CARD = 'Card (Visa, Mastercard, Meeza)';
const WALLET = 'Mobile wallet (Vodafone Cash and others)';
const INSTALLMENTS = 'Installments (valU and others)';
let adminToken: string;
/** A product of this file's own (5 in S): the paid and held orders here never empty a size other files buy. */
let slug: string;

const switchMethod = (method: 'card' | 'wallet' | 'installments', isOn: boolean) => switchPaymentMethod(adminToken, method, isOn);
const switchCard = (isOn: boolean) => switchMethod('card', isOn);

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  adminToken = await tokenOf(ADMIN);
  ({ slug } = await productInSizes(adminToken, `Payments Leotard ${testInfo.project.name} ${Date.now()}`, 649, 'Payments'));
  await switchCard(true);
});
test.afterAll(async () => {
  await switchCard(false);
  await switchMethod('wallet', false);
  await switchMethod('installments', false);
});

/** One leotard in the cart, a Cairo address, paying by `method` (a card by default): the page is the hosted payment page. */
async function payByCard(page: Page, method = CARD, size: 'S' | 'M' = 'S') {
  await page.setViewportSize({ width: 360, height: 740 });
  await toPaymentStep(page, slug, size);
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  // Two methods now: neither is chosen for her, and the hint says she may pay now.
  await expect(page.getByRole('radio', { name: 'Cash On Delivery' })).not.toBeChecked();
  await expect(page.getByText('or pay now: we hold your order while you pay')).toBeVisible();
  await page.getByText(method, { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Place Order' })).toBeVisible();
  await expect(page.getByText(method, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment page' })).toBeVisible();
}

test('pays by card on the payment page and comes back to her order, paid and confirmed without a call', async ({ shopperPage: page }) => {
  await payByCard(page);
  await page.getByRole('button', { name: 'Pay — succeeds' }).click();
  await expect(page).toHaveURL(/\/order\/\w+$/);
  await orderNumberOnPage(page);
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('list').getByText('Paid online and confirmed')).toBeVisible();
  await expect(page.getByText(/^Paid at /)).toBeVisible();
  // Nothing to have ready in cash, and no "we will call you".
  await expect(page.getByText(/in cash/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

// Paymob's other methods on the same hosted page (the installments in M: the file's S is taken by the other orders).
for (const [method, name, size] of [['wallet', WALLET, 'S'], ['installments', INSTALLMENTS, 'M']] as const) {
  test(`pays by ${name} on the same hosted page, and her order says how she paid`, async ({ shopperPage: page }) => {
    await switchMethod(method, true);
    try {
      await payByCard(page, name, size);
      await page.getByRole('button', { name: 'Pay — succeeds' }).click();
      await expect(page).toHaveURL(/\/order\/\w+$/);
      await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Payment', exact: true }).getByText(name)).toBeVisible();
      await expect(page.getByText(/^Paid at /)).toBeVisible();
    } finally {
      await switchMethod(method, false);
    }
  });
}

test('a declined card: the return page says so, and the order is cancelled', async ({ shopperPage: page }) => {
  await payByCard(page);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('The payment did not go through, and nothing was charged.')).toBeVisible();
  await page.getByRole('link', { name: 'See your order' }).click();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Cancelled: the payment did not go through in time')).toBeVisible();
});

test('left pending: the return page waits by itself, and her order page offers to pay until the hold ends', async ({ shopperPage: page }, testInfo) => {
  await payByCard(page);
  await page.getByRole('button', { name: 'Leave it pending' }).click();
  await expect(page.getByText('Checking your payment with the bank')).toBeVisible();
  // Without JavaScript too: the page asks again by itself (an HTTP Refresh, counted in the address).
  const again = await page.request.get(page.url());
  expect(again.headers().refresh).toMatch(/^3;url=\/payment\/return\?.*tries=1/);
  if (testInfo.project.use.javaScriptEnabled !== false) {
    // Checked held still: the same page without its Refresh header (a reload under axe destroys what it reads).
    await page.route('**/payment/return?*', async (route) => {
      const response = await route.fetch();
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'refresh'));
      await route.fulfill({ response, headers });
    });
    await page.reload();
    await expect(page.getByText('Checking your payment with the bank')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.unrouteAll();
  }
  // The page reloads itself every few seconds: follow the link's address, not a click a reload may swallow.
  const orderLink = await page.getByRole('link', { name: 'See your order' }).getAttribute('href');
  await page.goto(orderLink!);
  await expect(page.getByText('Waiting for payment', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible();
  await expect(page.getByText(/^We hold your order until /)).toBeVisible();
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment page' })).toBeVisible();
});

test('money that comes after staff cancelled the order: staff give it back to her card from the order page', async ({ shopperPage: page, browser, baseURL }, testInfo) => {
  // Two people's pages, one after the other: more than one test's time on a busy machine.
  test.slow();
  // Size M: the file's other orders buy S.
  await payByCard(page, CARD, 'M');
  const hostedPage = page.url();
  await page.getByRole('button', { name: 'Leave it pending' }).click();
  const orderPath = (await page.getByRole('link', { name: 'See your order' }).getAttribute('href'))!;
  const orderId = orderPath.split('/').pop()!;
  const cancelled = await fetch(`${e2eCms()}/api/orders/${orderId}/status`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'cancelled' }),
  });
  expect(cancelled.status).toBe(200);
  // Her payment page was still open: she pays after all.
  await page.goto(hostedPage);
  await page.getByRole('button', { name: 'Pay — succeeds' }).click();
  // Never "nothing was charged": it was, and it goes back to her.
  await expect(page.getByText(/^Your payment arrived after your order was cancelled: it was charged/)).toBeVisible();
  await page.goto(orderPath);
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Your payment of EGP\s[\d,.]+ goes back to the card or wallet you paid with/)).toBeVisible();

  const staff = await openPage(browser, { baseURL: baseURL!, javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false });
  try {
    await signIn(staff, ADMIN);
    await staff.setViewportSize({ width: 360, height: 740 });
    await staff.goto(orderPath);
    const orderNumber = await orderNumberOnPage(staff);
    await expect(staff.getByText(/^Money for this order arrived after the order was released/)).toBeVisible();
    await staff.getByRole('button', { name: /^Refund EGP\s[\d,.]+ to the card or wallet she paid with$/ }).click();
    await expect(staff.getByRole('status').filter({ hasText: `Order ${orderNumber}: the payment is refunded` })).toBeVisible();
    await expect(staff.getByText(/^EGP\s[\d,.]+ went back to the card or wallet she paid with\.$/)).toBeVisible();
    await expect(staff.getByRole('button', { name: /^Refund / })).toHaveCount(0);
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    await staff.context().close();
  }
  await page.reload();
  await expect(page.getByText(/^Your payment of EGP\s[\d,.]+ was refunded to the card or wallet you paid with\.$/)).toBeVisible();
});

test('cash on delivery refused above the COD limit: she is offered to pay online instead, and can', async ({ shopperPage: page }) => {
  const setLimit = (maxCodTotal: number | null) =>
    fetch(`${e2eCms()}/api/cod-rules`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ maxCodTotal, refusalsToBlock: 2 }),
    });
  expect((await setLimit(100)).status).toBe(200);
  try {
    await page.setViewportSize({ width: 360, height: 740 });
    await checkoutOneUnit(page, slug, 'S');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
    await expect(page.getByText('You can pay online instead: choose a payment method below.')).toBeVisible();
    await page.getByText(CARD, { exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Test payment page' })).toBeVisible();
  } finally {
    expect((await setLimit(null)).status).toBe(200);
  }
});

test('in Arabic: pays by card and comes back to her Arabic order page, paid', async ({ shopperPage: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/ar/product/${slug}`);
  await page.getByRole('radiogroup').getByText('S', { exact: true }).click();
  await page.getByRole('button', { name: /Add to Cart|أضف إلى السلة/ }).click();
  await expect(page.getByRole('status').first()).toBeVisible();
  await page.goto('/ar/shipping');
  await page.getByLabel('الاسم بالكامل').fill('فريدة نبيل');
  await page.getByLabel('رقم الموبايل').fill(uniqueMobile());
  await page.getByLabel('اسم الشارع').fill('شارع ٢٦ يوليو');
  await page.getByLabel('رقم العمارة').fill('15');
  await page.getByLabel('رقم الشقة').fill('7');
  await page.getByLabel('المنطقة').fill('الزمالك');
  await page.getByLabel('المدينة').selectOption('Cairo');
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page.getByRole('heading', { name: 'طريقة الدفع' })).toBeVisible();
  await expect(page.getByText('أو ادفع الآن: نحجز طلبك لك أثناء الدفع')).toBeVisible();
  await page.getByText('بطاقة (فيزا، ماستركارد، ميزة)', { exact: true }).click();
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page.getByRole('region', { name: 'الدفع', exact: true })).toContainText('بطاقة (فيزا، ماستركارد، ميزة)');
  await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment page' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay — succeeds' }).click();
  await expect(page).toHaveURL(/\/ar\/order\/\w+$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('list').getByText('تم الدفع أونلاين وتأكيد الطلب')).toBeVisible();
  await expect(page.getByText(/^تم الدفع في /)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('staff see card payments on Admin › Payments and switch them off; the checkout then offers Cash On Delivery alone', async ({ adminPage: page }) => {
  await page.goto('/admin/payments');
  const card = page.getByRole('region', { name: CARD });
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Switch off ${CARD}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${CARD} is no longer offered` })).toBeVisible();
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  const methods = (await (await fetch(`${e2eCms()}/api/payments/methods`)).json()) as { methods: unknown[] };
  expect(methods.methods).toEqual([]);
  await switchCard(true);
});
