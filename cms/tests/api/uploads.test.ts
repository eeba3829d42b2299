import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_SIZE_REFUSAL, PICTURE_TYPE_REFUSAL, errorJson, MAX_UPLOAD_BYTES } from '@pointe/config';
import { demoAdmin, editorToken, type TestUser } from '../helpers/fixtures';
import { api, cmsUrl } from '../helpers/http';

/** A file as a hostile client sends it: any bytes, any name, any declared type. */
interface Sent {
  bytes: Uint8Array;
  name: string;
  type: string;
}
interface StoredFile {
  id: number;
  url: string;
  mime: string;
  ext: string;
}
type PanelError = { error?: { message?: string } };

let shopAdmin: TestUser;
let panelToken: string;
let png: Buffer;
let jpegWithGps: Buffer;

const form = (field: string, file: Sent) => {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return body;
};

/** The shop admin's picture upload (the storefront's product editor calls it). */
const shopUpload = (file: Sent) => api<{ url?: string; message?: string }>('/api/products/images', { method: 'POST', token: shopAdmin.token, body: form('file', file) });

/** The Strapi panel's media library upload. */
const panelUpload = (file: Sent) => api<StoredFile[] & PanelError>('/upload', { method: 'POST', token: panelToken, body: form('files', file) });

const mediaLibraryCount = async () => {
  const response = await api<{ pagination: { total: number } }>('/upload/files?page=1&pageSize=1', { token: panelToken });
  expect(response.status).toBe(200);
  return response.body.pagination.total;
};

/** The stored bytes, read back the way the storefront's /uploads proxy reads them. */
const download = async (url: string) => {
  const response = await fetch(`${cmsUrl()}${url}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

const text = (value: string) => new TextEncoder().encode(value);

/** Each is declared as a picture, under a picture's name: only the bytes tell. */
const HOSTILE: Array<[string, Sent]> = [
  ['a script', { bytes: text('fetch("/api/users/profile").then((r) => r.text()).then(alert);\n'), name: 'photo.png', type: 'image/png' }],
  ['an HTML page', { bytes: text('<!doctype html><html><body><script src="/uploads/photo.js"></script></body></html>'), name: 'photo.webp', type: 'image/webp' }],
  ['an SVG with a script', { bytes: text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script></svg>'), name: 'logo.png', type: 'image/png' }],
  // A valid GIF header, then a script: a browser runs it as JavaScript, the magic number says GIF, no decoder sees frames.
  ['a GIF89a/JavaScript polyglot', { bytes: text('GIF89a/*\u0001\u0000\u0001\u0000\u0000\u0000\u0000*/=1;alert(document.domain);//'), name: 'dancer.png', type: 'image/png' }],
];

beforeAll(async () => {
  shopAdmin = await demoAdmin();
  panelToken = await editorToken();

  png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#b0306a' } }).png().toBuffer();
  jpegWithGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f6fb0' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Shopper' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 12/1 3456/100', GPSLongitudeRef: 'E', GPSLongitude: '29/1 55/1 1234/100' },
    })
    .toBuffer();
  // The fixture itself must carry what the test says it strips.
  expect((await sharp(jpegWithGps).metadata()).exif?.length).toBeGreaterThan(0);
});

describe.each(HOSTILE)('%s declared as a picture', (_name, file) => {
  it('is refused by the shop admin route, naming what is accepted', async () => {
    const response = await shopUpload(file);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(errorJson(PICTURE_TYPE_REFUSAL).message);
  });

  it("is refused by the panel's media library, and nothing is stored", async () => {
    const before = await mediaLibraryCount();
    const response = await panelUpload(file);
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toContain(errorJson(PICTURE_TYPE_REFUSAL).message);
    expect(await mediaLibraryCount()).toBe(before);
  });
});

describe('other ways in', () => {
  it('refuses a file named .html on both paths, whatever it declares', async () => {
    const page: Sent = { bytes: text('<html><script>alert(1)</script></html>'), name: 'page.html', type: 'image/png' };
    expect((await shopUpload(page)).status).toBe(400);
    expect((await panelUpload(page)).status).toBe(400);
  });

  it('refuses a script as the replacement of a picture in the panel (POST /upload?id=)', async () => {
    const [stored] = (await panelUpload({ bytes: png, name: 'to-replace.png', type: 'image/png' })).body;
    expect(stored?.mime).toBe('image/png');
    const before = await download(stored!.url);
    const [, script] = HOSTILE[0]!;
    const response = await api<PanelError>(`/upload?id=${stored!.id}`, { method: 'POST', token: panelToken, body: form('files', script) });
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toContain(errorJson(PICTURE_TYPE_REFUSAL).message);
    expect(await download(stored!.url)).toEqual(before);
  });

  it("keeps Strapi's content API upload closed to shop accounts", async () => {
    const [, script] = HOSTILE[0]!;
    const response = await api<{ message?: string }>('/api/upload', { method: 'POST', token: shopAdmin.token, body: form('files', script) });
    expect(response.status).toBe(403);
  });

  it('refuses a picture over the size limit with 413 on both paths', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(png);
    const file: Sent = { bytes: big, name: 'big.png', type: 'image/png' };
    const shop = await shopUpload(file);
    expect(shop.status).toBe(413);
    expect(shop.body.message).toBe(errorJson(PICTURE_SIZE_REFUSAL).message);
    expect((await panelUpload(file)).status).toBe(413);
  });
});

describe('accepted pictures are re-encoded', () => {
  it('stores a real PNG with a script appended as a clean PNG, without the script', async () => {
    const polyglot = Buffer.concat([png, Buffer.from('<script>alert(document.domain)</script>')]);
    for (const response of [await shopUpload({ bytes: polyglot, name: 'skirt.png', type: 'image/png' }), await panelUpload({ bytes: polyglot, name: 'skirt.png', type: 'image/png' })]) {
      expect(response.status).toBe(201);
      const url = 'url' in response.body && typeof response.body.url === 'string' ? response.body.url : (response.body as StoredFile[])[0]!.url;
      expect(url).toMatch(/^\/uploads\/.+\.png$/);
      const stored = await download(url);
      expect(stored.includes('<script>')).toBe(false);
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ format: 'png', width: 48, height: 32 });
    }
  });

  it('names the stored file by what it is, not by what it was called', async () => {
    const response = await shopUpload({ bytes: png, name: 'page.html', type: 'application/octet-stream' });
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/^\/uploads\/.+\.png$/);
  });

  it('drops EXIF (GPS included) from a phone photo, on both paths', async () => {
    const file: Sent = { bytes: jpegWithGps, name: 'IMG_0042.JPG', type: 'image/jpeg' };
    const shop = await shopUpload(file);
    expect(shop.status).toBe(201);
    const panel = await panelUpload(file);
    expect(panel.status).toBe(201);
    expect(panel.body[0]).toMatchObject({ mime: 'image/jpeg', ext: '.jpg' });
    for (const url of [shop.body.url!, panel.body[0]!.url]) {
      expect(url).toMatch(/^\/uploads\/.+\.jpg$/);
      const stored = await download(url);
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(stored.includes('PhoneMaker')).toBe(false);
    }
  });

  it('keeps the picture types we sell with: WebP, GIF and AVIF go through', async () => {
    const base = sharp({ create: { width: 20, height: 20, channels: 3, background: '#e0c040' } });
    for (const [format, extension] of [['webp', 'webp'], ['gif', 'gif'], ['avif', 'avif']] as const) {
      const bytes = await base.clone().toFormat(format).toBuffer();
      const response = await shopUpload({ bytes, name: `swatch.${extension}`, type: `image/${format}` });
      expect(response.status, format).toBe(201);
      expect(response.body.url).toMatch(new RegExp(`\\.${extension}$`));
      expect((await sharp(await download(response.body.url!)).metadata()).format).toBe(format === 'avif' ? 'heif' : format);
    }
  });
});
