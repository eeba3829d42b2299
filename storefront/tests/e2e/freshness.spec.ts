import { randomBytes } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { expect, openPage, SHOPPER, signIn, test } from './fixtures';
import { startRedisStack, type RedisStack } from './redis-stack';
import { cmsJson as cms, panelToken, signInToPanel } from './panel';

/**
 * The shop's promise to editors: a product created or edited through the /api admin calls or in the
 * Strapi panel shows on the home, product and search pages within one second of the write's answer,
 * for a visitor without cookies (answered from the page microcache) and for a signed-in shopper
 * (rendered for them from the catalogue cache). Both caches have kept the old pages for longer than
 * that, so only the CMS's announcement of the change can make the deadline. Checked in both ways the
 * CMS announces changes:
 * - HTTP: the main test stack (no Redis): the CMS posts to the storefront's internal endpoint;
 * - Redis pub/sub: a stack of its own with one CMS and two storefront processes, every one of which
 *   must show the change.
 */
const DEADLINE_MS = 1000;
const POLL_MS = 100;
/** How long a check keeps polling before it gives up (it then reports the time it took, and fails). */
const GIVE_UP_MS = 5000;

const PRODUCTS = '/content-manager/collection-types/api::product.product';

interface Shop {
  cmsUrl: string;
  storefrontUrls: string[];
}

/** Someone looking at the shop through one storefront process. */
interface Visitor {
  label: string;
  get(path: string): Promise<string>;
}

interface Check {
  label: string;
  visitor: Visitor;
  path: string;
  shows(html: string): boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls every check every 100 ms from `since` (the moment the write was answered) until it shows
 * the change, and asserts that each was shown to a request sent within the deadline. What is timed
 * is when the page view was asked for, not how long the page took to render: on a busy 2-core
 * machine a dozen pages rendered at once can take a second by themselves, which says nothing about
 * how fresh they are (the render times are printed too).
 */
async function expectAllWithinDeadline(checks: Check[], since: number): Promise<void> {
  const timings = await Promise.all(
    checks.map(async (check) => {
      const label = `${check.visitor.label} ${check.label}`;
      for (;;) {
        const sent = performance.now() - since;
        const html = await check.visitor.get(check.path);
        const answered = performance.now() - since;
        if (check.shows(html)) return { label, sent, answered };
        if (sent > GIVE_UP_MS) return { label, sent: Infinity, answered };
        await sleep(Math.max(0, POLL_MS - (answered - sent)));
      }
    }),
  );
  const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');
  console.log(timings.map(({ label, sent, answered }) => `${label}: asked at ${ms(sent)}, shown at ${ms(answered)}`).join('\n'));
  for (const { label, sent } of timings) expect(sent, `${label}: the first page view showing the change was asked for`).toBeLessThanOrEqual(DEADLINE_MS);
}

/** Before the write: every check is answered, without the change (the pages are cached as they were). */
async function expectNoneYet(checks: Check[]): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    for (const check of checks) expect(check.shows(await check.visitor.get(check.path)), `${check.visitor.label} ${check.label}`).toBe(false);
  }
}

/** For each storefront: a visitor without cookies, and the demo shopper signed in (their cookie goes with every request). */
async function visitorsOf(shop: Shop, browser: Browser): Promise<{ visitors: Visitor[]; close(): Promise<void> }> {
  const contexts: Array<APIRequestContext | BrowserContext> = [];
  const visitors: Visitor[] = [];
  const reader = (context: APIRequestContext) => async (path: string) => {
    const response = await context.get(path, { maxRedirects: 0 });
    return response.status() === 200 ? response.text() : `status ${response.status()}`;
  };
  for (const [index, storefrontUrl] of shop.storefrontUrls.entries()) {
    const where = shop.storefrontUrls.length > 1 ? ` on storefront ${index + 1}` : '';
    const anonymous = await playwrightRequest.newContext({ baseURL: storefrontUrl });
    const page = await openPage(browser, { baseURL: storefrontUrl, javaScriptEnabled: true });
    const signedIn = page.context();
    contexts.push(anonymous, signedIn);
    await signIn(page, SHOPPER);
    expect((await signedIn.cookies()).length).toBeGreaterThan(0);
    visitors.push({ label: `visitor without cookies${where}`, get: reader(anonymous) }, { label: `signed-in shopper${where}`, get: reader(signedIn.request) });
  }
  return { visitors, close: async () => void (await Promise.all(contexts.map((context) => (('dispose' in context) ? context.dispose() : context.close())))) };
}

/** The three pages for a product, each showing `shows` (the product's name, or its new price). */
function pageChecks(visitors: Visitor[], product: { slug: string; word: string }, shows: (html: string) => boolean): Check[] {
  return visitors.flatMap((visitor) => [
    { label: 'home page', visitor, path: '/', shows },
    { label: 'product page', visitor, path: `/product/${product.slug}`, shows },
    { label: 'search page', visitor, path: `/search?query=${product.word}`, shows },
  ]);
}

/** A price unlike any in the seed (whole pounds), with its digits as the pages print them. */
const oddPrice = () => {
  const price = 1000 + Math.floor(Math.random() * 8000) + 0.37;
  return { price, printed: price.toLocaleString('en-US', { minimumFractionDigits: 2 }) };
};

const shopAdminToken = async (shop: Shop) =>
  (await cms<{ token: string }>(`${shop.cmsUrl}/api/users/signin`, { method: 'POST', json: { email: 'admin@pointe.test', password: 'pointe-admin-2026' } })).token;

/** The products a mode created, deleted at its end: other specs count the seeded catalogue. */
async function removeProducts(shop: Shop, ids: string[]) {
  if (ids.length === 0) return;
  const token = await shopAdminToken(shop);
  for (const id of ids) await cms(`${shop.cmsUrl}/api/products/${id}`, { method: 'DELETE', token });
}

/**
 * The panel is driven in the browser once, in the cluster's set-up (the editor's page takes most of
 * a minute to load on a busy CI machine); over HTTP the panel's own API calls stand in for it.
 */
const MODES: Array<{ name: string; panelInBrowser: boolean; start(): Promise<Shop & { stop?(): Promise<void> }> }> = [
  {
    name: 'announced over HTTP (no Redis, one storefront)',
    panelInBrowser: false,
    start: async () => ({ cmsUrl: process.env.E2E_CMS_URL!, storefrontUrls: [`http://127.0.0.1:${process.env.E2E_STOREFRONT_PORT}`] }),
  },
  {
    name: 'announced on Redis pub/sub (two storefront processes)',
    panelInBrowser: true,
    start: (): Promise<RedisStack> => startRedisStack({ storefronts: 2 }),
  },
];

for (const mode of MODES) {
  test.describe(`catalogue changes show within a second, ${mode.name}`, () => {
    test.describe.configure({ mode: 'serial' });
    let shop: (Shop & { stop?(): Promise<void> }) | undefined;
    let visitors: Awaited<ReturnType<typeof visitorsOf>> | undefined;
    const created: string[] = [];

    test.beforeAll(async ({ browser }, testInfo) => {
      // One run is enough (the panel needs JavaScript; the shop's pages are the same markup either way).
      if (testInfo.project.use.javaScriptEnabled === false) return;
      testInfo.setTimeout(240_000);
      const starting = performance.now();
      shop = await mode.start();
      console.log(`${mode.name}: shop ready in ${Math.round((performance.now() - starting) / 1000)} s`);
      visitors = await visitorsOf(shop, browser);
    });

    test.afterAll(async () => {
      if (!shop) return;
      await visitors?.close();
      await removeProducts(shop, created);
      await shop.stop?.();
    });

    test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'one run is enough, and the panel needs JavaScript');

    test('a product created, then its price changed, through the /api admin calls', async () => {
      const word = `Fresh${randomBytes(4).toString('hex')}`;
      const product = { word, slug: `${word.toLowerCase()}-leotard` };
      const name = `${word} Leotard`;
      const token = await shopAdminToken(shop!);
      const checks = pageChecks(visitors!.visitors, product, (html) => html.includes(name));
      await expectNoneYet(checks);

      const placeholder = await cms<{ product: { _id: string } }>(`${shop!.cmsUrl}/api/products`, { method: 'POST', token }, 201);
      created.push(placeholder.product._id);
      const first = oddPrice();
      const body = { name, slug: product.slug, price: first.price, brand: 'Freshness', description: 'Made by the freshness test.', category: 'Leotards', image: [], sizes: [{ size: 'M', countInStock: 3 }] };
      await cms(`${shop!.cmsUrl}/api/products/${placeholder.product._id}`, { method: 'PUT', token, json: body });
      await expectAllWithinDeadline(checks, performance.now());

      const second = oddPrice();
      const priceChecks = pageChecks(visitors!.visitors, product, (html) => html.includes(second.printed));
      await expectNoneYet(priceChecks);
      await cms(`${shop!.cmsUrl}/api/products/${placeholder.product._id}`, { method: 'PUT', token, json: { ...body, price: second.price } });
      await expectAllWithinDeadline(priceChecks, performance.now());
    });

    test("a product created, then its price changed, through the Strapi panel's content-manager API", async () => {
      const word = `Fresh${randomBytes(4).toString('hex')}`;
      const name = `${word} Wrap Skirt`;
      const token = await panelToken(shop!.cmsUrl);
      const product = { word, slug: `${word.toLowerCase()}-wrap-skirt` };
      const checks = pageChecks(visitors!.visitors, product, (html) => html.includes(name));
      await expectNoneYet(checks);

      const first = oddPrice();
      const saved = await cms<{ data: { documentId: string; slug: string } }>(
        `${shop!.cmsUrl}${PRODUCTS}`,
        { method: 'POST', token, json: { name, brand: 'Freshness', description: 'Made by the freshness test.', price: first.price, sizes: [{ size: 'S', countInStock: 2 }] } },
        201,
      );
      const answered = performance.now();
      created.push(saved.data.documentId);
      expect(saved.data.slug).toBe(product.slug);
      await expectAllWithinDeadline(checks, answered);

      const second = oddPrice();
      const priceChecks = pageChecks(visitors!.visitors, product, (html) => html.includes(second.printed));
      await expectNoneYet(priceChecks);
      await cms(`${shop!.cmsUrl}${PRODUCTS}/${saved.data.documentId}`, { method: 'PUT', token, json: { price: second.price } });
      await expectAllWithinDeadline(priceChecks, performance.now());
    });

    test('a price changed and saved in the Strapi panel, in the browser', async ({ page }) => {
      test.skip(!mode.panelInBrowser, 'driven in the browser in the Redis set-up');
      test.setTimeout(120_000);
      const word = `Fresh${randomBytes(4).toString('hex')}`;
      const name = `${word} Ballet Flats`;
      const token = await panelToken(shop!.cmsUrl);
      const product = { word, slug: `${word.toLowerCase()}-ballet-flats` };
      const saved = await cms<{ data: { documentId: string } }>(
        `${shop!.cmsUrl}${PRODUCTS}`,
        { method: 'POST', token, json: { name, brand: 'Freshness', description: 'Made by the freshness test.', price: oddPrice().price, sizes: [{ size: 'XS', countInStock: 1 }] } },
        201,
      );
      created.push(saved.data.documentId);
      const next = oddPrice();
      const checks = pageChecks(visitors!.visitors, product, (html) => html.includes(next.printed));
      await expectNoneYet(checks);

      await signInToPanel(page, shop!.cmsUrl);
      await page.goto(`${shop!.cmsUrl}/admin/content-manager/collection-types/api::product.product/${saved.data.documentId}`);
      const price = page.getByLabel('Price (EGP, VAT included)');
      await expect(price).toBeVisible({ timeout: 30_000 });
      await price.fill(String(next.price));
      const answer = page.waitForResponse((response) => response.url().includes(`${PRODUCTS}/${saved.data.documentId}`) && response.request().method() === 'PUT');
      await page.getByRole('button', { name: 'Save' }).click();
      expect((await answer).status()).toBe(200);
      await expectAllWithinDeadline(checks, performance.now());
      await expect(page.getByText('Saved document')).toBeVisible();
    });
  });
}

test("the storefront's internal endpoint is a plain 404 to anyone without the secret, never a page", async ({ request }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'one run is enough');
  const attempts = [
    request.post('/internal/catalogue-changed', { headers: { origin: 'https://evil.example' } }),
    request.post('/internal/catalogue-changed', { headers: { 'x-catalogue-secret': 'a-guess' } }),
    request.get('/internal/catalogue-changed'),
  ];
  for (const response of await Promise.all(attempts)) {
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.text()).toBe('Not Found');
  }
});
