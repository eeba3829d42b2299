import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { coded, firstIssue, paymentMethodParam, paymentOptionBody } from '@pointe/config';
import { readFawryNotification, readPaymobCallback, readPaymobReturn, type NoticeReading } from '../../../payments/notices';
import { refuse } from '../../../utils/http';
import { getService } from '../../../utils/services';
import { toPaymentJson } from '../services/payment';

export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const payments = () => getService(strapi, 'api::payment.payment');

  /** A notice whose provider this CMS has no keys for is as unknown as a forged one. */
  const notConfigured = (ctx: Context) => refuse(ctx, 404, coded('paymentNotFound'));

  /** Signature first (401, logged), then its shape (400), then the payment (404); a repeat answers 200 unchanged. */
  const take = async (ctx: Context, provider: string, reading: NoticeReading) => {
    if (!reading.ok) {
      if (reading.reason === 'malformed') return refuse(ctx, 400, coded('paymentNoticeUnreadable'));
      strapi.log.warn(`Payments: a ${provider} notice with a missing or wrong signature was refused (from ${ctx.request.ip}).`);
      return refuse(ctx, 401, coded('paymentSignatureInvalid'));
    }
    const answer = await payments().receive(reading.notice);
    if (answer.status === 404) return refuse(ctx, 404, coded('paymentNotFound'));
    ctx.body = { message: answer.changed ? 'Payment updated' : 'Payment notice already applied', changed: answer.changed };
  };

  return {
    async methods(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { methods: await payments().offered() };
    },

    /** Paymob's transaction-processed callback: JSON body, `hmac` in the query string. */
    async paymobCallback(ctx) {
      const paymob = payments().settings().paymob;
      if (!paymob) return notConfigured(ctx);
      await take(ctx, 'Paymob', readPaymobCallback(paymob.hmacSecret, ctx.request.body, ctx.query.hmac));
    },

    /**
     * The shopper's browser back from Paymob (the storefront passes its query on): the order and its
     * payment as the signed notice left them. The query is only read to find them: it never marks
     * anything paid.
     */
    async paymobReturn(ctx) {
      const paymob = payments().settings().paymob;
      if (!paymob) return notConfigured(ctx);
      const reading = readPaymobReturn(paymob.hmacSecret, ctx.query);
      if (!reading.ok) return refuse(ctx, reading.reason === 'forged' ? 401 : 400, coded(reading.reason === 'forged' ? 'paymentSignatureInvalid' : 'paymentNoticeUnreadable'));
      const row = await payments().byProviderOrder('paymob', reading.notice.reference);
      if (!row?.order) return refuse(ctx, 404, coded('paymentNotFound'));
      const order = await getService(strapi, 'api::order.order').findForLink(row.order.documentId);
      if (!order) return refuse(ctx, 404, coded('paymentNotFound'));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { order: { _id: order._id, orderNumber: order.orderNumber, status: order.status }, payment: toPaymentJson(row) };
    },

    async options(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await payments().adminOptions();
    },

    /** Staff switch a method on or off (as they open a governorate), or change its hold. */
    async setOption(ctx) {
      const method = paymentMethodParam.safeParse(ctx.params.method);
      if (!method.success) return refuse(ctx, 404, firstIssue(method.error));
      const body = paymentOptionBody.safeParse(ctx.request.body ?? {});
      if (!body.success) return refuse(ctx, 400, firstIssue(body.error));
      const result = await payments().setOption(method.data, body.data);
      if ('error' in result) return refuse(ctx, result.status, result.error);
      ctx.body = result.options;
    },

    /** FawryPay's server notification V2: JSON body, signed in its messageSignature. */
    async fawryNotify(ctx) {
      const fawry = payments().settings().fawry;
      if (!fawry) return notConfigured(ctx);
      await take(ctx, 'Fawry', readFawryNotification(fawry.secureKey, ctx.request.body));
    },
  };
};
