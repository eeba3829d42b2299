import type { Core } from '@strapi/strapi';
import { firstIssue, promoApplyBody } from '@pointe/config';
import { refuse } from '../../../utils/http';
import { PROMO_UID, type PromoService } from '../services/promo';

export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const promos = () => strapi.service(PROMO_UID) as PromoService;
  return {
    async apply(ctx) {
      const parsed = promoApplyBody.safeParse(ctx.request.body ?? {});
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      const result = await promos().apply(parsed.data.code, parsed.data.cartTotal);
      if ('message' in result) return refuse(ctx, 400, result.message);
      ctx.body = result;
    },
  };
};
