import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/** Issue 39: what a search offers when it finds nothing, on a 360 px phone, in English and Arabic. */
const PHONE = { width: 360, height: 740 };

const NOTHING_FOUND = [
  { prefix: '', typed: 'lepard', meant: 'leotard', noProduct: 'No Product Found', didYouMean: 'Did you mean', bestSellers: 'Best sellers' },
  { prefix: '/ar', typed: 'لوتارت', meant: 'ليوتارد', noProduct: 'لم نجد أي منتج', didYouMean: 'هل تقصد', bestSellers: 'الأكثر مبيعًا' },
];

for (const words of NOTHING_FOUND) {
  test(`nothing found (${words.prefix || 'English'}): "Did you mean" leads to the search she meant, the best sellers below`, async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${words.prefix}/search?query=${encodeURIComponent(words.typed)}`);
    await expect(page.getByText(words.noProduct, { exact: true })).toBeVisible();
    await expect(page.getByText(words.didYouMean)).toBeVisible();
    // Four best sellers in stock, as cards that fit the phone.
    const bestSellers = page.getByRole('region', { name: words.bestSellers });
    await expect(bestSellers.getByRole('listitem')).toHaveCount(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    if (testInfo.project.use.javaScriptEnabled !== false) {
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    }
    await page.getByRole('link', { name: words.meant, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${words.prefix}/search\\?query=${encodeURIComponent(words.meant)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(words.meant);
    await expect(page.getByText(words.noProduct, { exact: true })).toHaveCount(0);
  });
}

test('what shoppers searched for and found nothing is on the dashboard, without who searched, and opens as they saw it', async ({ adminPage }, testInfo) => {
  const typed = `Glitter Unicorn ${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`;
  await adminPage.setViewportSize(PHONE);
  await adminPage.goto(`/search?query=${encodeURIComponent(typed)}`);
  await expect(adminPage.getByText('No Product Found', { exact: true })).toBeVisible();
  await adminPage.goto('/admin/dashboard');
  const missed = adminPage.getByRole('grid', { name: /^Searches that found nothing/ }).or(adminPage.getByRole('table', { name: /^Searches that found nothing/ }));
  // Counted by its words, as the search compares them.
  const text = typed.toLowerCase();
  await missed.getByRole('link', { name: text, exact: true }).click();
  await expect(adminPage.getByRole('heading', { level: 1 })).toContainText(text);
  await expect(adminPage.getByText('No Product Found', { exact: true })).toBeVisible();
});
