import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductJson } from '@pointe/config';
import { argsFor } from '~/load-context.testing';
import * as home from './($lang)._index';
import * as category from './($lang).category.$slug';
import * as product from './($lang).product.$slug';
import * as search from './($lang).search';

// A shared page (ShopRouteHandle in server/hooks.ts) is rendered once and shown to every shopper of a
// kind: its loader must not read the session, or one shopper's data would reach the next. Here every
// way of reading it throws (the load context's `session()` and each helper behind it), and each
// shared page's loader runs with a shopper's cookie.
const { READ_THE_SESSION, refuse } = vi.hoisted(() => {
  const message = 'a shared page read the session';
  return {
    READ_THE_SESSION: message,
    refuse: (): never => {
      throw new Error(message);
    },
  };
});
vi.mock(import('~/lib/session.server'), async (importOriginal) => ({
  ...(await importOriginal()),
  getSessionFromCookie: refuse,
  getSignedIn: refuse,
  requireSignedIn: refuse,
  requireAdmin: refuse,
  signInHeaders: refuse,
  signOutHeaders: refuse,
}));

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
  colour: null,
  family: null,
};
vi.mock(import('~/models/product.server'), async (importOriginal) => ({
  ...(await importOriginal()),
  listProducts: async () => [LEOTARD],
  newestProducts: async () => ({ products: [LEOTARD], page: 1, pages: 1, countProducts: 1 }),
  showProductBySlug: async () => LEOTARD,
  searchProducts: async () => ({ products: [LEOTARD], page: 1, pages: 1, countProducts: 1, facets: { sizes: [], colours: [], brands: [], price: { min: null, max: null } } }),
  listCategories: async () => [{ name: 'Leotards', nameAr: null }],
}));

vi.mock(import('~/models/shipping.server'), async (importOriginal) => ({
  ...(await importOriginal()),
  openGovernorates: async () => [{ key: 'cairo', name: 'Cairo', nameAr: 'القاهرة', zone: 'greater-cairo', shippingPrice: 50, freeShippingAbove: 1500, deliveryDays: 2 }],
}));

afterEach(() => vi.clearAllMocks());

const withCookie = (url: string) => new Request(url, { headers: { Cookie: '__pointe_session=signed-in-shopper' } });
/** The shared page's loader arguments, as the server makes them for a shopper with a cookie; asking for the session throws. */
function sharedArgs<Params extends Record<string, string>>(url: string, params: Params) {
  const args = argsFor(withCookie(url), params, { sharedPage: true });
  return { ...args, context: { ...args.context, session: refuse } };
}

describe('shared pages read no session', () => {
  it.each([
    ['home', home, 'http://shop.test/', {}],
    ['home, a later page', home, 'http://shop.test/ar?page=1', {}],
    ['category', category, 'http://shop.test/ar/category/leotards', { slug: 'leotards' }],
    ['product', product, 'http://shop.test/ar/product/camisole-leotard', { slug: 'camisole-leotard' }],
    ['search', search, 'http://shop.test/search?query=leotard', {}],
  ] as const)('%s: declares itself shared and loads without the session', async (_name, route, url, params) => {
    expect(route.handle).toEqual({ sharedPage: true });
    const answer = await route.loader(sharedArgs(url, params));
    expect(answer).toBeDefined();
  });

  it('would catch a loader that did', async () => {
    const { context } = sharedArgs('http://shop.test/', {});
    expect(() => context.session()).toThrow(READ_THE_SESSION);
    const { getSignedIn } = await import('~/lib/session.server');
    expect(() => getSignedIn(sharedArgs('http://shop.test/', {}))).toThrow(READ_THE_SESSION);
    // The context as the server makes it reads the session through the same helper, which throws here too.
    expect(() => argsFor(withCookie('http://shop.test/')).context.session()).toThrow(READ_THE_SESSION);
  });
});
