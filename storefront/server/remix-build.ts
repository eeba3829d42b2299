// Loading the Remix server build: the compiled one in production, Vite's live one in development.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import type { ViteDevServer } from 'vite';
import type { CatalogueEvents, ServerHooks } from './hooks.js';

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

const isFunction = (value: unknown) => typeof value === 'function';

// Every hook the server calls; `satisfies` keeps these lists in step with the types in hooks.ts.
const HOOK_FUNCTIONS = { sharedPageShopper: true, loadContext: true } satisfies Record<Exclude<keyof ServerHooks, 'catalogue'>, true>;
const CATALOGUE_FUNCTIONS = { changed: true, productChanged: true, onChanged: true, onProductChanged: true } satisfies Record<keyof CatalogueEvents, true>;

const missingFunctions = (value: unknown, names: object, prefix = '') =>
  Object.keys(names)
    .filter((name) => !isObject(value) || !isFunction((value as Record<string, unknown>)[name]))
    .map((name) => prefix + name);

/**
 * The app's `serverHooks` (app/entry.server.tsx), checked whole: a build without it, or with a hook
 * missing or renamed, stops the server here with the names it lacks, instead of quietly turning a
 * feature off (the shared pages, or hearing catalogue changes).
 */
export function serverHooksOf(build: { entry: { module: object } }): ServerHooks {
  const hooks: unknown = (build.entry.module as { serverHooks?: unknown }).serverHooks;
  const catalogue: unknown = isObject(hooks) ? (hooks as { catalogue?: unknown }).catalogue : undefined;
  const missing = [...missingFunctions(hooks, HOOK_FUNCTIONS), ...missingFunctions(catalogue, CATALOGUE_FUNCTIONS, 'catalogue.')];
  if (missing.length > 0) throw new Error(`The Remix build's entry.server does not export serverHooks whole (missing: ${missing.join(', ')}); see server/hooks.ts`);
  return hooks as ServerHooks;
}
