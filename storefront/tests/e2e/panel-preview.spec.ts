import { e2eCms, expect, test } from './fixtures';

/**
 * Issue 37 §13: an editor opens the Strapi panel where the README says, at `localhost` (the shop calls
 * the CMS at 127.0.0.1, a different origin to a browser), and its Preview shows the product's shop page
 * in the panel's frame instead of "localhost refused to connect".
 */
test("the panel's Preview, opened at localhost as the README says, shows the product's shop page in its frame", async ({ browser }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'the panel needs JavaScript');
  test.setTimeout(180_000);
  const panel = Object.assign(new URL(e2eCms()), { hostname: 'localhost' }).origin;
  const found = (await (await fetch(`${e2eCms()}/api/products/search?query=Camisole`)).json()) as { products: Array<{ _id: string; name: string }> };
  const product = found.products[0]!;

  const editor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  // What the browser says when a frame is refused (frame-ancestors, X-Frame-Options).
  const refusals: string[] = [];
  editor.on('console', (message) => {
    if (/frame-ancestors|X-Frame-Options|refused to (connect|frame)/i.test(message.text())) refusals.push(message.text());
  });
  await editor.goto(`${panel}/admin/auth/login`);
  await editor.getByLabel('Email').fill('editor@pointe.test');
  await editor.getByLabel('Password').fill('Pointe-Editor-2026');
  await editor.getByRole('button', { name: 'Login' }).click();
  await expect(editor.getByRole('link', { name: 'Content Manager' })).toBeVisible({ timeout: 60_000 });
  await editor.goto(`${panel}/admin/content-manager/collection-types/api::product.product/${product._id}`);
  const open = editor.getByRole('link', { name: 'Open preview' });
  await expect(open).toBeVisible({ timeout: 60_000 });
  await open.click();

  const shopPage = editor.frameLocator('iframe');
  await expect(shopPage.getByRole('heading', { level: 1, name: product.name })).toBeVisible({ timeout: 60_000 });
  await expect(shopPage.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  expect(refusals).toEqual([]);
  await editor.context().close();
});
