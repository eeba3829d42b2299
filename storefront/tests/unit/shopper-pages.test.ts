import { gunzipSync } from 'node:zlib';
import { decode, encode } from 'turbo-stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SharedPages,
  escapeForHydrationScript,
  fillTemplate,
  filledBytes,
  kindOf,
  rememberShoppers,
  parseTemplate,
  sharedPageAnswerer,
  templateShopper,
  type Placeholders,
} from '../../server/shopper-pages.js';
import type { ShopperHeader } from '../../server/hooks.js';
import { securityHeadersFor } from '../../server/security-headers.js';
import { listen, request, type Listening } from './server-helpers/listen.js';

const placeholders: Placeholders = { name: 'zqname0123456789abcdef', cartCount: 123456789012345, nonce: 'zqnonce0123456789abcdef' };
const NASTY = `Nour </script><script>alert("x")</script> & 'Sara' \u2028 \\ "quoted" ${'\u{1F483}'}`;

// The hydration data the way Remix writes it: turbo-stream's chunk, as a JSON string literal, HTML-escaped.
async function hydrationScript(value: unknown): Promise<string> {
  const chunk = await new Response(encode(value)).text();
  const literal = JSON.stringify(chunk).replace(/[&<>\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `window.__remixContext.streamController.enqueue(${literal});`;
}

/** Reads the data back out of the script, as the browser would. */
async function decodeScript(script: string): Promise<unknown> {
  const literal = /enqueue\((".*")\);$/s.exec(script)![1]!;
  const chunk = JSON.parse(literal) as string;
  const decoded = await decode(new Response(chunk).body!);
  return decoded.value;
}

async function page(kind: 'visitor' | 'shopper' | 'admin') {
  const shopper = templateShopper(kind, placeholders);
  const data = { root: { categories: ['Leotards', 'root'], cartCount: shopper.cartCount, user: shopper.name === null ? null : { name: shopper.name, isAdmin: shopper.isAdmin } } };
  const menu = shopper.name ? `<details><summary>${shopper.name}<!-- --> <svg></svg></summary></details>` : '<a href="/signin">Sign In</a>';
  return (
    `<html><head><script nonce="${placeholders.nonce}">window.__remixContext = {};</script></head><body>` +
    `<a aria-label="Cart, ${shopper.cartCount} items"><span>${shopper.cartCount}</span></a>${kind === 'admin' ? '<details><summary>Admin</summary></details>' : ''}${menu}` +
    `<p>Price 1200</p><script nonce="${placeholders.nonce}">${await hydrationScript(data)}</script></body></html>`
  );
}

describe('shared pages for shoppers with cookies', () => {
  it('fills in the name escaped for the markup and for the hydration data, and the count and nonce', async () => {
    const template = parseTemplate(await page('shopper'), 'shopper', placeholders, 'text/html')!;
    expect(template).toBeDefined();
    const html = fillTemplate(template, { name: NASTY, isAdmin: false, cartCount: 3 }, 'N0nce+/=');
    expect(html).not.toContain('zq');
    expect(html).toContain('<summary>Nour &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Sara&#39;');
    expect(html).toContain('aria-label="Cart, 3 items"><span>3</span>');
    expect(html.match(/nonce="N0nce\+\/="/g)).toHaveLength(2);
    // The only </script> left are the page's own two: the name cannot end the script early.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const script = /<script nonce="[^"]*">(window\.__remixContext\.streamController[\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(await decodeScript(script)).toEqual({ root: { categories: ['Leotards', 'root'], cartCount: 3, user: { name: NASTY, isAdmin: false } } });
  });

  it('fills the same page as bytes, whatever the name (multi-byte, long, empty)', async () => {
    const template = parseTemplate(await page('admin'), 'admin', placeholders, 'text/html')!;
    for (const name of [NASTY, 'x'.repeat(70_000), 'نور الهدى', '']) {
      const shopper = { name, isAdmin: true, cartCount: 42 };
      const expected = fillTemplate(template, shopper, 'n0nce');
      expect(filledBytes(template, shopper, 'n0nce').toString()).toBe(expected);
    }
  });

  it('gives a name equal to another string of the data its own value (the data may share strings)', async () => {
    const template = parseTemplate(await page('admin'), 'admin', placeholders, 'text/html')!;
    const html = fillTemplate(template, { name: 'root', isAdmin: true, cartCount: 0 }, 'n');
    const script = /<script nonce="n">(window\.__remixContext\.streamController[^<]*)<\/script>/.exec(html)![1]!;
    expect(await decodeScript(script)).toEqual({ root: { categories: ['Leotards', 'root'], cartCount: 0, user: { name: 'root', isAdmin: true } } });
    expect(html).toContain('<summary>Admin</summary>');
  });

  it('keeps a visitor page (a cart, no one signed in) with the count only', async () => {
    const template = parseTemplate(await page('visitor'), 'visitor', placeholders, 'text/html')!;
    const html = fillTemplate(template, { name: null, isAdmin: false, cartCount: 7 }, 'n');
    expect(html).toContain('Cart, 7 items');
    expect(html).toContain('Sign In');
  });

  it('refuses pages where a stand-in is missing, cut in two, or only in the hydration data', async () => {
    const good = await page('shopper');
    expect(parseTemplate(good.replaceAll(String(placeholders.cartCount), '1'), 'shopper', placeholders, 'text/html')).toBeUndefined();
    expect(parseTemplate(`${good}<p>${placeholders.name.slice(0, 12)}</p>`, 'shopper', placeholders, 'text/html')).toBeUndefined();
    expect(parseTemplate(good.replace(/<summary>zqname[0-9a-f]+/, '<summary>'), 'shopper', placeholders, 'text/html')).toBeUndefined();
    expect(parseTemplate(good.replace(/<script nonce="[^"]*">window\.__remixContext\.stream[^<]*<\/script>/, ''), 'shopper', placeholders, 'text/html')).toBeUndefined();
  });

  it('escapes a script string as turbo-stream writes it, safe inside a script element', () => {
    expect(escapeForHydrationScript('a"b')).toBe('a\\\\\\"b');
    for (const value of ['</script>', '</SCRIPT >', '<!-- <script>', NASTY]) {
      const escaped = escapeForHydrationScript(value);
      expect(escaped).not.toMatch(/<\/script|<!--/i);
      // Read back as the browser does: the string literal, then turbo-stream's JSON.
      expect(JSON.parse(`"${JSON.parse(`"${escaped}"`) as string}"`)).toBe(value);
    }
  });

  it('knows the shared pages and the kinds of shopper', () => {
    expect(kindOf({ name: null, isAdmin: false, cartCount: 2 })).toBe('visitor');
    expect(kindOf({ name: 'A', isAdmin: false, cartCount: 0 })).toBe('shopper');
    expect(kindOf({ name: 'A', isAdmin: true, cartCount: 0 })).toBe('admin');
  });
});

describe('rememberShoppers', () => {
  it('reads each Cookie header once, and forgets the oldest beyond its size', async () => {
    const read = vi.fn(async (cookie: string) => (cookie === 'toast' ? undefined : { name: cookie, isAdmin: false, cartCount: cookie.length }));
    const remembered = rememberShoppers(read, 2);
    expect(await remembered('a')).toEqual({ name: 'a', isAdmin: false, cartCount: 1 });
    expect(await remembered('a')).toEqual({ name: 'a', isAdmin: false, cartCount: 1 });
    expect(await remembered('toast')).toBeUndefined();
    expect(await remembered('toast')).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(2);
    await remembered('bb');
    await remembered('a');
    expect(read).toHaveBeenCalledTimes(4);
  });
});

describe('the kept pages', () => {
  const template = { parts: ['a'], slots: [], contentType: 'text/html' };

  it('renders once for concurrent requests, then serves the stale page while one request renders again', async () => {
    let now = 1;
    const pages = new SharedPages({ ttlMs: 1000, clock: { now: () => now } });
    const render = vi.fn(async () => template);
    const [first, second] = await Promise.all([pages.get('k', render), pages.get('k', render)]);
    expect(first).toBe(template);
    expect(second).toBe(template);
    expect(render).toHaveBeenCalledTimes(1);
    now = 500;
    await pages.get('k', render);
    expect(render).toHaveBeenCalledTimes(1);
    now = 5000;
    expect(await pages.get('k', render)).toBe(template);
    await new Promise((resolve) => setImmediate(resolve));
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('does not keep a render that was under way when the catalogue changed', async () => {
    const pages = new SharedPages({ ttlMs: 60_000 });
    let finish!: (value: typeof template) => void;
    const rendering = pages.get('k', () => new Promise((resolve) => (finish = resolve)));
    pages.clear();
    finish(template);
    await rendering;
    const fresh = { ...template, parts: ['fresh'] };
    expect(await pages.get('k', async () => fresh)).toBe(fresh);
  });

  it("forgets one product's pages for every kind of shopper and query, and keeps the others", async () => {
    const pages = new SharedPages({ ttlMs: 60_000 });
    const old = { ...template, parts: ['old'] };
    const fresh = { ...template, parts: ['fresh'] };
    for (const key of ['shopper /product/a', 'admin /product/a?size=M', 'shopper /product/ab', 'shopper /']) await pages.get(key, async () => old);
    pages.forgetPath('/product/a');
    expect(await pages.get('shopper /product/a', async () => fresh)).toBe(fresh);
    expect(await pages.get('admin /product/a?size=M', async () => fresh)).toBe(fresh);
    expect(await pages.get('shopper /product/ab', async () => fresh)).toBe(old);
    expect(await pages.get('shopper /', async () => fresh)).toBe(old);
  });

  it('does not keep a render of a product page that was forgotten while it rendered', async () => {
    const pages = new SharedPages({ ttlMs: 60_000 });
    let finish!: (value: typeof template) => void;
    const rendering = pages.get('shopper /product/a', () => new Promise((resolve) => (finish = resolve)));
    pages.forgetPath('/product/a');
    finish(template);
    await rendering;
    const fresh = { ...template, parts: ['fresh'] };
    expect(await pages.get('shopper /product/a', async () => fresh)).toBe(fresh);
  });
});

describe('sharedPageAnswerer', () => {
  let server: Listening | undefined;
  afterEach(async () => server?.close());

  async function start(render: (url: string, shopper: ShopperHeader, nonce: string) => Promise<{ status: number; headers: Headers; body: string }>) {
    const shoppers: Record<string, ShopperHeader | undefined> = {
      a: { name: 'Amal', isAdmin: false, cartCount: 3 },
      b: { name: 'Bassem', isAdmin: false, cartCount: 1 },
    };
    const answer = sharedPageAnswerer({
      pages: new SharedPages({ ttlMs: 60_000 }),
      isSharedPage: (pathname) => pathname.startsWith('/product/'),
      placeholders,
      readShopper: async (cookie) => shoppers[cookie.split('=')[1]!],
      render,
      securityHeaders: securityHeadersFor({ develop: false, https: false }),
    });
    server = await listen((req, res) => answer(req, res, () => res.writeHead(200).end('rendered for this request')));
    return server;
  }

  it('answers each shopper their own header from one render, and leaves everything else to Remix', async () => {
    const render = vi.fn(async (_url: string, shopper: ShopperHeader) => ({
      status: 200,
      headers: new Headers({ 'content-type': 'text/html', 'cache-control': 'public, max-age=60' }),
      body: (await page(kindOf(shopper))).replace('<p>', '<p>page '),
    }));
    const { url } = await start(render);
    for (const [cookie, name, count] of [['s=a', 'Amal', 3], ['s=b', 'Bassem', 1], ['s=a', 'Amal', 3]] as const) {
      const answer = await request(`${url}/product/x`, { headers: { cookie } });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers['x-cache']).toBe('SHARED');
      const body = answer.body.toString();
      expect(body).toContain(`<summary>${name}<!-- -->`);
      expect(body).toContain(`Cart, ${count} items`);
      expect(body).not.toContain(name === 'Amal' ? 'Bassem' : 'Amal');
      // This answer's own nonce, in the page and in its CSP.
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))![1]!;
      expect(body).toContain(`nonce="${nonce}"`);
      expect(body).not.toContain(placeholders.nonce);
      const gzipped = await request(`${url}/product/x`, { headers: { cookie, 'accept-encoding': 'gzip, br' } });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers.vary).toBe('Accept-Encoding, Cookie');
      const unzipped = gunzipSync(gzipped.body).toString();
      expect(unzipped).toContain(`Cart, ${count} items`);
      expect(unzipped).toContain(`<summary>${name}<!-- -->`);
    }
    expect((await request(`${url}/product/x`, { method: 'HEAD', headers: { cookie: 's=a' } })).headers['x-cache']).toBeUndefined();
    expect(render).toHaveBeenCalledTimes(1);
    expect((await request(`${url}/cart`, { headers: { cookie: 's=a' } })).body.toString()).toBe('rendered for this request');
    expect((await request(`${url}/product/x`, { headers: { cookie: 's=unknown' } })).body.toString()).toBe('rendered for this request');
    expect((await request(`${url}/product/x`)).body.toString()).toBe('rendered for this request');
  });

  it('does not keep private, failed or cookie-setting renders', async () => {
    const { url } = await start(async (_url, shopper) => ({
      status: 200,
      headers: new Headers({ 'content-type': 'text/html', 'cache-control': 'private, no-cache' }),
      body: await page(kindOf(shopper)),
    }));
    expect((await request(`${url}/`, { headers: { cookie: 's=a' } })).body.toString()).toBe('rendered for this request');
  });
});
