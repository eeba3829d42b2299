// The storefront's HTTP server: Remix behind Express, with compression, long-lived caching of
// fingerprinted assets, the CSRF origin check, security headers, the page microcache and a
// same-origin proxy to the media library (the CMS or the bucket) for product pictures. This file only
// puts them together.
// Production runs the compiled file (build/http/index.js, `npm run build`); `--dev` runs this source with tsx.
import http from 'node:http';
import path from 'node:path';
import { createRequestHandler as createFetchRequestHandler, type ServerBuild } from '@remix-run/node';
import { CATALOGUE_CHANGED_PATH, answerClientError } from '@pointe/config';
import compression from 'compression';
import express from 'express';
import { catalogueChangedEndpoint, followCatalogueOnRedis } from './catalogue-events.js';
import { refuseCrossSiteRequests } from './csrf.js';
import { refuseNonFormBodies } from './form-posts.js';
import { mediaProxy } from './media-proxy.js';
import type { ServerHooks } from './hooks.js';
import { PageCache, mayUsePageCache, recordAnonymousPages, sendStoredPage } from './page-cache.js';
import { remixPages } from './personal-answers.js';
import { developmentBuild, loadProductionBuild, serverHooksOf } from './remix-build.js';
import { addSecurityHeaders, securityHeadersFor } from './security-headers.js';
import { readSettings } from './settings.js';
import { sharedPageMatcher } from './shared-routes.js';
import { SharedPages, makePlaceholders, rememberShoppers, sharedPageAnswerer } from './shopper-pages.js';
import { gracefulShutdown } from './shutdown.js';

const settings = readSettings(process.argv, process.env);
const { develop } = settings;

const app = express();
app.disable('x-powered-by');
if (settings.trustProxy !== undefined) app.set('trust proxy', settings.trustProxy);
app.use(compression());

// The app's hooks (server/hooks.ts): from the production build once, or from Vite's live build per request in development.
let build: ServerBuild | (() => Promise<ServerBuild>);
let viteMiddlewares: express.RequestHandler | undefined;
if (develop) {
  const vite = await import('vite');
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  viteMiddlewares = viteServer.middlewares;
  build = developmentBuild(viteServer);
} else {
  build = await loadProductionBuild();
}
const withHooks = (use: (hooks: ServerHooks, loaded: ServerBuild) => void) => {
  if (typeof build === 'function') void build().then((loaded) => use(serverHooksOf(loaded), loaded), () => undefined);
  else use(serverHooksOf(build), build);
};
// Checked whole at start-up: a build without its hooks does not serve.
const productionHooks = typeof build === 'function' ? undefined : serverHooksOf(build);
const isSharedPage = typeof build === 'function' ? undefined : sharedPageMatcher(build.routes);

// "The catalogue changed", heard from the CMS: on Redis when there is one, else on this internal
// endpoint (before the CSRF check: the CMS is no browser and sends no Origin; the shared secret is its
// proof). Either way it is said once on the app's catalogue events, which every cache follows.
const announceCatalogueChange = () => withHooks((hooks) => hooks.catalogue.changed());
app.all(CATALOGUE_CHANGED_PATH, catalogueChangedEndpoint(settings.catalogueNotifySecret, announceCatalogueChange));
const redisFollower = settings.redisUrl ? followCatalogueOnRedis(settings.redisUrl, settings.catalogueChannel, announceCatalogueChange) : undefined;

app.use(refuseCrossSiteRequests(settings.publicOrigin));
app.use(refuseNonFormBodies());

const securityHeaders = securityHeadersFor(settings);
app.use(addSecurityHeaders(securityHeaders));

// The page microcache (production only; PAGE_CACHE_SECONDS=0 turns it off). Anonymous page views are
// recorded here as they are rendered; later ones are answered before Express (the server at the bottom).
const pageCache = productionHooks && settings.pageCacheSeconds > 0 ? new PageCache({ ttlMs: settings.pageCacheSeconds * 1000 }) : undefined;
if (pageCache) app.use(recordAnonymousPages(pageCache));

app.get('/healthz', (_req, res) => res.status(204).end());
app.use('/uploads', mediaProxy(settings.uploadsUrl));

let answerSharedPage: ReturnType<typeof sharedPageAnswerer> | undefined;
if (viteMiddlewares) app.use(viteMiddlewares);
if (productionHooks && isSharedPage && typeof build !== 'function') {
  // Shoppers with cookies: the browsing pages kept once per kind of shopper, their header filled in per answer (shopper-pages.ts).
  const sharedPages = pageCache ? new SharedPages({ ttlMs: settings.pageCacheSeconds * 1000 }) : undefined;
  productionHooks.catalogue.onChanged(() => {
    pageCache?.clear();
    sharedPages?.clear();
  });
  productionHooks.catalogue.onProductChanged((slug) => {
    // The product's page in both languages.
    for (const path of [`/product/${encodeURIComponent(slug)}`, `/ar/product/${encodeURIComponent(slug)}`]) {
      pageCache?.forgetPath(path);
      sharedPages?.forgetPath(path);
    }
  });
  if (sharedPages) {
    const renderPage = createFetchRequestHandler(build, 'production');
    // Answered by the HTTP server before Express (below), like the anonymous microcache.
    answerSharedPage = sharedPageAnswerer({
      pages: sharedPages,
      isSharedPage,
      placeholders: makePlaceholders(),
      readShopper: rememberShoppers(productionHooks.sharedPageShopper),
      securityHeaders,
      render: async (url, shopper, nonce) => {
        // A bot's user agent: entry.server then waits for the whole document, so the kept page has no streaming placeholders.
        const request = new Request(new URL(url, settings.publicOrigin), { headers: { 'User-Agent': 'pointe-shared-pages bot' } });
        // No cookie: the page is the same for every shopper of its kind, their header values are `shopper`.
        const context = productionHooks.loadContext({ url, clientIp: '', cspNonce: nonce, sharedPage: true, sharedPageShopper: shopper });
        const response = await renderPage(request, context);
        return { status: response.status, headers: response.headers, body: await response.text() };
      },
    });
  }
  app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
  // Every file outside /assets has an extension (favicon.png): a page path (/cart, /ar/payment) skips
  // the disk look-up, a `stat` per page view that was ~2.5 % of a checkout page's CPU.
  const publicFiles = express.static('build/client', { maxAge: '1h' });
  app.use((req, res, next) => (path.extname(req.path) === '' ? next() : publicFiles(req, res, next)));
}

// Every answer of the app, its caching decided in one place (personal-answers.ts).
app.all(
  '*',
  remixPages({
    build,
    mode: develop ? 'development' : 'production',
    pageContext: async (req, res) => {
      const facts = { url: req.originalUrl, clientIp: req.ip ?? '', cspNonce: res.locals.cspNonce ?? '', cookie: req.headers.cookie };
      // Production: the hooks and route matcher made once at start-up.
      if (typeof build !== 'function') {
        const sharedPage = isSharedPage!(req.path);
        return { sharedPage, context: productionHooks!.loadContext({ ...facts, sharedPage }) };
      }
      // Development: the live build's hooks and routes (a changed route is read afresh).
      const live = await build();
      const sharedPage = sharedPageMatcher(live.routes)(req.path);
      return { sharedPage, context: serverHooksOf(live).loadContext({ ...facts, sharedPage }) };
    },
  }),
);

// Stored pages, and the shared pages of shoppers with cookies, are answered here, before Express and
// React: that is what makes a busy page cheap.
const server = http.createServer((req, res) => {
  const page = pageCache && mayUsePageCache(req) ? pageCache.lookup(req.url ?? '/') : undefined;
  if (page) sendStoredPage(req, res, page, securityHeaders);
  else if (answerSharedPage) answerSharedPage(req, res, () => app(req, res));
  else app(req, res);
});
// What Node's HTTP parser refuses (headers over its limit, an unreadable request) is answered in JSON too.
server.on('clientError', answerClientError);
server.listen(settings.port, settings.host, () => console.log(`Storefront listening on http://${settings.host ?? 'localhost'}:${settings.port}`));

const stopServer = gracefulShutdown(server);
const shutdown = () => {
  redisFollower?.close();
  stopServer();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
