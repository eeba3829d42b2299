import type { Core } from '@strapi/strapi';
import { MAX_ID_LENGTH, coded, firstIssue, savedItemBody, type MessageJson } from '@pointe/config';
import type { ShopUser } from '../../../auth/authenticate';
import { refuse } from '../../../utils/http';
import { getService } from '../../../utils/services';

/** The shopper's own saved items: every route is behind global::signed-in and scoped to her. */
export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const saved = () => getService(strapi, 'api::saved-item.saved-item');
  const userOf = (state: { user?: unknown }) => (state.user as ShopUser).id;

  return {
    async list(ctx) {
      ctx.body = await saved().list(userOf(ctx.state));
    },

    async save(ctx) {
      const body = savedItemBody.safeParse(ctx.request.body ?? {});
      if (!body.success) return refuse(ctx, 400, firstIssue(body.error));
      const result = await saved().save(userOf(ctx.state), body.data.productId);
      if ('status' in result) return refuse(ctx, result.status, result.error);
      ctx.body = { message: 'Saved' } satisfies MessageJson;
    },

    async remove(ctx) {
      const productId = String(ctx.params.productId ?? '');
      if (productId.length > MAX_ID_LENGTH) return refuse(ctx, 404, coded('savedItemNotFound'));
      const result = await saved().remove(userOf(ctx.state), productId);
      if ('status' in result) return refuse(ctx, result.status, result.error);
      ctx.body = { message: 'Removed' } satisfies MessageJson;
    },
  };
};
