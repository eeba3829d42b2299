import type { Core } from '@strapi/strapi';
import { CSP_DEFAULTS } from '@strapi/utils';
import { DEFAULT_STOREFRONT_URL } from '@pointe/config';
import { pictureOrigin, readUploadStorage } from '../src/media/storage';
import { MULTIPART_BODY_OPTIONS } from '../src/middlewares/multipart-guard';

type Env = Core.Config.Shared.ConfigParams['env'];

/**
 * The only origins a browser may call the CMS from with credentials: the shop and the CMS's own public
 * URL. The storefront calls the CMS from its server and the panel is same-origin, so no other site needs
 * a CORS grant (Strapi's default echoes any Origin, /admin/login included).
 */
function allowedOrigins(env: Env): string[] {
  const urls: Array<[string, string]> = [['STOREFRONT_URL', env('STOREFRONT_URL') || DEFAULT_STOREFRONT_URL]];
  const cmsPublicUrl = env('CMS_PUBLIC_URL');
  if (cmsPublicUrl) urls.push(['CMS_PUBLIC_URL', cmsPublicUrl]);
  return urls.map(([name, url]) => {
    if (!URL.canParse(url)) throw new Error(`${name} must be an absolute URL such as https://shop.example.com (got "${url}").`);
    return new URL(url).origin;
  });
}

/**
 * Strapi's own security headers; with pictures in a bucket, the panel's CSP also lets it show them
 * from there (the shop never does: its pictures come through the storefront's /uploads).
 */
function panelSecurity() {
  const bucket = pictureOrigin(readUploadStorage(process.env));
  if (!bucket) return {};
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': [...CSP_DEFAULTS['img-src'], bucket],
        'media-src': [...CSP_DEFAULTS['media-src'], bucket],
        upgradeInsecureRequests: null,
      },
    },
  };
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // The quick start's stand-in for Paymob, when it is on (src/middlewares/test-paymob.ts): its own answers, before anything of Strapi's.
  'global::test-paymob',
  // First: the client address every per-IP limit counts (src/auth/client-ip.ts).
  'global::client-ip',
  // Outermost, so every /api refusal (including the body parser's) leaves as { message }.
  'global::api-errors',
  'strapi::logger',
  'strapi::errors',
  // Inside strapi::errors, so a lost database becomes a 503 before it could become a 500.
  'global::database-unavailable',
  { name: 'strapi::security', config: panelSecurity() },
  { name: 'strapi::cors', config: { origin: allowedOrigins(env) } },
  // No strapi::poweredBy: the server does not announce what it runs.
  'strapi::query',
  // Multipart only to the upload routes, within the picture limit, decided before the body is read;
  // 415 everywhere else; the parser's files removed when the request ends.
  'global::multipart-guard',
  // includeUnparsed: the courier webhook's HMAC is over the raw body; the next middleware takes the
  // raw text off every other route's body.
  {
    name: 'strapi::body',
    config: { jsonLimit: '256kb', formLimit: '256kb', textLimit: '256kb', includeUnparsed: true, ...MULTIPART_BODY_OPTIONS },
  },
  'global::webhook-raw-body',
  // Right after the body is parsed, before any code walks it: refuses a body nested too deep (any route) and NUL (/api).
  'global::clean-input',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
