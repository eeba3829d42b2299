// Which addresses are shared pages, as their routes declare it: `handle = { sharedPage: true }`
// (ShopRouteHandle in hooks.ts), read from the build's route manifest, matched the way Remix matches.
import { MemoryCache } from '@pointe/config';
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router';
import type { ServerBuild } from '@remix-run/node';
import { pageOfPath, type ShopRouteHandle } from './hooks.js';

type SharedRouteObject = AgnosticRouteObject & { sharedPage: boolean };

function isSharedHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as ShopRouteHandle).sharedPage === true;
}

function routeTree(routes: ServerBuild['routes'], parentId: string | undefined): SharedRouteObject[] {
  return Object.values(routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const sharedPage = isSharedHandle(route!.module.handle);
      const base = { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, sharedPage };
      return route!.index ? { ...base, index: true as const } : { ...base, children: routeTree(routes, route!.id) };
    });
}

/**
 * `(pathname) => boolean`: whether the page at this path (or its single-fetch data, `/x.data`) is a
 * shared page. Made once per build. Answers are remembered per path: matching ranks and tries every
 * route (33-74 µs a call, measured: the router's own caches are patched into its CommonJS build only),
 * which every request asks once.
 */
export function sharedPageMatcher(routes: ServerBuild['routes']): (pathname: string) => boolean {
  const tree = routeTree(routes, undefined);
  const known = new MemoryCache<{ shared: boolean }>({ max: 5000 });
  return (pathname) => {
    let answer = known.get(pathname);
    if (!answer) {
      answer = { shared: matchRoutes(tree, pageOfPath(pathname))?.at(-1)?.route.sharedPage === true };
      known.set(pathname, answer);
    }
    return answer.shared;
  };
}
