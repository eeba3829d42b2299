import { expect, test } from './fixtures';

/** The cross-cutting parts of the Arabic shop (ADR 011): its font, and refusals in Arabic. */
test.describe('Arabic pages: font and refusals', () => {
  test('Arabic pages preload and use Cairo from our own origin; English pages load no font', async ({ page, request }) => {
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.goto('/ar');
    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute('type', 'font/woff2');
    await expect(preload).toHaveAttribute('crossorigin', 'anonymous');
    const href = await preload.getAttribute('href');
    expect(href).toMatch(/^\/assets\/cairo-arabic-400-normal-[\w-]+\.woff2$/);

    const font = await request.get(href!);
    expect(font.status()).toBe(200);
    expect(font.headers()['cache-control']).toContain('immutable');

    // The page's Arabic text is drawn in Cairo once it has loaded (the CSP lets it in).
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return (await document.fonts.load('16px Cairo', 'سلة')).length;
    });
    expect(loaded).toBeGreaterThan(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Cairo/);
    expect(cspViolations).toEqual([]);

    await page.goto('/');
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('Cairo');
  });

  test('an unknown Arabic address shows the not-found page in Arabic', async ({ page }) => {
    const response = await page.goto('/ar/product/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
  });
});
