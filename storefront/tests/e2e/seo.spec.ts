import { expect, test } from './fixtures';

test.describe('findable and shareable', () => {
  test('robots.txt keeps private pages out and points to the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.headers()['content-type']).toContain('text/plain');
    const body = await response.text();
    for (const path of ['/admin', '/cart', '/shipping', '/placeorder', '/profile', '/orderhistory']) expect(body).toContain(`Disallow: ${path}`);
    expect(body).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });

  test('the sitemap lists home, the categories and every product', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('application/xml');
    const body = await response.text();
    expect(body).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/<\/loc>/);
    expect(body).toContain('/search?category=Skirts%20%26%20Tutus</loc>');
    expect(body).toMatch(/\/product\/etude-pointe-shoes<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(body.match(/\/product\//g)?.length).toBeGreaterThanOrEqual(28);
  });

  test('a product page has its canonical URL, Open Graph picture, Product and breadcrumb data', async ({ page }) => {
    await page.goto('/product/etude-pointe-shoes?image=2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/etude-pointe-shoes$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/127\.0\.0\.1:\d+\/uploads\/.+\.webp$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Hand-made pointe shoes/);
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const parsed = data.map((text) => JSON.parse(text) as Record<string, unknown>);
    const product = parsed.find((item) => item['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Étude Pointe Shoes',
      brand: { name: 'Sur les Pointes' },
      offers: { priceCurrency: 'EGP', price: '2450.00', availability: 'https://schema.org/InStock' },
    });
    const crumbs = parsed.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string }> } | undefined;
    expect(crumbs?.itemListElement.map((item) => item.name)).toEqual(['Pointe', 'Ballet Shoes', 'Étude Pointe Shoes']);
  });

  test('a sold-out product says OutOfStock to search engines, and pages have unique titles', async ({ page }) => {
    await page.goto('/product/quilted-booties');
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(data.join()).toContain('https://schema.org/OutOfStock');
    const titles = new Set<string>();
    for (const path of ['/', '/search?category=Tights', '/product/quilted-booties', '/contactus']) {
      await page.goto(path);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(4);
  });
});
