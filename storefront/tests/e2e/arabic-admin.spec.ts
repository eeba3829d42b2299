import type { Page } from '@playwright/test';
import { ADMIN, expect, test, type Account } from './fixtures';

/**
 * The shop's admin pages in Arabic (/ar/admin/…): an admin signs in at /ar/signin, creates a
 * product, gives it Arabic words in the editor and stays in Arabic throughout.
 */

/**
 * Signs in on /ar/signin. Its labels are Arabic once the accounts pages are translated (another part
 * of the Arabic work) and English until then; either reads the same form.
 */
async function submitArabicSignIn(page: Page, { email, password }: Account) {
  await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
}

test('an admin creates a product in Arabic, with an Arabic name, and finds it on the Arabic shop', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const slug = `trial-leotard-${stamp}`.toLowerCase();
  const arabicName = `ليوتارد تجريبي ${stamp}`;

  // The admin guard sends to the Arabic sign-in, and back to the Arabic page.
  await page.goto('/ar/admin/products');
  await expect(page).toHaveURL(/\/ar\/signin\?redirect=%2Far%2Fadmin%2Fproducts$/);
  await submitArabicSignIn(page, ADMIN);
  await expect(page).toHaveURL(/\/ar\/admin\/products$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المنتجات' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'الإجراءات' })).toBeVisible();

  // Create, after confirming: the editor opens in Arabic.
  await page.getByRole(javaScript ? 'button' : 'link', { name: 'إضافة منتج' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question.getByText('هل تريد إضافة منتج جديد؟')).toBeVisible();
  await question.getByRole('button', { name: 'إضافة' }).click();
  await expect(page).toHaveURL(/\/ar\/admin\/product\/\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'تعديل المنتج' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'تمت إضافة المنتج' })).toBeVisible();
  const editor = page.url();

  // The English words, then the Arabic ones, typed right to left.
  await page.getByLabel('الاسم', { exact: true }).fill(`Trial Leotard ${stamp}`);
  await page.getByLabel('الرابط المختصر (slug)').fill(slug);
  await page.getByLabel('السعر (ج.م.)').fill('640');
  await page.getByLabel('الماركة').fill('Étoile Atelier');
  const nameAr = page.getByLabel('الاسم بالعربية');
  const descriptionAr = page.getByLabel('الوصف بالعربية');
  for (const field of [nameAr, descriptionAr]) {
    await expect(field).toHaveAttribute('dir', 'rtl');
    await expect(field).toHaveAttribute('lang', 'ar');
  }
  await nameAr.fill(arabicName);
  await descriptionAr.fill('ليوتارد قطني بحمالات رفيعة، للتدريب اليومي.');
  await page.getByRole('button', { name: 'أضف مقاسًا' }).click();
  await expect(page.getByLabel('المقاس 1', { exact: true })).toHaveValue('XS');
  await page.getByLabel('المخزون 1', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حفظ المنتج' })).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/admin\/product\/\w+$/);
  await page.getByRole('link', { name: 'العودة إلى المنتجات' }).click();
  await expect(page).toHaveURL(/\/ar\/admin\/products$/);

  // The CMS kept the Arabic words, and the Arabic search finds the product by them.
  await page.goto(editor);
  await expect(page.getByLabel('الاسم بالعربية')).toHaveValue(arabicName);
  await page.goto(`/ar/search?query=${encodeURIComponent(arabicName)}`);
  await expect(page.getByRole('link', { name: new RegExp(arabicName) })).toBeVisible();
});

test('the Arabic dashboard reads right to left', async ({ page }) => {
  await page.goto('/ar/admin/dashboard');
  await expect(page).toHaveURL(/\/ar\/signin\?redirect=%2Far%2Fadmin%2Fdashboard$/);
  await submitArabicSignIn(page, ADMIN);
  await expect(page).toHaveURL(/\/ar\/admin\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
  const totals = page.getByRole('list', { name: 'الإجماليات' });
  await expect(totals.getByText('إجمالي المبيعات')).toBeVisible();
  await expect(totals).toContainText('ج.م.');
  await expect(page.getByRole('heading', { level: 2, name: 'الدفع عند الاستلام' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'أقسام المنتجات' })).toBeVisible();

  // The category chart from the seed: bars described in Arabic, the value axis on the right.
  const chart = page.getByRole('figure', { name: 'المنتجات حسب القسم' });
  await expect(chart).toBeVisible();
  const bars = chart.getByRole('img', { name: /: (منتج واحد|منتجان|\d+ منتجات|\d+ منتجًا|\d+ منتج)$/ });
  await expect(bars.first()).toBeVisible();
  const zeroTick = await chart.getByText('0', { exact: true }).boundingBox();
  const firstBar = await bars.first().boundingBox();
  expect(zeroTick?.x ?? 0).toBeGreaterThan((firstBar?.x ?? Infinity) + (firstBar?.width ?? 0));

  // The same numbers as a table, in Arabic; the admin stays in Arabic on the orders page.
  await expect(page.getByText('اعرض الأرقام في جدول').first()).toBeVisible();
  await page.goto('/ar/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'الطلبات' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'الطلبات حسب الحالة' });
  await expect(tabs.getByRole('link', { name: /^بانتظار التأكيد \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: /^الكل \(\d+\)$/ })).toHaveAttribute('href', '/ar/admin/orders?status=all');
});

test('a shopper sent from an Arabic admin page stays on the Arabic sign-in, without a redirect loop', async ({ shopperPage: page }) => {
  await page.goto('/ar/admin/dashboard');
  await expect(page).toHaveURL(/\/ar\/signin\?redirect=%2Far%2Fadmin%2Fdashboard$/);
  await submitArabicSignIn(page, ADMIN);
  await expect(page).toHaveURL(/\/ar\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
});
