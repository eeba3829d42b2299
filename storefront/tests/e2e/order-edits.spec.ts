import { ADMIN, CAIRO_ADDRESS, expect, productInSizes, SHOPPER, test, tokenOf, uniqueMobile, seriousAxeViolations } from './fixtures';

/**
 * Issue 23, order edits while confirming (ADR 022): on a pending order's page, an admin on a phone
 * changes a line's size and drops another line; the order is priced again and the timeline says what
 * changed. Plain forms: the same in both projects (with and without JavaScript).
 */

test.use({ viewport: { width: 360, height: 800 } });

const cms = () => process.env.E2E_CMS_URL!;

test('an admin on a phone changes a line’s size, drops another line, is refused more than the stock and adds a line back, on a pending order', async ({ adminPage: page }, testInfo) => {
  const label = `${testInfo.project.name}-${Date.now()}`;
  const adminToken = await tokenOf(ADMIN);
  const leotard = await productInSizes(adminToken, `Edit Leotard ${label}`, 300, 'Edit Tests');
  const bag = await productInSizes(adminToken, `Edit Bag ${label}`, 200, 'Edit Tests');
  const placed = await fetch(`${cms()}/api/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenOf(SHOPPER)}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      orderItems: [
        { _id: leotard._id, size: 'S', quantity: 1 },
        { _id: bag._id, size: 'S', quantity: 1 },
      ],
      shippingAddress: { ...CAIRO_ADDRESS, mobileNumber: uniqueMobile() },
      paymentMethod: 'Cash On Delivery',
    }),
  });
  expect(placed.status).toBe(201);
  const { order } = (await placed.json()) as { order: { _id: string; shippingPrice: number; totalPrice: number } };
  const fee = order.shippingPrice;
  expect(order.totalPrice).toBe(500 + fee);
  const egp = (amount: number) => `EGP\u00a0${amount.toFixed(2)}`;

  await page.goto(`/order/${order._id}`);
  const editor = page.getByRole('region', { name: 'Change the items' });
  await editor.getByLabel(`Size of ${leotard.name}`).selectOption('M');
  await editor.getByLabel(`Quantity of ${leotard.name}`).fill('2');
  await editor.getByRole('button', { name: `Save ${leotard.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is changed and priced again' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText(egp(800 + fee));
  await expect(page.getByLabel(`Size of ${leotard.name}`)).toHaveValue('M');

  await page.getByRole('region', { name: 'Change the items' }).getByRole('button', { name: `Remove ${bag.name}` }).click();
  await expect(summary).toContainText(egp(600 + fee));
  await expect(page.getByRole('button', { name: `Remove ${bag.name}` })).toHaveCount(0);
  const items = page.getByRole('region', { name: 'Items', exact: true });
  await expect(items).toContainText(leotard.name);
  await expect(items).not.toContainText(bag.name);

  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline.getByText('Items changed by staff')).toHaveCount(2);
  await expect(timeline).toContainText(`${leotard.name}: S × 1 → M × 2; Total ${500 + fee} EGP → ${800 + fee} EGP`);
  await expect(timeline).toContainText(`Removed ${bag.name} (S × 1); Total ${800 + fee} EGP → ${600 + fee} EGP`);

  // More than the size has: refused, nothing changes.
  await editor.getByLabel(`Quantity of ${leotard.name}`).fill('9');
  await editor.getByRole('button', { name: `Save ${leotard.name}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sorry. Product is out of stock' })).toBeVisible();
  await expect(summary).toContainText(egp(600 + fee));

  // The bag comes back, by its address name.
  const add = page.getByRole('group', { name: 'Add a line' });
  await add.getByLabel('Product (its web address name, e.g. wrap-skirt)').fill(bag.slug);
  await add.getByLabel('Size', { exact: true }).selectOption('M');
  await add.getByLabel('Quantity', { exact: true }).fill('1');
  await add.getByRole('button', { name: 'Add to the order' }).click();
  await expect(summary).toContainText(egp(800 + fee));
  await expect(timeline).toContainText(`Added ${bag.name} (M × 1); Total ${600 + fee} EGP → ${800 + fee} EGP`);

  // The line forms fit the phone: nothing to scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The page with its line forms, scanned with axe (a script in the page: with JavaScript only).
  if (testInfo.project.use.javaScriptEnabled !== false) {
    expect(await seriousAxeViolations(page)).toEqual([]);
  }
});
