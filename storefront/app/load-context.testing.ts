// For tests: the load context the server makes for a request (load-context.ts), real in every part.
import type { AppLoadContext } from '@remix-run/node';
import { shopLoadContext } from './load-context';

interface Facts {
  clientIp?: string;
  sharedPage?: boolean;
}

/** The load context of this request, its session read from the request's Cookie header. */
export function contextFor(request: Request, { clientIp = '127.0.0.1', sharedPage = false }: Facts = {}): AppLoadContext {
  const url = new URL(request.url);
  return shopLoadContext({ url: url.pathname + url.search, clientIp, cspNonce: '', cookie: request.headers.get('Cookie') ?? undefined, sharedPage });
}

/** A loader's or action's arguments for a request: the request, its params and its own load context. */
export function argsFor<Params extends Record<string, string>>(request: Request, params = {} as Params, facts?: Facts) {
  return { request, params, context: contextFor(request, facts) };
}

/**
 * For `createRemixStub`, whose one context serves every request: the route's loader or action,
 * called with each request's own load context (its address's language, its cookie's session).
 */
export function withContext<Args extends { request: Request; context: AppLoadContext }, Answer>(run: (args: Args) => Answer): (args: Args) => Answer {
  return (args) => run({ ...args, context: contextFor(args.request) });
}
