import sharp from 'sharp';
import { ADMIN, expect, submitSignIn, test } from './fixtures';

/** The bucket the e2e stack keeps pictures in (s3-storage.ts); unset when it runs on local files. */
const bucketUrl = process.env.E2E_S3_PUBLIC_URL;

test('a picture uploaded in the product editor shows on the shop, served from the bucket through /uploads', async ({ page, request }, testInfo) => {
  test.skip(!bucketUrl, 'the e2e stack keeps pictures on local disk (E2E_UPLOAD_PROVIDER=local)');
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'the upload itself is covered with JavaScript; once is enough');
  test.setTimeout(60_000);
  const label = `${Date.now()}`;
  const name = `Bucket Leotard ${label}`;
  const slug = `bucket-leotard-${label}`;
  // 900 pixels wide: Strapi also makes its thumbnail, small and medium formats of it.
  const picture = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#6a2fb0' } }).png().toBuffer();

  await page.goto('/signin?redirect=%2Fadmin%2Fproducts');
  await submitSignIn(page, ADMIN);
  await page.getByRole('button', { name: 'Create Product' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Price (EGP)').fill('410');
  await page.getByLabel(/Add a picture/).setInputFiles({ name: 'bucket-leotard.png', mimeType: 'image/png', buffer: picture });
  await page.getByRole('button', { name: 'Upload' }).click();
  const uploaded = page.getByRole('img', { name: 'Picture 2' });
  await expect(uploaded).toHaveAttribute('src', /^\/uploads\/bucket_leotard_[0-9a-f]+\.png$/);
  const src = (await uploaded.getAttribute('src'))!;
  await page.getByRole('button', { name: 'Move picture 2 up' }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product updated successfully' })).toBeVisible();

  // The shop's product page shows it from its own origin, loaded (the page's CSP allows only 'self').
  const shopPage = await page.goto(`/product/${slug}`);
  expect(shopPage!.headers()['content-security-policy']).toContain("img-src 'self' data:");
  expect(shopPage!.headers()['content-security-policy']).not.toContain(new URL(bucketUrl!).host);
  // The bucket's address never reaches the shopper: every picture URL in the page is the shop's.
  expect(await shopPage!.text()).not.toContain(new URL(bucketUrl!).host);
  const shown = page.getByRole('img', { name: `${name}, picture 1 of 2` });
  await expect(shown).toHaveAttribute('src', src);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

  // Every size in its srcset is an object in the bucket, served through the proxy with the media headers.
  const srcset = (await shown.getAttribute('srcset'))!;
  const candidates = srcset.split(', ').map((candidate) => candidate.split(' ')[0]!);
  expect(candidates).toHaveLength(4);
  expect(candidates).toContain(src);
  for (const url of candidates) {
    expect(url, srcset).toMatch(/^\/uploads\/[^/]+\.png$/);
    const throughShop = await request.get(url);
    expect(throughShop.status(), url).toBe(200);
    expect(throughShop.headers()['content-type'], url).toBe('image/png');
    expect(throughShop.headers()['content-security-policy'], url).toBe("default-src 'none'; sandbox");
    const inBucket = await request.get(`${bucketUrl}/${url.slice('/uploads/'.length)}`);
    expect(inBucket.status(), url).toBe(200);
    expect(await throughShop.body(), url).toEqual(await inBucket.body());
  }
});
