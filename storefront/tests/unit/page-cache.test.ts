import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, mayUsePageCache } from '../../page-cache.js';

const html = '<html><head><script nonce="abc">window.a = 1;</script><script type="module" src="/assets/x.js"></script></head><body><script nonce="abc">go()</script></body></html>';
const answer = (headers: Record<string, string>, statusCode = 200) => ({
  statusCode,
  writableFinished: true,
  getHeader: (name: string) => headers[name],
});
const publicPage = answer({ 'cache-control': 'public, max-age=60', 'content-type': 'text/html' });
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
    const cache = new PageCache({ ttlMs: 1000 });
    cache.store('/', publicPage, Buffer.from(html), 0);
    const page = cache.lookup('/', 10)!;
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.etag).toMatch(/^".+"$/);
    expect(page.scriptHashes).toEqual([sha256('window.a = 1;'), sha256('go()')]);
  });

  it('never stores private, personal, failed or unfinished answers', () => {
    const cache = new PageCache({ ttlMs: 1000 });
    const body = Buffer.from(html);
    cache.store('/a', answer({ 'cache-control': 'private, no-cache', 'content-type': 'text/html' }), body);
    cache.store('/b', answer({ 'cache-control': 'public', 'content-type': 'text/html', 'set-cookie': 'x=1' }), body);
    cache.store('/c', answer({ 'cache-control': 'public', 'content-type': 'text/html' }, 404), body);
    cache.store('/d', { ...publicPage, writableFinished: false }, body);
    cache.store('/e', answer({ 'cache-control': 'public', 'content-type': 'application/json' }), body);
    for (const url of ['/a', '/b', '/c', '/d', '/e']) expect(cache.lookup(url)).toBeUndefined();
  });

  it('once stale, lets exactly one request render the page again while others get the stale copy', () => {
    const cache = new PageCache({ ttlMs: 1000 });
    cache.store('/', publicPage, Buffer.from('old'), 0);
    expect(cache.lookup('/', 1500)).toBeUndefined(); // this request renders
    expect(cache.lookup('/', 1600)?.body.toString()).toBe('old');
    cache.store('/', publicPage, Buffer.from('new'), 1700);
    expect(cache.lookup('/', 1800)?.body.toString()).toBe('new');
    // A renderer that never finishes is given up on after 10 s.
    expect(cache.lookup('/', 3000)).toBeUndefined();
    expect(cache.lookup('/', 3100)?.body.toString()).toBe('new');
    expect(cache.lookup('/', 13_500)).toBeUndefined();
  });

  it('is emptied by clear (the shop admin changed the catalogue)', () => {
    const cache = new PageCache({ ttlMs: 1000 });
    cache.store('/', publicPage, Buffer.from(html), 0);
    cache.clear();
    expect(cache.lookup('/', 1)).toBeUndefined();
  });
});
