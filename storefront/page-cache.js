// A full-page microcache for visitors without cookies: the same public HTML for everyone, kept a few
// seconds, so a busy product page is rendered once per interval instead of once per visitor.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

const REFRESH_GIVE_UP_MS = 10_000;
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** Only anonymous reads: a cookie or a token means the page may be personal (cart badge, user menu). */
export function mayUsePageCache(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.headers.cookie && !req.headers.authorization;
}

/**
 * The CSP source list for a stored page's inline scripts. Remix's inline scripts carried the nonce of
 * the response that was stored; a nonce must not be reused, so stored pages allow exactly these
 * scripts by their SHA-256 hashes instead.
 */
function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, content] of html.matchAll(INLINE_SCRIPT)) {
    if (content) hashes.add(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
  }
  return [...hashes];
}

export class PageCache {
  /** @param {{ ttlMs: number, maxEntries?: number }} options */
  constructor({ ttlMs, maxEntries = 500 }) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    /** @type {Map<string, { body: Buffer, gzip: Buffer, etag: string, contentType: string, cacheControl: string, scriptHashes: string[], storedAt: number, refreshingSince: number }>} */
    this.entries = new Map();
  }

  /**
   * The stored page for this URL, or undefined when the request should render it. Once a page is
   * stale, exactly one request renders its replacement while the others still get the stale copy.
   */
  lookup(url, now = Date.now()) {
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    if (now - entry.storedAt < this.ttlMs) return entry;
    // A renderer that never finished (a dropped connection) must not keep the stale copy forever.
    if (entry.refreshingSince && now - entry.refreshingSince < REFRESH_GIVE_UP_MS) return entry;
    entry.refreshingSince = now;
    return undefined;
  }

  /** Stores a rendered answer if it is a complete, public 200 HTML page that sets no cookie. */
  store(url, res, body, now = Date.now()) {
    const entry = this.entries.get(url);
    if (entry) entry.refreshingSince = 0;
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    const contentType = String(res.getHeader('content-type') ?? '');
    if (!res.writableFinished || res.statusCode !== 200 || !cacheControl.startsWith('public') || res.getHeader('set-cookie') || !contentType.startsWith('text/html')) return;
    const html = body.toString('utf8');
    this.entries.delete(url); // re-insert: the Map's order is the eviction order
    this.entries.set(url, {
      body,
      gzip: gzipSync(body),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      contentType,
      cacheControl,
      scriptHashes: inlineScriptHashes(html),
      storedAt: now,
      refreshingSince: 0,
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value);
  }

  clear() {
    this.entries.clear();
  }
}
