import type { Page } from '@playwright/test';
import { expect, test, seriousAxeViolations } from './fixtures';

/**
 * Colour families (issue 21): the seed's camisole leotard in black, navy and burgundy (sold out).
 * On a phone, in English and in Arabic; every test runs with JavaScript and without (the projects).
 */
test.use({ viewport: { width: 360, height: 740 } });

const colours = (page: Page, label: string) => page.getByRole('navigation', { name: label });

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('a shopper picks the navy leotard from the black one’s swatches and adds it to her cart', async ({ page }) => {
  await page.goto('/product/camisole-leotard-in-black');
  await expect(page.getByText('Colour: Black')).toBeVisible();
  const swatches = colours(page, 'Colours');
  await expect(swatches.getByRole('link')).toHaveText(['Black', 'Navy', /^Burgundy/]);
  await expect(swatches.getByRole('link', { name: 'Black', exact: true })).toHaveAttribute('aria-current', 'page');
  // The sold-out colour is struck through and says so to screen readers.
  await expect(swatches.getByRole('link', { name: /^Burgundy\s?, sold out$/ })).toBeVisible();
  await fitsThePhone(page);

  await swatches.getByRole('link', { name: 'Navy', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/camisole-leotard-in-navy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Camisole Leotard in Navy' })).toBeVisible();
  await expect(page.getByText('Colour: Navy')).toBeVisible();
  await expect(colours(page, 'Colours').getByRole('link', { name: 'Navy', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(colours(page, 'Colours').getByRole('link', { name: 'Black', exact: true })).not.toHaveAttribute('aria-current', 'page');

  await page.getByRole('radiogroup').getByText('S', { exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Camisole Leotard in Navy (S) added to your cart' })).toBeVisible();
});

test('the sold-out colour’s page can be reached and says it is unavailable', async ({ page }) => {
  await page.goto('/product/camisole-leotard-in-navy');
  await colours(page, 'Colours').getByRole('link', { name: /^Burgundy/ }).click();
  await expect(page).toHaveURL(/\/product\/camisole-leotard-in-burgundy$/);
  await expect(page.getByText('Unavailable', { exact: true })).toBeVisible();
  await expect(colours(page, 'Colours').getByRole('link', { name: /^Burgundy/ })).toHaveAttribute('aria-current', 'page');
});

test('in Arabic, right to left: the colour names in Arabic, and a swatch opens the Arabic page of that colour', async ({ page }) => {
  await page.goto('/ar/product/camisole-leotard-in-navy');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('اللون: كحلي')).toBeVisible();
  const swatches = colours(page, 'الألوان');
  await expect(swatches.getByRole('link')).toHaveText(['أسود', 'كحلي', /^عنابي/]);
  await expect(swatches.getByRole('link', { name: /^عنابي\s?، نفدت الكمية$/ })).toBeVisible();
  await fitsThePhone(page);
  await swatches.getByRole('link', { name: 'أسود', exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/product\/camisole-leotard-in-black$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ليوتارد كامي أسود' })).toBeVisible();
  await expect(colours(page, 'الألوان').getByRole('link', { name: 'أسود', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('search finds a colour by its name in either language, and the cards show the family’s swatches', async ({ page }) => {
  await page.goto('/search?query=navy+leotard');
  const results = page.getByRole('main').getByRole('listitem');
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText('Camisole Leotard in Navy');
  // The card's swatches are no links of their own: the card is one link, which says how many colours.
  await expect(results.first().getByRole('link')).toHaveCount(1);
  await expect(results.first().getByRole('link')).toContainText('In 3 colours');

  await page.goto(`/ar/search?query=${encodeURIComponent('ليوتارد كحلي')}`);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('ليوتارد كامي كحلي');
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('متوفر بـ3 ألوان');
  await fitsThePhone(page);
});

/** Creates a product from the admin products page and sets its name, slug, colour and family in the editor. */
async function createColouredProduct(page: Page, javaScript: boolean, fields: { name: string; slug: string; colour: string; colourAr: string; swatch: string; family?: string; newFamily?: string }) {
  await page.goto('/admin/products');
  await page.getByRole(javaScript ? 'button' : 'link', { name: 'Create Product' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(fields.name);
  await page.getByLabel('Slug').fill(fields.slug);
  await page.getByLabel('Colour (English)').fill(fields.colour);
  await page.getByLabel('Colour (Arabic)').fill(fields.colourAr);
  await page.getByLabel('Swatch').fill(fields.swatch);
  if (fields.family) await page.getByLabel('Colour family').selectOption(fields.family);
  if (fields.newFamily) await page.getByLabel('Or a new family (its name)').fill(fields.newFamily);
  await page.getByRole('button', { name: 'Update' }).click();
}

test('an admin sets colours and a family in the shop’s product editor, and the product pages link the colours', async ({ adminPage: page }, testInfo) => {
  test.setTimeout(60_000);
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  const label = `${testInfo.project.name}-${Date.now()}`.toLowerCase();
  const family = `Trial wrap top ${label}`;
  const red = { name: `Trial Wrap Top in Red ${label}`, slug: `trial-wrap-top-red-${label}`, colour: 'Red', colourAr: 'أحمر', swatch: '#b22234' };
  const teal = { name: `Trial Wrap Top in Teal ${label}`, slug: `trial-wrap-top-teal-${label}`, colour: 'Teal', colourAr: 'أزرق مخضر', swatch: '#2f5d62' };

  // A swatch that is no #rrggbb is refused under its field, in the page's words.
  await createColouredProduct(page, javaScript, { ...red, swatch: 'red', newFamily: family });
  await expect(page.getByText('Swatch must be a colour written #rrggbb, e.g. #1f1d24')).toBeVisible();
  await page.getByLabel('Swatch').fill(red.swatch);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product updated successfully' })).toBeVisible();
  await expect(page.getByLabel('Colour family')).toHaveValue(family);

  // The second colour picks the family the first one made.
  await createColouredProduct(page, javaScript, { ...teal, family });
  await expect(page.getByRole('status').filter({ hasText: 'Product updated successfully' })).toBeVisible();

  await page.goto(`/product/${teal.slug}`);
  const swatches = colours(page, 'Colours');
  // New products have no stock yet: both colours are sold out, and say so.
  await expect(swatches.getByRole('link')).toHaveText(['Red, sold out', 'Teal, sold out']);
  await expect(swatches.getByRole('link', { name: /^Teal/ })).toHaveAttribute('aria-current', 'page');
  await swatches.getByRole('link', { name: /^Red/ }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${red.slug}$`));
  await page.goto(`/ar/product/${red.slug}`);
  await expect(page.getByText('اللون: أحمر')).toBeVisible();
});

test('the colour pages and cards have no serious accessibility violations, in English and Arabic', async ({ page }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'axe needs JavaScript in the page');
  test.setTimeout(60_000);
  for (const path of ['/product/camisole-leotard-in-black', '/ar/product/camisole-leotard-in-burgundy', '/search?query=camisole', '/ar/search?query=camisole']) {
    await page.goto(path);
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
});
