import type { Core } from '@strapi/strapi';
import { clientIpOf, readClientIpSettings } from '../auth/client-ip';

/**
 * First of all middlewares: sets koa's `ctx.request.ip` to the client address auth/client-ip.ts
 * decides, so every per-IP limit (the shop's, and Strapi's own on the panel's login and the
 * users-permissions routes) counts the same address, and none can be chosen by the caller.
 */
const clientIp: Core.MiddlewareFactory = (_config, { strapi }) => {
  const settings = readClientIpSettings();
  if (!settings.secret && !settings.trustedProxies) {
    strapi.log.warn(
      'Neither CMS_CLIENT_IP_SECRET nor CMS_TRUSTED_PROXIES is set: every request counts against the address it comes from, ' +
        "so the storefront's shoppers share its address in the per-IP limits. Give the CMS and the storefront the same CMS_CLIENT_IP_SECRET.",
    );
  }
  return async (ctx, next) => {
    // Never empty: koa would then work the address out again from X-Forwarded-For.
    ctx.request.ip = clientIpOf(ctx.req.socket.remoteAddress, ctx.request.headers, settings) || 'unknown';
    await next();
  };
};

export default clientIp;
