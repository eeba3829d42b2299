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
