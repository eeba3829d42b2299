import { expect, test } from '@playwright/test';
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

/**
 * The page's JavaScript waits for its first paint (root.tsx, patches/@remix-run+react+2.17.5.patch): no script is
 * fetched before the page has been painted, none competes as a module preload, and then it hydrates.
 */
test('the JavaScript is fetched after the first paint, then the page hydrates', async ({ page }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'about the JavaScript');
  for (const path of ['/', '/ar/product/etude-pointe-shoes']) {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    expect(timing.scripts.length, path).toBeGreaterThan(3);
    for (const script of timing.scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(timing.firstPaint);
  }
  // Hydrated: a link now changes the page in place (Remix's router) rather than loading a new document.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/product\/etude-pointe-shoes$/);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
