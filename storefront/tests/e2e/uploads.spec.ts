import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';

// The CMS's public uploads folder the test stack serves: a file written here is what an old upload
// (from before uploads were checked) or a file added in Strapi's media library looks like.
const UPLOADS = fileURLToPath(new URL('../../../cms/public/uploads/', import.meta.url));
const probe = `e2e-probe-${randomBytes(4).toString('hex')}`;
const stored = {
  [`${probe}.html`]: '<!doctype html><title>probe</title><script>document.title = "script ran"</script>',
  [`${probe}.js`]: 'document.title = "script ran";',
};

test.beforeAll(async () => {
  for (const [name, content] of Object.entries(stored)) await writeFile(path.join(UPLOADS, name), content);
});
test.afterAll(async () => {
  for (const name of Object.keys(stored)) await rm(path.join(UPLOADS, name), { force: true });
});

function expectMediaHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(headers['content-disposition']).toBe('inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

test('a stored page or script is not served from the shop as active content', async ({ request }) => {
  for (const name of Object.keys(stored)) {
    // The CMS itself has the file, as the type its extension gives: the hole the proxy must close.
    const direct = await request.get(`${process.env.E2E_CMS_URL}/uploads/${name}`);
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
