import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { MAX_ID_LENGTH, MAX_STATEMENT_CHARACTERS, coded, firstIssue, instapayTransferBody, paymentMethodParam, paymentOptionBody } from '@pointe/config';
import type { ShopUser } from '../../../auth/authenticate';
import { screenshotOf, type UploadedFile } from '../../../media/pictures';
import { readFawryNotification, readPaymobCallback, readPaymobReturn, type NoticeReading } from '../../../payments/notices';
import { refuse } from '../../../utils/http';
import { getService } from '../../../utils/services';
import { toPaymentJson } from '../services/payment';

const ORDER_NOT_FOUND = coded('orderNotFound');

/** The order id of the path, or null when it cannot be one (answered 404 like an unknown id). */
const orderIdOf = (ctx: Context): string | null => {
  const id = String(ctx.params.id ?? '');
  return id.length > 0 && id.length <= MAX_ID_LENGTH ? id : null;
};

export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const payments = () => getService(strapi, 'api::payment.payment');
  const orders = () => getService(strapi, 'api::order.order');

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
      const [methods, codFee] = await Promise.all([payments().offered(), getService(strapi, 'api::cod-risk.cod-risk').codFee()]);
      ctx.body = { methods, ...(codFee > 0 ? { codFee } : {}) };
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

    /** Her InstaPay transfer's reference (her own order: anyone else's answers 404); answers the order. */
    async reportTransfer(ctx) {
      const user = ctx.state.user as ShopUser;
      const id = orderIdOf(ctx);
      const order = id ? await orders().findForViewer(id, user) : null;
      if (!id || !order) return refuse(ctx, 404, ORDER_NOT_FOUND);
      const body = instapayTransferBody.safeParse(ctx.request.body ?? {});
      if (!body.success) return refuse(ctx, 400, firstIssue(body.error));
      // JSON, or a form with her receipt's screenshot (`screenshot`, optional): checked by its bytes, then kept as a WebP.
      const files = (ctx.request as unknown as { files?: Record<string, unknown> }).files ?? {};
      const file = [files.screenshot].flat()[0] as UploadedFile | undefined;
      const screenshot = file ? await screenshotOf(file) : undefined;
      const result = await payments().reportTransfer(id, body.data.reference, screenshot);
      if ('error' in result) return refuse(ctx, result.status, result.error);
      ctx.body = await orders().findForViewer(id, user);
    },

    /** The screenshot she attached to her transfer (staff only): the picture itself, never cached. */
    async transferScreenshot(ctx) {
      const id = orderIdOf(ctx);
      const screenshot = id ? await payments().transferScreenshot(id) : null;
      if (!screenshot) return refuse(ctx, 404, coded('screenshotNotFound'));
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.type = screenshot.mime;
      ctx.body = screenshot.bytes;
    },

    /** Staff saw her transfer arrive: the order is paid and confirmed; answers the order. */
    async confirmTransfer(ctx) {
      const user = ctx.state.user as ShopUser;
      const id = orderIdOf(ctx);
      const order = id ? await orders().findForViewer(id, user) : null;
      if (!id || !order) return refuse(ctx, 404, ORDER_NOT_FOUND);
      const result = await payments().confirmTransfer(id, user.email);
      if ('error' in result) return refuse(ctx, result.status, result.error);
      ctx.body = await orders().findForViewer(id, user);
    },

    /** The payment of an order cancelled, refused or returned goes back through its provider; answers the order. */
    async refundEndedOrder(ctx) {
      const user = ctx.state.user as ShopUser;
      const id = orderIdOf(ctx);
      const order = id ? await orders().findForViewer(id, user) : null;
      if (!id || !order) return refuse(ctx, 404, ORDER_NOT_FOUND);
      const result = await payments().refundEndedOrder(id);
      if ('error' in result) return refuse(ctx, result.status, result.error);
      ctx.body = await orders().findForViewer(id, user);
    },

    /** A bank statement's text (`csv`) confirms the InstaPay transfers it shows. */
    async applyStatement(ctx) {
      const { csv } = (ctx.request.body ?? {}) as { csv?: unknown };
      if (typeof csv !== 'string' || csv.length > MAX_STATEMENT_CHARACTERS) return refuse(ctx, 400, coded('statementCsvInvalid', { line: 1 }));
      const result = await payments().applyStatement(csv);
      if ('error' in result) return refuse(ctx, result.status, result.error);
      ctx.body = result;
    },

    /** The money paid online per provider and day, the last 31 days. */
    async settlement(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await payments().settlement();
    },

        /** FawryPay's server notification V2: JSON body, signed in its messageSignature. */
    async fawryNotify(ctx) {
      const fawry = payments().settings().fawry;
      if (!fawry) return notConfigured(ctx);
      await take(ctx, 'Fawry', readFawryNotification(fawry.secureKey, ctx.request.body));
    },
  };
};
