import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { mailsTo, waitForMail } from '../../../scripts/lib/mailbox';
import { ADMIN, expect, openPage, SHOPPER, signIn, submitSignIn, test } from './fixtures';
import { cmsCall as cms, panelToken, signInToPanel } from './panel';

/**
 * "Email me when it's back" and saved items, as a shopper meets them on a phone: she asks on a
 * sold-out size (a visitor types her email, a signed-in shopper asks in one click), staff restock
 * it (the shop's admin product editor, or the Strapi panel), and the one email arrives in her
 * language with the link to the product. Each test makes its own product and deletes it at the end:
 * other specs count the seeded catalogue.
 */
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

const cmsUrl = () => process.env.E2E_CMS_URL!;
const mailbox = () => process.env.E2E_MAILBOX_DIR!;
const PANEL_PRODUCTS = '/content-manager/collection-types/api::product.product';

const adminToken = async () => (await cms<{ token: string }>('/api/users/signin', { method: 'POST', json: { email: ADMIN.email, password: ADMIN.password } })).token;

interface TestProduct {
  id: string;
  name: string;
  slug: string;
}

const created: string[] = [];

/** A product with S sold out and M in stock, made as the shop's admin makes one (placeholder picture, first category). */
async function soldOutProduct(): Promise<TestProduct> {
  const token = await adminToken();
  const word = `Backsoon${randomBytes(3).toString('hex')}`;
  const { product } = await cms<{ product: { _id: string; image: string[]; category: string } }>('/api/products', { method: 'POST', token });
  created.push(product._id);
  const name = `${word} Wrap Cardigan`;
  const slug = `${word.toLowerCase()}-wrap-cardigan`;
  await cms(`/api/products/${product._id}`, {
    method: 'PUT',
    token,
    json: {
      name,
      slug,
      price: 420,
      image: product.image,
      category: product.category,
      brand: 'Test Brand',
      description: 'Made by the back-in-stock test.',
      sizes: [
        { size: 'S', countInStock: 0 },
        { size: 'M', countInStock: 2 },
      ],
    },
  });
  return { id: product._id, name, slug };
}

test.afterAll(async () => {
  const token = await adminToken();
  for (const id of created.splice(0)) await cms(`/api/products/${id}`, { method: 'DELETE', token });
});

/** Staff raise S to 3 in the shop's admin product editor (a page of its own, signed in as the demo admin). */
async function restockInShopAdmin(staff: Page, product: TestProduct) {
  await signIn(staff, ADMIN);
  await staff.goto('/admin/products');
  await expect(staff.getByRole('row', { name: new RegExp(product.name) })).toContainText('1 waiting for S');
  await staff.goto(`/admin/product/${product.id}`);
  await expect(staff.getByLabel('Size 1')).toHaveValue('S');
  await staff.getByLabel('Stock 1').fill('3');
  await staff.getByRole('button', { name: 'Update' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Product updated successfully' })).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('a visitor asks in English, staff restock in the admin editor, and one email brings her back', async ({ page, browser, baseURL }, testInfo) => {
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  const product = await soldOutProduct();
  const email = `visitor-${randomBytes(4).toString('hex')}@example.com`;

  await page.goto(`/product/${product.slug}`);
  const form = page.getByRole('region', { name: 'Sold out in your size?' });
  await expect(form.getByLabel('Tell me about')).toHaveValue('S');
  // A mistyped email is answered beside the field, the page's words.
  await form.getByLabel('Your email address').fill('not-an-email');
  await form.getByRole('button', { name: "Email me when it's back" }).click();
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  await form.getByLabel('Your email address').fill(email);
  await form.getByRole('button', { name: "Email me when it's back" }).click();
  await expect(page.getByRole('status').filter({ hasText: `We'll email you once when ${product.name} in S is back in stock.` })).toBeVisible();
  if (javaScript) await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  const since = Date.now() - 1000;
  const staff = await openPage(browser, { baseURL: baseURL!, javaScriptEnabled: javaScript });
  await restockInShopAdmin(staff, product);
  await staff.context().close();

  const mail = await waitForMail(mailbox(), email, { since });
  expect(mail.subject).toBe(`Pointe: ${product.name} is back in stock`);
  const link = /https?:\/\/\S+\/product\/\S+/.exec(mail.text ?? '')?.[0];
  expect(link).toMatch(new RegExp(`/product/${product.slug}$`));
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sold out in your size?' })).toHaveCount(0);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await mailsTo(mailbox(), email, { since })).toHaveLength(1);
});

test('a signed-in shopper asks in Arabic in one click, an editor restocks in the Strapi panel, and the email is in Arabic', async ({ shopperPage: page, browser }, testInfo) => {
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  test.setTimeout(javaScript ? 150_000 : 30_000);
  const product = await soldOutProduct();

  await page.goto(`/ar/product/${product.slug}`);
  const form = page.getByRole('region', { name: 'نفد مقاسك؟' });
  await expect(form.getByText('سنكتب مرة واحدة إلى البريد الإلكتروني لحسابك.')).toBeVisible();
  await expect(form.getByRole('textbox')).toHaveCount(0);
  await form.getByRole('button', { name: 'راسلني عند توفره' }).click();
  await expect(page.getByRole('status').filter({ hasText: `سنراسلك مرة واحدة عندما يتوفر ${product.name} بمقاس S من جديد.` })).toBeVisible();
  if (javaScript) await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  const since = Date.now() - 1000;
  if (javaScript) {
    // The editor's own tool, in a browser of its own (the panel needs JavaScript).
    const editor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInToPanel(editor, cmsUrl());
    await editor.goto(`${cmsUrl()}/admin/content-manager/collection-types/api::product.product/${product.id}`);
    const sizeRow = editor.getByRole('button', { name: /^S$/ }).first();
    await expect(sizeRow).toBeVisible({ timeout: 60_000 });
    await sizeRow.click();
    const units = editor.getByLabel(/Units in stock/).first();
    await units.fill('4');
    const answer = editor.waitForResponse((response) => response.url().includes(`${PANEL_PRODUCTS}/${product.id}`) && response.request().method() === 'PUT');
    await editor.getByRole('button', { name: 'Save' }).click();
    expect((await answer).status()).toBe(200);
    await editor.context().close();
  } else {
    // The same write the panel's Save sends (the document service, as above).
    const sizes = [
      { size: 'S', countInStock: 4 },
      { size: 'M', countInStock: 2 },
    ];
    await cms(`${PANEL_PRODUCTS}/${product.id}`, { method: 'PUT', token: await panelToken(cmsUrl()), json: { sizes } });
  }

  const mail = await waitForMail(mailbox(), SHOPPER.email, { since });
  expect(mail.subject).toBe(`عاد ${product.name} إلى المخزون | Pointe`);
  const link = /https?:\/\/\S+\/ar\/product\/\S+/.exec(mail.text ?? '')?.[0];
  expect(link).toMatch(new RegExp(`/ar/product/${product.slug}$`));
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText('متوفر', { exact: true })).toBeVisible();
});

test('saved items: a visitor is told why she signs in and her heart is saved once she has, a shopper saves from a card and the product page, finds them under Saved and removes them', async ({ page }, testInfo) => {
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  const product = await soldOutProduct();
  const word = product.name.split(' ')[0]!;
  const heart = () => page.getByRole('button', { name: `Save ${product.name} for later` });

  // A card's heart on the search page: a visitor is told why she must sign in, comes back to her
  // search, and the item she tapped is saved, not lost.
  await page.goto(`/search?query=${word}`);
  await heart().click();
  await expect(page).toHaveURL(/\/signin\?redirect=.*&save=/);
  await expect(page.getByText('Sign in or create an account to save this item: it goes to your Saved page as soon as you do.')).toBeVisible();
  // The sign-up link carries the waiting item on.
  await expect(page.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', /save=/);
  await submitSignIn(page, SHOPPER);
  await expect(page).toHaveURL(new RegExp(`/search\\?query=${word}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Saved. Find it on your Saved page.' })).toBeVisible();
  // Tapped again, signed in: with JavaScript the heart fills where she is.
  await heart().click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. Find it on your Saved page.' })).toBeVisible();
  if (javaScript) await expect(heart()).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The product page's Save: saving again keeps one.
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: `Save ${product.name} for later` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${product.name} is in your saved items.` })).toBeVisible();

  if (javaScript) {
    await page.getByRole('button', { name: SHOPPER.name }).click();
    await page.getByRole('menuitem', { name: 'Saved' }).click();
  } else {
    await page.goto('/saved');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(product.name) })).toHaveCount(1);
  if (javaScript) await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Remove ${product.name} from your saved items` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${product.name} was removed from your saved items.` })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(product.name) })).toHaveCount(0);

  // The Arabic page is hers too, in Arabic.
  await page.goto('/ar/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'المحفوظات' })).toBeVisible();
  if (javaScript) await expectNoAxeViolations(page);
});
