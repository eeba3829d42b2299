import type { Locator, Page } from '@playwright/test';
import { clickBelowGrid, expect, test } from './fixtures';

/*
 * The browsing pages in Arabic (/ar…), with and without JavaScript: right to left, Arabic words,
 * every link and form staying under /ar, and the language switch leading to the same page in the
 * other language. Product and category names are the editors' Arabic where the catalogue has them
 * (the seed's), else the English ones: the tests read which from the CMS rather than assume it.
 */

interface CatalogueProduct {
  name: string;
  nameAr?: string | null;
}

async function productFromCms(page: Page, slug: string): Promise<CatalogueProduct> {
  const response = await page.request.get(`${process.env.E2E_CMS_URL}/api/products/slug/${slug}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CatalogueProduct;
}

/** The link (by role) in `scope` that goes to `href`: names are Arabic or English depending on the catalogue, addresses are not. */
function linkTo(page: Page, scope: Locator, href: string): Locator {
  return scope.getByRole('link').and(page.locator(`[href="${href}"]`));
}

async function expectArabicDocument(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test.describe('the shop in Arabic', () => {
  test('home → a category from the side menu → product → size → Add to Cart → cart, all under /ar', async ({ page }) => {
    const product = await productFromCms(page, 'convertible-tights-in-ballet-pink');
    const name = product.nameAr || product.name;

    await page.goto('/ar');
    await expectArabicDocument(page);
    await expect(page).toHaveTitle('Pointe');
    await expect(page.getByRole('heading', { level: 2, name: 'كل المنتجات' })).toBeVisible();
    // Prices in Arabic: Latin digits, the pound as Egyptians write it. The home page shows the newest
    // 24, which other specs' own products may be by now: the seed's prices are checked on their category page.
    await expect(page.getByRole('main').locator('a[href^="/ar/product/"]').first()).toContainText(/\d{1,3}(,\d{3})*\.\d{2}\sج\.م\./);

    // The side menu's categories lead to the Arabic search.
    await page.getByText('القائمة', { exact: true }).click();
    await linkTo(page, page.getByRole('navigation', { name: 'المتجر' }), '/ar/search?category=Tights').click();
    await expect(page).toHaveURL(/\/ar\/search\?category=Tights$/);
    await expectArabicDocument(page);
    await expect(page.getByText('4 نتائج', { exact: true })).toBeVisible();

    // The product page, in Arabic.
    await linkTo(page, page.getByRole('main'), '/ar/product/convertible-tights-in-ballet-pink').click();
    await expect(page).toHaveURL(/\/ar\/product\/convertible-tights-in-ballet-pink$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} | Pointe`);
    await expect(page.getByText('متوفر', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'الصورة التالية' })).toBeVisible();

    // A size is needed, and the refusal is in Arabic.
    await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await expect(page.getByRole('alert')).toHaveText('من فضلك اختر المقاس');
    await expect(page).toHaveURL(/\/ar\/product\/convertible-tights-in-ballet-pink$/);
    const sizes = page.getByRole('radiogroup', { name: 'المقاس' });
    await sizes.getByText('S', { exact: true }).click();
    await page.getByLabel('الكمية').selectOption('2');
    await page.getByRole('button', { name: 'أضف إلى السلة' }).click();

    // Back on the Arabic product page with the news in Arabic; the cart is one click away, in Arabic too.
    await expect(page.getByRole('status').filter({ hasText: `تمت إضافة ${name} (S) إلى سلتك` })).toBeVisible();
    await expect(page).toHaveURL(/\/ar\/product\/convertible-tights-in-ballet-pink$/);
    await page.getByRole('banner').getByRole('link', { name: 'السلة، عدد القطع 2' }).click();
    await expect(page).toHaveURL(/\/ar\/cart$/);
    await expectArabicDocument(page);
  });

  test('search, sort and pages stay in Arabic; the language switch keeps the page and its query', async ({ page }, testInfo) => {
    const javaScript = testInfo.project.use.javaScriptEnabled !== false;
    await page.goto('/ar');
    // A search box without JavaScript, the suggestions' combobox with it.
    const searchBox = page.getByRole(javaScript ? 'combobox' : 'searchbox', { name: 'ابحث في المنتجات' });
    await searchBox.fill('pointe');
    await searchBox.press('Enter');
    await expect(page).toHaveURL(/\/ar\/search\?query=pointe$/);
    await expect(page.getByRole('heading', { level: 1, name: 'نتائج البحث عن «pointe»' })).toBeVisible();
    // The nine that say pointe, and the jazz sneakers' "pivot point" (one typo away: ADR 039).
    await expect(page.getByText('10 نتائج', { exact: true })).toBeVisible();

    await page.getByLabel('ترتيب حسب').selectOption({ label: 'السعر: من الأقل إلى الأعلى' });
    if (!javaScript) await page.getByRole('button', { name: 'تطبيق' }).click();
    await expect(page).toHaveURL(/\/ar\/search\?query=pointe&order=lowest$/);

    // To English and back: the same search, sorted the same way.
    await page.getByRole('link', { name: 'Read this page in English' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.search === '?query=pointe&order=lowest');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “pointe”' })).toBeVisible();
    await expect(page.getByText('10 results', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'اقرأ هذه الصفحة بالعربية' }).click();
    await expect(page).toHaveURL(/\/ar\/search\?query=pointe&order=lowest$/);
    await expectArabicDocument(page);

    // Nothing found, then every product, a page at a time.
    await page.goto('/ar/search?query=no-such-leotard');
    await expect(page.getByText('لم نجد أي منتج', { exact: true })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'شاهد كل المنتجات' }).click();
    await expect(page).toHaveURL(/\/ar\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'كل المنتجات' })).toBeVisible();
    await expect(page.getByText(/^صفحة 1 من ([3-9]|\d{2,})$/)).toBeVisible();
    await clickBelowGrid(page.getByRole('navigation', { name: 'الصفحات' }).getByRole('link', { name: 'التالي' }));
    await expect(page).toHaveURL(/\/ar\/search\?page=2$/);
    await expect(page.getByText(/^صفحة 2 من ([3-9]|\d{2,})$/)).toBeVisible();
  });

  test('the product page says "out of stock" in Arabic, and the contact page is Arabic', async ({ page }) => {
    await page.goto('/ar/product/quilted-booties');
    await expect(page.getByText('غير متوفر', { exact: true })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'المقاس' }).getByText('مقاس واحد', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'أضف إلى السلة' })).toBeDisabled();

    await page.getByRole('contentinfo').getByRole('link', { name: 'المساعدة / اتصل بنا' }).click();
    await expect(page).toHaveURL(/\/ar\/contactus$/);
    await expect(page.getByRole('heading', { level: 1, name: 'المساعدة / اتصل بنا' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'مواعيد العمل' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('الشحن 50.00 ج.م.، ومجاني للطلبات فوق 1,500.00 ج.م.');
  });

  test('right to left on a 360 px phone: the menu button at the right edge, the cart on the left', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, menuName, cartName] of [
      ['/ar', 'القائمة', /^السلة، /],
      ['/', 'Menu', /^Cart, /],
    ] as const) {
      await page.goto(path);
      // The menu's whole button (its <summary>: icon and word), around the word.
      const menu = await page.getByText(menuName, { exact: true }).locator('..').boundingBox();
      const cart = await page.getByRole('banner').getByRole('link', { name: cartName }).boundingBox();
      expect(menu && cart, path).toBeTruthy();
      if (path === '/ar') {
        // The menu button ends at the header's right padding (16 px), the cart sits left of the middle.
        expect(menu!.x + menu!.width).toBeGreaterThan(360 - 40);
        expect(cart!.x + cart!.width).toBeLessThan(180);
      } else {
        expect(menu!.x).toBeLessThan(40);
        expect(cart!.x).toBeGreaterThan(180);
      }
    }
    // The side menu opens under its button, inside the screen.
    await page.goto('/ar');
    await page.getByText('القائمة', { exact: true }).click();
    const panel = await page.getByRole('navigation', { name: 'المتجر' }).boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The carousel reads right to left: Previous on the right, Next on the left.
    await page.goto('/ar/product/etude-pointe-shoes');
    const previous = await page.getByRole('link', { name: 'الصورة السابقة' }).boundingBox();
    const next = await page.getByRole('link', { name: 'الصورة التالية' }).boundingBox();
    expect(previous!.x).toBeGreaterThan(next!.x + next!.width);
  });

  test('anonymous Arabic pages are public and kept by address, apart from the English ones', async ({ request }) => {
    for (const path of ['/ar', '/ar/search?query=leotard', '/ar/product/etude-pointe-shoes']) {
      const first = await request.get(path);
      expect(first.headers()['cache-control'], path).toBe('public, no-cache');
      expect(first.headers()['set-cookie'], path).toBeUndefined();
      const stored = await request.get(path);
      expect(stored.headers()['x-cache'], path).toBe('HIT');
      expect(await stored.text()).toContain('<html lang="ar-EG" dir="rtl">');
    }
    await request.get('/');
    const english = await request.get('/');
    expect(english.headers()['x-cache']).toBe('HIT');
    expect(await english.text()).toContain('<html lang="en" dir="ltr">');
  });
});
