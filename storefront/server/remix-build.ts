// Loading the Remix server build: the compiled one in production, Vite's live one in development.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import type { ViteDevServer } from 'vite';

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** The shape createRequestHandler relies on, checked instead of assumed for a dynamically imported module. */
export function isServerBuild(module: unknown): module is ServerBuild {
  return (
    isObject(module) &&
    'entry' in module &&
    isObject(module.entry) &&
    'routes' in module &&
    isObject(module.routes) &&
    'assets' in module &&
    isObject(module.assets)
  );
}

function checked(module: unknown, where: string): ServerBuild {
  if (!isServerBuild(module)) throw new Error(`${where} is not a Remix server build`);
  return module;
}

/** `npm run build` writes it to build/server/index.js (relative to the storefront, the working directory). */
export async function loadProductionBuild(file = path.resolve('build/server/index.js')): Promise<ServerBuild> {
  return checked(await import(pathToFileURL(file).href), file);
}

/** Every request renders with the modules as they are now (hot reload). */
export function developmentBuild(viteServer: Pick<ViteDevServer, 'ssrLoadModule'>): () => Promise<ServerBuild> {
  return async () => checked(await viteServer.ssrLoadModule('virtual:remix/server-build'), 'virtual:remix/server-build');
}

/**
 * The app's hook for "the catalogue changed through the shop's admin" (exported by entry.server.tsx),
 * if it has one: the page cache is emptied on it.
 */
export function onCatalogueChange(build: { entry: { module: object } }): ((listener: () => void) => void) | undefined {
  const hook: unknown = Reflect.get(build.entry.module, 'onCatalogueChange');
  if (typeof hook !== 'function') return undefined;
  return (listener) => {
    hook(listener);
  };
}

/** The app's hook for "a shopper's order changed this product's stock" (entry.server.tsx), if it has one. */
export function onProductForgotten(build: { entry: { module: object } }): ((listener: (slug: string) => void) => void) | undefined {
  const hook: unknown = Reflect.get(build.entry.module, 'onProductForgotten');
  if (typeof hook !== 'function') return undefined;
  return (listener) => {
    hook(listener);
  };
}

/**
 * Empties the app's catalogue cache (`clearCatalogueCache`, exported by entry.server.tsx), which also
 * empties the page cache through onCatalogueChange. In development the live build's module is used.
 */
export function catalogueCacheClearer(build: ServerBuild | (() => Promise<ServerBuild>)): () => void {
  const clearIn = (loaded: { entry: { module: object } }) => {
    const clear: unknown = Reflect.get(loaded.entry.module, 'clearCatalogueCache');
    if (typeof clear === 'function') clear();
  };
  return () => {
    if (typeof build === 'function') void build().then(clearIn, () => undefined);
    else clearIn(build);
  };
}
