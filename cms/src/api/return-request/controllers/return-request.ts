import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { MAX_ID_LENGTH, adminReturnsQuery, coded, firstIssue, refundBody, returnRequestBody, returnStatusBody } from '@pointe/config';
import type { ShopUser } from '../../../auth/authenticate';
import { refuse } from '../../../utils/http';
import { getService } from '../../../utils/services';
import type { ReturnResult } from '../services/return-request';

/** The id of the path, or null when it cannot be one (answered 404 like an unknown id). */
const pathId = (ctx: Context): string | null => {
  const id = String(ctx.params.id ?? '');
  return id.length > 0 && id.length <= MAX_ID_LENGTH ? id : null;
};

const RETURN_NOT_FOUND = coded('returnNotFound');
const ORDER_NOT_FOUND = coded('orderNotFound');

export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const service = () => getService(strapi, 'api::return-request.return-request');

  const answer = (ctx: Context, result: ReturnResult, status = 200) => {
    if ('error' in result) return refuse(ctx, result.status, result.error);
    ctx.status = status;
    ctx.body = result.value;
  };

  return {
    async forOrder(ctx) {
      const id = pathId(ctx);
      const found = id ? await service().forOrder(id, ctx.state.user as ShopUser) : null;
      if (!found) return refuse(ctx, 404, ORDER_NOT_FOUND);
      ctx.body = found;
    },

    async create(ctx) {
      const id = pathId(ctx);
      if (!id) return refuse(ctx, 404, ORDER_NOT_FOUND);
      const parsed = returnRequestBody.safeParse(ctx.request.body ?? {});
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      answer(ctx, await service().create(id, ctx.state.user as ShopUser, parsed.data), 201);
    },

    async adminList(ctx) {
      const query = adminReturnsQuery.safeParse(ctx.query);
      if (!query.success) return refuse(ctx, 400, firstIssue(query.error));
      ctx.body = await service().adminList(query.data.page, query.data.status);
    },

    async summary(ctx) {
      ctx.body = await service().summary();
    },

    async findOne(ctx) {
      const id = pathId(ctx);
      const found = id ? await service().findForViewer(id, ctx.state.user as ShopUser) : null;
      if (!found) return refuse(ctx, 404, RETURN_NOT_FOUND);
      ctx.body = found;
    },

    async changeStatus(ctx) {
      const id = pathId(ctx);
      if (!id) return refuse(ctx, 404, RETURN_NOT_FOUND);
      const parsed = returnStatusBody.safeParse(ctx.request.body ?? {});
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      answer(ctx, await service().changeStatus(id, parsed.data));
    },

    async refund(ctx) {
      const id = pathId(ctx);
      if (!id) return refuse(ctx, 404, RETURN_NOT_FOUND);
      const parsed = refundBody.safeParse(ctx.request.body ?? {});
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      answer(ctx, await service().refund(id, parsed.data), 201);
    },
  };
};
