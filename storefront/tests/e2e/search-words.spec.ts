import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { e2eCms, expect, test } from './fixtures';
import { cmsJson, panelToken, signInToPanel } from './panel';

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

const SYNONYMS = '/content-manager/collection-types/api::search-synonym.search-synonym';
/** A word no catalogue holds: `first` and then `length` letters drawn from `letters`. */
const inventedWord = (first: string, letters: string, length: number) => first + Array.from({ length }, () => letters[randomInt(letters.length)]).join('');

test('a synonym an editor saves in the Strapi panel is found on the shop at once, in English and Arabic, on a phone', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'the panel needs JavaScript; the shop pages it changes are the plain search, once is enough');
  // The panel's editor page takes most of a minute to load on a busy CI machine.
  test.setTimeout(150_000);
  const english = inventedWord('zq', 'bcdfghjklmnpqrstvwxz', 6);
  const arabic = inventedWord('ز', 'بتجدرسصطعفقكلمن', 5);
  await page.setViewportSize(PHONE);
  await page.goto(`/search?query=${english}`);
  await expect(page.getByText('No Product Found', { exact: true })).toBeVisible();

  const panel = await browser.newPage();
  await signInToPanel(panel, e2eCms());
  await panel.goto(`${e2eCms()}/admin${SYNONYMS}/create`);
  const words = panel.getByLabel(/^Words that mean the same/);
  await expect(words).toBeVisible({ timeout: 30_000 });
  await words.fill(`${english}, ${arabic}, leotard`);
  const saved = panel.waitForResponse((response) => response.url().includes(SYNONYMS) && response.request().method() === 'POST');
  await panel.getByRole('button', { name: 'Save' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(201);
  const { data } = (await answer.json()) as { data: { documentId: string } };
  await panel.close();
  try {
    // Found as the catalogue's word, as soon as the CMS announces the change (within a second:
    // freshness.spec.ts times it; here the pages are only asked again until they show it). With a
    // second word, since every word must match: the camisole leotards, whatever leotards other specs
    // added before (they would fill the first page of the invented word alone).
    await expect(async () => {
      await page.goto(`/search?query=${english}+camisole`);
      await expect(page.getByRole('link', { name: 'Camisole Leotard in Black' }).first()).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByText('No Product Found', { exact: true })).toHaveCount(0);
    await page.goto(`/ar/search?query=${encodeURIComponent(`${arabic} كامي`)}`);
    await expect(page.getByRole('link', { name: 'ليوتارد كامي أسود' }).first()).toBeVisible();
    await expect(page.getByText('لم نجد أي منتج', { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  } finally {
    // Other specs search the seeded catalogue with the seeded synonyms.
    await cmsJson(`${e2eCms()}${SYNONYMS}/${data.documentId}`, { method: 'DELETE', token: await panelToken(e2eCms()) });
  }
});

test('what shoppers searched for and found nothing is on the dashboard, without who searched, and opens as they saw it', async ({ adminPage }, testInfo) => {
  const typed = `Glitter Unicorn ${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`;
  await adminPage.setViewportSize(PHONE);
  await adminPage.goto(`/search?query=${encodeURIComponent(typed)}`);
  await expect(adminPage.getByText('No Product Found', { exact: true })).toBeVisible();
  const missed = adminPage.getByRole('grid', { name: /^Searches that found nothing/ }).or(adminPage.getByRole('table', { name: /^Searches that found nothing/ }));
  // Counted by its words, as the search compares them, and written within seconds.
  const text = typed.toLowerCase();
  await expect(async () => {
    await adminPage.goto('/admin/dashboard');
    await expect(missed.getByRole('link', { name: text, exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await missed.getByRole('link', { name: text, exact: true }).click();
  await expect(adminPage.getByRole('heading', { level: 1 })).toContainText(text);
  await expect(adminPage.getByText('No Product Found', { exact: true })).toBeVisible();
});

test.describe('suggestions as she types', () => {
  test.beforeEach(({ browserName: _ }, testInfo) => {
    test.skip(testInfo.project.use.javaScriptEnabled === false, 'without JavaScript the box is the plain search form (browse.spec.ts)');
  });

  test('with the keyboard: products with their price as she types, arrows to one, Enter opens it; Enter alone searches', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.pressSequentially('black leo');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option').first()).toContainText('Camisole Leotard in Black');
    await expect(list.getByRole('option').first()).toContainText('EGP');
    expect(await list.getByRole('option').count()).toBeLessThanOrEqual(9);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // The combobox and its list. While the list is open react-aria hides the rest of the page from
    // screen readers, the Search button too; Tab closes the list first, so the button is never
    // focused hidden (checked below).
    const axe = await new AxeBuilder({ page }).include('[role="search"]').include('[role="listbox"]').exclude('[role="search"] button[type="submit"]').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await expect(list).toBeInViewport();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\/camisole-leotard-in-black$/);
    // Enter with no suggestion chosen: the search of what she typed.
    const again = page.getByRole('combobox', { name: 'Search products' });
    await again.fill('velvet');
    await expect(page.getByRole('listbox')).toBeVisible();
    await again.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=velvet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “velvet”' })).toBeVisible();
    // Tab leaves the open list for the Search button, shown to screen readers again.
    await again.fill('tutu');
    await expect(page.getByRole('listbox')).toBeVisible();
    await again.press('Tab');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    const button = page.getByRole('search').getByRole('button', { name: 'Search' });
    await expect(button).toBeFocused();
    await expect(button).not.toHaveAttribute('aria-hidden', 'true');
  });

  test.describe('on a phone', () => {
    test.use({ hasTouch: true, viewport: PHONE });

    test('in Arabic with touch: the categories her words name, a tap opens one', async ({ page }) => {
      await page.goto('/ar');
      const box = page.getByRole('combobox', { name: 'ابحث في المنتجات' });
      await box.tap();
      await box.pressSequentially('ليوت');
      const category = page.getByRole('listbox').getByRole('option', { name: 'ليوتارد', exact: true });
      await expect(category).toBeInViewport();
      const popover = await page.getByRole('listbox').boundingBox();
      expect(popover!.x).toBeGreaterThanOrEqual(0);
      expect(popover!.x + popover!.width).toBeLessThanOrEqual(PHONE.width);
      await category.tap();
      await expect(page).toHaveURL(/\/ar\/search\?category=Leotards$/);
      await expect(page.getByRole('heading', { level: 1, name: 'ليوتارد' })).toBeVisible();
    });
  });
});
