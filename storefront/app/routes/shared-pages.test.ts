import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UNSAFE_flatRoutes } from '@remix-run/dev';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductJson } from '@pointe/config';
import { argsFor } from '~/load-context.testing';
import { IGNORED_ROUTE_FILES } from '~/route-files';

// A shared page (ShopRouteHandle in server/hooks.ts) is rendered once and shown to every shopper of a
// kind: its loader must not read the session, or one shopper's data would reach the next. Here every
// way of reading it throws (the load context's `session()` and each helper behind it), and each
// shared page's loader runs with a shopper's cookie. The routes are the app's route manifest as Remix
// makes it for the build (its flat routes, with vite.config.ts's ignored files), each module's
// `handle` read from the module: a route that declares itself shared is walked here, or the test says
// it lacks an address to load.
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
// The size guide's chart (the size guide's page): none for this product.
vi.mock(import('~/lib/cms.server'), async (importOriginal) => {
  const original = await importOriginal();
  const cmsRequest: typeof original.cmsRequest = async (cmsPath, schema) => {
    if (cmsPath.startsWith('/size-charts/product/')) return schema.parse({ sizeChart: null });
    throw new Error(`a shared page's loader called the CMS at ${cmsPath}: mock it here`);
  };
  return { ...original, cmsRequest };
});

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

/** The app's routes as the build has them, each with its module. */
const APP_DIRECTORY = path.dirname(fileURLToPath(new URL('../root.tsx', import.meta.url)));
const ROUTES = await Promise.all(
  Object.values(UNSAFE_flatRoutes(APP_DIRECTORY, IGNORED_ROUTE_FILES)).map(async (route) => ({
    id: route.id,
    module: (await import(/* @vite-ignore */ path.join(APP_DIRECTORY, route.file))) as { handle?: unknown; loader?: (args: LoaderFunctionArgs) => unknown },
  })),
);
const declaresShared = (handle: unknown) => typeof handle === 'object' && handle !== null && (handle as { sharedPage?: unknown }).sharedPage === true;
const SHARED_ROUTES = ROUTES.filter((route) => declaresShared(route.module.handle));

/** Addresses each shared page is loaded at here (with its params), in both languages. */
const ADDRESSES: Record<string, Array<[url: string, params: Record<string, string>]>> = {
  'routes/($lang)._index': [
    ['http://shop.test/', {}],
    ['http://shop.test/ar?page=1', {}],
  ],
  'routes/($lang).category.$slug': [['http://shop.test/ar/category/leotards', { slug: 'leotards' }]],
  'routes/($lang).product.$slug': [['http://shop.test/ar/product/camisole-leotard', { slug: 'camisole-leotard' }]],
  'routes/($lang).product.$slug_.size-guide': [
    ['http://shop.test/product/camisole-leotard/size-guide', { slug: 'camisole-leotard' }],
    ['http://shop.test/ar/product/camisole-leotard/size-guide?bust=86&waist=66', { slug: 'camisole-leotard' }],
  ],
  'routes/($lang).search': [['http://shop.test/search?query=leotard', {}]],
};

describe('shared pages read no session', () => {
  it("walks the build's routes: every route that declares itself shared, and only those", () => {
    expect(ROUTES.length).toBeGreaterThan(30);
    expect(ROUTES.map((route) => route.id)).toContain('routes/($lang).profile');
    expect(SHARED_ROUTES.map((route) => route.id).sort(), 'a shared route needs its addresses in ADDRESSES').toEqual(Object.keys(ADDRESSES).sort());
  });

  describe.each(SHARED_ROUTES)('$id', (route) => {
    it.each(ADDRESSES[route.id] ?? [])('loads %s without the session', async (url, params) => {
      expect(route.module.loader, 'a shared page has a loader').toBeTypeOf('function');
      const answer = await route.module.loader!(sharedArgs(url, params));
      expect(answer).toBeDefined();
    });
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
