import type { Core } from '@strapi/strapi';
import { coded, firstIssue, promoApplyBody, promoCreateBody, type PromoCreatedJson } from '@pointe/config';
import { envInt } from '../../../utils/env';
import { refuse } from '../../../utils/http';
import { RateLimiter } from '../../../utils/rate-limit';
import { getService } from '../../../utils/services';

const TOO_MANY_WRONG_CODES = coded('tooManyWrongPromoCodes');
/**
 * Only refused codes count, per client IP: a shopper re-viewing a cart with a good code is never
 * limited, while someone guessing codes is stopped after a few tries.
 */
const wrongCodes = new RateLimiter({
  name: 'promo-wrong-ip',
  limit: envInt('PROMO_RATE_LIMIT_PER_IP', 20),
  windowSeconds: envInt('PROMO_RATE_WINDOW_SECONDS', 600),
});

export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const promos = () => getService(strapi, 'api::promo.promo');
  return {
    async create(ctx) {
      const parsed = promoCreateBody.safeParse(ctx.request.body ?? {});
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      const promo = await promos().create(parsed.data);
      if (promo === 'taken') return refuse(ctx, 409, coded('promoCodeTaken', { code: parsed.data.code }));
      ctx.status = 201;
      ctx.body = { message: 'Promo code created!', promo } satisfies PromoCreatedJson;
    },

    async list(ctx) {
      ctx.body = await promos().list();
    },

    async apply(ctx) {
      const parsed = promoApplyBody.safeParse(ctx.request.body ?? {});
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      if (await wrongCodes.isOver(ctx.request.ip)) return refuse(ctx, 429, TOO_MANY_WRONG_CODES);
      const result = await promos().apply(parsed.data.code, parsed.data.cartTotal);
      if ('error' in result) {
        // A real code on a cart below its minimum is not a guess.
        if (result.error.code !== 'promoBelowMinimum') await wrongCodes.attempt(ctx.request.ip);
        return refuse(ctx, 400, result.error);
      }
      ctx.body = result;
    },
  };
};
