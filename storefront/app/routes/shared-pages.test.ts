import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductJson } from '@pointe/config';
import { shopLoadContext } from '~/load-context';
import * as home from './($lang)._index';
import * as product from './($lang).product.$slug';
import * as search from './($lang).search';

// A shared page (ShopRouteHandle in server/hooks.ts) is rendered once and shown to every shopper of a
// kind: its loader must not read the session, or one shopper's data would reach the next. Here every
// way of reading it throws, and each shared page's loader runs with a shopper's cookie.
const READ_THE_SESSION = 'a shared page read the session';
vi.mock(import('~/lib/session.server'), async (importOriginal) => {
  const refuse = () => {
    throw new Error(READ_THE_SESSION);
  };
  return { ...(await importOriginal()), getSession: refuse, getSessionFromCookie: refuse, getSignedIn: refuse, requireSignedIn: refuse, requireAdmin: refuse };
});

const LEOTARD: ProductJson = {
  _id: 'p1',
  name: 'Camisole Leotard',
  slug: 'camisole-leotard',
  image: ['/uploads/leotard.webp'],
  imageSrcSet: [''],
  brand: 'Pointe',
  category: 'Leotards',
  description: 'Cotton.',
  nameAr: null,
  descriptionAr: null,
  categoryAr: null,
  price: 450,
  countInStock: 3,
  sizes: [{ size: 'S', countInStock: 3 }],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
vi.mock(import('~/models/product.server'), async (importOriginal) => ({
  ...(await importOriginal()),
  listProducts: async () => [LEOTARD],
  showProductBySlug: async () => LEOTARD,
  searchProducts: async () => ({ products: [LEOTARD], page: 1, pages: 1, countProducts: 1 }),
  listCategories: async () => [{ name: 'Leotards', nameAr: null }],
}));

afterEach(() => vi.clearAllMocks());

const withCookie = (url: string) => new Request(url, { headers: { Cookie: '__pointe_session=signed-in-shopper' } });
const contextFor = (url: string) => shopLoadContext({ url: new URL(url).pathname, clientIp: '127.0.0.1', cspNonce: '', sharedPage: true });

describe('shared pages read no session', () => {
  it.each([
    ['home', home, 'http://shop.test/', {}],
    ['product', product, 'http://shop.test/ar/product/camisole-leotard', { slug: 'camisole-leotard' }],
    ['search', search, 'http://shop.test/search?query=leotard', {}],
  ] as const)('%s: declares itself shared and loads without the session', async (_name, route, url, params) => {
    expect(route.handle).toEqual({ sharedPage: true });
    const answer = await route.loader({ request: withCookie(url), params, context: contextFor(url) });
    expect(answer).toBeDefined();
  });

  it('would catch a loader that did', async () => {
    const { getSession } = await import('~/lib/session.server');
    expect(() => getSession(withCookie('http://shop.test/'))).toThrow(READ_THE_SESSION);
  });
});
