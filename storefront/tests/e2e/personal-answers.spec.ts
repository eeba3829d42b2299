import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIResponse } from '@playwright/test';
import { ADMIN, e2eCms, expect, test } from './fixtures';

// Personal answers are never kept by a shared cache (issue 36): every route of the build, asked by a
// signed-in shopper, answers `Cache-Control: private, no-store` and `Vary: Cookie`, unless its module
// declares it a shared page (`handle.sharedPage`, server/hooks.ts), whose loader reads no session
// (app/routes/shared-pages.test.ts) and whose page is `private, no-cache` for her. Its documents, its
// single-fetch data, its resource routes, its redirects and its actions alike. The routes come from
// the build's own manifest, so a new route is walked without anyone adding it here.

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { handle?: unknown; default?: unknown; loader?: unknown; action?: unknown };
}

/** The routes of the production build the e2e storefront serves. */
async function buildRoutes(): Promise<ManifestRoute[]> {
  // The build validates the storefront's environment when loaded; only its route table is read here.
  process.env.SESSION_SECRET ??= 'e2e-reads-the-route-manifest-only';
  const build = (await import(pathToFileURL(path.resolve('storefront/build/server/index.js')).href)) as { routes: Record<string, ManifestRoute> };
  return Object.values(build.routes);
}

const isShared = (route: ManifestRoute) => (route.module.handle as { sharedPage?: unknown } | undefined)?.sharedPage === true;

/** An address the route answers, its parameters filled with a real product's slug where one helps. */
function addressOf(route: ManifestRoute, slug: string): string {
  const filled = (route.path ?? '')
    .split('/')
    .filter((segment) => segment !== ':lang?')
    .map((segment) => {
      if (segment === '*') return 'no-such-page';
      if (segment === ':slug') return slug;
      if (segment === ':number') return '1';
      if (segment.startsWith(':')) return 'z9y8x7w6v5u4t3s2r1q0p9o8';
      return segment;
    })
    .join('/');
  return `/${filled}`;
}

test('every route of the build answers a signed-in shopper private, no-store, or is declared shared', async ({ request, baseURL }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'HTTP answers only: one project is enough');
  // About 150 requests, each page rendered for her.
  test.setTimeout(180_000);
  const routes = (await buildRoutes()).filter((route) => route.id !== 'root');
  expect(routes.length).toBeGreaterThan(30);
  const products = (await (await fetch(`${e2eCms()}/api/products`)).json()) as Array<{ slug: string }>;
  const slug = products[0]!.slug;

  // A session of her own (the admin: every page opens for her, so every loader runs to its end).
  const signedIn = await request.post(`${baseURL}/signin`, { form: { email: ADMIN.email, password: ADMIN.password }, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(signedIn.status()).toBe(302);
  const cookie = signedIn
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0])
    .join('; ');
  expect(cookie).toContain('__pointe_session=');

  const problems: string[] = [];
  const check = (what: string, answer: APIResponse, shared: boolean) => {
    const headers = answer.headers();
    const cacheControl = headers['cache-control'];
    const vary = (headers.vary ?? '').toLowerCase();
    // A shared page's own answer to a read: private for her (her header is in it), revalidated each time.
    const allowed = shared && answer.status() === 200 ? ['private, no-cache', 'private, no-store'] : ['private, no-store'];
    if (!allowed.includes(cacheControl ?? '') || !vary.includes('cookie')) {
      problems.push(`${what}: ${answer.status()} Cache-Control ${JSON.stringify(cacheControl)}, Vary ${JSON.stringify(headers.vary)}`);
    }
  };

  const walked: string[] = [];
  for (const route of routes) {
    const address = addressOf(route, slug);
    const shared = isShared(route);
    walked.push(route.id);
    check(`GET ${address} (${route.id})`, await request.get(`${baseURL}${address}`, { headers: { Cookie: cookie }, maxRedirects: 0 }), shared);
    check(`GET /ar${address} (${route.id})`, await request.get(`${baseURL}/ar${address === '/' ? '' : address}`, { headers: { Cookie: cookie }, maxRedirects: 0 }), shared);
    // A page's single-fetch data (client navigations), as its document.
    if (route.module.default) {
      const data = address === '/' ? '/_root.data' : `${address}.data`;
      check(`GET ${data} (${route.id})`, await request.get(`${baseURL}${data}`, { headers: { Cookie: cookie }, maxRedirects: 0 }), shared);
    }
    // An action's answer (here a refused empty form, or a redirect) is hers alone, on a shared page too.
    // Sign-out would end the session this walk uses: it has its own test (sessions.spec.ts).
    if (route.module.action && !route.id.endsWith('.signout')) {
      const posted = await request.post(`${baseURL}${address}`, { form: {}, headers: { Cookie: cookie, Origin: baseURL! }, maxRedirects: 0 });
      check(`POST ${address} (${route.id})`, posted, false);
    }
  }
  expect(walked).toContain('routes/($lang).product.$slug_.my-size');
  expect(walked).toContain('routes/($lang).profile');
  expect(problems).toEqual([]);
});
