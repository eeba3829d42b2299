import { ADMIN, expect, signIn, test } from './fixtures';

/** What a new user ran into, each fixed (runs with and without JavaScript). */


test("an unknown product shows the CMS's message in a red alert, with a 404 and a way back to the shop", async ({ page }) => {
  const response = await page.goto('/product/no-such-thing');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Product Not Found');
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Pointe');
});

test('an unknown address has no server message: it explains instead, with no alert', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("We couldn't find that page.")).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the Admin and user menu buttons are named without their ▾', async ({ page }) => {
  await signIn(page, ADMIN);
  const account = page.getByRole('navigation', { name: 'Account' });
  if (test.info().project.use.javaScriptEnabled !== false) {
    const admin = account.getByRole('button', { name: 'Admin', exact: true });
    await expect(admin).toHaveAccessibleName('Admin');
    await expect(account.getByRole('button', { name: 'Pointe Admin', exact: true })).toHaveAccessibleName('Pointe Admin');
    await expect(admin).toContainText('▾'); // still drawn
    await admin.click();
    await expect(page.getByRole('menuitem', { name: 'Promos' })).toBeVisible();
  } else {
    // Without JavaScript each menu is a <details>; what assistive technology gets is its summary's
    // text, which the accessibility snapshot shows (aria-hidden content left out).
    await expect(account).toMatchAriaSnapshot(`
      - navigation "Account":
        - link /Cart, \\d+ items/
        - group: Admin
        - group: Pointe Admin
    `);
    const admin = account.getByRole('group').filter({ hasText: /^Admin/ });
    await expect(admin).toContainText('▾'); // still drawn
    await admin.click();
    await expect(admin.getByRole('link', { name: 'Promos' })).toBeVisible();
  }
});
