import type { Core } from '@strapi/strapi';
import { coded, rowNumberParam, type OutboxListJson, type OutboxRetriedJson } from '@pointe/config';
import { refuse } from '../../../utils/http';
import { getService } from '../../../utils/services';

export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const outbox = () => getService(strapi, 'api::outbox.outbox');
  return {
    /** GET /api/admin/outbox?status=dead|pending|sent (admin; dead by default). */
    async list(ctx) {
      const result = await outbox().list(ctx.query.status);
      if (!result.ok) return refuse(ctx, 400, result.error);
      ctx.body = result.body satisfies OutboxListJson;
    },

    /** POST /api/admin/outbox/:id/retry (admin): a dead mail is sent again (404 unknown, 409 not dead). */
    async retry(ctx) {
      // A mail's id in the path: a positive integer that fits its column, else none (404).
      const id = rowNumberParam(ctx.params.id);
      if (id === null) return refuse(ctx, 404, coded('outboxMailNotFound'));
      const result = await outbox().retry(id);
      if ('error' in result) return refuse(ctx, result.status, result.error);
      ctx.body = result satisfies OutboxRetriedJson;
    },
  };
};
