import type { Core } from '@strapi/strapi';
import { coded, firstIssue, productIdsQuery, stockAlertBody, toLocale, type MessageJson } from '@pointe/config';
import { authenticate } from '../../../auth/authenticate';
import { envInt } from '../../../utils/env';
import { refuse } from '../../../utils/http';
import { RateLimiter } from '../../../utils/rate-limit';
import { getService } from '../../../utils/services';

/** The same words whatever happened to the email: they never say whether it has an account or already waited. */
export const STOCK_ALERT_ANSWER = "We'll email you once, when this size is back in stock.";

// A stranger could make the shop email anyone: limited per client address and per email, across every CMS process (Redis).
const windowSeconds = envInt('AUTH_RATE_WINDOW_SECONDS', 60);
const perIp = new RateLimiter({ name: 'stock-alert-ip', limit: envInt('STOCK_ALERT_RATE_LIMIT_PER_IP', 10), windowSeconds });
const perEmail = new RateLimiter({ name: 'stock-alert-email', limit: envInt('STOCK_ALERT_RATE_LIMIT_PER_EMAIL', 5), windowSeconds });

export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const alerts = () => getService(strapi, 'api::stock-alert.stock-alert');

  return {
    /** POST /api/stock-alerts: a visitor gives an email; a signed-in shopper may leave it out (her account's is used). */
    async subscribe(ctx) {
      const body = stockAlertBody.safeParse(ctx.request.body ?? {});
      if (!body.success) return refuse(ctx, 400, firstIssue(body.error));
      let user: { id: number; email: string } | undefined;
      if (ctx.request.header.authorization !== undefined) {
        const signedIn = await authenticate(strapi, ctx.request.header.authorization);
        if ('status' in signedIn) return refuse(ctx, signedIn.status, signedIn.error);
        user = signedIn.user;
      }
      const email = body.data.email ?? user?.email;
      if (email === undefined) return refuse(ctx, 400, coded('emailRequired'));
      // A signed-in shopper's calls come from the storefront's address (her token names her): counted per account instead.
      const caller = user ? `user:${user.id}` : `ip:${ctx.request.ip}`;
      const [callerAllowed, emailAllowed] = await Promise.all([perIp.attempt(caller), perEmail.attempt(`email:${email}`)]);
      if (!callerAllowed || !emailAllowed) return refuse(ctx, 429, coded('tooManyAttempts'));
      const result = await alerts().subscribe({
        productId: body.data.productId,
        size: body.data.size,
        email,
        locale: toLocale(body.data.locale),
        // Linked to her account only when it is her own email.
        userId: user && user.email === email ? user.id : undefined,
      });
      if ('status' in result) return refuse(ctx, result.status, result.error);
      ctx.status = 201;
      ctx.body = { message: STOCK_ALERT_ANSWER } satisfies MessageJson;
    },

    /** GET /api/stock-alerts/waiting?ids (admin): the waiting requests per product and size. */
    async waiting(ctx) {
      const query = productIdsQuery.safeParse(ctx.query);
      if (!query.success) return refuse(ctx, 400, firstIssue(query.error));
      ctx.body = await alerts().waiting(query.data.ids);
    },
  };
};
