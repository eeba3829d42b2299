import type { Core } from '@strapi/strapi';
import { MAX_ID_LENGTH, adminPageQuery, coded, firstIssue, storeCreditAdjustmentBody } from '@pointe/config';
import type { ShopUser } from '../../../auth/authenticate';
import { refuse } from '../../../utils/http';
import { getService } from '../../../utils/services';

/** GET /users/me/store-credit (her own, signed in) and POST /users/:id/store-credit (admin). */
export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const credit = () => getService(strapi, 'api::store-credit.store-credit');

  return {
    async mine(ctx) {
      const query = adminPageQuery.safeParse(ctx.query);
      if (!query.success) return refuse(ctx, 400, firstIssue(query.error));
      ctx.body = await credit().statement((ctx.state.user as ShopUser).id, query.data.page);
    },

    async adjust(ctx) {
      const id = String(ctx.params.id ?? '');
      if (id.length > MAX_ID_LENGTH) return refuse(ctx, 404, coded('accountNotFound'));
      const body = storeCreditAdjustmentBody.safeParse(ctx.request.body ?? {});
      if (!body.success) return refuse(ctx, 400, firstIssue(body.error));
      const admin = ctx.state.user as ShopUser;
      const result = await credit().adjust(id, body.data, admin.email);
      if ('error' in result) return refuse(ctx, result.status, result.error);
      ctx.status = 201;
      ctx.body = result.credit;
    },
  };
};
