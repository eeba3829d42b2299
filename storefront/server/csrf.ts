// CSRF: every state-changing request (all Remix actions) must come from one of our own pages.
// Browsers send Origin on POSTs (Referer as a fallback); anything cross-site, or without either, gets 403.
import type { RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the check reads of a request: its headers (an Express request is one). */
interface RequestHeaders {
  get(name: string): string | undefined;
}

/** The request names one of our pages as its source: the public origin, or the host it was sent to. */
export function fromOurOwnPage(req: RequestHeaders, publicOrigin: string): boolean {
  const source = req.get('origin') || req.get('referer');
  if (!source) return false;
  try {
    const url = new URL(source);
    return url.origin === publicOrigin || url.host === req.get('host');
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
