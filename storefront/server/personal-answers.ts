// Personal answers are never kept by a shared cache (issue 36). Every answer the Remix app gives
// (documents, single-fetch data, resource routes, redirects, actions) passes here, the one place that
// decides its caching: an answer to a request that carries a cookie (a session, a cart, a toast) or a
// token, or that sets one, is `Cache-Control: private, no-store`, whatever its route said, unless it
// is a shared page's own read: a GET of a route whose `handle` declares it shared (ShopRouteHandle,
// hooks.ts), answered 200 without a cookie set, whose loader reads no session
// (app/routes/shared-pages.test.ts) and whose caching entry.server sets (`private, no-cache` for her).
// Every answer varies with the Cookie header. A new route is personal until it declares otherwise.
import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import { createRequestHandler } from '@remix-run/node';
// The two halves of @remix-run/express's own handler (its createRequestHandler is these around Remix's),
// exported and typed by its server module though not re-exported by its index.
import { createRemixRequest, sendRemixResponse } from '@remix-run/express/dist/server.js';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';

export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** What the decision reads of a request. */
export interface AnswerFacts {
  method: string;
  /** It carries a Cookie or Authorization header: anything that reads the session reads someone's. */
  carriesIdentity: boolean;
  /** Its address is a page its route declares shared (shared-routes.ts). */
  sharedPage: boolean;
}

const READS = new Set(['GET', 'HEAD']);

/** `Vary` with `Cookie` in it (kept as is when it already names it, or is `*`). */
function varyWithCookie(vary: string | null): string {
  if (!vary) return 'Cookie';
  const names = vary.split(',').map((name) => name.trim().toLowerCase());
  return names.includes('cookie') || names.includes('*') ? vary : `${vary}, Cookie`;
}

/**
 * The headers an answer leaves with: its own, with `Vary: Cookie`, and `Cache-Control: private,
 * no-store` when it is personal (see the top of this file).
 */
export function answerHeaders(status: number, own: Headers, facts: AnswerFacts): Headers {
  const headers = new Headers(own);
  headers.set('Vary', varyWithCookie(own.get('Vary')));
  const setsCookie = own.has('Set-Cookie');
  const sharedRead = facts.sharedPage && READS.has(facts.method) && status === 200 && !setsCookie;
  if (!sharedRead && (facts.carriesIdentity || setsCookie)) headers.set('Cache-Control', PERSONAL_CACHE_CONTROL);
  return headers;
}

/** An answer with its headers decided (a redirect made by `Response.redirect` has headers that cannot change, hence a new Response). */
export function decidedAnswer(response: Response, facts: AnswerFacts): Response {
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: answerHeaders(response.status, response.headers, facts) });
}

/** A request's load context, and whether its address is a shared page (both from the same build). */
export interface PageContext {
  context: AppLoadContext;
  sharedPage: boolean;
}

/**
 * Express's Remix handler (as @remix-run/express's createRequestHandler), with every answer's caching
 * decided by `decidedAnswer` before it is sent.
 */
export function remixPages({
  build,
  mode,
  pageContext,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  pageContext: (req: ExpressRequest, res: ExpressResponse) => Promise<PageContext>;
}): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const request = createRemixRequest(req, res);
      const { context, sharedPage } = await pageContext(req, res);
      const response = await handle(request, context);
      const carriesIdentity = Boolean(req.headers.cookie || req.headers.authorization);
      await sendRemixResponse(res, decidedAnswer(response, { method: req.method, carriesIdentity, sharedPage }));
    } catch (error) {
      next(error);
    }
  };
}
