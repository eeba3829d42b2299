// CSRF: every state-changing request (all Remix actions) must come from one of our own pages.
// Browsers send Origin on POSTs (Referer as a fallback); anything cross-site, or without either, gets 403.
import type { RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the check reads of a request: its headers (an Express request is one). */
interface RequestHeaders {
  get(name: string): string | undefined;
}

/**
 * The request names one of our pages as its source: its whole origin (scheme, host and port) is the
 * shop's public origin (STOREFRONT_URL), or the host it was sent to under that same scheme (the shop
 * reached by another name, e.g. 127.0.0.1 for localhost). The scheme is always the configured one,
 * never the request's own: behind a TLS-terminating proxy every request arrives as http, and an
 * `https://` page of an http shop (or the reverse) is another origin.
 */
export function fromOurOwnPage(req: RequestHeaders, publicOrigin: string): boolean {
  const source = req.get('origin') || req.get('referer');
  if (!source) return false;
  try {
    const { origin } = new URL(source);
    const host = req.get('host');
    return origin === publicOrigin || (host !== undefined && origin === new URL(`${new URL(publicOrigin).protocol}//${host}`).origin);
  } catch {
    return false;
  }
}

export function refuseCrossSiteRequests(publicOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || fromOurOwnPage(req, publicOrigin)) return next();
    res.status(403).type('text/plain').send('Cross-site requests are refused.');
  };
}
