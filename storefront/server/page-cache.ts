// A full-page microcache for visitors without cookies: the same public HTML for everyone, kept a few
// seconds, so a busy product page is rendered once per interval instead of once per visitor.
// Pages are recorded by an Express middleware as they are rendered, and answered by sendStoredPage
// straight from the HTTP server, before Express and React run (see index.ts).
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { MemoryCache, type Clock } from '@pointe/config';
import type { RequestHandler } from 'express';
import { sendFromMemory } from './memory-answer.js';
import type { SecurityHeaders } from './security-headers.js';

const REFRESH_GIVE_UP_MS = 10_000;
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

export interface StoredPage {
  body: Buffer;
  gzip: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  /** CSP sources for the page's inline scripts: their SHA-256 hashes. */
  scriptHashes: string[];
  /** When a request set out to render a fresh copy (0: none is under way). */
  refreshingSince: number;
}

/** Only anonymous reads: a cookie or a token means the page may be personal (cart badge, user menu). */
export function mayUsePageCache(req: Pick<IncomingMessage, 'method' | 'headers'>): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.headers.cookie && !req.headers.authorization;
}

/**
 * The CSP source list for a stored page's inline scripts. Remix's inline scripts carried the nonce of
 * the response that was stored; a nonce must not be reused, so stored pages allow exactly these
 * scripts by their SHA-256 hashes instead.
 */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, content] of html.matchAll(INLINE_SCRIPT)) {
    if (content) hashes.add(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
  }
  return [...hashes];
}

/** The path of a request line's URL (`/product/x?size=M` → `/product/x`). */
export const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

export class PageCache {
  readonly #pages: MemoryCache<StoredPage>;
  readonly #clock: Clock;

  constructor({ ttlMs, maxEntries = 500, clock = performance }: { ttlMs: number; maxEntries?: number; clock?: Clock }) {
    this.#pages = new MemoryCache({ max: maxEntries, ttlMs, clock });
    this.#clock = clock;
  }

  /**
   * Bumped by clear(). A page whose render began before a clear may show the catalogue from before
   * the change that caused it, so it is not stored (recordAnonymousPages passes the one it began in).
   */
  get generation(): number {
    return this.#pages.generation;
  }

  /**
   * The stored page for this URL, or undefined when the request should render it. Once a page is
   * stale, exactly one request renders its replacement while the others still get the stale copy.
   */
  lookup(url: string): StoredPage | undefined {
    const kept = this.#pages.lookup(url);
    if (!kept) return undefined;
    const page = kept.value;
    if (!kept.stale) return page;
    const now = this.#clock.now();
    // A renderer that never finished (a dropped connection) must not keep the stale copy forever.
    if (page.refreshingSince && now - page.refreshingSince < REFRESH_GIVE_UP_MS) return page;
    page.refreshingSince = now;
    return undefined;
  }

  /** Stores a rendered answer if it is a complete, public 200 HTML page that sets no cookie. */
  store(url: string, res: Pick<ServerResponse, 'statusCode' | 'getHeader' | 'writableFinished'>, body: Buffer, renderedIn = this.generation): void {
    const kept = this.#pages.lookup(url);
    if (kept) kept.value.refreshingSince = 0;
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    const contentType = String(res.getHeader('content-type') ?? '');
    if (!res.writableFinished || res.statusCode !== 200 || !cacheControl.startsWith('public') || res.getHeader('set-cookie') || !contentType.startsWith('text/html')) return;
    const page: StoredPage = {
      body,
      gzip: gzipSync(body),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      contentType,
      cacheControl,
      scriptHashes: inlineScriptHashes(body.toString('utf8')),
      refreshingSince: 0,
    };
    this.#pages.set(url, page, renderedIn);
  }

  /** Drops the stored pages of one address (any query): a shopper's order just changed that product's stock. */
  forgetPath(pathname: string): void {
    this.#pages.deleteWhere((url) => pathOf(url) === pathname);
  }

  clear(): void {
    this.#pages.clear();
  }
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : undefined);
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return undefined; // no chunk (end() alone, or a callback in its place)
}

/**
 * Records the anonymous pages Express renders, as they are written, and offers each to the cache once
 * the answer is finished (the cache keeps only complete public HTML). Only GETs: a HEAD answer has
 * no body to keep (it is still answered from the cache). Assets and pictures have their own caching.
 */
export function recordAnonymousPages(pageCache: PageCache): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || !mayUsePageCache(req) || req.path.startsWith('/assets/') || req.path.startsWith('/uploads/')) return next();
    // The URL as the HTTP server saw it, which is what lookup is given (Express rewrites req.url under mounts).
    const url = req.originalUrl;
    const renderedIn = pageCache.generation;
    const chunks: Buffer[] = [];
    const { write, end } = res;
    const keep = (chunk: unknown, encoding: unknown) => {
      const buffer = toBuffer(chunk, encoding);
      if (buffer) chunks.push(buffer);
    };
    res.write = function (this: typeof res, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return Reflect.apply(write, this, [chunk, ...rest]);
    };
    res.end = function (this: typeof res, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return Reflect.apply(end, this, [chunk, ...rest]);
    };
    res.on('close', () => pageCache.store(url, res, Buffer.concat(chunks), renderedIn));
    next();
  };
}

/** Answers from a stored page (gzipped when the client takes it; 304 for a matching ETag). */
export function sendStoredPage(req: IncomingMessage, res: ServerResponse, page: StoredPage, securityHeaders: SecurityHeaders): void {
  sendFromMemory(req, res, securityHeaders, {
    contentType: page.contentType,
    cacheControl: page.cacheControl,
    scriptSources: page.scriptHashes,
    cache: 'HIT',
    etag: page.etag,
    body: () => page.body,
    gzipped: () => page.gzip,
  });
}
