import type { Page } from '@playwright/test';
import { ADMIN, CAIRO_ADDRESS, SHOPPER, expect, fillShippingAddress, signIn, test } from './fixtures';

/**
 * At 360 px (the most common phone width among our shoppers) no page may be wider than the screen:
 * every route, signed out, as a shopper and as an admin. Runs in both projects (with and without
 * JavaScript), since the menus and controls differ before hydration.
 */
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

/** The page's own width, and what sticks out past the screen's edge (to say what to fix). */
async function overflow(page: Page) {
  return page.evaluate((screenWidth) => {
    const tooWide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > screenWidth + 0.5)
      .filter((element) => !element.closest('[hidden], details:not([open]) > :not(summary)'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} (${Math.round(element.getBoundingClientRect().right)} px)`);
    return { width: document.documentElement.scrollWidth, tooWide };
  }, PHONE.width);
}

async function expectFits(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await page.waitForLoadState('load');
  const measured = await overflow(page);
  expect(measured.width, `${path} is ${measured.width} px wide: ${measured.tooWide.join(', ')}`).toBeLessThanOrEqual(PHONE.width);
}


async function addToCart(page: Page, slug: string, size: string) {
  await page.goto(`/product/${slug}`);
  await page.getByRole('radiogroup', { name: 'Size' }).getByText(size, { exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
}

const PUBLIC_PAGES = [
  '/',
  '/product/etude-pointe-shoes',
  '/product/no-such-thing',
  '/search?query=leotard',
  '/search?category=Tights&order=lowest',
  '/cart',
  '/signin',
  '/signup',
  '/forgot-password',
  '/reset-password/not-a-real-token',
  '/contactus',
  '/no-such-page',
  // The browsing pages right to left, where Arabic words run longer.
  '/ar',
  '/ar/product/etude-pointe-shoes',
  '/ar/search?query=leotard',
  '/ar/search?category=Tights&order=lowest',
  '/ar/contactus',
  '/ar/no-such-page',
];

test('every public page fits a 360 px screen, signed out', async ({ page }) => {
  test.setTimeout(60_000);
  for (const path of PUBLIC_PAGES) await expectFits(page, path);
  // The cart with lines: quantity steppers, Remove buttons and the summary box.
  await addToCart(page, 'camisole-leotard-in-black', 'S');
  await addToCart(page, 'convertible-tights-in-ballet-pink', 'XS');
  await expectFits(page, '/cart');
});

test('every shopper page fits a 360 px screen, through a whole checkout', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, SHOPPER);
  await addToCart(page, 'camisole-leotard-in-black', 'S');
  await expectFits(page, '/cart');
  await expectFits(page, '/shipping');
  await fillShippingAddress(page, CAIRO_ADDRESS);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  await expectFits(page, '/payment');
  await page.getByText('Cash On Delivery', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Place Order' })).toBeVisible();
  await expectFits(page, '/placeorder');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/\w+$/);
  const orderPage = new URL(page.url()).pathname;
  await expectFits(page, orderPage);
  // The order page with its cancel question (the no-JavaScript confirmation step).
  await expectFits(page, `${orderPage}?confirm=cancel`);
  for (const path of ['/orderhistory', '/profile', '/', '/product/etude-pointe-shoes', '/search?query=leotard', '/contactus']) {
    await expectFits(page, path);
  }
});

test('every admin page fits a 360 px screen, the product editor included', async ({ page }) => {
  // Nineteen pages in one test: more than the default 30 s on a busy CI machine.
  test.slow();
  await signIn(page, ADMIN);
  // The admin lists' tables are a card a row here (components/ui/DataTable.tsx), in both languages.
  for (const path of ['/', '/admin/dashboard', '/admin/products', '/admin/orders', '/admin/orders?status=all', '/admin/users', '/admin/promos', '/admin/shipping', '/admin/cod-rules', '/admin/settlements', '/admin/returns', '/admin/outbox', '/ar/admin/products', '/ar/admin/users', '/profile', '/cart']) {
    await expectFits(page, path);
  }
  // An order as staff see it: timeline, call form and status buttons; and a question before a cancel.
  await page.goto('/admin/orders?status=all');
  const order = new URL(await page.getByRole('link', { name: /^Order / }).first().getAttribute('href') ?? '', page.url()).pathname;
  await expectFits(page, order);
  await expectFits(page, `${order}?confirm=cancelled`);
  await page.goto('/admin/products');
  await page.getByRole('link', { name: /^Edit / }).first().click();
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  await expectFits(page, new URL(page.url()).pathname);
});
