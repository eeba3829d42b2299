import { expect, test, type Page } from '@playwright/test';
import { SHOPPER, signIn, startJavaScript } from './fixtures';
import { jsBudget } from '../../../scripts/bench/js-budget';

/**
 * The JavaScript budgets (gzip: 100 KB on browsing pages, 130 KB on checkout pages, in both
 * languages), checked on the build the end-to-end tests run: an import that drags a schema library
 * or a catalogue into every page fails here, not months later in a benchmark.
 */
test('every page stays within its JavaScript budget, in English and in Arabic', async ({ browserName: _ }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'the build is the same for both projects: once is enough');
  const pages = await jsBudget();
  expect(pages.map((page) => page.page)).toEqual(expect.arrayContaining(['/', '/ar', '/product/:slug', '/ar/product/:slug', '/cart', '/ar/cart']));
  expect(pages.filter((page) => !page.withinBudget)).toEqual([]);
});

/** The page's JavaScript modules: what Resource Timing has of /assets/*.js, and the first contentful paint. */
function scriptTiming(page: Page) {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => ({ name: entry.name, startTime: entry.startTime, fetched: (entry as PerformanceResourceTiming).responseEnd > 0 })),
    started: '__remixRouteModules' in window,
  }));
}

/**
 * A visitor's page runs no JavaScript of its own until her first touch, pointer movement, key or scroll (root.tsx,
 * patches/@remix-run+react+2.17.5.patch): its modules are fetched once the page has loaded, none before the first
 * paint and none as a module preload, and they run when her hand moves; then it hydrates.
 */
test("a visitor's JavaScript is fetched after the first paint and runs at her first movement", async ({ page }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'about the JavaScript');
  for (const path of ['/', '/ar/product/etude-pointe-shoes']) {
    await page.goto(path);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    await expect.poll(async () => (await scriptTiming(page)).scripts.filter((script) => script.fetched).length, { message: path }).toBeGreaterThan(3);
    const timing = await scriptTiming(page);
    for (const script of timing.scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(timing.firstPaint);
    // Fetched, not run: Remix's start (which names the route modules) has not happened, and the page is not hydrated.
    expect(timing.started, path).toBe(false);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await startJavaScript(page);
  }
  // Hydrated: a link now changes the page in place (Remix's router) rather than loading a new document.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/product\/etude-pointe-shoes$/);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

/** A signed-in shopper's pages have her own parts to fill in (her saved size): they hydrate after the first paint, untouched. */
test("a signed-in shopper's page hydrates after its first paint, without waiting for her hand", async ({ page }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'about the JavaScript');
  await signIn(page, SHOPPER);
  await page.goto('/product/etude-pointe-shoes');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const timing = await scriptTiming(page);
  for (const script of timing.scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(timing.firstPaint);
});
