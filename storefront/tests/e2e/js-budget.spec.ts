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
