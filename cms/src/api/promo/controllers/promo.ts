import type { Core } from '@strapi/strapi';
import { firstIssue, promoApplyBody, promoCreateBody } from '@pointe/config';
import { refuse } from '../../../utils/http';
import { PROMO_UID, type PromoService } from '../services/promo';

export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const promos = () => strapi.service(PROMO_UID) as PromoService;
  return {
    async create(ctx) {
      const parsed = promoCreateBody.safeParse(ctx.request.body ?? {});
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      const promo = await promos().create(parsed.data);
      if (promo === 'taken') return refuse(ctx, 409, `The code ${parsed.data.code} already exists`);
      ctx.status = 201;
      ctx.body = { message: 'Promo code created!', promo };
    },

    async list(ctx) {
      ctx.body = await promos().list();
    },

    async apply(ctx) {
      const parsed = promoApplyBody.safeParse(ctx.request.body ?? {});
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      const result = await promos().apply(parsed.data.code, parsed.data.cartTotal);
      if ('message' in result) return refuse(ctx, 400, result.message);
      ctx.body = result;
    },
  };
};
