import { randomBytes } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { uploadsStore } from './s3-storage';

// The stack's media library (the CMS's uploads folder, or the bucket): a file put there is what an old
// upload (from before uploads were checked) or a file added in Strapi's media library looks like.
const store = uploadsStore();
const probe = `e2e-probe-${randomBytes(4).toString('hex')}`;
const stored: Record<string, [type: string, content: string]> = {
  [`${probe}.html`]: ['text/html', '<!doctype html><title>probe</title><script>document.title = "script ran"</script>'],
  [`${probe}.js`]: ['application/javascript', 'document.title = "script ran";'],
};

test.beforeAll(async () => {
  for (const [name, [type, content]] of Object.entries(stored)) await store.put(name, content, type);
});
test.afterAll(async () => {
  for (const name of Object.keys(stored)) await store.remove(name);
});

function expectMediaHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(headers['content-disposition']).toBe('inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

test('a stored page or script is not served from the shop as active content', async ({ request }) => {
  for (const name of Object.keys(stored)) {
    // The store itself serves the file as a page or a script: the hole the proxy must close.
    const direct = await request.get(store.directUrl(name));
    expect(direct.status()).toBe(200);
    expect(direct.headers()['content-type']).toMatch(/^(text\/html|application\/javascript|text\/javascript)/);

    const proxied = await request.get(`/uploads/${name}`);
    expect(proxied.status()).toBe(404);
    expect(proxied.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await proxied.text()).toBe('Not Found');
    expectMediaHeaders(proxied);
  }
});

test('opened in the browser, the stored page runs nothing', async ({ page }) => {
  const response = await page.goto(`/uploads/${probe}.html`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Not Found')).toBeVisible();
  expect(await page.title()).not.toBe('script ran');
});

test('a seeded product picture is still served as a picture, cached, with the media headers', async ({ page, request }) => {
  await page.goto('/product/etude-pointe-shoes');
  const picture = page.getByRole('img', { name: /picture 1 of 4/ });
  await expect(picture).toBeVisible();
  // Decoded and drawn, not a broken image.
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  const src = await picture.getAttribute('src');
  expect(src).toMatch(/^\/uploads\/.+\.webp$/);

  const answer = await request.get(src!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/webp');
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expectMediaHeaders(answer);
  const bytes = await answer.body();
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
});
