// The storefront server's settings, read once from the command line and the environment at start-up.
// A value that cannot be right stops the server with a message instead of quietly changing how it runs.
import { DEFAULT_STOREFRONT_URL, catalogueChannel, readBucketLocation } from '@pointe/config';

export interface ServerSettings {
  /** `--dev`: Vite's middleware with hot reload, no CSP (Vite needs inline scripts and eval), no page cache. */
  develop: boolean;
  port: number;
  /** The address to listen on (undefined: every interface). A cluster's processes listen on loopback only, behind nginx. */
  host: string | undefined;
  /** Where this server reaches the CMS. */
  cmsUrl: URL;
  /** The folder the /uploads proxy reads pictures from: the CMS's /uploads, or the bucket (UPLOAD_PROVIDER=s3). */
  uploadsUrl: URL;
  /** The shop's public origin: the only origin allowed to post to it. */
  publicOrigin: string;
  /**
   * The Strapi panel's origin (CMS_PUBLIC_URL, else CMS_URL): the one site allowed to show the shop's
   * pages in a frame, for the panel's Preview of a product (cms/config/admin.ts).
   */
  /** The Strapi panel's origins, which may frame the shop's pages (its Preview). */
  panelOrigins: string[];
  /**
   * The payment providers' hosted pages a checkout may be sent to from its form (issue 40): the CSP's
   * form-action lets the place-order form's 303 go there. PAYMENT_PAGE_ORIGINS, else Paymob's.
   */
  paymentPageOrigins: string[];
  /** Served over https: HSTS and upgrade-insecure-requests are added. */
  https: boolean;
  /** How long an anonymous page is kept in the page microcache, and a shared page for shoppers with cookies (shopper-pages.ts); 0 turns both off. */
  pageCacheSeconds: number;
  /** Express's `trust proxy` (a hop count, or an address list / keyword), when behind a reverse proxy. */
  trustProxy: number | string | undefined;
  /** Redis, to hear catalogue changes from the CMS on pub/sub (undefined: no Redis). */
  redisUrl: string | undefined;
  /** The shop's pub/sub channel for catalogue changes (under REDIS_KEY_PREFIX). */
  catalogueChannel: string;
  /** The secret the CMS sends with a catalogue change over HTTP (undefined: the endpoint answers 404). */
  catalogueNotifySecret: string | undefined;
}

function httpUrl(name: string, value: string): URL {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL (got "${value}")`);
  return url;
}

/**
 * UPLOADS_URL when set (e.g. the bucket as this server reaches it on a private network); otherwise the
 * bucket's public URL with UPLOAD_PROVIDER=s3 (as the CMS stores it), or the CMS's /uploads folder.
 */
function readUploadsUrl(env: Readonly<Record<string, string | undefined>>, cmsUrl: URL): URL {
  if (env.UPLOADS_URL) return httpUrl('UPLOADS_URL', env.UPLOADS_URL);
  const provider = env.UPLOAD_PROVIDER || 'local';
  if (provider === 'local') return new URL('/uploads', cmsUrl);
  if (provider !== 's3') throw new Error(`UPLOAD_PROVIDER must be "local" or "s3" (got "${provider}")`);
  return new URL(readBucketLocation(env).publicUrl);
}

/** Paymob's hosted checkout (Paymob's cards, wallets and installments; the CMS's PAYMOB_BASE_URL in production). */
const PAYMOB_ORIGIN = 'https://accept.paymob.com';

/** The two spellings of this machine that a browser treats as different origins. */
const LOCAL_SPELLINGS = ['localhost', '127.0.0.1'];

/**
 * Where editors open the Strapi panel, whose Preview frames the shop: CMS_PANEL_ORIGINS (a comma-separated
 * list) when the operator names them; else the CMS's public URL, or the address the shop calls it at, and
 * for a local one both spellings (the README says http://localhost:1337/admin, the shop calls 127.0.0.1).
 */
function readPanelOrigins(env: Readonly<Record<string, string | undefined>>, cmsUrl: URL): string[] {
  const named = (env.CMS_PANEL_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  if (named.length > 0) return named.map((origin) => httpUrl('CMS_PANEL_ORIGINS', origin).origin);
  const panel = env.CMS_PUBLIC_URL ? httpUrl('CMS_PUBLIC_URL', env.CMS_PUBLIC_URL) : cmsUrl;
  if (!LOCAL_SPELLINGS.includes(panel.hostname)) return [panel.origin];
  return LOCAL_SPELLINGS.map((hostname) => Object.assign(new URL(panel.origin), { hostname }).origin);
}

export function readSettings(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): ServerSettings {
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  const pageCacheSeconds = Number(env.PAGE_CACHE_SECONDS ?? 10);
  if (!Number.isFinite(pageCacheSeconds) || pageCacheSeconds < 0) {
    throw new Error(`PAGE_CACHE_SECONDS must be a number of seconds, 0 to turn the page cache off (got "${env.PAGE_CACHE_SECONDS}")`);
  }
  const cmsUrl = httpUrl('CMS_URL', env.CMS_URL || 'http://127.0.0.1:1337');
  const publicOrigin = httpUrl('STOREFRONT_URL', env.STOREFRONT_URL || DEFAULT_STOREFRONT_URL).origin;
  return {
    develop: argv.includes('--dev'),
    port,
    host: env.HOST || undefined,
    cmsUrl,
    uploadsUrl: readUploadsUrl(env, cmsUrl),
    publicOrigin,
    panelOrigins: readPanelOrigins(env, cmsUrl),
    paymentPageOrigins: (env.PAYMENT_PAGE_ORIGINS || PAYMOB_ORIGIN)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => httpUrl('PAYMENT_PAGE_ORIGINS', origin).origin),
    https: publicOrigin.startsWith('https:'),
    pageCacheSeconds,
    // Behind a reverse proxy, TRUST_PROXY (e.g. 1) makes req.ip the shopper's address, not the proxy's.
    trustProxy: env.TRUST_PROXY ? Number(env.TRUST_PROXY) || env.TRUST_PROXY : undefined,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    catalogueChannel: catalogueChannel(env),
    catalogueNotifySecret: env.CATALOGUE_NOTIFY_SECRET || undefined,
  };
}
