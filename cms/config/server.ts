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
  // The client address every per-IP limit counts is decided by src/auth/client-ip.ts (the client-ip
  // middleware sets it on each request): the storefront's signed shopper address, X-Forwarded-For only
  // from the proxies CMS_TRUSTED_PROXIES names, else the connection's. Koa reads the X-Forwarded-* headers
  // (for the scheme behind a TLS proxy) only when there are such proxies.
  proxy: { koa: Boolean(env('CMS_TRUSTED_PROXIES', '').trim()), maxIpsCount: 1 },
  app: {
    keys: requireEnv(env, 'APP_KEYS').split(','),
  },
  webhooks: {
    populateRelations: false,
  },
});

export default config;
