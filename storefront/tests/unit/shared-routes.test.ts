import type { ServerBuild } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { sharedPageMatcher } from '../../server/shared-routes.js';

/** A route manifest shaped like the build's: what Remix makes of our flat route files. */
function manifest(routes: Array<{ id: string; parentId?: string; path?: string; index?: boolean; shared?: boolean }>): ServerBuild['routes'] {
  return Object.fromEntries(
    routes.map(({ shared, ...route }) => [route.id, { ...route, module: { default: () => null, ...(shared ? { handle: { sharedPage: true } } : {}) } }]),
  ) as unknown as ServerBuild['routes'];
}

// That a shared page's loader reads no session: app/routes/shared-pages.test.ts.
describe('which addresses are shared pages', () => {
  const isSharedPage = sharedPageMatcher(
    manifest([
      { id: 'root', path: '' },
      { id: 'routes/($lang)._index', parentId: 'root', path: ':lang?', index: true, shared: true },
      { id: 'routes/($lang).search', parentId: 'root', path: ':lang?/search', shared: true },
      { id: 'routes/($lang).product.$slug', parentId: 'root', path: ':lang?/product/:slug', shared: true },
      { id: 'routes/($lang).cart', parentId: 'root', path: ':lang?/cart' },
      { id: 'routes/($lang).profile', parentId: 'root', path: ':lang?/profile' },
      { id: 'routes/($lang).admin.products', parentId: 'root', path: ':lang?/admin/products' },
    ]),
  );

  it('follows the routes that declare it, in both languages and for their single-fetch data', () => {
    expect(['/', '/search', '/product/etude-pointe-shoes', '/ar', '/ar/search', '/ar/product/etude-pointe-shoes'].map(isSharedPage)).toEqual([true, true, true, true, true, true]);
    expect(['/_root.data', '/search.data', '/ar/product/x.data'].map(isSharedPage)).toEqual([true, true, true]);
    expect(['/cart', '/ar/cart', '/product/a/b', '/profile', '/admin/products', '/ar/admin/products', '/cart.data'].map(isSharedPage)).toEqual([false, false, false, false, false, false, false]);
  });
});
