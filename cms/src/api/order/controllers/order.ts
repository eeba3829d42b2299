import type { Core } from '@strapi/strapi';
import { MAX_ID_LENGTH, adminOrdersQuery, firstIssue, orderBody } from '@pointe/config';
import type { ShopUser } from '../../../auth/authenticate';
import { refuse } from '../../../utils/http';
import { getService } from '../../../utils/services';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const NOT_FOUND = 'Order Not Found';

export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const orders = () => getService(strapi, 'api::order.order');

  return {
    async create(ctx) {
      const user = ctx.state.user as ShopUser;
      const key = ctx.get('Idempotency-Key') || undefined;
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
        return refuse(ctx, 400, 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores');
      }
      const parsed = orderBody.safeParse(ctx.request.body ?? {});
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      // A new order's confirmation email is sent by the order service.
      const result = await orders().placeOrder(user, parsed.data, key);
      if ('message' in result) return refuse(ctx, result.status, result.message);
      ctx.status = result.created ? 201 : 200;
      ctx.body = { message: 'New Order Created', order: result.order };
    },

    async summary(ctx) {
      ctx.body = await getService(strapi, 'api::order.statistics').summary();
    },

    async adminList(ctx) {
      const query = adminOrdersQuery.safeParse(ctx.query);
      if (!query.success) return refuse(ctx, 400, firstIssue(query.error));
      ctx.body = await orders().adminList(query.data.page, query.data.status);
    },

    async markPaid(ctx) {
      const order = await orders().mark(String(ctx.params.id), 'paid');
      if (!order) return refuse(ctx, 404, NOT_FOUND);
      ctx.body = order;
    },

    async markDelivered(ctx) {
      const order = await orders().mark(String(ctx.params.id), 'delivered');
      if (!order) return refuse(ctx, 404, NOT_FOUND);
      ctx.body = order;
    },

    async mine(ctx) {
      ctx.body = await orders().listMine(ctx.state.user as ShopUser);
    },

    async findOne(ctx) {
      const id = String(ctx.params.id ?? '');
      const order = id.length <= MAX_ID_LENGTH ? await orders().findForViewer(id, ctx.state.user as ShopUser) : null;
      if (!order) return refuse(ctx, 404, NOT_FOUND);
      ctx.body = order;
    },
  };
};
