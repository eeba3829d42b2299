import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_HEADERS, mediaProxy, pictureType } from '../../server/media-proxy.js';
import { listen, request, type Listening } from './server-helpers/listen.js';

// What the fake CMS has stored: path → [Content-Type, body]. Strapi serves public/uploads with the
// type its file extension gives, whatever the bytes are.
const stored: Record<string, [string, string]> = {
  '/uploads/leotard_abc123.webp': ['image/webp', 'RIFF....WEBPVP8 '],
  '/uploads/shoe_def456.jpg': ['image/jpeg; charset=binary', '\xff\xd8\xff picture'],
  '/uploads/page_1.html': ['text/html; charset=utf-8', '<script>alert(document.cookie)</script>'],
  '/uploads/script_2.js': ['application/javascript; charset=utf-8', 'fetch("/api")'],
  '/uploads/vector_3.svg': ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
  '/uploads/untyped_4.bin': ['', 'bytes'],
  '/uploads/broken_5.png': ['image/png', 'five hundred'],
};

describe('pictureType', () => {
  it('passes the raster picture types we sell with, without parameters, in lower case', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']) expect(pictureType(type)).toBe(type);
    expect(pictureType('image/webp')).toBe('image/webp');
    expect(pictureType('Image/JPEG; charset=binary')).toBe('image/jpeg');
  });

  it('refuses anything a browser could run, and a missing type', () => {
    for (const type of ['text/html', 'application/javascript', 'text/javascript', 'image/svg+xml', 'application/xhtml+xml', 'application/octet-stream', 'text/plain', 'image/webp-fake', '']) {
      expect(pictureType(type)).toBeUndefined();
    }
    expect(pictureType(undefined)).toBeUndefined();
  });
});

describe('the /uploads proxy', () => {
  let cms: Listening;
  let shop: Listening;
  const cmsRequests: string[] = [];
  beforeAll(async () => {
    cms = await listen((req, res) => {
      cmsRequests.push(req.url ?? '');
      const file = stored[req.url ?? ''];
      if (!file) return res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not Found</h1>');
      if (req.url === '/uploads/broken_5.png') return res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>oops</h1>');
      const [type, body] = file;
      res.writeHead(200, { ...(type ? { 'Content-Type': type } : {}), 'Content-Length': Buffer.byteLength(body, 'latin1'), ETag: '"v1"', 'Last-Modified': 'Sun, 01 Nov 2026 10:00:00 GMT' });
      res.end(Buffer.from(body, 'latin1'));
    });
    const app = express();
    // The page headers every answer gets first (index.ts): the proxy's own must replace the page CSP.
    app.use((_req, res, next) => {
      res.set({ 'Content-Security-Policy': "default-src 'self'; script-src 'self'", 'X-Frame-Options': 'DENY' });
      next();
    });
    app.use('/uploads', mediaProxy(new URL('/uploads', cms.url)));
    shop = await listen(app);
  });
  afterAll(async () => {
    await shop.close();
    await cms.close();
  });

  const expectMediaHeaders = (headers: Record<string, unknown>, label?: string) => {
    expect(headers['content-security-policy'], label).toBe("default-src 'none'; sandbox");
    expect(headers['content-disposition'], label).toBe('inline');
    expect(headers['x-content-type-options'], label).toBe('nosniff');
  };

  it('serves a stored picture as that picture, cached for a year, with the media headers', async () => {
    const answer = await request(`${shop.url}/uploads/leotard_abc123.webp`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString('latin1')).toBe(stored['/uploads/leotard_abc123.webp']![1]);
    expect(answer.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(answer.body.length),
      'cache-control': 'public, max-age=31536000, immutable',
      etag: '"v1"',
      'last-modified': 'Sun, 01 Nov 2026 10:00:00 GMT',
      'x-frame-options': 'DENY',
    });
    expectMediaHeaders(answer.headers);
    const jpeg = await request(`${shop.url}/uploads/shoe_def456.jpg`);
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 for a stored page, script, SVG or untyped file, and never passes their bytes on', async () => {
    for (const path of ['/uploads/page_1.html', '/uploads/script_2.js', '/uploads/vector_3.svg', '/uploads/untyped_4.bin']) {
      const answer = await request(`${shop.url}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toBe('text/plain; charset=utf-8');
      expect(answer.headers['cache-control'], path).toBeUndefined();
      expect(answer.body.toString(), path).toBe('Not Found');
      expectMediaHeaders(answer.headers);
    }
  });

  it("answers a missing file 404 and a CMS failure 502, without the CMS's own page", async () => {
    const missing = await request(`${shop.url}/uploads/nothing.webp`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('Not Found');
    expectMediaHeaders(missing.headers);
    const failed = await request(`${shop.url}/uploads/broken_5.png`);
    expect(failed.status).toBe(502);
    expect(failed.body.toString()).toBe('Bad Gateway');
    expectMediaHeaders(failed.headers);
  });

  it('asks the CMS for nothing outside /uploads, nor for anything but a read', async () => {
    cmsRequests.length = 0;
    for (const path of ['/uploads/%2e%2e/api/users', '/uploads/..%2fapi%2fusers', '/uploads/a%5c..%5capi', '/uploads/%E0%A4%A', '/uploads/x%00.webp']) {
      const answer = await request(`${shop.url}${path}`);
      expect(answer.status, path).toBe(404);
      expectMediaHeaders(answer.headers, path);
    }
    const posted = await request(`${shop.url}/uploads/leotard_abc123.webp`, { method: 'POST' });
    expect(posted.status).toBe(404);
    expectMediaHeaders(posted.headers);
    expect(cmsRequests).toEqual([]);
  });

  it('never passes a query string on, and never asks for the folder itself', async () => {
    cmsRequests.length = 0;
    // A bucket would take these as instructions: answer as HTML, list the keys.
    const overridden = await request(`${shop.url}/uploads/leotard_abc123.webp?response-content-type=text/html`);
    expect(overridden.status).toBe(200);
    expect(overridden.headers['content-type']).toBe('image/webp');
    for (const path of ['/uploads/', '/uploads', '/uploads/?list-type=2', '/uploads//']) {
      const answer = await request(`${shop.url}${path}`);
      expect(answer.status, path).toBe(404);
      expectMediaHeaders(answer.headers, path);
    }
    expect(cmsRequests).toEqual(['/uploads/leotard_abc123.webp']);
  });

  it('reads /uploads/<key> as <source>/<key> from a bucket', async () => {
    const bucketRequests: string[] = [];
    const bucket = await listen((req, res) => {
      bucketRequests.push(req.url ?? '');
      if (req.url !== '/pointe-uploads/leotard_abc123.webp') return res.writeHead(404, { 'Content-Type': 'application/xml' }).end('<Error/>');
      res.writeHead(200, { 'Content-Type': 'image/webp' }).end('RIFF....WEBPVP8 ');
    });
    const app = express();
    app.use('/uploads', mediaProxy(new URL('/pointe-uploads/', bucket.url)));
    const proxy = await listen(app);
    try {
      const answer = await request(`${proxy.url}/uploads/leotard_abc123.webp`);
      expect(answer.status).toBe(200);
      expect(answer.body.toString('latin1')).toBe('RIFF....WEBPVP8 ');
      expectMediaHeaders(answer.headers);
      // The bucket's own error page (XML) is never passed on.
      const missing = await request(`${proxy.url}/uploads/other.webp`);
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).toBe('Not Found');
      expect(bucketRequests).toEqual(['/pointe-uploads/leotard_abc123.webp', '/pointe-uploads/other.webp']);
    } finally {
      await proxy.close();
      await bucket.close();
    }
  });

  it('answers 502 with the media headers when the CMS is down', async () => {
    const app = express();
    const down = await listen(() => undefined);
    const address = down.url;
    await down.close();
    app.use('/uploads', mediaProxy(new URL('/uploads', address)));
    const proxy = await listen(app);
    try {
      const answer = await request(`${proxy.url}/uploads/leotard_abc123.webp`);
      expect(answer.status).toBe(502);
      expectMediaHeaders(answer.headers);
    } finally {
      await proxy.close();
    }
  });

  it('keeps the media headers as they are stated', () => {
    expect(MEDIA_HEADERS).toEqual({
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
    });
  });
});
