import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { SHOPPER, expect, orderNumberOnPage, test, type Account } from './fixtures';

/*
 * The checkout in Arabic, with and without JavaScript (the two projects): a new shopper signs up under
 * /ar, buys, types the mobile number in Arabic-Indic digits, and finds the order in their history,
 * every page of the checkout staying under /ar.
 */

const PRODUCT = 'camisole-leotard-in-black';

/** Fills in the Arabic sign-in form of the page it is on and sends it. */
async function submitArabicSignIn(page: Page, { email, password }: Account) {
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
}

/** Every address the page's main frame shows, from now on (with JavaScript, client navigations too). */
function recordAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

/**
 * Adds the product in size S from its Arabic page. The product page is the browsing
 * pages' (its words and its redirect): only its form is relied on here, not its words.
 */
async function addToCart(page: Page) {
  await page.goto(`/ar/product/${PRODUCT}`);
  await page.getByRole('radiogroup').getByText('S', { exact: true }).click();
  const added = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes(`/product/${PRODUCT}`));
  await page.getByRole('button', { name: /Add to Cart|أضف إلى السلة/ }).click();
  await added;
  // The success toast: the add is done, and so is any navigation after it (with JavaScript, a client one).
  await expect(page.getByRole('status').first()).toBeVisible();
}

test('in Arabic: cart → sign up → shipping with Arabic digits → payment → place order → order page → order history', async ({ page }, testInfo) => {
  const withJs = testInfo.project.use.javaScriptEnabled !== false;
  await addToCart(page);

  const addresses = recordAddresses(page);
  if (withJs) await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/ar/cart');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'سلة المشتريات' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'ملخص السلة' });
  await expect(summary).toContainText('الإجمالي');
  await expect(summary).toContainText('ج.م.');
  if (withJs) await page.screenshot({ path: '/tmp/checkout-cart-360.png', fullPage: true });

  await page.getByRole('link', { name: 'إتمام الشراء' }).click();
  await expect(page).toHaveURL(/\/ar\/signin\?redirect=(%2F|\/)ar(%2F|\/)shipping$/);
  await expect(page.getByRole('list', { name: 'خطوات الشراء' }).getByText('تسجيل الدخول')).toHaveAttribute('aria-current', 'step');

  // A new shopper signs up from the sign-in page, and comes back to the checkout.
  await page.getByRole('link', { name: 'أنشئ حسابك' }).click();
  await expect(page).toHaveURL(/\/ar\/signup\?redirect=%2Far%2Fshipping$/);
  await page.getByLabel('الاسم').fill('فريدة نبيل');
  await page.getByLabel('البريد الإلكتروني').fill(`e2e-ar-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('كلمة المرور', { exact: true }).fill('first-password-1');
  await page.getByLabel('تأكيد كلمة المرور').fill('first-password-1');
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();

  await expect(page).toHaveURL(/\/ar\/shipping$/);
  await expect(page.getByRole('status').filter({ hasText: 'أهلًا بك في Pointe يا فريدة نبيل!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'عنوان الشحن' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'خطوات الشراء' }).getByText('الشحن')).toHaveAttribute('aria-current', 'step');
  // Cities are shown in Arabic and posted in English.
  await expect(page.getByLabel('المدينة').getByRole('option', { name: 'القاهرة' })).toHaveAttribute('value', 'Cairo');
  if (withJs) await page.screenshot({ path: '/tmp/checkout-shipping-360.png', fullPage: true });

  await page.getByLabel('الاسم بالكامل').fill('فريدة نبيل');
  await page.getByLabel('رقم الموبايل').fill('٠١٢٣');
  await page.getByLabel('اسم الشارع').fill('شارع ٢٦ يوليو');
  await page.getByLabel('رقم العمارة').fill('15');
  await page.getByLabel('رقم الشقة').fill('7');
  await page.getByLabel('المنطقة').fill('الزمالك');
  await page.getByLabel('المدينة').selectOption('Cairo');
  await expect(page.getByLabel('المدينة')).toContainText(/القاهرة · 50\.00\sج\.م\. · 2–3 أيام/);
  await page.getByRole('button', { name: 'متابعة' }).click();
  // The refusal in the page's language (the spec's 'Invalid Mobile Number', by its code).
  const mobile = page.getByLabel('رقم الموبايل');
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('رقم الموبايل غير صحيح')).toBeVisible();
  await expect(page.getByText('Invalid Mobile Number')).toHaveCount(0);
  await expect(mobile).toHaveValue('٠١٢٣');

  // The mobile number typed on an Arabic keyboard is accepted, and stored in Latin digits.
  await mobile.fill('٠١٠١٢٣٤٥٦٧٨');
  await page.getByRole('button', { name: 'متابعة' }).click();

  await expect(page).toHaveURL(/\/ar\/payment$/);
  await expect(page.getByRole('heading', { name: 'طريقة الدفع' })).toBeVisible();
  await page.getByText('الدفع عند الاستلام', { exact: true }).click();
  await page.getByRole('button', { name: 'متابعة' }).click();

  await expect(page).toHaveURL(/\/ar\/placeorder$/);
  await expect(page.getByRole('heading', { name: 'تأكيد الطلب', level: 1 })).toBeVisible();
  const shipTo = page.getByRole('region', { name: 'الشحن', exact: true });
  await expect(shipTo).toContainText('01012345678');
  await expect(shipTo).toContainText('القاهرة');
  await expect(page.getByRole('region', { name: 'الدفع', exact: true })).toContainText('الدفع عند الاستلام');
  await page.getByRole('button', { name: 'تأكيد الطلب' }).click();

  await expect(page).toHaveURL(/\/ar\/order\/\w+$/);
  const orderId = page.url().split('/').at(-1)!;
  // Named by its number (issue 37), not its internal id.
  await expect(page.getByRole('heading', { level: 1, name: /^طلب رقم \d+$/ })).toBeVisible();
  const orderNumber = await orderNumberOnPage(page);
  await expect(page.getByText('في انتظار التأكيد', { exact: true })).toBeVisible();
  await expect(page.getByText('لم يتم الدفع بعد')).toBeVisible();
  await expect(page.getByText('لم يتم التوصيل بعد')).toBeVisible();
  await expect(page.getByText('سنتصل بك على')).toContainText('01012345678');
  await expect(page.getByRole('complementary', { name: 'ملخص الطلب' })).toContainText('ج.م.');
  if (withJs) await page.screenshot({ path: '/tmp/checkout-order-360.png', fullPage: true });

  await page.goto('/ar/orderhistory');
  await expect(page.getByRole('heading', { name: 'طلباتي' })).toBeVisible();
  // On a phone (the run with JavaScript is at 360 px), a card per order with its Details link in
  // reach; on a wide screen, the spec's table.
  const order = withJs ? page.getByRole('listitem').filter({ hasText: orderNumber }) : page.getByRole('row').filter({ hasText: orderNumber });
  await expect(page.getByRole('table')).toBeVisible({ visible: !withJs });
  if (withJs) await expect(order.getByRole('heading', { name: `طلب رقم ${orderNumber}` })).toBeVisible();
  await expect(order).toContainText('في انتظار التأكيد');
  if (withJs) await page.screenshot({ path: '/tmp/checkout-history-360.png', fullPage: true });
  await order.getByRole('link', { name: `تفاصيل الطلب ${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/order/${orderId}$`));

  // Every page of the way, from the cart on, was an Arabic one.
  expect(addresses.length).toBeGreaterThan(6);
  expect(addresses.filter((path) => path !== '/ar' && !path.startsWith('/ar/'))).toEqual([]);
});

test('in Arabic: a signed-out visit goes to the Arabic sign-in and back, never off the site', async ({ page }) => {
  await page.goto('/ar/orderhistory');
  await expect(page).toHaveURL(/\/ar\/signin\?redirect=%2Far%2Forderhistory$/);
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await submitArabicSignIn(page, SHOPPER);
  await expect(page).toHaveURL(/\/ar\/orderhistory$/);
  await expect(page.getByRole('heading', { name: 'طلباتي' })).toBeVisible();

  // An address that resolves off the site is refused: home, in Arabic.
  await page.goto('/ar/signin?redirect=%2Far%2F..%2F%2Fevil.example');
  await expect(page).toHaveURL(/\/ar$/);
});
