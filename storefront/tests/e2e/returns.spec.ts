import { randomBytes } from 'node:crypto';
import { formatPrice } from '@pointe/config';
import { ADMIN, CAIRO_ADDRESS, checkoutOneUnit, expect, expectKeyboardGrid, openPage, productInSizes, SHOPPER, signIn, test, tokenOf, uniqueMobile, seriousAxeViolations } from './fixtures';

/**
 * Issue 23, returns and exchanges (ADR 023): a shopper's delivered order; she exchanges an S for an M
 * "too small" and sends another line back for her money; the admin approves, marks it picked up and
 * received, and records the refund. Plain forms: the same in both projects, at 360 px.
 */

test.use({ viewport: { width: 360, height: 800 } });

const cms = () => process.env.E2E_CMS_URL!;

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

async function stockOf(id: string): Promise<Record<string, number>> {
  const body = (await (await fetch(`${cms()}/api/products/${id}`)).json()) as { sizes: Array<{ size: string; countInStock: number }> };
  return Object.fromEntries(body.sizes.map((entry) => [entry.size, entry.countInStock]));
}

/** The shopper's order of these lines, delivered by the admin through the API (confirmed, shipped by our own team, delivered). */
async function deliveredOrder(
  adminToken: string,
  lines: Array<{ _id: string; size: string; quantity: number }>,
  shopperToken?: string,
): Promise<{ _id: string; orderNumber: number }> {
  const placed = await fetch(`${cms()}/api/orders`, {
    method: 'POST',
    headers: json(shopperToken ?? (await tokenOf(SHOPPER))),
    body: JSON.stringify({ orderItems: lines, shippingAddress: { ...CAIRO_ADDRESS, mobileNumber: uniqueMobile() }, paymentMethod: 'Cash On Delivery' }),
  });
  expect(placed.status).toBe(201);
  const { order } = (await placed.json()) as { order: { _id: string; orderNumber: number } };
  for (const change of [{ status: 'confirmed' }, { status: 'shipped', trackingNumber: 'manual' }, { status: 'delivered' }]) {
    const response = await fetch(`${cms()}/api/orders/${order._id}/status`, { method: 'PUT', headers: json(adminToken), body: JSON.stringify(change) });
    expect(response.status).toBe(200);
  }
  return order;
}

test('a shopper exchanges an S for an M and returns another line; the admin approves, receives and refunds it', async ({ shopperPage: page, browser, baseURL }, testInfo) => {
  // Two people's whole journey (request, four admin steps, the refund): more than one page's time.
  test.setTimeout(180_000);
  const label = `${testInfo.project.name}-${Date.now()}`;
  const adminToken = await tokenOf(ADMIN);
  const leotard = await productInSizes(adminToken, `Return Leotard ${label}`, 300, 'Return Tests');
  const skirt = await productInSizes(adminToken, `Return Skirt ${label}`, 200, 'Return Tests');
  const order = await deliveredOrder(adminToken, [
    { _id: leotard._id, size: 'S', quantity: 1 },
    { _id: skirt._id, size: 'S', quantity: 1 },
  ]);

  await page.goto(`/order/${order._id}`);
  await page.getByRole('link', { name: 'Return or exchange' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Return or exchange items' })).toBeVisible();
  const leotardLine = page.getByRole('group', { name: new RegExp(leotard.name) });
  await leotardLine.getByLabel('Units to return').selectOption('1');
  await leotardLine.getByRole('radiogroup', { name: 'What you want instead' }).getByText('Another size', { exact: true }).click();
  // The S being returned is not offered as its own exchange (issue 37); the M is.
  await expect(leotardLine.getByLabel('Size you want').locator('option[value="S"]')).toHaveCount(0);
  await leotardLine.getByLabel('Size you want').selectOption('M');
  // The shop's own select, a thumb's size.
  expect((await leotardLine.getByLabel('Size you want').boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const skirtLine = page.getByRole('group', { name: new RegExp(skirt.name) });
  await skirtLine.getByLabel('Units to return').selectOption('1');
  await page.getByRole('radiogroup', { name: 'Reason' }).getByText('Too small', { exact: true }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (testInfo.project.use.javaScriptEnabled !== false) {
    expect(await seriousAxeViolations(page)).toEqual([]);
  }
  await page.getByRole('button', { name: 'Send my request' }).click();
  // An exchange is called one.
  await expect(page.getByRole('status').filter({ hasText: 'We received your exchange request.' })).toBeVisible();
  const returns = page.getByRole('region', { name: 'Your returns' });
  await expect(returns).toContainText('Requested');
  await expect(returns).toContainText('Up to EGP\u00a0200.00 back');

  // The admin, on her phone: the queue, the return, its actions.
  const admin = await openPage(browser, { baseURL: baseURL!, javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false });
  await signIn(admin, ADMIN);
  await admin.goto('/admin/returns?status=requested');
  const row = admin.getByRole('row').filter({ hasText: String(order.orderNumber) });
  // Its order's number opens it, its status in view beside it on a phone (issue 37). A grid (react-aria's
  // table): the number is the row's header, the status its first grid cell.
  await expect(row.getByRole('gridcell').first()).toHaveText('Requested');
  expect(await row.getByRole('gridcell').first().evaluate((cell) => cell.getBoundingClientRect().right)).toBeLessThanOrEqual(360);
  if (testInfo.project.use.javaScriptEnabled !== false) await expectKeyboardGrid(admin, admin.getByRole('grid', { name: 'Returns' }));
  await row.getByRole('link', { name: String(order.orderNumber) }).click();
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Approved', { exact: true })).toBeVisible();
  expect(await stockOf(leotard._id)).toEqual({ S: 4, M: 4 });
  await admin.getByRole('button', { name: 'Mark picked up' }).click();
  await admin.getByRole('button', { name: 'Mark received' }).click();
  await expect(admin.getByText('Received', { exact: true })).toBeVisible();
  // The S is back, the M taken once (at approval), the skirt back.
  expect(await stockOf(leotard._id)).toEqual({ S: 5, M: 4 });
  expect(await stockOf(skirt._id)).toEqual({ S: 5, M: 5 });

  await admin.getByLabel('Method').selectOption('cash');
  await admin.getByLabel('Amount (EGP)').fill('200');
  await admin.getByLabel('Reference').fill(`Courier receipt ${label}`);
  await admin.getByRole('button', { name: 'Record' }).click();
  await expect(admin.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(admin.getByText(`200 EGP, Cash at pickup, Courier receipt ${label}`)).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Staff wording: the shopper's exchange, not "your".
  await expect(admin.getByRole('link', { name: 'Your exchange order' })).toHaveCount(0);
  // The exchange order: 0 EGP, confirmed with its return (no call, nothing to pay), linked both ways.
  await admin.getByRole('link', { name: "The shopper's exchange order" }).click();
  await expect(admin.getByRole('complementary', { name: 'Order summary' })).toContainText('EGP\u00a00.00');
  await expect(admin.getByText('Nothing to pay')).toBeVisible();
  await expect(admin.getByText('Not Paid')).toHaveCount(0);
  await expect(admin.getByRole('list', { name: 'Order timeline' })).toContainText('Confirmed with its return');
  await expect(admin.getByRole('list', { name: 'Order timeline' })).not.toContainText('Confirmed by phone');
  await admin.getByRole('link', { name: 'The return this exchange comes from' }).click();
  await expect(admin.getByRole('link', { name: `Order ${order.orderNumber}` })).toHaveAttribute('href', `/order/${order._id}`);
  await admin.goBack();
  const listed = (await (await fetch(`${cms()}/api/orders/${order._id}/returns`, { headers: json(adminToken) })).json()) as {
    returns: Array<{ status: string; exchangeOrderId: string; refunds: Array<{ method: string; amount: number; reference: string }> }>;
  };
  expect(listed.returns).toHaveLength(1);
  expect(listed.returns[0]).toMatchObject({ status: 'refunded', refunds: [{ method: 'cash', amount: 200, reference: `Courier receipt ${label}` }] });
  const exchange = (await (await fetch(`${cms()}/api/orders/${listed.returns[0]!.exchangeOrderId}`, { headers: json(adminToken) })).json()) as Record<string, unknown>;
  expect(exchange).toMatchObject({ totalPrice: 0, status: 'confirmed', orderItems: [expect.objectContaining({ _id: leotard._id, size: 'M', quantity: 1 })] });

  // The shopper's order page lists the return and its status.
  await page.goto(`/order/${order._id}`);
  await expect(page.getByRole('region', { name: 'Your returns' })).toContainText('Refunded');
  await admin.context().close();
});

test('in Arabic: the return link and form of a delivered order', async ({ shopperPage: page }, testInfo) => {
  test.slow();
  const label = `${testInfo.project.name}-${Date.now()}`;
  const adminToken = await tokenOf(ADMIN);
  const leotard = await productInSizes(adminToken, `Return Arabic ${label}`, 300, 'Return Tests');
  const order = await deliveredOrder(adminToken, [{ _id: leotard._id, size: 'S', quantity: 1 }]);
  await page.goto(`/ar/order/${order._id}`);
  await page.getByRole('link', { name: 'إرجاع أو استبدال' }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/order/${order._id}/return$`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const line = page.getByRole('group', { name: new RegExp(leotard.name) });
  // Her only item: its quantity starts at 1 (issue 37).
  await expect(line.getByLabel('عدد القطع المرتجعة')).toHaveValue('1');
  await page.getByRole('radiogroup', { name: 'السبب' }).getByText('به عيب', { exact: true }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'إرسال طلبي' }).click();
  await expect(page.getByRole('region', { name: 'مرتجعاتك' })).toContainText('تم الطلب');
});

test('a return refunded as store credit: the dashboard counts it, and she spends it at her next checkout', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const label = `${testInfo.project.name}-${Date.now()}`;
  const adminToken = await tokenOf(ADMIN);
  const account = { name: 'Nour Returns', email: `return-credit-${randomBytes(4).toString('hex')}@example.com`, password: 'return-credit-2026' };
  const signedUp = await fetch(`${cms()}/api/users/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  expect(signedUp.ok).toBe(true);
  const { token } = (await signedUp.json()) as { token: string };
  // Two units back: more than the other specs' returned products, so it heads the dashboard's list.
  const bag = await productInSizes(adminToken, `Credit Bag ${label}`, 250, 'Return Tests');
  const order = await deliveredOrder(adminToken, [{ _id: bag._id, size: 'S', quantity: 2 }], token);

  // She asks (the form is the test above), the admin takes it to received (the API).
  const asked = await fetch(`${cms()}/api/orders/${order._id}/returns`, {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify({ lines: [{ line: 0, quantity: 2, resolution: 'refund' }], reason: 'changed-mind' }),
  });
  expect(asked.status).toBe(201);
  let request = (await asked.json()) as { _id: string; version: number; refundCap: number };
  expect(request.refundCap).toBe(500);
  for (const status of ['approved', 'picked-up', 'received']) {
    const moved = await fetch(`${cms()}/api/returns/${request._id}/status`, { method: 'PUT', headers: json(adminToken), body: JSON.stringify({ version: request.version, status }) });
    expect(moved.status).toBe(200);
    request = (await moved.json()) as typeof request;
  }

  // The admin records the refund as store credit on the return's page, then sees it on the dashboard.
  const admin = await openPage(browser, { baseURL: baseURL!, javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false });
  await signIn(admin, ADMIN);
  await admin.goto(`/admin/returns/${request._id}`);
  await admin.getByLabel('Method').selectOption('store-credit');
  await admin.getByLabel('Amount (EGP)').fill('500');
  await admin.getByRole('button', { name: 'Record' }).click();
  await expect(admin.getByText('Refunded', { exact: true })).toBeVisible();
  await admin.goto('/admin/dashboard');
  const products = admin.getByRole('region', { name: 'Most returned products, last 30 days' });
  const row = products.getByRole('row').filter({ has: admin.getByRole('link', { name: bag.name }) });
  // Product, refunded 2, exchanged 0, then the reasons: too small, too big, defect, changed my mind 2, other.
  await expect(row.getByRole('cell')).toHaveText(['2', '0', '0', '0', '0', '2', '0']);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await admin.context().close();

  // Her profile shows the credit; her next order spends it, cash on delivery for the rest.
  await signIn(page, account);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Store credit' })).toContainText(`Your store credit balance: ${formatPrice(500)}`);
  await checkoutOneUnit(page, bag.slug, 'S');
  await expect(page.getByRole('checkbox', { name: `Use my store credit (${formatPrice(500)})` })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/\w+$/);
  const next = (await (await fetch(`${cms()}/api/orders/${page.url().split('/').at(-1)}`, { headers: json(token) })).json()) as { totalPrice: number; storeCreditUsed: number; amountDue: number };
  // 250 EGP and Cairo's shipping: the credit pays all of it, the rest stays on her balance, nothing in cash.
  expect(next.totalPrice).toBeGreaterThanOrEqual(250);
  expect(next.totalPrice).toBeLessThan(500);
  expect(next).toMatchObject({ storeCreditUsed: next.totalPrice, amountDue: 0 });
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(`Store credit used−${formatPrice(next.totalPrice)}`);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Store credit' })).toContainText(`Your store credit balance: ${formatPrice(500 - next.totalPrice)}`);
});
