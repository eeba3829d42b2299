import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { coded, courierEventBody, firstIssue, settlementBody } from '@pointe/config';
import type { ShopUser } from '../../../auth/authenticate';
import { courierSecrets, verifyCourierSignature } from '../../../courier/signature';
import { parseSettlementCsv } from '../../../courier/settlement-csv';
import { UNPARSED_BODY } from '../../../middlewares/webhook-raw-body';
import { refuse } from '../../../utils/http';
import { getService } from '../../../utils/services';

const header = (ctx: Context, name: string): string | undefined => ctx.get(name) || undefined;

export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const couriers = () => getService(strapi, 'api::courier.courier');
  const settlements = () => getService(strapi, 'api::courier.settlement');

  return {
    /** POST /api/courier/webhook: signature first (401), then the body (400), then the order (404/409). */
    async webhook(ctx) {
      const body = (ctx.request.body ?? {}) as Record<string | symbol, unknown>;
      const rawBody = typeof body[UNPARSED_BODY] === 'string' ? (body[UNPARSED_BODY] as string) : '';
      const courier = verifyCourierSignature(courierSecrets(), {
        timestamp: header(ctx, 'x-courier-timestamp'),
        signature: header(ctx, 'x-courier-signature'),
        rawBody,
      });
      if (!courier) {
        strapi.log.warn(`Courier webhook: a request with a missing, wrong or stale signature was refused (from ${ctx.request.ip}).`);
        return refuse(ctx, 401, coded('courierSignatureInvalid'));
      }
      const parsed = courierEventBody.safeParse(body);
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      const answer = await couriers().receive(courier, parsed.data);
      ctx.status = answer.status;
      ctx.body = answer.body;
    },

    async cash(ctx) {
      ctx.body = await settlements().cash();
    },

    async settlements(ctx) {
      ctx.body = { settlements: await settlements().list() };
    },

    /** Order numbers with the amount, or a courier's CSV (`csv`: its text) of order numbers and amounts. */
    async recordSettlement(ctx) {
      const input = { ...((ctx.request.body ?? {}) as Record<string, unknown>) };
      if (input.csv !== undefined) {
        if (typeof input.csv !== 'string' || input.csv.length > 100_000) return refuse(ctx, 400, coded('settlementCsvInvalid', { line: 1 }));
        const csv = parseSettlementCsv(input.csv);
        if ('error' in csv) return refuse(ctx, 400, csv.error);
        delete input.csv;
        input.lines = csv.lines;
      }
      const parsed = settlementBody.safeParse(input);
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      const result = await settlements().record(parsed.data, (ctx.state.user as ShopUser).email);
      if ('error' in result) return refuse(ctx, result.status, result.error);
      ctx.status = 201;
      ctx.body = { message: 'Settlement recorded', settlement: result.settlement };
    },
  };
};
