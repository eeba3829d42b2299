import type { Page } from '@playwright/test';
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
    // Each category's landing page (issue 21), in both languages.
    expect(body).toContain('/category/skirts-and-tutus</loc>');
    expect(body).toContain('/ar/category/skirts-and-tutus</loc>');
    expect(body).not.toContain('/search?category=');
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

test.describe('both languages, to search engines', () => {
  /** The page's canonical URL and its hreflang alternates, by language. */
  async function languageLinks(page: Page) {
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
    );
    return { canonical, alternates };
  }

  test('every public page has a canonical URL in its language and names both languages (x-default: English)', async ({ page }) => {
    for (const path of ['/', '/?page=2', '/product/etude-pointe-shoes', '/search?query=pointe', '/search?category=Tights', '/category/tights', '/contactus']) {
      const arabic = path.startsWith('/?') || path === '/' ? `/ar${path.slice(1)}` : `/ar${path}`;
      for (const address of [path, arabic]) {
        await page.goto(address);
        const base = new URL(page.url()).origin;
        const { canonical, alternates } = await languageLinks(page);
        expect(canonical, address).toBe(`${base}${address}`);
        expect(alternates, address).toEqual({ en: `${base}${path}`, ar: `${base}${arabic}`, 'x-default': `${base}${path}` });
      }
    }
  });

  test('an Arabic product page describes the product in Arabic to search engines', async ({ page, request }) => {
    const stored = (await (await request.get(`${process.env.E2E_CMS_URL}/api/products/slug/etude-pointe-shoes`)).json()) as { name: string; nameAr?: string | null };
    await page.goto('/ar/product/etude-pointe-shoes');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ar_EG');
    const parsed = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(parsed.find((item) => item['@type'] === 'Product')).toMatchObject({
      name: stored.nameAr || stored.name,
      inLanguage: 'ar-EG',
      offers: { url: expect.stringMatching(/\/ar\/product\/etude-pointe-shoes$/), priceCurrency: 'EGP', price: '2450.00' },
    });
    const crumbs = parsed.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ item: string }> } | undefined;
    expect(crumbs?.itemListElement.map((item) => new URL(item.item).pathname)).toEqual(['/ar', '/ar/category/ballet-shoes', '/ar/product/etude-pointe-shoes']);
  });

  test('the sitemap lists every page in both languages, each with its alternates', async ({ request }) => {
    const body = await (await request.get('/sitemap.xml')).text();
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: RegExp) => body.split('\n').find((line) => loc.test(line)) ?? '';
    for (const line of [entry(/<loc>[^<]*\/product\/etude-pointe-shoes<\/loc>/), entry(/<loc>[^<]*\/ar\/product\/etude-pointe-shoes<\/loc>/)]) {
      expect(line).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      expect(line).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="http:\/\/127\.0\.0\.1:\d+\/product\/etude-pointe-shoes"\/>/);
      expect(line).toMatch(/<xhtml:link rel="alternate" hreflang="ar" href="http:\/\/127\.0\.0\.1:\d+\/ar\/product\/etude-pointe-shoes"\/>/);
      expect(line).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="http:\/\/127\.0\.0\.1:\d+\/product\/etude-pointe-shoes"\/>/);
    }
    expect(body).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/ar<\/loc>/);
    expect(body).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/ar\/category\/skirts-and-tutus<\/loc>/);
    expect(body.match(/<loc>[^<]*\/ar\/product\//g)?.length).toBeGreaterThanOrEqual(28);
  });
});
