import type { Core } from '@strapi/strapi';

/** `strapi build` loads this config too, but bundling the admin panel needs no secrets. */
const isBuild = process.argv.slice(2).includes('build');

/** Fails fast, with the fix in the message, when a required secret is missing. */
export function requireEnv(env: Core.Config.Shared.ConfigParams['env'], name: string): string {
  const value = env(name);
  if (!value) {
    if (isBuild) return `unused-at-build-time-${name}`;
    throw new Error(`${name} is not set. Run \`npm start\` once (it writes .env from .env.example) or set it in the environment.`);
  }
  return value;
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST') || '0.0.0.0',
  port: env.int('PORT') || 1337,
  url: env('CMS_PUBLIC_URL') || '',
  // The storefront's server calls the CMS and passes the shopper's IP in X-Forwarded-For
  // (per-IP rate limits need it). Set false if clients reach the CMS API directly, not through a proxy.
  // One hop only (maxIpsCount 1): the client IP is the header's last address, the one the storefront or
  // the load balancer wrote; anything a client put before it is ignored, so it cannot pick its own IP.
  proxy: { koa: env.bool('CMS_TRUST_PROXY', true), maxIpsCount: 1 },
  app: {
    keys: requireEnv(env, 'APP_KEYS').split(','),
  },
  webhooks: {
    populateRelations: false,
  },
});

export default config;
