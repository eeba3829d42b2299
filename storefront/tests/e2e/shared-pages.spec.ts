import type { Browser, Page, TestInfo } from '@playwright/test';
import { ADMIN, SHOPPER, expect, openPage, submitSignIn, test, type Account } from './fixtures';

/*
 * Home, product, search and category pages are kept once per kind of shopper and get each shopper's header
 * written in per answer (server/shopper-pages.ts). No shopper may ever see another's name, cart
 * count or Admin menu, whatever the order of requests, with or without JavaScript.
 */

interface Shopper {
  account: Required<Account>;
  cartCount: number;
  isAdmin: boolean;
  page: Page;
}

// The same pages in Arabic are shared the same way (kept by address, so apart from the English ones).
// The home page's later pages and the category pages (issue 21) are shared pages too.
const PAGES = [
  '/',
  '/?page=2',
  '/product/etude-pointe-shoes',
  '/search?query=leotard',
  '/search?category=Leotards',
  '/category/leotards',
  '/ar',
  '/ar/product/etude-pointe-shoes',
  '/ar/search?query=leotard',
  '/ar/category/leotards',
];

async function openAs(browser: Browser, testInfo: TestInfo, account: Required<Account>, signUp: boolean): Promise<Page> {
  const page = await openPage(browser, { baseURL: testInfo.project.use.baseURL!, javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false });
  if (signUp) {
    await page.goto('/signup');
    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
  } else {
    await page.goto('/signin');
    await submitSignIn(page, account);
  }
  await expect(page.getByRole('banner').getByText(`${account.name} ▾`)).toBeVisible();
  return page;
}

async function addToCart(page: Page, slug: string, size: string, quantity: number) {
  await page.goto(`/product/${slug}`);
  await page.getByRole('radiogroup', { name: 'Size' }).getByText(size, { exact: true }).click();
  await page.getByLabel('Quantity').selectOption(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
}

/** The header is this shopper's, and nothing on the page is anyone else's. */
async function expectOwnHeader(shopper: Shopper, others: Shopper[], arabic = false) {
  const { page } = shopper;
  const banner = page.getByRole('banner');
  const cartLabel = arabic ? `السلة، عدد القطع ${shopper.cartCount}` : `Cart, ${shopper.cartCount} items`;
  await expect(banner.getByRole('link', { name: cartLabel })).toBeVisible();
  await expect(banner.getByText(`${shopper.account.name} ▾`, { exact: true })).toBeVisible();
  await expect(banner.getByText(arabic ? 'الإدارة ▾' : 'Admin ▾', { exact: true })).toHaveCount(shopper.isAdmin ? 1 : 0);
  for (const other of others) await expect(page.locator('body')).not.toContainText(other.account.name);
}

test('shoppers interleaved on the shared pages each see their own name, cart count and menus', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}-${testInfo.project.name}`;
  // A name that would break the page if it were not escaped, in the markup or in the hydration data.
  const tricky = { name: `Nour </script><b>"Zed"</b> & 'Co'`, email: `shared-pages-${stamp}@pointe.test`, password: 'shared-pages-2026' };
  const shoppers: Shopper[] = [
    { account: SHOPPER, cartCount: 0, isAdmin: false, page: await openAs(browser, testInfo, SHOPPER, false) },
    { account: tricky, cartCount: 0, isAdmin: false, page: await openAs(browser, testInfo, tricky, true) },
    { account: ADMIN, cartCount: 0, isAdmin: true, page: await openAs(browser, testInfo, ADMIN, false) },
  ];
  const pageErrors: string[] = [];
  for (const { page } of shoppers) {
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
  }

  // Each cart gets its own count (the demo shopper's cart may hold lines from before: count from the page).
  await addToCart(shoppers[1]!.page, 'princess-seam-leotard-in-rose', 'XS', 3);
  shoppers[1]!.cartCount = 3;
  await addToCart(shoppers[2]!.page, 'princess-seam-leotard-in-rose', 'S', 1);
  shoppers[2]!.cartCount = 1;
  await shoppers[0]!.page.goto('/cart');
  const label = await shoppers[0]!.page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items$/ }).getAttribute('aria-label');
  shoppers[0]!.cartCount = Number(/\d+/.exec(label ?? '')![0]);

  for (let round = 0; round < 2; round += 1) {
    for (const path of PAGES) {
      for (const shopper of round === 0 ? shoppers : [...shoppers].reverse()) {
        const response = await shopper.page.goto(path);
        // The shared page, not a render for this shopper: otherwise this test would prove nothing.
        expect(response?.headers()['x-cache']).toBe('SHARED');
        await expectOwnHeader(shopper, shoppers.filter((other) => other !== shopper), path.startsWith('/ar'));
      }
    }
  }

  // A price change through the shop's admin shows at once on a shared page a shopper has seen.
  const [shopper, , admin] = shoppers as [Shopper, Shopper, Shopper];
  const product = (await (await admin.page.request.get(`${process.env.E2E_CMS_URL}/api/products/slug/princess-seam-leotard-in-rose`)).json()) as { _id: string };
  await shopper.page.goto('/product/princess-seam-leotard-in-rose');
  await admin.page.goto(`/admin/product/${product._id}`);
  const price = String(700 + Math.floor(Math.random() * 99));
  await admin.page.getByLabel('Price (EGP)').fill(price);
  await admin.page.getByRole('button', { name: 'Update' }).click();
  await expect(admin.page.getByRole('status').filter({ hasText: 'Product updated successfully' })).toBeVisible();
  const response = await shopper.page.goto('/product/princess-seam-leotard-in-rose');
  expect(response?.headers()['x-cache']).toBe('SHARED');
  await expect(shopper.page.getByRole('main')).toContainText(`EGP\u00a0${price}.00`);
  await expectOwnHeader(shopper, [shoppers[1]!, admin]);

  expect(pageErrors).toEqual([]);
  await Promise.all(shoppers.map(({ page }) => page.context().close()));
});
