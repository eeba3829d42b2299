import { clickBelowGrid, expect, test } from './fixtures';

test.describe('browsing the shop', () => {
  test('home → product → size → search → category → contact', async ({ page }, testInfo) => {
    const javaScript = testInfo.project.use.javaScriptEnabled !== false;

    // Home: the shop name as title, a grid of products with prices in EGP.
    await page.goto('/');
    await expect(page).toHaveTitle('Pointe');
    await expect(page.getByRole('heading', { level: 1, name: 'Pointe' })).toBeVisible();
    // The newest products a page at a time (issue 21): a full page of 24, each with its price in EGP
    // (other specs' own products may be the newest by now: the seed's prices are checked on their category pages).
    await expect(page.getByRole('list', { name: 'All products' }).getByRole('listitem')).toHaveCount(24);
    await expect(page.getByRole('list', { name: 'All products' }).getByRole('listitem').first()).toContainText(/EGP\s\d{1,3}(,\d{3})*\.\d{2}/);

    // A category's page, from the home page's categories: every product of it, whatever its age.
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Ballet Shoes' }).click();
    await expect(page).toHaveURL(/\/category\/ballet-shoes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ballet Shoes' })).toBeVisible();
    const card = page.getByRole('link', { name: /Étude Pointe Shoes/ });
    await expect(card).toContainText('EGP 2,450.00');

    // Product page.
    await card.click();
    await expect(page).toHaveURL(/\/product\/etude-pointe-shoes$/);
    await expect(page).toHaveTitle('Étude Pointe Shoes | Pointe');
    await expect(page.getByRole('heading', { level: 1, name: 'Étude Pointe Shoes' })).toBeVisible();
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();

    // Carousel: Next and Previous walk the pictures (with JavaScript, without reloading the page).
    await expect(page.getByRole('img', { name: 'Étude Pointe Shoes, picture 1 of 4' })).toBeVisible();
    if (javaScript) await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('link', { name: 'Next picture' }).click();
    await expect(page.getByRole('img', { name: 'Étude Pointe Shoes, picture 2 of 4' })).toBeVisible();
    if (javaScript) expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await page.getByRole('link', { name: 'Previous picture' }).click();
    await page.getByRole('link', { name: 'Previous picture' }).click();
    await expect(page.getByRole('img', { name: 'Étude Pointe Shoes, picture 4 of 4' })).toBeVisible();

    // Sizes: a radio group; the sold-out size is disabled; a size is needed to add to the cart.
    const sizes = page.getByRole('radiogroup', { name: 'Size' });
    await expect(sizes.getByRole('radio', { name: 'M' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose a size');
    await sizes.getByText('S', { exact: true }).click();
    await expect(sizes.getByRole('radio', { name: 'S', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Étude Pointe Shoes (S) added to your cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();

    // Search from the header.
    // A search box without JavaScript, the suggestions' combobox with it.
    const searchBox = page.getByRole(javaScript ? 'combobox' : 'searchbox', { name: 'Search products' });
    await searchBox.fill('pointe');
    await searchBox.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=pointe/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “pointe”' })).toBeVisible();
    // The nine that say pointe, and the jazz sneakers' "pivot point" (one typo away: ADR 039).
    await expect(page.getByText('10 results')).toBeVisible();

    // Sort: Price, Low to High (submitted by the change itself with JS, by the search form's Apply button without).
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    if (!javaScript) await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/order=lowest/);
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Satin Pointe Shoe Ribbons');
    // Best match (an added sort): the pointe shoes first, the sneakers one typo away last.
    await page.getByLabel('Sort by').selectOption({ label: 'Best Match' });
    if (!javaScript) await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/order=relevance/);
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Pointe');
    await expect(page.getByRole('main').getByRole('listitem').last()).toContainText('Sneakers');

    // Clear, then page through all products.
    await page.getByRole('link', { name: 'Clear' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    // Other specs add products to the same shop, so the number of pages is at least the seed's 3.
    await expect(page.getByText(/^Page 1 of ([3-9]|\d{2,})$/)).toBeVisible();
    await clickBelowGrid(page.getByRole('link', { name: 'Next' }));
    await expect(page.getByText(/^Page 2 of ([3-9]|\d{2,})$/)).toBeVisible();

    // A category from the side menu.
    await page.getByText('Menu', { exact: true }).click();
    await page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'Tights' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tights' })).toBeVisible();
    // The menu closed behind her (issue 37: with JavaScript it stayed open over the new page).
    await expect(page.getByRole('navigation', { name: 'Shop' })).toBeHidden();
    await expect(page.getByText('4 results')).toBeVisible();

    // Nothing found.
    await page.goto('/search?query=no-such-leotard');
    await expect(page.getByText('No Product Found')).toBeVisible();

    // Contact page, a real one.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help / Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help / Contact Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'hello@pointe.example' })).toHaveAttribute('href', 'mailto:hello@pointe.example');
    expect(await page.getByRole('main').innerText()).not.toMatch(/\btest\b/i);
  });

  test('a sold-out product says Unavailable and cannot be added', async ({ page }) => {
    await page.goto('/product/quilted-booties');
    await expect(page.getByText('Unavailable', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'One Size' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  test("'One Size' is preselected when it is the only size", async ({ page }) => {
    await page.goto('/product/hair-bun-kit');
    await expect(page.getByRole('radio', { name: 'One Size' })).toBeChecked();
  });

  test('an unknown product is a real 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/product/no-such-thing');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveTitle('Pointe');
  });

  test('bad search parameters show the message in a red alert', async ({ page }) => {
    const response = await page.goto('/search?order=cheapest');
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText('order must be one of newest, lowest, highest, relevance');
  });

  test('public pages set no cookie, and caches may store them but must revalidate each time', async ({ request }) => {
    for (const path of ['/', '/product/etude-pointe-shoes', '/search?category=Tights']) {
      const response = await request.get(path, { headers: { cookie: '' } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['set-cookie'], path).toBeUndefined();
      expect(response.headers()['cache-control'], path).toBe('public, no-cache');
    }
  });
});
