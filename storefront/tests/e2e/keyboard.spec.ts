import type { Locator, Page } from '@playwright/test';
import { SHOPPER, expect, expectKeyboardGrid, test } from './fixtures';

/** Presses Tab until `target` has the focus (as someone without a mouse would), or fails. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('a keyboard-only checkout, from the product page to a placed order', async ({ page }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'one run is enough: the keyboard paths are the same markup');
  await page.goto('/signin');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(SHOPPER.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(SHOPPER.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByText('Salma Hassan ▾')).toBeVisible();

  await page.goto('/product/knitted-leg-warmers');
  await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: /^Cart, \d+ items$/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
  const fields: Array<[string, string]> = [
    ['Full Name', 'Salma Hassan'],
    ['Mobile Number', '01234567890'],
    ['Street Name', 'Fouad Street'],
    ['Building Number', '21'],
    ['Apartment Number', '5'],
    ['Area', 'Raml Station'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.press('Control+A');
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByLabel('City'));
  await page.keyboard.type('Alexandria');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  await tabTo(page, page.getByRole('radio', { name: 'Cash On Delivery' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Cash On Delivery' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Place Order' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/\w+$/);
  await expect(page.getByText('Not Delivered')).toBeVisible();
});

test('an admin reaches each admin table with Tab and moves through it with the arrow keys', async ({ adminPage: page }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'the arrow keys are react-aria\'s: without JavaScript each link and button is its own Tab stop');
  // A lifted block, so the rules page has a table (two numbers: the arrows need a row to move to).
  await page.goto('/admin/cod-rules');
  for (const mobile of ['01011110001', '01011110002']) {
    await page.getByLabel('Mobile Number', { exact: true }).fill(mobile);
    await page.getByRole('button', { name: 'Lift the block', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `Block lifted for ${mobile}` })).toBeVisible();
  }
  const tables: Array<[string, string]> = [
    ['/admin/products', 'Products'],
    ['/admin/users', 'Users'],
    ['/admin/promos', 'All promo codes'],
    ['/admin/cod-rules', 'Lifted blocks'],
    ['/ar/admin/products', 'المنتجات'],
  ];
  for (const [path, name] of tables) {
    await page.goto(path);
    await expectKeyboardGrid(page, page.getByRole('grid', { name }));
  }
  // A link in a cell is reached with the arrows and followed with Enter.
  await page.goto('/admin/products');
  await expectKeyboardGrid(page, page.getByRole('grid', { name: 'Products' }));
  for (let presses = 0; presses < 10 && !(await page.evaluate(() => document.activeElement?.tagName === 'A')); presses += 1) await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Edit /);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
});
