import AxeBuilder from '@axe-core/playwright';
import { ADMIN, expect, productInSizes, test, tokenOf } from './fixtures';

/** Issue 37: the rough edges a shopper meets on a 360 px phone, in Arabic and English. */
const PHONE = { width: 360, height: 740 };

test('a product with no pictures shows a wordless placeholder, and a long unbroken name wraps inside its card', async ({ page }, testInfo) => {
  const brand = `NoPicture${testInfo.project.name.replace(/\W/g, '')}${Date.now()}`;
  const name = `${brand}Leotardwithaverylongnamethatnevertakesaspace`;
  const product = await productInSizes(await tokenOf(ADMIN), name, 300, brand);
  await page.setViewportSize(PHONE);
  for (const prefix of ['/ar', '']) {
    await page.goto(`${prefix}/search?query=${brand}`);
    const card = page.getByRole('link', { name: new RegExp(brand) });
    await expect(card).toBeVisible();
    // No picture and no words standing in for one (the old placeholder said "Picture coming soon" in English).
    await expect(card.getByRole('img')).toHaveCount(0);
    await expect(card).not.toContainText(/coming soon/i);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const box = await card.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);

    await page.goto(`${prefix}/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(brand);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    if (testInfo.project.use.javaScriptEnabled !== false) {
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    }
  }
});

test('the dashboard on a phone in Arabic: its categories in Arabic, its words at least 12 px, its tables never widening the page', async ({ adminPage: page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/ar/admin/dashboard');
  const categories = page.getByRole('region', { name: 'أقسام المنتجات' });
  // A bar's name and its tick are the category's Arabic name.
  await expect(categories.getByRole('img', { name: /^ليوتارد: / })).toBeVisible();
  await expect(categories.locator('svg text', { hasText: 'أحذية باليه' })).toHaveCount(1);
  const tickSizes = await page.locator('svg text').evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().height).filter((height) => height > 0));
  expect(tickSizes.length).toBeGreaterThan(0);
  // A 12 px font draws glyph boxes at least about 12 px high.
  expect(Math.min(...tickSizes)).toBeGreaterThanOrEqual(11.5);
  for (const summary of await page.getByText('اعرض الأرقام في جدول').all()) await summary.click();
  await expect(categories.getByRole('table')).toContainText('أحذية باليه');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('the shipping form lists all 27 governorates, the closed ones as not delivered yet', async ({ shopperPage: page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/product/convertible-tights-in-ballet-pink');
  await page.getByRole('radiogroup', { name: 'Size' }).getByText('S', { exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
  for (const [prefix, label, closedGroup, aswan] of [['', 'City', 'Not delivered yet', 'Aswan'], ['/ar', 'المدينة', 'لا نوصّل إليها بعد', 'أسوان']] as const) {
    await page.goto(`${prefix}/shipping`);
    const city = page.getByLabel(label);
    // The placeholder, then every governorate.
    await expect(city.locator('option')).toHaveCount(28);
    const closed = city.locator(`optgroup[label="${closedGroup}"] option`);
    await expect(closed.filter({ hasText: aswan })).toBeDisabled();
    expect(await closed.count()).toBeGreaterThan(0);
    await expect(city.locator('option:not([disabled])').filter({ hasText: prefix ? 'القاهرة' : 'Cairo' })).toHaveCount(1);
  }
});
