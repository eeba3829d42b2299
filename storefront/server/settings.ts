// The storefront server's settings, read once from the command line and the environment at start-up.
// A value that cannot be right stops the server with a message instead of quietly changing how it runs.
import { DEFAULT_STOREFRONT_URL } from '@pointe/config';

export interface ServerSettings {
  /** `--dev`: Vite's middleware with hot reload, no CSP (Vite needs inline scripts and eval), no page cache. */
  develop: boolean;
  port: number;
  /** Where this server reaches the CMS (for the /uploads proxy). */
  cmsUrl: URL;
  /** The shop's public origin: the only origin allowed to post to it. */
  publicOrigin: string;
  /** Served over https: HSTS and upgrade-insecure-requests are added. */
  https: boolean;
  /** How long an anonymous page is kept in the page microcache, and a shared page for shoppers with cookies (shopper-pages.ts); 0 turns both off. */
  pageCacheSeconds: number;
  /** Express's `trust proxy` (a hop count, or an address list / keyword), when behind a reverse proxy. */
  trustProxy: number | string | undefined;
}

function httpUrl(name: string, value: string): URL {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL (got "${value}")`);
  return url;
}

export function readSettings(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): ServerSettings {
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  const pageCacheSeconds = Number(env.PAGE_CACHE_SECONDS ?? 10);
  if (!Number.isFinite(pageCacheSeconds) || pageCacheSeconds < 0) {
    throw new Error(`PAGE_CACHE_SECONDS must be a number of seconds, 0 to turn the page cache off (got "${env.PAGE_CACHE_SECONDS}")`);
  }
  const publicOrigin = httpUrl('STOREFRONT_URL', env.STOREFRONT_URL || DEFAULT_STOREFRONT_URL).origin;
  return {
    develop: argv.includes('--dev'),
    port,
    cmsUrl: httpUrl('CMS_URL', env.CMS_URL || 'http://127.0.0.1:1337'),
    publicOrigin,
    https: publicOrigin.startsWith('https:'),
    pageCacheSeconds,
    // Behind a reverse proxy, TRUST_PROXY (e.g. 1) makes req.ip the shopper's address, not the proxy's.
    trustProxy: env.TRUST_PROXY ? Number(env.TRUST_PROXY) || env.TRUST_PROXY : undefined,
  };
}
