import AxeBuilder from '@axe-core/playwright';
import { ADMIN, CAIRO_ADDRESS, expect, fillShippingAddress, productInSizes, test, tokenOf, uniqueMobile } from './fixtures';

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
  // New Valley: a governorate no other test opens.
  for (const [prefix, label, closedGroup, newValley] of [['', 'City', 'Not delivered yet', 'New Valley'], ['/ar', 'المدينة', 'لا نوصّل إليها بعد', 'الوادي الجديد']] as const) {
    await page.goto(`${prefix}/shipping`);
    const city = page.getByLabel(label);
    // The placeholder, then every governorate.
    await expect(city.locator('option')).toHaveCount(28);
    const closed = city.locator(`optgroup[label="${closedGroup}"] option`);
    await expect(closed.filter({ hasText: newValley })).toBeDisabled();
    expect(await closed.count()).toBeGreaterThan(0);
    await expect(city.locator('option:not([disabled])').filter({ hasText: prefix ? 'القاهرة' : 'Cairo' })).toHaveCount(1);
  }
});

test('a delivery promise on the product page, in the cart, at shipping, on the review and the order page; the floor and a landmark go with the address', async ({ shopperPage: page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const product = '/product/convertible-tights-in-ballet-pink';
  // The product page promises the first open governorate, and another one through a plain form.
  await page.goto(product);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery).toContainText(/Delivery to Cairo: EGP\s[\d.,]+ · arrives in 2–3 days/);
  await delivery.getByText('Another governorate').click();
  await delivery.getByLabel('Deliver to').selectOption('Alexandria');
  await delivery.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\?to=Alexandria$/);
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Delivery to Alexandria');
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('arrives in 3–4 days');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // In Arabic.
  await page.goto(`/ar${product}?to=Giza`);
  await expect(page.getByRole('region', { name: 'موعد التوصيل' })).toContainText('التوصيل إلى الجيزة');
  await expect(page.getByRole('region', { name: 'موعد التوصيل' })).toContainText('يصل خلال 2–3 أيام');
  // Back on the page without ?to=: with JavaScript, the governorate she last chose (remembered in her
  // browser); without it, the first open one, with its form.
  await page.goto(product);
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText(testInfo.project.use.javaScriptEnabled === false ? 'Delivery to Cairo' : 'Delivery to Giza');

  await page.getByRole('radiogroup', { name: 'Size' }).getByText('XS', { exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('complementary', { name: 'Cart summary' })).toContainText(/Delivery to \w+: arrives in \d–\d days/);
  await page.goto('/shipping');
  await expect(page.getByLabel('City').getByRole('option', { name: /^Alexandria · EGP\s[\d.,]+ · 3–4 days$/ })).toHaveCount(1);
  await fillShippingAddress(page, { ...CAIRO_ADDRESS, city: 'Alexandria', mobileNumber: uniqueMobile() });
  // The optional lines Egyptian couriers ask for.
  await page.getByLabel('Floor (optional)').fill('3');
  await page.getByLabel('Nearest landmark (optional)').fill('Sidi Gaber station');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The payment step, its one method already chosen: Continue once it is there.
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Cash On Delivery' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Place Order' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('Delivery to Alexandria: arrives in 3–4 days');
  await expect(page.getByRole('main')).toContainText(/floor 3, apartment \S+, near Sidi Gaber station, /);
  if (testInfo.project.use.javaScriptEnabled !== false) await page.screenshot({ path: '/tmp/screens/placeorder-promise.png', fullPage: true });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/\w+$/);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(/Expected between .+ and .+/);
  await expect(page.getByRole('main')).toContainText(/floor 3, apartment \S+, near Sidi Gaber station, /);
  // Her address's governorate is the one the product pages promise from now on (with JavaScript).
  if (testInfo.project.use.javaScriptEnabled !== false) {
    await page.goto(product);
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Delivery to Alexandria');
  }
});

test('the home tagline and the contact page say where the shop delivers now, with each zone\'s fee and days', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/contactus');
  const delivery = page.getByRole('region', { name: 'Delivery and payment' });
  // The seed's three governorates share Greater Cairo's and Alexandria's fees, but not their days.
  await expect(delivery).toContainText(/We deliver to [^.]*Cairo[^.]*, and you pay cash on delivery\. Shipping is EGP\s[\d.,]+, free on orders over EGP\s[\d.,]+\. Delivery takes 2–3 days\./);
  await expect(delivery).toContainText(/We deliver to [^.]*Alexandria[^.]*, and you pay cash on delivery\. Shipping is EGP\s[\d.,]+, free on orders over EGP\s[\d.,]+\. Delivery takes 3–4 days\./);
  await page.goto('/ar');
  await expect(page.getByText(/^ملابس وأحذية الباليه والجاز والرقص المعاصر، توصيل في .*(القاهرة|محافظة)/)).toBeVisible();
});
