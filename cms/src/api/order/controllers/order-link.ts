import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { coded, type OrderStatus } from '@pointe/config';
import { confirmLinkSecret, verifyConfirmLink } from '../../../auth/confirm-link';
import { envInt } from '../../../utils/env';
import { refuse } from '../../../utils/http';
import { RateLimiter } from '../../../utils/rate-limit';
import { getService } from '../../../utils/services';

const INVALID = coded('confirmLinkInvalid');
const USED = coded('confirmLinkUsed');

/**
 * Refused links count per client IP (as wrong promo codes do): a shopper opening her own link again
 * is never limited, while someone trying tokens is stopped. Shared by every CMS process through Redis.
 */
const refusedLinks = new RateLimiter({
  name: 'order-link-ip',
  limit: envInt('ORDER_LINK_RATE_LIMIT_PER_IP', 20),
  windowSeconds: envInt('ORDER_LINK_RATE_WINDOW_SECONDS', 600),
});

/**
 * The shopper's own confirmation link (ADR 018), no sign-in: GET shows the order, POST confirm /
 * cancel move it from `pending` only, through the life cycle's compare-and-set. Tampered: 404;
 * expired: 410; spent (the order is no longer pending): 409. Nothing is changed by any refusal.
 */
export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const lifeCycle = () => getService(strapi, 'api::order.life-cycle');

  /** The order the link names, or null once the refusal has been answered (and counted). */
  const linkedOrder = async (ctx: Context): Promise<string | null> => {
    if (await refusedLinks.isOver(ctx.request.ip)) {
      refuse(ctx, 429, coded('tooManyAttempts'));
      return null;
    }
    const check = verifyConfirmLink(ctx.params.token, confirmLinkSecret());
    if (!check.ok) {
      await refusedLinks.attempt(ctx.request.ip);
      if (check.reason === 'expired') refuse(ctx, 410, coded('confirmLinkExpired'));
      else refuse(ctx, 404, INVALID);
      return null;
    }
    return check.documentId;
  };

  const change = async (ctx: Context, to: OrderStatus, note: string) => {
    const documentId = await linkedOrder(ctx);
    if (!documentId) return;
    const result = await lifeCycle().change(documentId, { to, by: 'shopper', note }, { onlyFrom: 'pending', view: 'owner', conflict: () => USED });
    if ('error' in result) {
      await refusedLinks.attempt(ctx.request.ip);
      // An order deleted since the link was sent is as unknown as a forged link.
      return refuse(ctx, result.status, result.status === 404 ? INVALID : result.error);
    }
    ctx.body = result.order;
  };

  return {
    async view(ctx) {
      const documentId = await linkedOrder(ctx);
      if (!documentId) return;
      const order = await getService(strapi, 'api::order.order').findForLink(documentId);
      if (!order) return refuse(ctx, 404, INVALID);
      if (order.status !== 'pending') return refuse(ctx, 409, USED);
      ctx.body = order;
    },

    confirm: (ctx: Context) => change(ctx, 'confirmed', 'Confirmed by the shopper (her link)'),
    cancel: (ctx: Context) => change(ctx, 'cancelled', 'Cancelled by the shopper (her link)'),
  };
};
