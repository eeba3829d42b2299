import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_TYPE_REFUSAL, errorJson, imageUploadJson, orderPlacedJson, productJson, productSavedJson, type ProductJson } from '@pointe/config';
import { startTestStack, TEST_ENV, type RunningStack } from '../../../scripts/lib/test-stack';
import { startS3Server, type S3Server } from '../../../scripts/lib/s3-server.mjs';
import { expectContract, refusal } from '../helpers/contract';
import { orderBody } from '../helpers/fixtures';
import { callCms, type ApiInit } from '../helpers/http';

/**
 * The media library on S3-compatible storage (UPLOAD_PROVIDER=s3): the real upload provider against
 * the local S3 server, with a CMS of its own on its own database (the suite's shared CMS keeps local
 * files, so both modes run in `npm test`).
 */
interface StoredFile {
  id: number;
  url: string;
  mime: string;
  formats: Record<string, { url: string; width: number }> | null;
}
type PanelError = { error?: { message?: string } };

let directory: string;
let s3: S3Server;
let stack: RunningStack;
let bucket: S3Client;
let shopAdminToken: string;
let panelToken: string;
/** 1200×800: large enough for Strapi's thumbnail, small, medium and large formats. */
let photo: Buffer;

const cms = <T>(route: string, init?: ApiInit) => callCms<T>(stack.cmsUrl, route, init);

const form = (field: string, bytes: Uint8Array, name: string, type: string) => {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
};
const shopUpload = (bytes: Uint8Array, name = 'leotard.jpg', type = 'image/jpeg') =>
  cms<{ url?: string; message?: string }>('/api/products/images', { method: 'POST', token: shopAdminToken, body: form('file', bytes, name, type) });
const panelUpload = (bytes: Uint8Array, name = 'leotard.jpg', type = 'image/jpeg') =>
  cms<StoredFile[] & PanelError>('/upload', { method: 'POST', token: panelToken, body: form('files', bytes, name, type) });

/** Every key in the bucket, as the AWS SDK lists it. */
async function bucketKeys(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

/** The media library's row for a stored URL (the panel's own API). */
async function libraryFile(storedUrl: string): Promise<StoredFile> {
  const response = await cms<{ results: StoredFile[] }>(`/upload/files?filters[url][$eq]=${encodeURIComponent(storedUrl)}`, { token: panelToken });
  expect(response.status).toBe(200);
  expect(response.body.results).toHaveLength(1);
  return response.body.results[0]!;
}

const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'pointe-s3-test-'));
  s3 = await startS3Server({ directory, bucket: 'pointe-test-uploads' });
  // The demo seed runs too: its pictures go to the bucket like any other upload.
  stack = await startTestStack({ purpose: 's3', env: s3.env });
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: s3.env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // The local server checks a bucket request's signature against `/<bucket>` while AWS SDK v3 signs
  // `/<bucket>/`; object requests (all the provider sends) are not affected. Only our listing needs this.
  bucket.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: string };
      if (request.path === `/${s3.bucket}/`) request.path = `/${s3.bucket}`;
      return next(args);
    },
    { step: 'build', name: 'bucketPathWithoutSlash' },
  );

  const signIn = await cms<{ token: string }>('/api/users/signin', { method: 'POST', json: { email: 'admin@pointe.test', password: TEST_ENV.DEMO_ADMIN_PASSWORD } });
  expect(signIn.status).toBe(200);
  shopAdminToken = signIn.body.token;
  const login = await cms<{ data: { token: string } }>('/admin/login', {
    method: 'POST',
    json: { email: TEST_ENV.STRAPI_ADMIN_EMAIL, password: TEST_ENV.STRAPI_ADMIN_PASSWORD },
  });
  expect(login.status).toBe(200);
  panelToken = login.body.data.token;

  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b0306a' } }).jpeg().toBuffer();
}, 240_000);

afterAll(async () => {
  bucket?.destroy();
  await stack?.stop();
  await s3?.stop();
  await rm(directory, { recursive: true, force: true });
}, 60_000);

describe('pictures in an S3 bucket', () => {
  let shopUrl: string;
  let stored: StoredFile;

  it("puts the demo seed's pictures in the bucket, named /uploads/<key> by the API", async () => {
    const products = (await cms<ProductJson[]>('/api/products')).body;
    expect(products.length).toBe(31);
    const keys = await bucketKeys();
    for (const product of products) {
      expect(product.image.length, product.slug).toBeGreaterThan(0);
      for (const url of product.image) {
        expect(url, product.slug).toMatch(/^\/uploads\/[^/]+\.webp$/);
        expect(keys, url).toContain(keyOf(url));
      }
    }
  });

  it("keeps the shop's picture URL in an order's items", async () => {
    const products = (await cms<ProductJson[]>('/api/products')).body;
    const product = products.find((candidate) => candidate.sizes.some((size) => size.countInStock > 0))!;
    const { size } = product.sizes.find((candidate) => candidate.countInStock > 0)!;
    const shopper = await cms<{ token: string }>('/api/users/signin', { method: 'POST', json: { email: 'shopper@pointe.test', password: TEST_ENV.DEMO_SHOPPER_PASSWORD } });
    expect(shopper.status).toBe(200);
    const placed = await cms('/api/orders', { method: 'POST', token: shopper.body.token, json: orderBody([{ product, size, quantity: 1 }]) });
    expect(placed.status).toBe(201);
    expect(expectContract(orderPlacedJson, placed.body).order.orderItems[0]!.image).toBe(product.image[0]);
  });

  it("stores the product editor's upload and its responsive formats in the bucket, and answers /uploads/<key>", async () => {
    const before = await bucketKeys();
    const response = await shopUpload(photo);
    expect(response.status).toBe(201);
    shopUrl = expectContract(imageUploadJson, response.body).url;
    expect(shopUrl).toMatch(/^\/uploads\/leotard_[0-9a-f]+\.jpg$/);

    // The media library keeps the bucket's URL (what the panel shows); the API names it by the shop's path.
    stored = await libraryFile(`${s3.publicUrl}/${keyOf(shopUrl)}`);
    expect(stored.mime).toBe('image/jpeg');
    expect(Object.keys(stored.formats ?? {}).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
    const formatUrls = Object.values(stored.formats!).map((format) => format.url);
    for (const url of formatUrls) expect(url.startsWith(`${s3.publicUrl}/`)).toBe(true);

    const added = (await bucketKeys()).filter((key) => !before.includes(key));
    expect(added).toEqual([keyOf(shopUrl), ...formatUrls.map(keyOf)].sort());

    // Each object reads back unsigned (as the storefront's proxy and the panel read it), as a JPEG.
    for (const key of added) {
      const object = await fetch(`${s3.publicUrl}/${key}`);
      expect(object.status, key).toBe(200);
      expect(object.headers.get('content-type'), key).toBe('image/jpeg');
      expect((await sharp(Buffer.from(await object.arrayBuffer())).metadata()).format, key).toBe('jpeg');
    }
  });

  it('takes the /uploads/<key> URL in a product update and answers root-relative URLs and srcset', async () => {
    const created = await cms<{ product: ProductJson }>('/api/products', { method: 'POST', token: shopAdminToken });
    expect(created.status).toBe(201);
    const { product } = created.body;
    const body = {
      name: 'S3 Test Leotard',
      slug: 's3-test-leotard',
      price: 420,
      image: [shopUrl],
      category: product.category || 'Leotards',
      brand: 'Test Brand',
      description: 'Stored in a bucket.',
      sizes: [{ size: 'S', countInStock: 2 }],
    };
    const update = await cms(`/api/products/${product._id}`, { method: 'PUT', token: shopAdminToken, json: body });
    expect(update.status).toBe(200);
    expect(expectContract(productSavedJson, update.body).product.image).toEqual([shopUrl]);

    const served = expectContract(productJson, (await cms(`/api/products/slug/s3-test-leotard`)).body);
    expect(served.image).toEqual([shopUrl]);
    const candidates = served.imageSrcSet[0]!.split(', ');
    expect(candidates).toHaveLength(5);
    for (const candidate of candidates) expect(candidate).toMatch(/^\/uploads\/(?:(?:thumbnail|small|medium|large)_)?leotard_[0-9a-f]+\.jpg \d+w$/);
    expect(candidates.at(-1)).toBe(`${shopUrl} 1200w`);

    // The bucket's own URL is not a shop picture URL: the editor only ever sends what the API answered.
    const foreign = await cms(`/api/products/${product._id}`, { method: 'PUT', token: shopAdminToken, json: { ...body, image: ['https://evil.example/x.jpg'] } });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual(refusal('Every picture must be an image from the media library'));

    // Taken off the product, the picture is unused; deleting it from the media library empties the bucket of it.
    const before = await bucketKeys();
    expect((await cms(`/api/products/${product._id}`, { method: 'PUT', token: shopAdminToken, json: { ...body, image: [] } })).status).toBe(200);
    const removed = await cms(`/upload/files/${stored.id}`, { method: 'DELETE', token: panelToken });
    expect(removed.status).toBe(200);
    const gone = [keyOf(stored.url), ...Object.values(stored.formats!).map((format) => keyOf(format.url))];
    expect(before).toEqual(expect.arrayContaining(gone));
    expect(await bucketKeys()).toEqual(before.filter((key) => !gone.includes(key)));
    expect((await fetch(`${s3.publicUrl}/${keyOf(stored.url)}`)).status).toBe(404);
  });

  it("stores the panel's upload in the bucket under the bucket's URL", async () => {
    const response = await panelUpload(photo, 'panel.jpg');
    expect(response.status).toBe(201);
    const [file] = response.body;
    expect(file!.url).toMatch(new RegExp(`^${s3.publicUrl}/panel_[0-9a-f]+\\.jpg$`));
    expect(await bucketKeys()).toContain(keyOf(file!.url));
  });

  it('lets the panel show pictures from the bucket (its CSP), and nothing else changes', async () => {
    const page = await fetch(`${stack.cmsUrl}/admin`);
    const csp = page.headers.get('content-security-policy') ?? '';
    const imgSrc = csp.split(';').find((directive) => directive.trim().startsWith('img-src'));
    expect(imgSrc?.trim().split(/\s+/)).toEqual(['img-src', "'self'", 'data:', 'blob:', 'https://market-assets.strapi.io', s3.endpoint]);
    expect(csp).toContain("script-src 'self'");
  });
});

describe('the upload policy with S3 storage', () => {
  const script = new TextEncoder().encode('fetch("/api/users/profile").then((r) => r.text()).then(alert);\n');
  const polyglot = new TextEncoder().encode('GIF89a/*\u0001\u0000\u0001\u0000\u0000\u0000\u0000*/=1;alert(document.domain);//');

  it('refuses bad bytes on both paths and puts nothing in the bucket', async () => {
    const before = await bucketKeys();
    for (const bytes of [script, polyglot]) {
      const shop = await shopUpload(bytes, 'photo.png', 'image/png');
      expect(shop.status).toBe(400);
      expect(shop.body.message).toContain(errorJson(PICTURE_TYPE_REFUSAL).message);
      const panel = await panelUpload(bytes, 'photo.png', 'image/png');
      expect(panel.status).toBe(400);
      expect(panel.body.error?.message).toContain(errorJson(PICTURE_TYPE_REFUSAL).message);
    }
    expect(await bucketKeys()).toEqual(before);
  });

  it('stores a picture with a script appended as a clean picture', async () => {
    const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#2f6fb0' } }).png().toBuffer();
    const response = await shopUpload(Buffer.concat([png, Buffer.from('<script>alert(document.domain)</script>')]), 'skirt.png', 'image/png');
    expect(response.status).toBe(201);
    const object = await fetch(`${s3.publicUrl}/${keyOf(response.body.url!)}`);
    expect(object.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await object.arrayBuffer());
    expect(bytes.includes('<script>')).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 48, height: 32 });
  });
});
