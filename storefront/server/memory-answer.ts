// The one way a page kept in memory is sent (the anonymous microcache and the shared signed-in
// pages): straight from the HTTP server, before Express, so its security headers and its encoding
// are set here, once for both.
import type { IncomingMessage, ServerResponse } from 'node:http';
import accepts from 'accepts';
import type { SecurityHeaders } from './security-headers.js';

export interface MemoryAnswer {
  contentType: string;
  cacheControl: string;
  /** CSP sources for the page's inline scripts: this answer's nonce, or the kept page's script hashes. */
  scriptSources: readonly string[];
  /** X-Cache: HIT (the anonymous microcache) or SHARED (a shared page filled in for this shopper). */
  cache: 'HIT' | 'SHARED';
  /** For answers that may be revalidated (the same bytes for everyone): a matching If-None-Match gets a 304. */
  etag?: string;
  body(): Buffer;
  gzipped(): Buffer;
}

/** Read as `compression` reads it (its `accepts`): `gzip;q=0` is a refusal, `*` an acceptance. */
const acceptsGzip = (req: IncomingMessage) => accepts(req).encoding(['gzip', 'identity']) === 'gzip';

export function sendFromMemory(req: IncomingMessage, res: ServerResponse, securityHeaders: SecurityHeaders, answer: MemoryAnswer): void {
  const headers: Record<string, string | number> = {
    ...securityHeaders(answer.scriptSources),
    'Content-Type': answer.contentType,
    'Cache-Control': answer.cacheControl,
    Vary: 'Accept-Encoding, Cookie',
    'X-Cache': answer.cache,
    ...(answer.etag ? { ETag: answer.etag } : {}),
  };
  if (answer.etag && req.headers['if-none-match'] === answer.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const gzip = acceptsGzip(req);
  const body = gzip ? answer.gzipped() : answer.body();
  res.writeHead(200, { ...headers, 'Content-Length': body.length, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
  res.end(req.method === 'HEAD' ? undefined : body);
}
