import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { codLiftBody, codRiskQuery, codRulesBody, firstIssue, mobileKeySchema } from '@pointe/config';
import { refuse } from '../../../utils/http';
import { getService } from '../../../utils/services';

export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const risk = () => getService(strapi, 'api::cod-risk.cod-risk');

  /** The path's mobile number in its one stored form ('+20 10…' and Arabic digits too), or a 400 already answered. */
  const mobileOf = (ctx: Context): string | null => {
    const parsed = mobileKeySchema.safeParse(String(ctx.params.mobile ?? ''));
    if (parsed.success) return parsed.data;
    refuse(ctx, 400, firstIssue(parsed.error));
    return null;
  };

  return {
    async rules(ctx) {
      ctx.body = await risk().rules();
    },

    async saveRules(ctx) {
      const parsed = codRulesBody.safeParse(ctx.request.body ?? {});
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      ctx.body = await risk().saveRules(parsed.data);
    },

    async number(ctx) {
      const mobile = mobileOf(ctx);
      if (mobile) ctx.body = await risk().number(mobile);
    },

    async setLift(ctx) {
      const mobile = mobileOf(ctx);
      if (!mobile) return;
      const parsed = codLiftBody.safeParse(ctx.request.body ?? {});
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      ctx.body = await risk().setLift(mobile, parsed.data.lifted);
    },

    async forOrders(ctx) {
      const parsed = codRiskQuery.safeParse(ctx.query);
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      ctx.body = await risk().forOrders(parsed.data.orders);
    },
  };
};
