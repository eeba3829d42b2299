import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  MAX_ID_LENGTH,
  adminOrdersQuery,
  firstIssue,
  orderBody,
  orderCallBody,
  orderStatusChangeBody,
  orderLinesBody,
  statusConflict,
  type OrderStatus,
  coded,
  courierDocumentQuery,
  courierExportQuery,
  rowNumberParam,
} from '@pointe/config';
import type { ShopUser } from '../../../auth/authenticate';
import { refuse } from '../../../utils/http';
import { getService } from '../../../utils/services';
import type { ChangeResult } from '../services/life-cycle';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const NOT_FOUND = coded('orderNotFound');

/** The order id of the path, or null when it cannot be one (answered 404 like an unknown id). */
const orderId = (ctx: Context): string | null => {
  const id = String(ctx.params.id ?? '');
  return id.length > 0 && id.length <= MAX_ID_LENGTH ? id : null;
};

/** `deliver` (and the older `pay`) on an order that has not left yet says what must happen first. */
const notDeliverable = (current: OrderStatus) =>
  current === 'pending' || current === 'confirmed' ? coded('notShippedYet') : statusConflict(current, 'delivered');

/** A file to download: staff's documents are never cached (they hold shoppers' addresses). */
const sendFile = (ctx: Context, file: Buffer, type: string, name: string) => {
  ctx.set('Content-Type', type);
  ctx.set('Content-Disposition', `attachment; filename="${name}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = file;
};

export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const orders = () => getService(strapi, 'api::order.order');
  const lifeCycle = () => getService(strapi, 'api::order.life-cycle');

  const answer = (ctx: Context, result: ChangeResult) => {
    if ('error' in result) return refuse(ctx, result.status, result.error);
    ctx.body = result.order;
  };

  /** PUT /pay and /deliver: both mean "delivered, cash collected" (cash on delivery). */
  const markDelivered = async (ctx: Context) => {
    const id = orderId(ctx);
    if (!id) return refuse(ctx, 404, NOT_FOUND);
    answer(ctx, await lifeCycle().change(id, { to: 'delivered', by: 'admin' }, { conflict: notDeliverable }));
  };

  return {
    async create(ctx) {
      const user = ctx.state.user as ShopUser;
      const key = ctx.get('Idempotency-Key') || undefined;
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
        return refuse(ctx, 400, coded('idempotencyKeyInvalid'));
      }
      const parsed = orderBody.safeParse(ctx.request.body ?? {});
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      // A new order's "received" email is sent by the order service; a wrong promo code counts against this client's limit.
      const result = await orders().placeOrder(user, parsed.data, key, ctx.request.ip);
      if ('error' in result) return refuse(ctx, result.status, result.error);
      ctx.status = result.created ? 201 : 200;
      ctx.body = { message: 'New Order Created', order: result.order, ...(result.payment ? { payment: result.payment } : {}) };
    },

    async summary(ctx) {
      ctx.body = await getService(strapi, 'api::order.statistics').summary();
    },

    /** GET /orders/labels?ids=…&kind=labels|slips: one PDF, a label or packing slip per order. */
    async labels(ctx) {
      const query = courierDocumentQuery.safeParse(ctx.query);
      if (!query.success) return refuse(ctx, 400, firstIssue(query.error));
      const result = await getService(strapi, 'api::order.courier').documents(query.data.ids, query.data.kind);
      if ('error' in result) return refuse(ctx, result.status, result.error);
      sendFile(ctx, result.file, 'application/pdf', `pointe-${query.data.kind}.pdf`);
    },

    /** GET /orders/courier-export?ids=…&format=csv|xlsx: the confirmed ones among them as the courier's sheet (docs/api.md). */
    async courierExport(ctx) {
      const query = courierExportQuery.safeParse(ctx.query);
      if (!query.success) return refuse(ctx, 400, firstIssue(query.error));
      const { ids, format } = query.data;
      const result = await getService(strapi, 'api::order.courier').courierExport(ids, format);
      if ('error' in result) return refuse(ctx, result.status, result.error);
      if (format === 'xlsx') sendFile(ctx, result.file, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'pointe-courier.xlsx');
      else sendFile(ctx, result.file, 'text/csv; charset=utf-8', 'pointe-courier.csv');
    },

    async adminList(ctx) {
      const query = adminOrdersQuery.safeParse(ctx.query);
      if (!query.success) return refuse(ctx, 400, firstIssue(query.error));
      const page = await orders().adminList(query.data.page, query.data.status, query.data.after);
      if (!page) return refuse(ctx, 400, coded('afterUnknown'));
      ctx.body = page;
    },

    markPaid: markDelivered,
    markDelivered,

    async changeStatus(ctx) {
      const id = orderId(ctx);
      if (!id) return refuse(ctx, 404, NOT_FOUND);
      const parsed = orderStatusChangeBody.safeParse(ctx.request.body ?? {});
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      const { status, note, trackingNumber } = parsed.data;
      answer(ctx, await lifeCycle().change(id, { to: status, by: 'admin', note, trackingNumber }));
    },

    /** PUT /orders/:id/lines (admin): the order's whole new list of lines, re-priced with stock moved (ADR 022). */
    async editLines(ctx) {
      const id = orderId(ctx);
      if (!id) return refuse(ctx, 404, NOT_FOUND);
      const parsed = orderLinesBody.safeParse(ctx.request.body ?? {});
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      const result = await getService(strapi, 'api::order.order-edits').editLines(id, parsed.data);
      if ('error' in result) return refuse(ctx, result.status, result.error);
      ctx.body = result.order;
    },

    async recordCall(ctx) {
      const id = orderId(ctx);
      if (!id) return refuse(ctx, 404, NOT_FOUND);
      const parsed = orderCallBody.safeParse(ctx.request.body ?? {});
      if (!parsed.success) return refuse(ctx, 400, firstIssue(parsed.error));
      const order = await lifeCycle().recordCall(id, parsed.data.outcome, parsed.data.note);
      if (!order) return refuse(ctx, 404, NOT_FOUND);
      ctx.status = 201;
      ctx.body = order;
    },

    /** The shopper cancels their own order; anyone else's answers 404, as an unknown id. */
    async cancel(ctx) {
      const user = ctx.state.user as ShopUser;
      const id = orderId(ctx);
      if (!id) return refuse(ctx, 404, NOT_FOUND);
      answer(ctx, await lifeCycle().change(id, { to: 'cancelled', by: 'shopper' }, { ownerId: user.id, view: 'owner' }));
    },

    async mine(ctx) {
      ctx.body = await orders().listMine(ctx.state.user as ShopUser);
    },

    /**
     * GET /orders/by-number/:number (admin): the number staff read out; anything not a number, or a
     * number past the order-number column (2147483648), is as unknown as a missing one (404).
     */
    async findByNumber(ctx) {
      const number = rowNumberParam(ctx.params.number);
      const order = number === null ? null : await orders().findByNumber(number);
      if (!order) return refuse(ctx, 404, NOT_FOUND);
      ctx.body = order;
    },

    async findOne(ctx) {
      const id = orderId(ctx);
      const order = id ? await orders().findForViewer(id, ctx.state.user as ShopUser) : null;
      if (!order) return refuse(ctx, 404, NOT_FOUND);
      ctx.body = order;
    },
  };
};
