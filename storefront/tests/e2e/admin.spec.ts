import path from 'node:path';
import { SEED_DIR } from '../../../scripts/seed/catalogue';
import { ADMIN, CAIRO_ADDRESS, SHOPPER, expect, fillShippingAddress, openPage, orderNumberOnPage, submitSignIn, test } from './fixtures';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

test('an admin runs the shop: dashboard, product, promo, order delivered', async ({ page, browser, baseURL, request }, testInfo) => {
  test.setTimeout(90_000);
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  const label = `${testInfo.project.name}-${Date.now()}`;
  const name = `Studio Leotard ${label}`;
  const slug = `studio-leotard-${label}`.toLowerCase();
  const code = `E2E${Date.now()}`;

  // Dashboard: totals and both charts (the category chart from the seed; sales once an order exists).
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fadmin%2Fdashboard$/);
  await submitSignIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const totals = page.getByRole('list', { name: 'Totals' });
  await expect(totals.getByText('Users')).toBeVisible();
  await expect(totals.getByText('Total Sales')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Products per category' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Leotards: \d+ products$/ })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Sales per day (EGP)' }).or(page.getByText('No Sale'))).toBeVisible();

  // Create a product, after confirming.
  await page.goto('/admin/products');
  await page.getByRole(javaScript ? 'button' : 'link', { name: 'Create Product' }).click();
  await expect(page.getByRole('alertdialog').getByText('Are you sure you want to create?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'product created successfully' })).toBeVisible();

  // Edit it: name, slug, price, two sizes, a new picture.
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Price (EGP)').fill('555');
  await page.getByLabel('Brand').fill('Étoile Atelier');
  await page.getByRole('button', { name: 'Add size' }).click();
  await expect(page.getByLabel('Size 1')).toHaveValue('XS');
  await page.getByLabel('Stock 1').fill('5');
  await page.getByRole('button', { name: 'Add size' }).click();
  await expect(page.getByLabel('Size 2')).toHaveValue('S');
  await page.getByLabel('Stock 2').fill('3');
  await page.getByLabel(/Add a picture/).setInputFiles(path.join(SEED_DIR, 'images', 'camisole-leotard-in-black-2.webp'));
  await page.getByRole('button', { name: 'Upload' }).click();
  const uploaded = await page.getByRole('img', { name: 'Picture 2' }).getAttribute('src');
  expect(uploaded).toMatch(/^\/uploads\/.+\.webp$/);
  await page.getByRole('button', { name: 'Move picture 2 up' }).click();
  await expect(page.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', uploaded!);
  await page.getByLabel('Price (EGP)').fill('-3');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Price must be 0 or more')).toBeVisible();
  await page.getByLabel('Price (EGP)').fill('555');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product updated successfully' })).toBeVisible();

  // Visitors without cookies get stored pages, yet see an admin's change at once: it empties the page cache.
  const visitorView = async () => (await request.get(`/product/${slug}`)).text();
  await visitorView();
  expect(await visitorView()).toContain('Étoile Atelier<');
  await page.getByLabel('Brand').fill('Étoile Atelier Cairo');
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/admin/product')),
    page.getByRole('button', { name: 'Update' }).click(),
  ]);
  expect(await visitorView()).toContain('Étoile Atelier Cairo');

  // It is on the home page, with its price.
  await page.goto('/');
  await expect(page.getByRole('link', { name: new RegExp(name) })).toContainText(nbsp('EGP 555.00'));

  // A promo code.
  await page.goto('/admin/promos');
  await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await page.getByLabel('Type').selectOption('percentage');
  await page.getByLabel('Value').fill('20');
  // The shopper's cart below is 555 EGP: a minimum of 500 lets her use it.
  await page.getByLabel('Minimum order, EGP (optional)').fill('500');
  await page.getByRole('button', { name: 'Create Promo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Promo code created!' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('0 / ∞');
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText(nbsp('EGP 500.00'));

  // A shopper buys the new product with the promo.
  const shopper = await openPage(browser, { baseURL: baseURL!, javaScriptEnabled: javaScript });
  await shopper.goto('/signin');
  await submitSignIn(shopper, SHOPPER);
  await expect(shopper.getByRole('banner').getByText('Salma Hassan ▾')).toBeVisible();
  await expect(shopper.getByRole('banner').getByText('Admin ▾')).toHaveCount(0);
  await shopper.goto(`/product/${slug}`);
  await shopper.getByRole('radiogroup', { name: 'Size' }).getByText('S', { exact: true }).click();
  await shopper.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shopper.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
  await shopper.goto('/cart');
  await shopper.getByLabel('Promo code').fill(code);
  await shopper.getByRole('button', { name: 'Apply' }).click();
  await expect(shopper.getByRole('complementary', { name: 'Cart summary' })).toContainText(nbsp('EGP 111.00'));
  await shopper.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillShippingAddress(shopper, { ...CAIRO_ADDRESS, mobileNumber: '01098765432', streetName: 'Corniche', buildingNumber: '3', apartmentNumber: '9', area: 'Smouha', city: 'Alexandria' });
  await shopper.getByRole('button', { name: 'Continue' }).click();
  await shopper.getByText('Cash On Delivery', { exact: true }).click();
  await shopper.getByRole('button', { name: 'Continue' }).click();
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopper).toHaveURL(/\/order\/\w+$/);
  const orderId = shopper.url().split('/').at(-1)!;
  const orderNumber = await orderNumberOnPage(shopper);
  await expect(shopper.getByText('Not Delivered')).toBeVisible();
  // 555 - 20 % + 50 shipping
  await expect(shopper.getByRole('complementary', { name: 'Order summary' })).toContainText(nbsp('EGP 494.00'));

  // The admin confirms it by phone, ships it with our own staff and collects the cash; the shopper's order page says so.
  await page.goto(`/order/${orderId}`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${orderNumber} is confirmed` })).toBeVisible();
  await page.getByLabel('Tracking number').fill('manual');
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${orderNumber} is marked shipped` })).toBeVisible();
  await page.getByRole('button', { name: 'Delivered (cash collected)' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${orderNumber} is delivered and paid` })).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('row').filter({ hasText: 'shopper@pointe.test' })).toBeVisible();
  await shopper.reload();
  await expect(shopper.getByText(/^Delivered at /)).toBeVisible();
  await expect(shopper.getByText(/^Paid at /)).toBeVisible();
  await shopper.context().close();
});

test('shoppers see no Admin menu and are sent away from /admin', async ({ shopperPage: page }) => {
  await expect(page.getByRole('banner').getByText('Admin ▾')).toHaveCount(0);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fadmin%2Fdashboard$/);
  await expect(page.getByText('That page is for shop admins.')).toBeVisible();
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fadmin%2Fproducts$/);
  // Signing in as an admin from there opens the page.
  await submitSignIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
});
