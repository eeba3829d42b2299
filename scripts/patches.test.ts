import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as RemixRouter from '@remix-run/router';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';

/**
 * The patches in patches/ (applied by patch-package in `postinstall`, ADR 012) are in the installed packages. An upgrade
 * of a patched package makes `npm install` fail (`--error-on-warn`); this test is the second guard, for an install made
 * with `--ignore-scripts` or a package that another install put back as published.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const patchFiles = readdirSync(join(root, 'patches')).filter((file) => file.endsWith('.patch'));

/** patch-package's file name: `<package, with + for />+<version>.patch`, e.g. `@remix-run+react+2.17.5.patch`. */
function packageOf(file: string): { name: string; version: string } {
  const parts = /^(?<name>.+)\+(?<version>\d+\.\d+\.\d+[^+]*)\.patch$/.exec(file)?.groups;
  if (!parts?.name || !parts.version) throw new Error(`${file} is not named <package>+<version>.patch`);
  return { name: parts.name.replace('+', '/'), version: parts.version };
}

/** Each hunk of a unified diff as the file reads after it: its context and added lines, in order. */
function patchedTexts(patch: string): { file: string; text: string }[] {
  const hunks: { file: string; text: string }[] = [];
  let file = '';
  let lines: string[] | null = null;
  const flush = () => {
    if (lines) hunks.push({ file, text: lines.join('\n') });
    lines = null;
  };
  for (const line of patch.split('\n')) {
    if (line.startsWith('diff --git ')) {
      flush();
      file = /^diff --git a\/(\S+) b\//.exec(line)?.[1] ?? '';
    } else if (line.startsWith('@@')) {
      flush();
      lines = [];
    } else if (lines && (line.startsWith(' ') || line.startsWith('+'))) {
      lines.push(line.slice(1));
    }
  }
  flush();
  return hunks;
}

describe('the patches of dependencies (patches/, applied by patch-package)', () => {
  it('patch the three Remix packages, and the router and security headers of Strapi (ADR 033)', () => {
    expect(patchFiles.map((file) => packageOf(file).name).sort()).toEqual([
      '@koa/router',
      '@remix-run/react',
      '@remix-run/router',
      '@strapi/core',
      'react-router-dom',
    ]);
  });

  describe.each(patchFiles)('%s', (patchFile) => {
    const { name, version } = packageOf(patchFile);
    const hunks = patchedTexts(readFileSync(join(root, 'patches', patchFile), 'utf8'));

    it('was written for the installed version', () => {
      const installed = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
      expect(installed.version).toBe(version);
    });

    it('is in the installed files, every hunk', () => {
      expect(hunks.length).toBeGreaterThan(0);
      for (const { file, text } of hunks) {
        expect(file.startsWith(`node_modules/${name}/`), file).toBe(true);
        expect(readFileSync(join(root, file), 'utf8'), `${file} lacks a hunk of ${patchFile}`).toContain(text);
      }
    });
  });

  // The server's copy of @remix-run/router, as Node loads it (CommonJS), with its route-matching caches.
  const router = createRequire(import.meta.url)('@remix-run/router') as typeof RemixRouter;

  it('match routes as before: ranked branches, optional segments, params, the same routes asked twice', () => {
    const routes = [
      {
        id: 'root',
        path: '/',
        children: [
          { id: 'home', index: true },
          { id: 'cart', path: ':lang?/cart' },
          { id: 'product', path: ':lang?/product/:slug' },
          { id: 'search', path: 'search' },
          { id: 'catch-all', path: '*' },
        ],
      },
    ];
    const ids = (pathname: string) => router.matchRoutes(routes, pathname)?.map((match) => match.route.id);
    for (let round = 0; round < 2; round++) {
      expect(ids('/')).toEqual(['root', 'home']);
      expect(ids('/cart')).toEqual(['root', 'cart']);
      expect(ids('/ar/cart')).toEqual(['root', 'cart']);
      expect(ids('/search')).toEqual(['root', 'search']);
      expect(ids('/ar/product/tutu')).toEqual(['root', 'product']);
      expect(router.matchRoutes(routes, '/ar/product/tutu')?.at(-1)?.params).toEqual({ lang: 'ar', slug: 'tutu' });
      expect(ids('/no/such/page')).toEqual(['root', 'catch-all']);
    }
    // Other routes are matched on their own, not from the first array's cache.
    expect(router.matchRoutes([{ id: 'other', path: '/cart' }], '/cart')?.map((match) => match.route.id)).toEqual(['other']);
    expect(router.matchPath('/order/:id', '/order/42')?.params).toEqual({ id: '42' });
    expect(router.matchPath({ path: '/order/:id', end: false }, '/order/42/pay')?.pathnameBase).toBe('/order/42');
  });

  it('answer a path asked again with the same matches, each caller its own copies', () => {
    const routes = [{ id: 'root', path: '/', children: [{ id: 'product', path: ':lang?/product/:slug' }] }];
    const first = router.matchRoutes(routes, '/ar/product/tutu')!;
    (first[1]!.params as Record<string, string>).slug = 'changed by the first caller';
    first.pop();
    const again = router.matchRoutes(routes, '/ar/product/tutu')!;
    expect(again.map((match) => [match.route.id, match.pathname, match.pathnameBase, match.params])).toEqual([
      ['root', '/', '/', { lang: 'ar', slug: 'tutu' }],
      ['product', '/ar/product/tutu', '/ar/product/tutu', { lang: 'ar', slug: 'tutu' }],
    ]);
    // As matchRouteBranch makes them: one params object for the branch, never the one another caller holds.
    expect(again[0]!.params).toBe(again[1]!.params);
    expect(router.matchRoutes(routes, '/ar/product/tutu')![1]!.params).not.toBe(again[1]!.params);
    expect(router.matchRoutes(routes, '/ar/product/tutu')![1]!.route).toBe(routes[0]!.children[0]);
    // A path too long to keep is matched all the same; a path with no match stays unmatched.
    const longSlug = 'x'.repeat(300);
    expect(router.matchRoutes(routes, `/product/${longSlug}`)?.at(-1)?.params).toEqual({ lang: undefined, slug: longSlug });
    expect(router.matchRoutes(routes, '/no/such/page')).toBeNull();
    expect(router.matchRoutes(routes, '/no/such/page')).toBeNull();
  });
});

describe("Strapi's router (@koa/router, its layers kept per path: ADR 033)", () => {
  const require = createRequire(import.meta.url);
  // The parts of @koa/router (untyped) these tests use.
  interface Layer {
    methods: string[];
    path: string;
  }
  interface Router {
    get(path: string, middleware: Koa.Middleware): Router;
    post(path: string, middleware: Koa.Middleware): Router;
    use(...middleware: Koa.Middleware[]): Router;
    prefix(prefix: string): Router;
    match(path: string, method: string): { path: Layer[]; pathAndMethod: Layer[]; route: boolean };
    routes(): Koa.Middleware;
    allowedMethods(): Koa.Middleware;
  }
  const Router = require('@koa/router') as new (options?: { prefix?: string }) => Router;
  const names = (layers: Layer[]) => layers.map((layer) => `${layer.methods.join(',') || 'any'} ${layer.path}`);

  it('matches the same layers the second time a path is asked, and gives each caller its own arrays', () => {
    const router = new Router();
    router.get('/api/orders/:id', () => undefined);
    router.post('/api/orders', () => undefined);
    router.get('/admin/(.*)', () => undefined);
    for (let round = 0; round < 2; round++) {
      const matched = router.match('/api/orders', 'POST');
      expect(matched.route).toBe(true);
      expect(names(matched.pathAndMethod)).toEqual(['POST /api/orders']);
      matched.path.push(matched.path[0]!);
      matched.pathAndMethod.length = 0;
      expect(router.match('/api/orders/abc', 'GET').route).toBe(true);
      expect(names(router.match('/api/orders/abc', 'DELETE').path)).toEqual(['HEAD,GET /api/orders/:id']);
      expect(router.match('/api/orders/abc', 'DELETE').route).toBe(false);
    }
  });

  it('sees a route added, or a prefix set, after a path was matched', () => {
    const router = new Router();
    router.get('/shop/products', () => undefined);
    expect(router.match('/shop/cart', 'GET').route).toBe(false);
    router.get('/shop/cart', () => undefined);
    expect(router.match('/shop/cart', 'GET').route).toBe(true);
    router.prefix('/v2');
    expect(router.match('/shop/cart', 'GET').route).toBe(false);
    expect(router.match('/v2/shop/cart', 'GET').route).toBe(true);
  });

  it('matches a very long path without keeping it, and forgets the oldest paths past 1,000', () => {
    const router = new Router();
    router.get('/p/:slug', () => undefined);
    expect(router.match(`/p/${'x'.repeat(500)}`, 'GET').route).toBe(true);
    for (let i = 0; i < 2500; i++) expect(router.match(`/p/${i}`, 'GET').route).toBe(true);
    const cache = (router as unknown as { matchCache: { byKey: Map<string, unknown> } }).matchCache;
    expect(cache.byKey.size).toBeLessThanOrEqual(1000);
    expect([...cache.byKey.keys()].some((key) => key.length > 200)).toBe(false);
  });

  it('routes requests through nested routers as before: params, methods, 405 from allowedMethods', async () => {
    const api = new Router({ prefix: '/api' });
    api.get('/orders/:id', (ctx) => {
      ctx.body = { id: (ctx as Koa.Context & { params: Record<string, string> }).params.id };
    });
    const root = new Router();
    root.use(api.routes(), api.allowedMethods());
    const app = new Koa();
    app.use(root.routes()).use(root.allowedMethods());
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      for (const id of ['a1', 'b2', 'a1']) {
        const answer = await fetch(`http://127.0.0.1:${port}/api/orders/${id}`);
        expect(await answer.json()).toEqual({ id });
      }
      expect((await fetch(`http://127.0.0.1:${port}/api/orders/a1`, { method: 'PUT' })).status).toBe(405);
      expect((await fetch(`http://127.0.0.1:${port}/api/nothing`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe("Strapi's security headers (strapi::security, helmet built once per kind of request: ADR 033)", () => {
  const require = createRequire(import.meta.url);
  type Security = (config: object, context: { strapi: unknown }) => Koa.Middleware;
  // Strapi's own module, as strapi::security loads it (not among the package's exports).
  const { security } = require(join(root, 'node_modules/@strapi/core/dist/middlewares/security.js')) as { security: Security };
  const strapi = { plugin: () => undefined, config: { get: (key: string) => (key === 'admin.path' ? '/admin' : undefined) } };

  async function headersOf(paths: string[], config: object = {}): Promise<Record<string, string>[]> {
    const app = new Koa();
    app.use(security(config, { strapi }));
    app.use((ctx) => {
      ctx.body = 'ok';
    });
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      const answers = [];
      for (const path of paths) {
        const headers: Record<string, string> = {};
        // All but the clock's: two requests may fall in different seconds.
        (await fetch(`http://127.0.0.1:${port}${path}`)).headers.forEach((value, name) => {
          if (name !== 'date') headers[name] = value;
        });
        answers.push(headers);
      }
      return answers;
    } finally {
      server.close();
    }
  }

  it("sets Strapi's headers on every request, the same each time, with the shop's own directives", async () => {
    const [first, second] = await headersOf(['/api/orders', '/api/orders'], { contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'bucket.example'] } } });
    expect(first).toEqual(second);
    expect(first!['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(first!['x-frame-options']).toBe('SAMEORIGIN');
    expect(first!['content-security-policy']).toContain("img-src 'self' bucket.example");
  });

  it('lets the documentation pages load their scripts from jsDelivr, and only them', async () => {
    const [api, documentation, apiAgain] = await headersOf(['/api/orders', '/documentation/v1', '/api/orders']);
    expect(documentation!['content-security-policy']).toContain('cdn.jsdelivr.net');
    expect(api!['content-security-policy']).not.toContain('cdn.jsdelivr.net');
    expect(apiAgain).toEqual(api);
  });
});

describe("Strapi's body parser (strapi::body, koa-body made once: ADR 033)", () => {
  const require = createRequire(import.meta.url);
  type Body = (config: object, context: { strapi: unknown }) => Koa.Middleware;
  const { body } = require(join(root, 'node_modules/@strapi/core/dist/middlewares/body.js')) as { body: Body };
  const strapi = { plugin: () => undefined };

  it('parses every request as before: JSON with its raw text, forms, the size limit', async () => {
    const app = new Koa();
    app.use(async (ctx, next) => {
      try {
        await next();
      } catch (error) {
        ctx.status = (error as { status?: number }).status ?? 500;
      }
    });
    app.use(body({ jsonLimit: '1kb', includeUnparsed: true }, { strapi }));
    app.use((ctx) => {
      // koa-body's fields on the request (its types are not installed).
      const parsed = (ctx.request as Koa.Request & { body: Record<symbol, unknown> }).body;
      ctx.body = { parsed, raw: parsed[Symbol.for('unparsedBody')] };
    });
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      const post = (text: string, type: string) => fetch(`http://127.0.0.1:${port}/api/orders`, { method: 'POST', headers: { 'content-type': type }, body: text });
      for (const quantity of [1, 2]) {
        const text = JSON.stringify({ quantity });
        expect(await (await post(text, 'application/json')).json()).toEqual({ parsed: { quantity }, raw: text });
      }
      expect((await (await post('size=M&quantity=2', 'application/x-www-form-urlencoded')).json()).parsed).toEqual({ size: 'M', quantity: '2' });
      expect((await post(JSON.stringify({ note: 'x'.repeat(2000) }), 'application/json')).status).toBe(413);
    } finally {
      server.close();
    }
  });
});
