import type { Locator, Page } from '@playwright/test';
import { clickBelowGrid, expect, test, seriousAxeViolations } from './fixtures';

/*
 * Issue 21: the home page shows the newest products a page at a time (24), so its size does not grow
 * with the catalogue, and every product stays reachable from it: by Previous / Next links without
 * JavaScript, by "Show more" (appending in place) with it. Category landing pages page the same way.
 * On a phone (360 px), in English and in Arabic.
 */

const PAGE_SIZE = 24;
/** The seed's oldest product: never on the first page of the newest (the seed alone has 31). */
const OLDEST = 'camisole-leotard-in-black';

test.use({ viewport: { width: 360, height: 740 } });

const LANGUAGES = [
  {
    language: 'English',
    prefix: '',
    home: '/',
    allProducts: 'All products',
    showMore: 'Show more',
    next: 'Next',
    shown: (shown: number, total: number) => `Showing ${shown} of ${total} products`,
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    categories: 'Categories',
    leotards: 'Leotards',
    notFound: 'Page not found',
  },
  {
    language: 'Arabic',
    prefix: '/ar',
    home: '/ar',
    allProducts: 'كل المنتجات',
    showMore: 'اعرض المزيد',
    next: 'التالي',
    shown: (shown: number, total: number) => `المعروض ${shown} من ${total}`,
    pageOf: (page: number, pages: number) => `صفحة ${page} من ${pages}`,
    categories: 'الأقسام',
    leotards: 'ليوتارد',
    notFound: 'الصفحة غير موجودة',
  },
] as const;

/** The link (by role) in `scope` that goes to `href`: product names differ by language, addresses do not. */
function linkTo(page: Page, scope: Locator, href: string): Locator {
  return scope.getByRole('link').and(page.locator(`[href="${href}"]`));
}

/** How many products the shop has now (other specs add some): the CMS's own count, from the paged list. */
async function productCount(page: Page, category?: string): Promise<number> {
  const query = category ? `page=1&category=${category}` : 'page=1';
  const response = await page.request.get(`${process.env.E2E_CMS_URL}/api/products?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { countProducts: number }).countProducts;
}

async function expectFitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

for (const words of LANGUAGES) {
  test.describe(`the home grid in ${words.language}`, () => {
    test('pages through the newest products to one on a later page, then opens it', async ({ page }, testInfo) => {
      const javaScript = testInfo.project.use.javaScriptEnabled !== false;
      const total = await productCount(page);
      const pages = Math.ceil(total / PAGE_SIZE);
      expect(pages).toBeGreaterThanOrEqual(2);
      const oldest = `${words.prefix}/product/${OLDEST}`;

      await page.goto(words.home);
      const grid = page.getByRole('list', { name: words.allProducts });
      await expect(grid.getByRole('listitem')).toHaveCount(PAGE_SIZE);
      await expect(linkTo(page, grid, oldest)).toHaveCount(0);
      await expectFitsThePhone(page);

      if (javaScript) {
        // "Show more" appends the next pages in place (same address), focus going to the first new product.
        await expect(page.getByRole('status').filter({ hasText: words.shown(PAGE_SIZE, total) })).toBeVisible();
        await expect(page.getByRole('link', { name: words.next })).toHaveCount(0);
        for (let loaded = 1; loaded < pages; loaded += 1) {
          await clickBelowGrid(page.getByRole('button', { name: words.showMore }));
          await expect(grid.getByRole('listitem')).toHaveCount(Math.min((loaded + 1) * PAGE_SIZE, total));
          await expect(grid.getByRole('link').nth(loaded * PAGE_SIZE)).toBeFocused();
        }
        await expect(page.getByRole('status').filter({ hasText: words.shown(total, total) })).toBeVisible();
        await expect(page.getByRole('button', { name: words.showMore })).toHaveCount(0);
        expect(new URL(page.url()).pathname).toBe(words.home);
      } else {
        // Without JavaScript: Next links, one page per address, the first page's own address being the home page's.
        await expect(page.getByText(words.pageOf(1, pages), { exact: true })).toBeVisible();
        for (let next = 2; next <= pages; next += 1) {
          await clickBelowGrid(page.getByRole('link', { name: words.next, exact: true }));
          // The home page's later pages: /?page=2, /ar?page=2.
          await expect(page).toHaveURL(new RegExp(`:\\d+${words.prefix || '/'}\\?page=${next}$`));
          await expect(page.getByText(words.pageOf(next, pages), { exact: true })).toBeVisible();
          await expect(page.getByRole('list', { name: words.allProducts }).getByRole('listitem')).toHaveCount(Math.min(PAGE_SIZE, total - (next - 1) * PAGE_SIZE));
        }
      }
      await expectFitsThePhone(page);
      await linkTo(page, page.getByRole('list', { name: words.allProducts }), oldest).click();
      await expect(page).toHaveURL(new RegExp(`${oldest}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test("a category's landing page from the home page: its products, its name as title, paged the same way", async ({ page }) => {
      const count = await productCount(page, 'leotards');
      await page.goto(words.home);
      await page.getByRole('navigation', { name: words.categories }).getByRole('link', { name: words.leotards, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${words.prefix}/category/leotards$`));
      await expect(page).toHaveTitle(`${words.leotards} | Pointe`);
      await expect(page.getByRole('heading', { level: 1, name: words.leotards })).toBeVisible();
      const grid = page.getByRole('list', { name: words.leotards });
      await expect(grid.getByRole('listitem')).toHaveCount(Math.min(count, PAGE_SIZE));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${words.prefix}/category/leotards$`));
      await expectFitsThePhone(page);
      // Other specs add leotards, so the seed's oldest one may have moved to a later page: it is on the last.
      const pages = Math.ceil(count / PAGE_SIZE);
      if (pages > 1) await page.goto(`${words.prefix}/category/leotards?page=${pages}`);
      await expect(linkTo(page, page.getByRole('list', { name: words.leotards }), `${words.prefix}/product/${OLDEST}`)).toBeVisible();
    });

    test('an unknown category, or a page past the end, is the shop 404 page; a bad page number a 400', async ({ page }) => {
      for (const path of [`${words.prefix}/category/no-such-category`, `${words.home}?page=9999`, `${words.prefix}/category/leotards?page=99`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: words.notFound })).toBeVisible();
      }
      const bad = await page.goto(`${words.home}?page=0`);
      expect(bad?.status()).toBe(400);
      await expect(page.getByRole('alert')).toBeVisible();
    });
  });
}

test('pages of the home grid name their neighbours and their own address to search engines', async ({ page }) => {
  const pages = Math.ceil((await productCount(page)) / PAGE_SIZE);
  await page.goto('/');
  const base = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${base}/`);
  await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
  await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', `${base}/?page=2`);
  await page.goto('/ar?page=2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${base}/ar?page=2`);
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', `${base}/ar`);
  if (pages === 2) await expect(page.locator('link[rel="next"]')).toHaveCount(0);
  await expect(page).toHaveTitle(`Pointe (صفحة 2 من ${pages})`);
});

test('the home pages and the category pages have no serious accessibility violations', async ({ page }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'axe needs JavaScript in the page');
  test.setTimeout(60_000);
  for (const path of ['/', '/ar', '/?page=2', '/category/leotards', '/ar/category/skirts-and-tutus']) {
    await page.goto(path);
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
  // With a page appended by Show more too.
  await page.goto('/');
  await clickBelowGrid(page.getByRole('button', { name: 'Show more' }));
  await expect(page.getByRole('list', { name: 'All products' }).getByRole('listitem').nth(PAGE_SIZE)).toBeVisible();
  expect(await seriousAxeViolations(page), '/ after Show more').toEqual([]);
});
