import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageCache, mayUsePageCache, recordAnonymousPages, sendStoredPage } from '../../server/page-cache.js';
import { listen, request, type Listening } from './server-helpers/listen.js';

const html = '<html><head><script nonce="abc">window.a = 1;</script><script type="module" src="/assets/x.js"></script></head><body><script nonce="abc">go()</script></body></html>';
const answer = (headers: Record<string, string>, statusCode = 200) => ({
  statusCode,
  writableFinished: true,
  getHeader: (name: string) => headers[name],
});
const publicPage = answer({ 'cache-control': 'public, max-age=60', 'content-type': 'text/html' });
/** A clock the test moves: the cache's TTL and the give-up on a stuck renderer follow it. */
function manualClock() {
  let now = 1;
  return { now: () => now, at: (ms: number) => void (now = ms + 1) };
}
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the page microcache', () => {
  it('is only for anonymous reads', () => {
    expect(mayUsePageCache({ method: 'GET', headers: {} })).toBe(true);
    expect(mayUsePageCache({ method: 'HEAD', headers: {} })).toBe(true);
    expect(mayUsePageCache({ method: 'GET', headers: { cookie: '__pointe_session=x' } })).toBe(false);
    expect(mayUsePageCache({ method: 'GET', headers: { authorization: 'Bearer x' } })).toBe(false);
    expect(mayUsePageCache({ method: 'POST', headers: {} })).toBe(false);
  });

  it('stores public HTML pages with their gzip, an ETag and the hashes of their inline scripts', () => {
    const clock = manualClock();
    const cache = new PageCache({ ttlMs: 1000, clock });
    clock.at(0);
    cache.store('/', publicPage, Buffer.from(html));
    const page = (clock.at(10), cache.lookup('/'))!;
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.etag).toMatch(/^".+"$/);
    expect(page.scriptHashes).toEqual([sha256('window.a = 1;'), sha256('go()')]);
  });

  it('never stores private, personal, failed or unfinished answers', () => {
    const clock = manualClock();
    const cache = new PageCache({ ttlMs: 1000, clock });
    const body = Buffer.from(html);
    cache.store('/a', answer({ 'cache-control': 'private, no-cache', 'content-type': 'text/html' }), body);
    cache.store('/b', answer({ 'cache-control': 'public', 'content-type': 'text/html', 'set-cookie': 'x=1' }), body);
    cache.store('/c', answer({ 'cache-control': 'public', 'content-type': 'text/html' }, 404), body);
    cache.store('/d', { ...publicPage, writableFinished: false }, body);
    cache.store('/e', answer({ 'cache-control': 'public', 'content-type': 'application/json' }), body);
    for (const url of ['/a', '/b', '/c', '/d', '/e']) expect(cache.lookup(url)).toBeUndefined();
  });

  it('once stale, lets exactly one request render the page again while others get the stale copy', () => {
    const clock = manualClock();
    const cache = new PageCache({ ttlMs: 1000, clock });
    clock.at(0);
    cache.store('/', publicPage, Buffer.from('old'));
    expect((clock.at(1500), cache.lookup('/'))).toBeUndefined(); // this request renders
    expect((clock.at(1600), cache.lookup('/'))?.body.toString()).toBe('old');
    clock.at(1700);
    cache.store('/', publicPage, Buffer.from('new'));
    expect((clock.at(1800), cache.lookup('/'))?.body.toString()).toBe('new');
    // A renderer that never finishes is given up on after 10 s.
    expect((clock.at(3000), cache.lookup('/'))).toBeUndefined();
    expect((clock.at(3100), cache.lookup('/'))?.body.toString()).toBe('new');
    expect((clock.at(13_500), cache.lookup('/'))).toBeUndefined();
  });

  it('is emptied by clear (the shop admin changed the catalogue)', () => {
    const clock = manualClock();
    const cache = new PageCache({ ttlMs: 1000, clock });
    clock.at(0);
    cache.store('/', publicPage, Buffer.from(html));
    cache.clear();
    expect((clock.at(1), cache.lookup('/'))).toBeUndefined();
  });

  it('does not keep a page whose render began before a clear (it may show the catalogue from before the change)', () => {
    const clock = manualClock();
    const cache = new PageCache({ ttlMs: 1000, clock });
    const renderedIn = cache.generation;
    cache.clear();
    clock.at(0);
    cache.store('/', publicPage, Buffer.from('before the change'), renderedIn);
    expect((clock.at(1), cache.lookup('/'))).toBeUndefined();
    clock.at(0);
    cache.store('/', publicPage, Buffer.from('after the change'), cache.generation);
    expect((clock.at(1), cache.lookup('/'))?.body.toString()).toBe('after the change');
  });
});

describe('recording rendered pages', () => {
  let running: Listening | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  /** An app that renders a public page written in two chunks, as a streamed Remix page is. */
  async function shop(cache: PageCache) {
    const app = express();
    app.use(recordAnonymousPages(cache));
    app.get('/private', (_req, res) => res.set('Cache-Control', 'private').type('html').send('<p>yours</p>'));
    app.get('/uploads/a.webp', (_req, res) => res.set('Cache-Control', 'public').type('html').send('<p>not a page</p>'));
    app.get('*', (_req, res) => {
      res.set('Cache-Control', 'public, max-age=60').type('html');
      res.write('<html><body>');
      res.end('hello</body></html>', 'utf8');
    });
    running = await listen(app);
    return running.url;
  }

  it('stores the whole body of an anonymous GET, under the URL the server saw', async () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    const url = await shop(cache);
    const answer = await request(`${url}/product/x?image=2`);
    expect(answer.body.toString()).toBe('<html><body>hello</body></html>');
    await vi.waitFor(() => expect(cache.lookup('/product/x?image=2')?.body.toString()).toBe('<html><body>hello</body></html>'));
    expect(cache.lookup('/product/x')).toBeUndefined();
  });

  it('does not store a page whose render was under way when the catalogue changed', async () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    const app = express();
    app.use(recordAnonymousPages(cache));
    let renders = 0;
    app.get('*', (_req, res) => {
      renders += 1;
      res.set('Cache-Control', 'public').type('html').write(`<p>render ${renders}`);
      if (renders === 1) cache.clear(); // the announcement arrives mid-render
      res.end('</p>');
    });
    running = await listen(app);
    await request(`${running.url}/slow`);
    // A page recorded after it: once it is stored, the first answer has been offered to the cache.
    await request(`${running.url}/marker`);
    await vi.waitFor(() => expect(cache.lookup('/marker')).toBeDefined());
    expect(cache.lookup('/slow')).toBeUndefined();
    await request(`${running.url}/slow`); // this one began after the clear: kept
    await vi.waitFor(() => expect(cache.lookup('/slow')?.body.toString()).toBe('<p>render 3</p>'));
  });

  it('records nothing for a HEAD, a visitor with a cookie, a private page or a picture', async () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    const url = await shop(cache);
    await request(`${url}/a`, { method: 'HEAD' });
    await request(`${url}/b`, { headers: { cookie: 'cart=1' } });
    await request(`${url}/private`);
    await request(`${url}/uploads/a.webp`);
    // A page recorded after them: once it is stored, their answers have all been offered to the cache.
    await request(`${url}/c`);
    await vi.waitFor(() => expect(cache.lookup('/c')).toBeDefined());
    for (const path of ['/a', '/b', '/private', '/uploads/a.webp']) expect(cache.lookup(path)).toBeUndefined();
  });
});

describe('answering from a stored page', () => {
  let running: Listening | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  async function stored() {
    const cache = new PageCache({ ttlMs: 60_000 });
    cache.store('/', publicPage, Buffer.from(html));
    const page = cache.lookup('/')!;
    const headersFor = (sources: readonly string[]) => ({ 'Content-Security-Policy': `script-src 'self' ${sources.join(' ')}` });
    running = await listen((req, res) => sendStoredPage(req, res, page, headersFor));
    return { url: running.url, page };
  }

  it('sends the page gzipped when the client takes gzip, plain otherwise, with its headers and the scripts allowed by hash', async () => {
    const { url, page } = await stored();
    const zipped = await request(url, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(html);
    expect(zipped.headers).toMatchObject({
      'content-type': 'text/html',
      'cache-control': 'public, max-age=60',
      vary: 'Accept-Encoding, Cookie',
      etag: page.etag,
      'x-cache': 'HIT',
      'content-security-policy': `script-src 'self' ${sha256('window.a = 1;')} ${sha256('go()')}`,
    });
    const plain = await request(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(html)));
    expect(plain.body.toString()).toBe(html);
    // Read as `compression` reads it: a refusal by weight is a refusal, a wildcard an acceptance.
    expect((await request(url, { headers: { 'accept-encoding': 'gzip;q=0, br' } })).headers['content-encoding']).toBeUndefined();
    expect((await request(url, { headers: { 'accept-encoding': '*' } })).headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to a matching ETag and no body to a HEAD', async () => {
    const { url, page } = await stored();
    const revalidated = await request(url, { headers: { 'if-none-match': page.etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect((await request(url, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
    const head = await request(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(html)));
    expect(head.body.length).toBe(0);
  });
});
