import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Browser, type Locator, type Page, type Response } from '@playwright/test';

/** The demo accounts the seed creates (scripts/seed/catalogue.json; passwords from .env.example's defaults). */
export interface Account {
  email: string;
  password: string;
  /** The name the header's user menu shows once signed in. */
  name?: string;
}
export const SHOPPER = { email: 'shopper@pointe.test', password: 'pointe-shopper-2026', name: 'Salma Hassan' } satisfies Account;
export const ADMIN = { email: 'admin@pointe.test', password: 'pointe-admin-2026', name: 'Pointe Admin' } satisfies Account;

/** Fills in the sign-in form of the page it is on (e.g. after a redirect to /signin?redirect=…) and sends it. */
export async function submitSignIn(page: Page, { email, password }: Account) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in from /signin and waits until the header names the account. */
export async function signIn(page: Page, account: Required<Account>) {
  await page.goto('/signin');
  await submitSignIn(page, account);
  await expect(page.getByRole('banner').getByText(account.name)).toBeVisible();
}

export interface ShippingAddress {
  fullName: string;
  mobileNumber: string;
  streetName: string;
  buildingNumber: string;
  apartmentNumber: string;
  area: string;
  /** A governorate's English name (the select's value). */
  city: string;
}
export const CAIRO_ADDRESS: ShippingAddress = {
  fullName: 'Salma Hassan',
  mobileNumber: '01012345678',
  streetName: '26th of July Street',
  buildingNumber: '15',
  apartmentNumber: '7',
  area: 'Zamalek',
  city: 'Cairo',
};

/**
 * A mobile number no other order of the run has (012 + 8 random digits). The COD rules block a number
 * after 2 refused parcels, and the e2e database lives across both projects: a test that refuses a
 * parcel must not use the one demo number the other tests order with.
 */
export function uniqueMobile(): string {
  return `012${String(randomInt(10_000_000, 99_999_999))}`;
}

/** Fills in the shipping form of the page it is on (it does not send it). */
export async function fillShippingAddress(page: Page, address: ShippingAddress) {
  await page.getByLabel('Full Name').fill(address.fullName);
  await page.getByLabel('Mobile Number').fill(address.mobileNumber);
  await page.getByLabel('Street Name').fill(address.streetName);
  await page.getByLabel('Building Number').fill(address.buildingNumber);
  await page.getByLabel('Apartment Number').fill(address.apartmentNumber);
  await page.getByLabel('Area').fill(address.area);
  await page.getByLabel('City').selectOption(address.city);
}

/**
 * A signed-in shopper's way to the place-order page: one unit of the product's size in the cart, a
 * Cairo address with a mobile number of its own, cash on delivery. The page is the place-order step.
 */
export async function checkoutOneUnit(page: Page, slug: string, size: string) {
  await toPaymentStep(page, slug, size);
  await page.getByText('Cash On Delivery', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The same way, to the payment step: one unit in the cart, a Cairo address of its own number sent. */
export async function toPaymentStep(page: Page, slug: string, size: string) {
  await page.goto(`/product/${slug}`);
  await page.getByRole('radiogroup', { name: 'Size' }).getByText(size, { exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
  await page.goto('/shipping');
  await fillShippingAddress(page, { ...CAIRO_ADDRESS, mobileNumber: uniqueMobile() });
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A 360 px phone: one of `slug` in `size` to the payment step, then in Arabic `method` chosen (its Arabic name) and the order placed: her Arabic order page. */
export async function placeInArabic(page: Page, slug: string, size: string, method: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  await toPaymentStep(page, slug, size);
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  await page.goto('/ar/payment');
  await page.getByText(method, { exact: true }).click();
  await page.getByRole('button', { name: 'متابعة' }).click();
  await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
  await expect(page).toHaveURL(/\/ar\/order\/\w+$/);
}

/** The number an order is named by (10124), read from its page's heading ("Order 10124", "طلب رقم 10124"). */
export async function orderNumberOnPage(page: Page): Promise<string> {
  // With JavaScript the address can change a moment before the order's page replaces the last one.
  const named = page.getByRole('heading', { level: 1, name: /(Order|طلب رقم) \d+$/ });
  await expect(named).toBeVisible();
  const heading = await named.innerText();
  const number = /(\d+)\s*$/.exec(heading.trim())?.[1];
  if (!number) throw new Error(`No order number in the heading "${heading}"`);
  return number;
}

/**
 * A visitor's page starts its JavaScript at her first touch, pointer movement, key or scroll; a signed-in
 * shopper's after its first paint (root.tsx). Here the pointer moves over the page, as a shopper's hand would,
 * and the test waits until the JavaScript has taken over (`<html data-hydrated>`).
 */
export async function startJavaScript(page: Page) {
  // Two moves: one of them is a movement wherever the pointer was.
  await page.mouse.move(0, 0);
  await page.mouse.move(1, 1);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * A page opened with goto, reload, back or forward is used once its JavaScript has taken over
 * (startJavaScript), as a shopper's tap a moment later would be. Before that the page works as it does
 * without JavaScript, which the without-js project tests. The `page` fixture does this; `openPage` does
 * it for a test's own contexts.
 */
function usedOnceHydrated(page: Page, baseURL: string) {
  const shopOrigin = new URL(baseURL).origin;
  const untilHydrated = async (response: Response | null) => {
    const isShopPage = response && new URL(response.url()).origin === shopOrigin && response.headers()['content-type']?.startsWith('text/html');
    if (isShopPage) await startJavaScript(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  page.goto = async (...args) => untilHydrated(await goto(...args));
  page.reload = async (...args) => untilHydrated(await reload(...args));
  page.goBack = async (...args) => untilHydrated(await goBack(...args));
  page.goForward = async (...args) => untilHydrated(await goForward(...args));
}

/** A page in a new browser context (another shopper), used once hydrated like the `page` fixture. */
export async function openPage(browser: Browser, { baseURL, javaScriptEnabled }: { baseURL: string; javaScriptEnabled: boolean }): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, javaScriptEnabled })).newPage();
  if (javaScriptEnabled) usedOnceHydrated(page, baseURL);
  return page;
}

/**
 * `shopperPage` and `adminPage`: the test's page, signed in as the demo shopper or the demo admin
 * before the test starts (on the home page).
 */
export const test = base.extend<{ shopperPage: Page; adminPage: Page }>({
  page: async ({ page, baseURL }, use, testInfo) => {
    if (testInfo.project.use.javaScriptEnabled !== false) usedOnceHydrated(page, baseURL!);
    await use(page);
  },
  shopperPage: async ({ page }, use) => {
    await signIn(page, SHOPPER);
    await use(page);
  },
  adminPage: async ({ page }, use) => {
    await signIn(page, ADMIN);
    await use(page);
  },
});

export { expect };

/** The CMS of the e2e stack, for a test's own setup through the shop's API. */
export const e2eCms = () => process.env.E2E_CMS_URL!;

/** A bearer token of an account, signed in through the API (for a test's setup). */
export async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${e2eCms()}/api/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Staff switch an online payment method on or off (issue 40) through the shop's API, for one spec file. */
export async function switchPaymentMethod(adminToken: string, method: string, isOn: boolean): Promise<void> {
  const response = await fetch(`${e2eCms()}/api/admin/payment-methods/${method}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ isOn }),
  });
  expect(response.status).toBe(200);
}

/**
 * A spec file's product, made by its first project and found by its slug by the second: the home page
 * shows the newest products, and other specs expect the seed's newest among them (two per file would
 * push it off).
 */
export async function productOfSpec(adminToken: string, name: string, price: number, brand: string): Promise<{ _id: string; name: string; slug: string }> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const found = await fetch(`${e2eCms()}/api/products/slug/${slug}`);
  if (found.ok) return { _id: ((await found.json()) as { _id: string })._id, name, slug };
  return productInSizes(adminToken, name, price, brand);
}

/** A product of its own, 5 in S and 5 in M, created by the admin through the shop's API. */
export async function productInSizes(adminToken: string, name: string, price: number, brand: string): Promise<{ _id: string; name: string; slug: string }> {
  const auth = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const created = (await (await fetch(`${e2eCms()}/api/products`, { method: 'POST', headers: auth })).json()) as { product: { _id: string } };
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const saved = await fetch(`${e2eCms()}/api/products/${created.product._id}`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({
      name,
      slug,
      price,
      image: [],
      category: 'Leotards',
      brand,
      description: `Made by the ${brand} end-to-end test.`,
      sizes: [
        { size: 'S', countInStock: 5 },
        { size: 'M', countInStock: 5 },
      ],
    }),
  });
  expect(saved.status).toBe(200);
  return { _id: created.product._id, name, slug };
}

/**
 * A keyboard user's way through a table (components/ui/DataTable.tsx, a react-aria grid): Tab reaches it
 * from the page's heading, and the arrow keys move the focus from row to row and into the cells, where
 * its links and buttons are.
 */
export async function expectKeyboardGrid(page: Page, grid: Locator) {
  const focusInGrid = () => grid.evaluate((element) => element.contains(document.activeElement));
  const focused = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');
  await page.getByRole('heading', { level: 1 }).click();
  for (let presses = 0; presses < 40 && !(await focusInGrid()); presses += 1) await page.keyboard.press('Tab');
  expect(await focusInGrid(), 'Tab reaches the table').toBe(true);
  const first = await focused();
  await page.keyboard.press('ArrowDown');
  // A table of one row: its headings' row is the one to move to.
  if ((await focused()) === first) await page.keyboard.press('ArrowUp');
  expect(await focusInGrid(), 'the arrows stay in the table').toBe(true);
  const second = await focused();
  expect(second, 'an arrow up or down moves the focus').not.toBe(first);
  // Into the row's cells: the focus moves (onto a cell, or the link or button in it).
  await page.keyboard.press(await page.evaluate(() => (document.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight')));
  expect(await focusInGrid(), 'the arrow across stays in the table').toBe(true);
  expect(await focused(), 'the arrow across moves the focus').not.toBe(second);
}

/** The page's serious and critical axe violations, as `rule: help (where)`: what no page of the shop may have. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/**
 * Clicks what sits below a product grid (its Next link, Show more), scrolled to first. Cards off the
 * screen are not laid out (content-visibility: auto, ProductGrid.css.ts): they take their real height
 * in the frame after they near it. Playwright waits for a still target before its own scroll, not after,
 * so its click once landed where Next had been 46 px before (CI on ec09a47); scrolled first, the click's
 * wait for a still target sees the cards settle.
 */
export async function clickBelowGrid(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.click();
}
