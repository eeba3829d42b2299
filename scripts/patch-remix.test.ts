import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as RemixRouter from '@remix-run/router';
import { describe, expect, it } from 'vitest';

// The server's copy of @remix-run/router, as Node loads it (CommonJS).
const require = createRequire(import.meta.url);
const router = require('@remix-run/router') as typeof RemixRouter;

describe('the patches of Remix (scripts/patch-remix.mjs, run by postinstall)', () => {
  it.each(['@remix-run/router', '@remix-run/react/dist/server.js', 'react-router-dom/server.js', '@remix-run/react/dist/components.js', '@remix-run/react/dist/esm/components.js'])('are in %s', (module) => {
    expect(readFileSync(require.resolve(module), 'utf8')).toContain('/* pointe: patched by scripts/patch-remix.mjs */');
  });

  it('match as before: ranked branches, optional segments, params, the same routes asked twice', () => {
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
});
