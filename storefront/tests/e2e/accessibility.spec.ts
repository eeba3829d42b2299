import { CAIRO_ADDRESS, expect, fillShippingAddress, test, seriousAxeViolations } from './fixtures';

/** Every page a shopper or an admin can reach, scanned with axe: no serious or critical violation. */
test.beforeEach(({ browserName: _ }, testInfo) => {
  // axe runs as a script in the page; the server-rendered markup is the same with or without JavaScript.
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'axe needs JavaScript in the page');
});

const SHOPPER_PAGES = ['/', '/product/etude-pointe-shoes', '/search?query=pointe', '/search?query=lepard', '/contactus', '/no-such-page', '/signin', '/signup', '/forgot-password', '/reset-password/not-a-real-token', '/cart'];
const SIGNED_IN_PAGES = ['/profile', '/orderhistory', '/shipping'];
const ADMIN_PAGES = ['/admin/dashboard', '/admin/products', '/admin/orders', '/admin/users', '/admin/promos', '/admin/shipping', '/admin/cod-rules', '/admin/settlements', '/admin/payments'];

test('shop pages have no serious accessibility violations', async ({ page }) => {
  // Eleven pages, axe a few seconds each, many more on a machine busy with CI's other lanes (as the tests below).
  test.setTimeout(180_000);
  for (const path of SHOPPER_PAGES) {
    await page.goto(path);
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
});

test('account, checkout and admin pages have no serious accessibility violations', async ({ adminPage: page }) => {
  // Many pages, a checkout and an order among them: axe takes a few seconds a page, and up to 8 s under CI's
  // load (35 s in all on a calm machine, past 90 s in CI on 2026-11-28).
  test.setTimeout(300_000);
  await page.goto('/product/hair-bun-kit');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
  for (const path of ['/cart', ...SIGNED_IN_PAGES, ...ADMIN_PAGES]) {
    await page.goto(path);
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
  // An order placed, as staff see it (timeline, call form, status buttons) and its cancel question.
  await page.goto('/shipping');
  await fillShippingAddress(page, CAIRO_ADDRESS);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Cash On Delivery', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/\w+$/);
  const order = new URL(page.url()).pathname;
  expect(await seriousAxeViolations(page), 'order page').toEqual([]);
  await page.goto(`${order}?confirm=cancelled`);
  expect(await seriousAxeViolations(page), 'order page, cancel question').toEqual([]);
  await page.goto('/admin/orders?status=all');
  expect(await seriousAxeViolations(page), 'all orders').toEqual([]);
  await page.goto('/admin/products');
  await page.getByRole('link', { name: /^Edit / }).first().click();
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  expect(await seriousAxeViolations(page), 'product editor').toEqual([]);
});

test('the main pages in Arabic, right to left, have no serious accessibility violations', async ({ adminPage: page }) => {
  test.setTimeout(300_000);
  const arabic = (path: string) => (path === '/' ? '/ar' : `/ar${path}`);
  for (const path of [...SHOPPER_PAGES, ...SIGNED_IN_PAGES, '/admin/dashboard', '/admin/orders', '/admin/products', '/admin/shipping', '/admin/settlements']) {
    await page.goto(arabic(path));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await seriousAxeViolations(page), arabic(path)).toEqual([]);
  }
});
