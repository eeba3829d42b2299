import { createHash } from 'node:crypto';
import { SHOPPER, expect, submitSignIn, test } from './fixtures';

// A cookie keeps these requests out of the page cache: each is rendered, with its own nonce.
const rendered = { headers: { cookie: 'visited=1' } };

test('security headers on pages, with a fresh script nonce each time', async ({ request }) => {
  const first = await request.get('/', rendered);
  const second = await request.get('/', rendered);
  const headers = first.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Framed by the Strapi panel only (its Preview of a product); X-Frame-Options has no list of origins.
  expect(headers['x-frame-options']).toBeUndefined();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  // Both spellings of the local panel: the README's localhost, and the 127.0.0.1 the shop calls it at.
  expect(csp).toMatch(/; frame-ancestors http:\/\/localhost:(\d+) http:\/\/127\.0\.0\.1:\1(;|$)/);
  expect(csp).toContain("object-src 'none'");
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(second.headers()['content-security-policy']).not.toContain(nonce!);
  // Every inline script Remix wrote carries this response's nonce.
  const html = await first.text();
  const scripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
});

test('anonymous pages come from the page cache, their inline scripts allowed by hash, never by a reused nonce', async ({ request }) => {
  // A HEAD first: it must not leave an empty page behind for the GETs after it.
  expect((await request.head('/contactus')).status()).toBe(200);
  await request.get('/contactus');
  const stored = await request.get('/contactus');
  expect(stored.headers()['x-cache']).toBe('HIT');
  const csp = stored.headers()['content-security-policy'] ?? '';
  expect(csp).not.toContain("'nonce-");
  expect(csp).toMatch(/; frame-ancestors http:\/\/localhost:(\d+) http:\/\/127\.0\.0\.1:\1(;|$)/);
  const html = await stored.text();
  expect(html).toContain('</html>');
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).filter(Boolean);
  expect(inline.length).toBeGreaterThan(0);
  for (const script of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);

  // Cookies (a cart, a session) always get a page rendered for them.
  expect((await request.get('/contactus', rendered)).headers()['x-cache']).toBeUndefined();
  // And a stored page is revalidated cheaply.
  const again = await request.get('/contactus', { headers: { 'if-none-match': stored.headers().etag! } });
  expect(again.status()).toBe(304);
});

test('the shop runs under its Content-Security-Policy without a violation', async ({ page }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'scripts are what the policy governs');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  // Twice: the second view is the stored page, whose scripts run by hash.
  await page.goto('/product/etude-pointe-shoes');
  await page.goto('/product/etude-pointe-shoes');
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('link', { name: 'Next picture' }).click();
  await expect(page.getByRole('img', { name: /picture 2 of 4/ })).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await page.goto('/signin');
  await submitSignIn(page, SHOPPER);
  await page.getByRole('button', { name: 'Salma Hassan', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'User Profile' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('no token, secret or CMS address in the JavaScript sent to browsers', async ({ page }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'no scripts are loaded without JavaScript');
  // Every script the pages fetch, fetched again here to read it: a visitor's page fetches its modules while idle
  // after loading and later runs them from the HTTP cache, whose answers the browser may not hand back to the test.
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.add(response.url());
  });
  await page.goto('/');
  await page.goto('/cart');
  await expect.poll(() => scripts.size).toBeGreaterThan(3);
  const bodies = await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()));
  const shipped = bodies.join('\n');
  for (const secret of ['test-session-secret', 'test-jwt-secret', 'SESSION_SECRET', 'JWT_SECRET', 'CMS_URL', ':1337']) {
    expect(shipped).not.toContain(secret);
  }
});

test("headers over Node's limit get a JSON refusal, as every other refusal (issue 36)", async ({ baseURL }) => {
  // Straight to the server, as a browser or a proxy would send it.
  const response = await fetch(new URL('/', baseURL), { headers: { cookie: `a=${'x'.repeat(20_000)}` } });
  expect(response.status).toBe(431);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ message: 'The request headers are too large', code: 'headersTooLarge' });
});
