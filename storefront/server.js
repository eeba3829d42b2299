// The storefront's HTTP server: Remix behind Express, with compression, long-lived caching of
// fingerprinted assets, and a same-origin proxy to the CMS media library for product pictures.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import express from 'express';
import compression from 'compression';
import { createRequestHandler } from '@remix-run/express';
import { PageCache, mayUsePageCache } from './page-cache.js';

const develop = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);
const cmsUrl = new URL(process.env.CMS_URL || 'http://127.0.0.1:1337');

const publicOrigin = new URL(process.env.STOREFRONT_URL || `http://localhost:${port}`).origin;

const app = express();
app.disable('x-powered-by');
// Behind a reverse proxy, set TRUST_PROXY (e.g. 1) so req.ip is the shopper's address, not the proxy's.
if (process.env.TRUST_PROXY) app.set('trust proxy', Number(process.env.TRUST_PROXY) || process.env.TRUST_PROXY);
app.use(compression());

/**
 * CSRF: every state-changing request (all Remix actions) must come from one of our own pages.
 * Browsers send Origin on POSTs (Referer as a fallback); anything cross-site, or without either, gets 403.
 */
function fromOurOwnPage(req) {
  const source = req.get('origin') || req.get('referer');
  if (!source) return false;
  try {
    const url = new URL(source);
    return url.origin === publicOrigin || url.host === req.get('host');
  } catch {
    return false;
  }
}
app.use((req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || fromOurOwnPage(req)) return next();
  res.status(403).type('text/plain').send('Cross-site requests are refused.');
});

/**
 * Security headers on every response. The CSP allows scripts only from this origin or with this
 * response's nonce (Remix's inline scripts carry it); inline style attributes stay allowed because
 * react-aria positions popovers with them. Production only: Vite's dev server needs inline/eval.
 */
const https = publicOrigin.startsWith('https:');
function securityHeaders(scriptSources) {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  if (!develop) {
    headers['Content-Security-Policy'] = [
      "default-src 'self'",
      `script-src 'self' ${scriptSources.join(' ')}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      ...(https ? ['upgrade-insecure-requests'] : []),
    ].join('; ');
  }
  return headers;
}
app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  res.set(securityHeaders([`'nonce-${res.locals.cspNonce}'`]));
  next();
});

/**
 * The page microcache (production only; PAGE_CACHE_SECONDS=0 turns it off). Anonymous page views
 * are recorded here as they are rendered; later ones are answered before Express (see the server
 * at the bottom). Product changes made through the shop's admin clear it at once.
 */
const pageCacheSeconds = Number(process.env.PAGE_CACHE_SECONDS ?? 10);
const pageCache = !develop && pageCacheSeconds > 0 ? new PageCache({ ttlMs: pageCacheSeconds * 1000 }) : undefined;
if (pageCache) {
  app.use((req, res, next) => {
    // Only GETs are recorded: a HEAD answer has no body to keep (it is still answered from the cache).
    if (req.method !== 'GET' || !mayUsePageCache(req) || req.path.startsWith('/assets/') || req.path.startsWith('/uploads/')) return next();
    const chunks = [];
    const { write, end } = res;
    const keep = (chunk, encoding) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
    };
    res.write = function (chunk, encoding, ...rest) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, ...rest);
    };
    res.end = function (chunk, encoding, ...rest) {
      keep(chunk, encoding);
      return end.call(this, chunk, encoding, ...rest);
    };
    res.on('close', () => pageCache.store(req.url, res, Buffer.concat(chunks)));
    next();
  });
}

function sendStoredPage(req, res, page) {
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const body = gzip ? page.gzip : page.body;
  const headers = {
    ...securityHeaders(page.scriptHashes),
    'Content-Type': page.contentType,
    'Cache-Control': page.cacheControl,
    Vary: 'Accept-Encoding, Cookie',
    ETag: page.etag,
    'X-Cache': 'HIT',
  };
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': body.length, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

app.get('/healthz', (_req, res) => res.status(204).end());

// Uploaded files have content-hashed names, so they can be cached for a year.
app.get('/uploads/*', (req, res) => {
  const upstream = http.get(
    { host: cmsUrl.hostname, port: cmsUrl.port || 80, path: req.originalUrl, headers: { accept: req.get('accept') ?? '*/*' } },
    (cmsResponse) => {
      res.status(cmsResponse.statusCode ?? 502);
      for (const header of ['content-type', 'content-length', 'last-modified', 'etag']) {
        const value = cmsResponse.headers[header];
        if (value) res.set(header, value);
      }
      if (cmsResponse.statusCode === 200) res.set('Cache-Control', 'public, max-age=31536000, immutable');
      cmsResponse.pipe(res);
    },
  );
  upstream.on('error', () => res.status(502).end());
});

let build;
if (develop) {
  const vite = await import('vite');
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  build = () => viteServer.ssrLoadModule('virtual:remix/server-build');
} else {
  app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
  app.use(express.static('build/client', { maxAge: '1h' }));
  build = await import('./build/server/index.js');
}

app.all(
  '*',
  createRequestHandler({
    build,
    mode: develop ? 'development' : 'production',
    // The shopper's address, passed on to the CMS so its per-IP sign-in limits count shoppers, not us.
    getLoadContext: (req, res) => ({ clientIp: req.ip ?? '', cspNonce: res.locals.cspNonce ?? '' }),
  }),
);

if (pageCache) build.entry.module.onCatalogueChange?.(() => pageCache.clear());

// Stored pages are answered here, before Express and React: that is what makes a busy page cheap.
const server = http.createServer((req, res) => {
  const page = pageCache && mayUsePageCache(req) ? pageCache.lookup(req.url) : undefined;
  if (page) sendStoredPage(req, res, page);
  else app(req, res);
});
server.listen(port, () => console.log(`Storefront listening on http://localhost:${port}`));
const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
