import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  canChangeStatus,
  confirmedOnlyByPayment,
  cashDifferenceEvent,
  checkCash,
  toEgp,
  givesPromoBack,
  givesStockBack,
  statusConflict,
  type CodedError,
  type CallOutcome,
  type OrderEventJson,
  type OrderJson,
  type OrderStatus,
  toLocale,
  coded,
} from '@pointe/config';
import { columnOf, tableOf, type ColumnOf } from '../../../database/names';
import { lockOrder } from '../../../database/order-rollups';
import { jsonArrayAppend, jsonArrayAppendAll } from '../../../database/json-array';
import { queueMail } from '../../../email/mailer';
import { orderStatusMail } from '../../../email/order-status';
import { storefrontUrl } from '../../../utils/env';
import { getService } from '../../../utils/services';
import { PRODUCT_UID } from '../../product/services/product';
import { PROMO_UID } from '../../promo/services/promo';
import { ORDER_UID, populateOrder, toOrderJson, type OrderRow, type OrderView } from './order';

export type Actor = OrderEventJson['by'];

/** Thrown inside a change's transaction to roll it back when another change won the race. */
class LostRace extends Error {}

export interface StatusChange {
  to: OrderStatus;
  by: Actor;
  note?: string;
  /** Recorded when the order becomes `shipped`. */
  trackingNumber?: string;
  /** The courier that reported the change (the courier webhook): recorded on the order with it. */
  courier?: string;
  /** With `delivered` from a courier: the cash it collected at the door, recorded in the same UPDATE. */
  cashCollected?: number;
  /**
   * A step the order only passes through on its way further in the same moment (a courier's
   * "delivered" for an order still confirmed goes through shipped): recorded, but the shopper gets
   * the email of where it ends, not one per step.
   */
  passingThrough?: boolean;
  /** Its online payment arrived (issue 40): recorded as paid in the same UPDATE. Only such a change confirms an order awaiting payment. */
  paidAt?: Date;
}

export interface ChangeOptions {
  /** Only this user's order: any other answers 404, as an unknown id (the shopper's own cancel). */
  ownerId?: number;
  /** How the answer shows the order (the owner does not see staff notes). */
  view?: OrderView;
  /** The 409 message when the table forbids the change (statusConflict by default). */
  conflict?: (current: OrderStatus) => CodedError;
  /**
   * Only from this status: any other (even `change.to` already) answers 409 with `conflict`. The
   * shopper's link (ADR 018) may confirm or cancel a `pending` order only, and never twice.
   */
  onlyFrom?: OrderStatus;
}

export type ChangeResult = { order: OrderJson; changed: boolean } | { status: 404 | 409; error: CodedError };

const NOT_FOUND = coded('orderNotFound');

/** What a change needs to know about the order before it tries its compare-and-set. */
type OrderHead = Pick<OrderRow, 'id' | 'orderStatus' | 'orderItems' | 'promoCode'> & { user?: { id: number } | null };

/**
 * The order's life cycle (config's order-life-cycle.ts): every change of status is ONE
 * compare-and-set (`UPDATE orders SET status = :to, … WHERE id = :id AND status = :from`) in ONE
 * transaction with the stock and promo use it gives back. Two admins, a shopper and the automatic
 * cancel racing on one order: the database lets exactly one UPDATE match, the others change nothing,
 * read the order again and answer from what they find (the same change: 200 unchanged; another one:
 * 409). So stock and promo uses are given back exactly once. The email is written to the outbox in
 * the same transaction and sent by its worker: a failing email never undoes a change.
 */
const lifeCycleService = ({ strapi }: { strapi: Core.Strapi }) => {
  const orders = () => strapi.db.query(ORDER_UID);
  const inventory = () => getService(strapi, 'api::order.inventory');
  const promoUsage = () => getService(strapi, 'api::promo.promo-usage');
  const column = (attribute: ColumnOf<typeof ORDER_UID>) => columnOf(strapi, ORDER_UID, attribute);

  const readHead = async (documentId: string): Promise<OrderHead | null> =>
    orders().findOne({
      where: { documentId },
      select: ['id', 'orderStatus', 'orderItems', 'promoCode'],
      populate: { user: { select: ['id'] } },
    });

  const readOrder = async (id: number): Promise<OrderRow> => orders().findOne({ where: { id }, populate: populateOrder });

  /** The order's lines as stock lines: product document ids become row ids (a deleted product has none left to take back). */
  const stockLines = async (trx: Knex.Transaction, head: OrderHead) => {
    const productIds = [...new Set(head.orderItems.map((item) => item._id))];
    const products: Array<{ id: number; documentId: string }> = await trx(tableOf(strapi, PRODUCT_UID))
      .whereIn(columnOf(strapi, PRODUCT_UID, 'documentId'), productIds)
      .select({ id: columnOf(strapi, PRODUCT_UID, 'id'), documentId: columnOf(strapi, PRODUCT_UID, 'documentId') });
    const idOf = new Map(products.map((product) => [product.documentId, Number(product.id)]));
    const lines = head.orderItems.flatMap((item) => {
      const productId = idOf.get(item._id);
      return productId === undefined ? [] : [{ productId, size: item.size, quantity: item.quantity }];
    });
    return { lines, gone: head.orderItems.filter((item) => !idOf.has(item._id)) };
  };

  /**
   * The compare-and-set, what it gives back and the shopper's email (to the outbox), in one
   * transaction; answers the order as changed. Null when the order was no longer `from` (another
   * change won): nothing was written.
   */
  const apply = async (head: OrderHead, from: OrderStatus, change: StatusChange): Promise<OrderRow | null> => {
    const now = new Date();
    const event: OrderEventJson = { type: 'status', from, to: change.to, outcome: null, by: change.by, note: change.note ?? '', at: now.toISOString() };
    let transaction: { executionPromise?: Promise<unknown> } | undefined;
    let applied: OrderRow | null;
    try {
      applied = await strapi.db.transaction(async ({ trx }) => {
        transaction = trx as { executionPromise?: Promise<unknown> };
        const data: Record<string, unknown> = {
          [column('orderStatus')]: change.to,
          [column('events')]: jsonArrayAppend(strapi, trx, column('events'), event),
          [column('updatedAt')]: now,
        };
        if (change.to === 'shipped') data[column('trackingNumber')] = change.trackingNumber ?? '';
        if (change.courier) data[column('courier')] = change.courier;
        // Cash is collected at the door: delivered means paid. The flags stay set if the parcel is
        // later returned: they record when the cash was collected.
        if (change.to === 'delivered') Object.assign(data, { [column('isDelivered')]: true, [column('deliveredAt')]: now });
        if (change.paidAt) Object.assign(data, { [column('isPaid')]: true, [column('paidAt')]: change.paidAt });
        // When the parcel reached the door, delivered or refused: the dashboard's refusal rate.
        if (change.to === 'delivered' || change.to === 'refused') data[column('settledAt')] = now;
        // The row first, held until the commit, with the lines and promo it holds now (an edit, ADR 022,
        // committed after `head` was read changed them, and what goes back must be what the order holds).
        // Its UPDATE comes last (lockOrder says why).
        const stillFrom = (query: Knex.QueryBuilder) => query.where(column('orderStatus'), from);
        const held = await lockOrder(
          strapi,
          trx,
          head.id,
          { orderItems: column('orderItems'), promoCode: column('promoCode'), totalPrice: column('totalPrice'), storeCreditUsed: column('storeCreditUsed'), isPaid: column('isPaid'), paymentMethod: column('paymentMethod') },
          stillFrom,
        );
        if (!held) return null;
        // Delivered means the cash was collected, unless it was paid online before (its payment's date stays).
        if (change.to === 'delivered' && !held.isPaid) Object.assign(data, { [column('isPaid')]: true, [column('paidAt')]: now });
        // The courier's cash, checked against the amount due as the row holds it now (issue 36): both
        // kept in this UPDATE, and a difference is an event on the staff's timeline.
        if (change.to === 'delivered' && change.cashCollected !== undefined) {
          const check = checkCash(
            { totalPrice: held.totalPrice as number | string, storeCreditUsed: held.storeCreditUsed as number | string | null, paymentMethod: held.paymentMethod as string | null },
            change.cashCollected,
          );
          data[column('cashCollected')] = change.cashCollected;
          data[column('cashExpected')] = toEgp(check.expected);
          const cashEvent = cashDifferenceEvent(change.courier ?? '', check, now);
          if (cashEvent) data[column('events')] = jsonArrayAppendAll(strapi, trx, column('events'), [event, cashEvent]);
        }
        head.orderItems = typeof held.orderItems === 'string' ? (JSON.parse(held.orderItems) as OrderHead['orderItems']) : (held.orderItems as OrderHead['orderItems']);
        head.promoCode = (held.promoCode as string | null) ?? null;
        if (givesStockBack(change.to)) {
          const { lines, gone } = await stockLines(trx, head);
          const { missing } = await inventory().giveBack(trx, lines);
          for (const line of [...gone.map((item) => `${item.name} (${item.size})`), ...missing.map((line) => `product ${line.productId} (${line.size})`)]) {
            strapi.log.warn(`Order ${head.id} is ${change.to}: ${line} no longer exists, so its units could not go back to stock.`);
          }
        }
        if (givesPromoBack(change.to) && head.promoCode) {
          const promo: { id: number } | undefined = await trx(tableOf(strapi, PROMO_UID))
            .where(columnOf(strapi, PROMO_UID, 'code'), head.promoCode)
            .first({ id: columnOf(strapi, PROMO_UID, 'id') });
          if (promo) await promoUsage().release(trx, Number(promo.id));
        }
        await getService(strapi, 'api::store-credit.store-credit').afterStatusChange(trx, head.id, change.to);
        const updated = await stillFrom(trx(tableOf(strapi, ORDER_UID)).where(column('id'), head.id)).update(data);
        // Only on SQLite, which holds no row: another change won meanwhile; roll back what went back.
        if (updated !== 1) throw new LostRace();
        const row = await readOrder(head.id);
        await tellShopper(row, change);
        return row;
      });
      // As when placing an order: a COMMIT that failed is reported here, not by Strapi's transaction.
      await transaction?.executionPromise;
    } catch (error) {
      if (error instanceof LostRace) return null;
      throw error;
    }
    return applied;
  };

  /** The shopper's email about the change, written to the outbox in the change's transaction (ADR 025). */
  const tellShopper = async (row: OrderRow, change: StatusChange) => {
    const email = row.user?.email;
    if (!email || change.passingThrough) return;
    const mail = orderStatusMail(toOrderJson(row, 'owner'), change.to, change.by, email, storefrontUrl(), toLocale(row.language));
    if (mail) await queueMail(strapi, mail);
  };

  /**
   * Moves an order to `change.to` if the table allows it from its current status. Repeating a
   * change that already happened answers the order unchanged; a change the table forbids, 409.
   */
  const changeStatus = async (documentId: string, change: StatusChange, options: ChangeOptions = {}): Promise<ChangeResult> => {
    const conflict = options.conflict ?? ((current: OrderStatus) => statusConflict(current, change.to));
    // Each lost race means the order moved one step along the table, which has no cycles: a few
    // rounds always settle it.
    for (let round = 0; round < 10; round += 1) {
      const head = await readHead(documentId);
      if (!head || (options.ownerId !== undefined && head.user?.id !== options.ownerId)) return { status: 404, error: NOT_FOUND };
      const current = head.orderStatus ?? 'pending';
      if (options.onlyFrom !== undefined && current !== options.onlyFrom) return { status: 409, error: conflict(current) };
      if (current === change.to) return { order: toOrderJson(await readOrder(head.id), options.view), changed: false };
      if (!canChangeStatus(current, change.to) || (confirmedOnlyByPayment(current, change.to) && !change.paidAt)) return { status: 409, error: conflict(current) };
      const row = await apply(head, current, change);
      if (row) {
        // Units given back may bring a size back from 0: its waiting shoppers are emailed (committed above).
        if (givesStockBack(change.to)) getService(strapi, 'api::stock-alert.stock-alert').sendWhenCommitted(head.orderItems.map((item) => item._id));
        return { order: toOrderJson(row, options.view), changed: true };
      }
    }
    throw new Error(`Order ${documentId}: the status kept changing under the change to ${change.to}`);
  };

  return {
    change: changeStatus,

    /** Records one attempt to reach the shopper by phone. Null for an unknown order. */
    async recordCall(documentId: string, outcome: CallOutcome, note: string): Promise<OrderJson | null> {
      const now = new Date();
      const event: OrderEventJson = { type: 'call', from: null, to: null, outcome, by: 'admin', note, at: now.toISOString() };
      const knex = strapi.db.connection;
      // One UPDATE that appends in the database: a call and a status change at once both stay.
      const updated = await knex(tableOf(strapi, ORDER_UID))
        .where(column('documentId'), documentId)
        .update({ [column('events')]: jsonArrayAppend(strapi, knex, column('events'), event), [column('updatedAt')]: now });
      if (updated === 0) return null;
      const row: OrderRow = await orders().findOne({ where: { documentId }, populate: populateOrder });
      return toOrderJson(row);
    },

    /**
     * Cancels the orders still `pending` `days` after they were placed, each by the same
     * compare-and-set as any change (stock and promo use given back, the shopper told). A run that
     * meets an order another process is changing loses its race harmlessly. Returns how many it cancelled.
     */
    async cancelUnconfirmed(days: number, now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
      const note = `Not confirmed within ${days} day${days === 1 ? '' : 's'}`;
      let cancelled = 0;
      for (;;) {
        const due: Array<{ documentId: string }> = await orders().findMany({
          where: {
            orderStatus: 'pending',
            createdAt: { $lt: cutoff },
            // Orders placed before statuses existed are the staff's to sort out (start-up migration).
            $or: [{ placedBeforeStatuses: { $null: true } }, { placedBeforeStatuses: false }],
          },
          select: ['documentId'],
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          limit: 100,
        });
        let changedThisBatch = 0;
        for (const { documentId } of due) {
          const result = await changeStatus(documentId, { to: 'cancelled', by: 'system', note });
          if ('order' in result && result.changed) changedThisBatch += 1;
        }
        cancelled += changedThisBatch;
        // A batch that changed nothing means another process holds them (or they are gone): stop.
        if (due.length < 100 || changedThisBatch === 0) return cancelled;
      }
    },
  };
};

export type LifeCycleService = ReturnType<typeof lifeCycleService>;
export default lifeCycleService;
