import type { Browser, Page, TestInfo } from '@playwright/test';
import { ADMIN, CAIRO_ADDRESS, SHOPPER, expect, fillShippingAddress, openPage, orderNumberOnPage, signIn, test, uniqueMobile } from './fixtures';

/**
 * Cash on delivery, end to end in both JavaScript modes: the shopper cancels before it leaves (the
 * stock comes back); staff call, confirm, ship and collect; a refused parcel comes back.
 */

const javaScriptOn = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

/** A product of its own with one unit in one size, so its page says when that unit is taken or back. */
async function productWithOneUnit(label: string): Promise<{ slug: string; name: string }> {
  const cms = process.env.E2E_CMS_URL!;
  const signin = await fetch(`${cms}/api/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const { token } = (await signin.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = (await (await fetch(`${cms}/api/products`, { method: 'POST', headers: auth })).json()) as { product: { _id: string } };
  const slug = `last-unit-leotard-${label}`.toLowerCase();
  const name = `Last Unit Leotard ${label}`;
  const saved = await fetch(`${cms}/api/products/${created.product._id}`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({ name, slug, price: 300, image: [], category: 'Leotards', brand: 'Order Tests', description: 'One left.', sizes: [{ size: 'S', countInStock: 1 }] }),
  });
  expect(saved.status).toBe(200);
  return { slug, name };
}

/** Puts one unit in the cart and goes through the checkout; answers the new order's id (its address) and number (its name). */
async function placeOrder(page: Page, slug: string, size: string, address = CAIRO_ADDRESS): Promise<{ id: string; number: string }> {
  await page.goto(`/product/${slug}`);
  await page.getByRole('radiogroup', { name: 'Size' }).getByText(size, { exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
  await page.goto('/shipping');
  await fillShippingAddress(page, address);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Cash On Delivery', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/\w+$/);
  return { id: page.url().split('/').at(-1)!, number: await orderNumberOnPage(page) };
}

async function shopperIn(browser: Browser, baseURL: string | undefined, javaScript: boolean) {
  const page = await openPage(browser, { baseURL: baseURL!, javaScriptEnabled: javaScript });
  await signIn(page, SHOPPER);
  return { context: page.context(), page };
}

/** The order's card on a list of /admin/orders, named by its number, following the pages (the queue is oldest first). */
async function orderCard(page: Page, path: string, number: string) {
  await page.goto(path);
  const card = page.getByRole('article', { name: `Order ${number}` });
  while (!(await card.isVisible())) {
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' });
    if (!(await next.isVisible())) throw new Error(`Order ${number} is not on ${path}`);
    await next.click();
  }
  return card;
}

const status = (page: Page) => page.getByRole('region', { name: 'Status' });
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('a shopper cancels an order before it leaves, and its stock comes back', async ({ shopperPage: page }, testInfo) => {
  const javaScript = javaScriptOn(testInfo);
  const product = await productWithOneUnit(`${testInfo.project.name}-${Date.now()}`);
  const { id: orderId, number: orderNumber } = await placeOrder(page, product.slug, 'S');
  await expect(status(page)).toContainText('Waiting for confirmation');
  await expect(status(page).getByRole('list', { name: 'Order timeline' })).toContainText('Placed');
  await expect(page.getByText(`We will call you on ${CAIRO_ADDRESS.mobileNumber}`)).toBeVisible();

  // The last unit is taken.
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByText('Unavailable', { exact: true })).toBeVisible();

  await page.goto(`/order/${orderId}`);
  await page.getByRole(javaScript ? 'button' : 'link', { name: 'Cancel order' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Cancel this order?');
  // Changing one's mind keeps the order.
  await question.getByRole(javaScript ? 'button' : 'link', { name: 'Keep order' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(status(page)).toContainText('Waiting for confirmation');

  await page.getByRole(javaScript ? 'button' : 'link', { name: 'Cancel order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(toast(page, 'Your order is cancelled')).toBeVisible();
  await expect(status(page)).toContainText('Status: Cancelled');
  await expect(status(page)).toContainText('Cancelled by you');
  await expect(page.getByRole(javaScript ? 'button' : 'link', { name: 'Cancel order' })).toHaveCount(0);

  // The unit is back on sale.
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
  await page.goto('/orderhistory');
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText('Cancelled');
});

test('staff call, confirm, ship and collect the cash; the shopper sees Paid and Delivered', async ({ adminPage: page, browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const javaScript = javaScriptOn(testInfo);
  const shopper = await shopperIn(browser, baseURL, javaScript);
  const { id: orderId, number: orderNumber } = await placeOrder(shopper.page, 'convertible-tights-in-ballet-pink', 'XS');

  // The queue of calls to make is the default view.
  await page.goto('/admin/orders');
  await expect(page.getByRole('navigation', { name: 'Orders by status' }).getByRole('link', { name: /^To confirm \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  let card = await orderCard(page, '/admin/orders', orderNumber);
  await expect(card).toContainText(CAIRO_ADDRESS.fullName);
  await expect(card).toContainText('Zamalek, Cairo');
  await expect(card).toContainText('0 call attempts');
  await expect(card.getByRole('link', { name: CAIRO_ADDRESS.mobileNumber })).toHaveAttribute('href', 'tel:+201012345678');

  // Nobody answers.
  await card.getByLabel('Call note (optional)').fill('Rang twice, try after 6 pm');
  await card.getByRole('button', { name: 'No answer' }).click();
  await expect(toast(page, `Call recorded for order ${orderNumber}: no answer`)).toBeVisible();
  card = await orderCard(page, page.url(), orderNumber);
  await expect(card).toContainText('1 call attempt');

  // Then she confirms.
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, `Order ${orderNumber} is confirmed`)).toBeVisible();

  // Shipping needs a tracking number.
  card = await orderCard(page, '/admin/orders?status=confirmed', orderNumber);
  await card.getByRole('button', { name: 'Mark shipped' }).click();
  if (javaScript) await expect(card.getByText(/A tracking number is required/)).toBeVisible();
  else await expect(page.getByRole('alert').filter({ hasText: /A tracking number is required/ })).toBeVisible();
  card = await orderCard(page, '/admin/orders?status=confirmed', orderNumber);
  await card.getByLabel('Tracking number').fill('EG-E2E-4471');
  await card.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(toast(page, `Order ${orderNumber} is marked shipped`)).toBeVisible();

  // The order page: the whole timeline, calls and notes included, and the next buttons.
  await page.goto(`/order/${orderId}`);
  const timeline = status(page).getByRole('list', { name: 'Order timeline' });
  await expect(timeline).toContainText('Call: no answer');
  await expect(timeline).toContainText('Rang twice, try after 6 pm');
  await expect(timeline).toContainText('Confirmed by phone by staff');
  await expect(timeline).toContainText('Tracking number EG-E2E-4471');
  await page.getByRole('button', { name: 'Delivered (cash collected)' }).click();
  await expect(toast(page, `Order ${orderNumber} is delivered and paid`)).toBeVisible();
  await expect(status(page)).toContainText('Status: Delivered');

  // The dashboard counts it: cash collected beside cash pending, the refusal rate, orders per status.
  await page.goto('/admin/dashboard');
  const cashOnDelivery = page.getByRole('list', { name: 'Cash on delivery' });
  await expect(cashOnDelivery.getByText('Cash collected')).toBeVisible();
  await expect(cashOnDelivery).toContainText(/Cash pending\s*EGP/);
  await expect(cashOnDelivery).toContainText(/Refusal rate \(30 days\)\s*\d+\s?%/);
  await expect(page.getByRole('img', { name: /^Delivered: \d+ orders?$/ })).toBeVisible();

  // The shopper's page says Paid and Delivered, with the tracking number and no staff notes.
  await shopper.page.goto(`/order/${orderId}`);
  await expect(shopper.page.getByText(/^Paid at /)).toBeVisible();
  await expect(shopper.page.getByText(/^Delivered at /)).toBeVisible();
  await expect(status(shopper.page)).toContainText('Tracking number EG-E2E-4471');
  await expect(status(shopper.page)).not.toContainText('Rang twice');
  await expect(status(shopper.page)).not.toContainText('Call:');
  await shopper.page.goto('/orderhistory');
  await expect(shopper.page.getByRole('row').filter({ hasText: orderNumber })).toContainText('Delivered');
  await shopper.context.close();
});

test('the assistant on a phone in Arabic: a one-row header, the first card on the first screen, 24 px checkboxes, governorates in Arabic, and the page stays on the card she acted on', async ({ adminPage: page, browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const javaScript = javaScriptOn(testInfo);
  const shopper = await shopperIn(browser, baseURL, javaScript);
  const { id, number } = await placeOrder(shopper.page, 'convertible-tights-in-ballet-pink', 'XS');
  await shopper.context.close();
  await page.setViewportSize({ width: 360, height: 740 });
  // The queue's page that holds her order, then the same page in Arabic.
  await orderCard(page, '/admin/orders', number);
  const { pathname, search } = new URL(page.url());
  await page.goto(`/ar${pathname}${search}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  if (javaScript) await page.screenshot({ path: '/tmp/screens/staff-queue-ar.png' });
  // The header is one row: the brand and the account actions, no shop search.
  const header = await page.getByRole('banner').boundingBox();
  expect(header!.height).toBeLessThanOrEqual(72);
  // The courier tools wait for the confirmed orders: here they are one closed line, and the queue's first card is on the first screen.
  await expect(page.getByRole('button', { name: 'طباعة ملصقات الشحن' })).toBeHidden();
  await expect(page.getByRole('article').first()).toBeInViewport();
  const card = page.locator(`article[aria-labelledby="order-${id}"]`);
  await expect(card).toContainText('القاهرة');
  const checkbox = await card.getByRole('checkbox').boundingBox();
  expect(Math.min(checkbox!.width, checkbox!.height)).toBeGreaterThanOrEqual(24);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // A call recorded: the page comes back to her card, not to the top of the queue.
  await card.getByRole('button', { name: 'لم يرد' }).click();
  await expect(page).toHaveURL(new RegExp(`#order-${id}$`));
  await expect(page.locator(`article[aria-labelledby="order-${id}"]`)).toBeInViewport();
});

test('a parcel refused at the door is shipped, refused, then returned', async ({ adminPage: page, browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const javaScript = javaScriptOn(testInfo);
  const shopper = await shopperIn(browser, baseURL, javaScript);
  // Its own number: refused parcels count against a number (COD rules), and the others order with the demo one.
  const { id: orderId, number: orderNumber } = await placeOrder(shopper.page, 'convertible-tights-in-ballet-pink', 'S', { ...CAIRO_ADDRESS, mobileNumber: uniqueMobile() });
  await shopper.context.close();

  await page.goto(`/order/${orderId}`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, `Order ${orderNumber} is confirmed`)).toBeVisible();
  // Our own delivery is one button (issue 37), not a word typed in the tracking box.
  await page.getByRole('button', { name: 'We deliver it ourselves' }).click();
  await expect(toast(page, `Order ${orderNumber} is marked shipped`)).toBeVisible();
  await expect(status(page)).toContainText('Delivered by our own staff');
  await page.getByRole('button', { name: 'Refused' }).click();
  await expect(toast(page, `Order ${orderNumber} is marked refused`)).toBeVisible();
  await expect(status(page)).toContainText('Status: Refused at the door');

  // It is listed under Refused, where it can be taken back in (after a question: stock comes back).
  const card = await orderCard(page, '/admin/orders?status=refused', orderNumber);
  await card.getByRole(javaScript ? 'button' : 'link', { name: 'Returned' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(`Is order ${orderNumber} back in our hands?`);
  await question.getByRole('button', { name: 'Mark returned' }).click();
  await expect(toast(page, `Order ${orderNumber} is back in stock`)).toBeVisible();

  await page.goto(`/order/${orderId}`);
  await expect(status(page)).toContainText('Status: Returned');
  await expect(status(page).getByRole('list', { name: 'Order timeline' })).toContainText('Returned to us');
  await expect(page.getByText('Not Paid')).toBeVisible();
  // Nothing more can happen to it.
  await expect(status(page).getByRole('button')).toHaveCount(0);
});
