import type { Core } from '@strapi/strapi';
import { coded, firstIssue, promoApplyBody, promoCreateBody, type PromoCreatedJson } from '@pointe/config';
import { refuse } from '../../../utils/http';
import { getService } from '../../../utils/services';

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
      // Wrong codes count per client (the promo service's judge, shared with checkout).
      const result = await promos().apply(parsed.data.code, parsed.data.cartTotal, ctx.request.ip);
      if ('error' in result) return refuse(ctx, result.status, result.error);
      ctx.body = result;
    },
  };
};
