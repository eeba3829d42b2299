/**
 * Storefront pages under load: the full stack (storefront → CMS → PostgreSQL) against the same HTML
 * served as a static file by a bare Node server on the same machine. The ratio is the figure.
 * Browsing pages are measured for a visitor without cookies and for a signed-in shopper with a
 * 3-line cart (a session cookie); the checkout pages for that shopper only.
 */
import { writeFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawnServer, waitForUrl } from '../lib/processes.mjs';
import { freePort, startTestStack } from '../lib/test-stack';
import { pageLoad, type PageLoad } from './page-load';
import { BENCH_SHOPPER, signedInShopper } from './shopper';

interface BrowsingPage {
  anonymous: PageLoad;
  signedIn: PageLoad;
  staticFile: PageLoad;
  /** req/s as a percentage of the static file's. */
  anonymousRatio: number;
  signedInRatio: number;
}

const ratio = (part: PageLoad, whole: PageLoad) => Math.round((part.requestsPerSecond / whole.requestsPerSecond) * 1000) / 10;

/** The signed-in page must really be that shopper's: their name and a 3-item cart in the header. */
async function checkSignedInPage(url: string, cookie: string): Promise<void> {
  const html = await fetch(url, { headers: { cookie } }).then((response) => response.text());
  if (!html.includes(BENCH_SHOPPER.name) || !html.includes('Cart, 3 items')) throw new Error(`${url} is not the signed-in shopper's page`);
}

export async function benchPages({ connections, duration }: { connections: number; duration: number }) {
  const stack = await startTestStack({
    purpose: 'bench_pages',
    storefront: true,
    env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' },
  });
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pointe-bench-'));
  const browsing: Record<string, BrowsingPage> = {};
  const checkout: Record<string, PageLoad> = {};
  try {
    const { cookie, productSlugs } = await signedInShopper(stack.storefrontUrl!, stack.cmsUrl);
    for (const [name, pagePath] of [
      ['home', '/'],
      ['product', `/product/${productSlugs[0]}`],
      ['search', '/search?query=leotard'],
    ] as const) {
      const url = `${stack.storefrontUrl}${pagePath}`;
      const html = await fetch(url).then((response) => response.text());
      await checkSignedInPage(url, cookie);
      const file = path.join(directory, `${name}.html`);
      await writeFile(file, html);
      const port = await freePort();
      const server = spawnServer('static', process.execPath, [path.join(import.meta.dirname, 'static-server.mjs'), file, String(port)], {
        cwd: directory,
        env: process.env,
        output: 'buffer',
      });
      try {
        await waitForUrl(`http://127.0.0.1:${port}/`, { child: server.child });
        await pageLoad(url, connections, 2); // warm-up
        await pageLoad(url, connections, 2, cookie);
        const anonymous = await pageLoad(url, connections, duration);
        const signedIn = await pageLoad(url, connections, duration, cookie);
        const staticFile = await pageLoad(`http://127.0.0.1:${port}/`, connections, duration);
        browsing[name] = { anonymous, signedIn, staticFile, anonymousRatio: ratio(anonymous, staticFile), signedInRatio: ratio(signedIn, staticFile) };
      } finally {
        await server.stop();
      }
    }
    // Checkout pages read stock and prices fresh on every request (never cached).
    for (const pagePath of ['/cart', '/shipping', '/payment', '/placeorder']) {
      const url = `${stack.storefrontUrl}${pagePath}`;
      await checkSignedInPage(url, cookie);
      await pageLoad(url, connections, 2, cookie); // warm-up
      checkout[pagePath] = await pageLoad(url, connections, duration, cookie);
    }
    return { connections, durationSeconds: duration, pages: browsing, signedInCheckout: checkout };
  } finally {
    await stack.stop();
  }
}
