import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The search's filters, as a shopper on a phone uses them: size, colour and price, in English and in
 * Arabic, with and without JavaScript (both projects). The products are made here, through the
 * Strapi panel's API, with a made-up word in their names that nothing else matches, so the seeded
 * catalogue (other specs count it) is searched around, and they are deleted at the end.
 */
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

const PRODUCTS = '/content-manager/collection-types/api::product.product';
const cmsUrl = () => process.env.E2E_CMS_URL!;

async function cms<T>(path: string, init: { method?: string; json?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${cmsUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body: unknown = await response.json();
  expect(response.ok, `${init.method ?? 'GET'} ${path}: ${JSON.stringify(body)}`).toBe(true);
  return body as T;
}

let word = '';
const made: string[] = [];

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  word = `flt${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`;
  const token = (await cms<{ data: { token: string } }>('/admin/login', { method: 'POST', json: { email: 'editor@pointe.test', password: 'Pointe-Editor-2026' } })).data.token;
  const products = [
    { name: `Wrap Leotard ${word} Burgundy`, colour: 'Burgundy', colourAr: 'عنابي', swatch: '#800020', price: 300, sizes: [{ size: 'S', countInStock: 3 }, { size: 'M', countInStock: 1 }] },
    { name: `Wrap Leotard ${word} Navy`, colour: 'Navy', colourAr: 'كحلي', swatch: '#1f2a44', price: 200, sizes: [{ size: 'S', countInStock: 0 }, { size: 'XS', countInStock: 2 }] },
    { name: `Wrap Leotard ${word} Black`, colour: 'Black', colourAr: 'أسود', swatch: '#000000', price: 450, sizes: [{ size: 'M', countInStock: 2 }] },
  ];
  for (const product of products) {
    const saved = await cms<{ data: { documentId: string } }>(PRODUCTS, { method: 'POST', token, json: { ...product, brand: 'Filtra Atelier', description: 'Made by the filters spec.' } });
    made.push(saved.data.documentId);
  }
});

test.afterAll(async () => {
  const { token } = await cms<{ token: string }>('/api/users/signin', { method: 'POST', json: { email: 'admin@pointe.test', password: 'pointe-admin-2026' } });
  for (const id of made.splice(0)) await cms(`/api/products/${id}`, { method: 'DELETE', token });
});

const javaScriptOn = (testInfo: { project: { use: { javaScriptEnabled?: boolean } } }) => testInfo.project.use.javaScriptEnabled !== false;

/** The form's Apply button: with JavaScript, once a filter changed, it says how many results the filters find. */
const APPLY = /^(Apply|Show \d+ results?)$/;
const APPLY_AR = /^(تطبيق|عرض .+|لا نتائج للعرض)$/;

/**
 * Ticks a box and applies it with the form's button (always there), with or without JavaScript:
 * ticking alone does not move the page under the shopper (only a new order applies at once).
 */
async function choose(page: Page, name: string, apply: RegExp) {
  await page.getByRole('checkbox', { name, exact: true }).check();
  await page.getByRole('button', { name: apply }).click();
}

/** Opens the "Filters" disclosure (a native <details>: no JavaScript needed) unless it is open. */
async function openFilters(page: Page, summary: string, firstGroup: string) {
  if (!(await page.getByRole('group', { name: firstGroup }).isVisible())) await page.getByText(summary, { exact: true }).click();
  await expect(page.getByRole('group', { name: firstGroup })).toBeVisible();
}

const productNames = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

/** Nothing sticks out past a 360 px screen. */
async function expectFits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

test('filters by size, colour and price at 360 px, in English', async ({ page }, testInfo) => {
  const withJs = javaScriptOn(testInfo);
  await page.goto(`/search?query=${word}`);
  await expect(page.getByRole('status').filter({ hasText: '3 results' })).toBeVisible();
  // The form's button is there from the first paint and stays after hydration (one form: sort and filters).
  await expect(page.getByRole('button', { name: 'Apply' })).toBeVisible();
  await openFilters(page, 'Filters', 'Size');
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('checkbox')).toHaveCount(4);
  await expect(page.getByRole('checkbox', { name: 'One Size (0)' })).toBeVisible();
  await expectFits(page);

  // Size S: the Burgundy one (in stock) and the Navy one (S sold out, but listed). With JavaScript the
  // button says how many results the ticked boxes find before she applies them.
  await page.getByRole('checkbox', { name: 'S (2)', exact: true }).check();
  if (withJs) await expect(page.getByRole('button', { name: 'Show 2 results' })).toBeVisible();
  await page.getByRole('button', { name: APPLY }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?query=${word}&size=S$`));
  await expect(page.getByRole('status')).toHaveText('2 results');
  await expect(productNames(page)).toHaveText([`Wrap Leotard ${word} Navy`, `Wrap Leotard ${word} Burgundy`]);
  // Applied, the panel closes and the results' first row is in view, with or without JavaScript.
  await expect(page.getByRole('group', { name: 'Size' })).toBeHidden();
  await expect(productNames(page).first()).toBeInViewport();
  // With JavaScript the page changes in place: the button keeps the focus, the live count is read out.
  if (withJs) await expect(page.getByRole('button', { name: 'Apply' })).toBeFocused();
  // ...and says Apply again, for the new search.
  // The colours now count within size S (Black has no S: no longer offered).
  await openFilters(page, 'Filters (1 chosen)', 'Size');
  await expect(page.getByRole('group', { name: 'Colour' }).getByRole('checkbox')).toHaveCount(2);

  // And colour Burgundy.
  await choose(page, 'Burgundy (1)', APPLY);
  await expect(page).toHaveURL(new RegExp(`/search\\?query=${word}&size=S&colour=Burgundy$`));
  await expect(page.getByRole('status')).toHaveText('1 result');
  await expect(productNames(page)).toHaveText([`Wrap Leotard ${word} Burgundy`]);
  if (withJs) await expectNoSeriousViolations(page);
  // Clear: every product again, and no box left ticked (with JavaScript the same form stays on the page).
  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await openFilters(page, 'Filters', 'Size');
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: /^S \(/ })).not.toBeChecked();

  // A price range (with the text search, and sorted): 250 to 500 EGP, cheapest first.
  await page.goto(`/search?query=${word}&order=lowest`);
  await openFilters(page, 'Filters', 'Size');
  await page.getByLabel('From', { exact: true }).fill('250');
  await page.getByLabel('To', { exact: true }).fill('500');
  await page.getByRole('button', { name: APPLY }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?query=${word}&order=lowest&minPrice=250&maxPrice=500$`));
  await expect(page.getByRole('status')).toHaveText('2 results');
  await expect(productNames(page)).toHaveText([`Wrap Leotard ${word} Burgundy`, `Wrap Leotard ${word} Black`]);
  await expectFits(page);
  // Typed the wrong way round, the range is read the right way round (not an error page).
  await page.goto(`/search?query=${word}&order=lowest&minPrice=500&maxPrice=250`);
  await expect(page).toHaveURL(new RegExp(`/search\\?query=${word}&order=lowest&minPrice=250&maxPrice=500$`));
  await expect(page.getByRole('status')).toHaveText('2 results');

  // In stock only, with size S: the Navy one has no S left.
  await page.goto(`/search?query=${word}&size=S`);
  await openFilters(page, 'Filters (1 chosen)', 'Size');
  await choose(page, 'In stock only', APPLY);
  await expect(page).toHaveURL(new RegExp(`/search\\?query=${word}&size=S&inStock=true$`));
  await expect(productNames(page)).toHaveText([`Wrap Leotard ${word} Burgundy`]);
});

test('filters by colour and price at 360 px, in Arabic', async ({ page }, testInfo) => {
  const withJs = javaScriptOn(testInfo);
  await page.goto(`/ar/search?query=${word}`);
  await expect(page.getByRole('status')).toHaveText('3 نتائج');
  await openFilters(page, 'تصفية النتائج', 'المقاس');
  await expect(page.getByRole('group', { name: 'اللون' }).getByRole('checkbox')).toHaveCount(3);
  await expectFits(page);

  await choose(page, 'كحلي (1)', APPLY_AR);
  await expect(page).toHaveURL(new RegExp(`/ar/search\\?query=${word}&colour=Navy$`));
  await expect(page.getByRole('status')).toHaveText('نتيجة واحدة');
  // The summary says how many filters are chosen; the colours still count without the colour filter.
  await openFilters(page, 'تصفية النتائج (اختيار واحد)', 'المقاس');
  await expect(page.getByRole('checkbox', { name: 'كحلي (1)' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'عنابي (1)' })).not.toBeChecked();
  if (withJs) await expectNoSeriousViolations(page);

  await page.goto(`/ar/search?query=${word}`);
  await openFilters(page, 'تصفية النتائج', 'المقاس');
  // Typed on an Arabic keyboard: ٢٥٠ is 250.
  await page.getByLabel('إلى', { exact: true }).fill('٢٥٠');
  if (withJs) await expect(page.getByRole('button', { name: 'عرض نتيجة واحدة' })).toBeVisible();
  await page.getByRole('button', { name: APPLY_AR }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/search\\?query=${word}&maxPrice=250$`));
  await expect(page.getByRole('status')).toHaveText('نتيجة واحدة');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([`Wrap Leotard ${word} Navy`]);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectFits(page);
});
