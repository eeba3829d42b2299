import type { Core } from '@strapi/strapi';
import {
  cashDifferenceEvent,
  checkCash,
  coded,
  toEgp,
  errorJson,
  statusConflict,
  type CourierEvent,
  type CourierEventBody,
  type CourierWebhookJson,
  type MessageJson,
  type OrderStatus,
} from '@pointe/config';
import { columnOf, tableOf } from '../../../database/names';
import { jsonArrayAppendAll } from '../../../database/json-array';
import { getService } from '../../../utils/services';
import { ORDER_UID } from '../../order/services/order';

export const COURIER_EVENT_UID = 'api::courier.courier-event';

/** The status each courier event leads to. */
const TARGET: Record<CourierEvent, OrderStatus> = { picked_up: 'shipped', delivered: 'delivered', refused: 'refused', returned: 'returned' };

/**
 * The life-cycle steps from `current` to where the courier's event leads, each one allowed by the
 * table (config's order-life-cycle.ts) and made by the same compare-and-set as the admin buttons.
 * Couriers' events arrive late, twice or out of order: "delivered" for an order still confirmed goes
 * through shipped (its pick-up event was lost); an event for where the order already is or has gone
 * past ("picked up" after delivered) is no step at all. Null: the event contradicts the order
 * (delivered after refused, anything for an order not yet confirmed or cancelled), a 409.
 */
export function courierSteps(current: OrderStatus, event: CourierEvent): OrderStatus[] | null {
  const paths: Record<CourierEvent, Partial<Record<OrderStatus, OrderStatus[]>>> = {
    picked_up: { confirmed: ['shipped'], shipped: [], delivered: [], refused: [], returned: [] },
    delivered: { confirmed: ['shipped', 'delivered'], shipped: ['delivered'], delivered: [] },
    refused: { confirmed: ['shipped', 'refused'], shipped: ['refused'], refused: [], returned: [] },
    // Back at the shop: a refused parcel, or one returned after delivery (the legal return period).
    returned: { confirmed: ['shipped', 'refused', 'returned'], shipped: ['refused', 'returned'], refused: ['returned'], delivered: ['returned'], returned: [] },
  };
  return paths[event][current] ?? null;
}

export type WebhookAnswer = { status: 200; body: CourierWebhookJson } | { status: 404 | 409; body: MessageJson };

const isUniqueViolation = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /unique/i.test(String(message));
};

const courierService = ({ strapi }: { strapi: Core.Strapi }) => {
  const lifeCycle = () => getService(strapi, 'api::order.life-cycle');
  const events = () => strapi.db.query(COURIER_EVENT_UID);
  const column = (attribute: Parameters<typeof columnOf<typeof ORDER_UID>>[2]) => columnOf(strapi, ORDER_UID, attribute);

  type Recorded = { answerStatus: number; answer: unknown };
  const recorded = async (eventKey: string): Promise<Recorded | null> => events().findOne({ where: { eventKey }, select: ['answerStatus', 'answer'] });
  const replay = (row: Recorded): WebhookAnswer => {
    const body = (typeof row.answer === 'string' ? JSON.parse(row.answer) : row.answer) as CourierWebhookJson & MessageJson;
    return row.answerStatus === 200 ? { status: 200, body } : { status: row.answerStatus as 404 | 409, body };
  };

  /** Moves the order along the courier's event; every step a compare-and-set of the life cycle. */
  const apply = async (courier: string, event: CourierEventBody): Promise<WebhookAnswer> => {
    const order: { id: number; documentId: string; orderStatus: OrderStatus | null; cashCollected: unknown; totalPrice: number | string; storeCreditUsed: number | string | null; paymentMethod: string } | null =
      await strapi.db
        .query(ORDER_UID)
        .findOne({ where: { orderNumber: event.orderNumber }, select: ['id', 'documentId', 'orderStatus', 'cashCollected', 'totalPrice', 'storeCreditUsed', 'paymentMethod'] });
    if (!order) {
      strapi.log.warn(`Courier ${courier} sent "${event.event}" (event ${event.eventId}) for order ${event.orderNumber}, which does not exist.`);
      return { status: 404, body: errorJson(coded('orderNotFound')) };
    }
    const current = order.orderStatus ?? 'pending';
    const steps = courierSteps(current, event.event);
    const conflict = (status: OrderStatus): WebhookAnswer => {
      strapi.log.warn(`Courier ${courier} sent "${event.event}" (event ${event.eventId}) for order ${event.orderNumber}, which is ${status}: nothing changed.`);
      return { status: 409, body: errorJson(statusConflict(status, TARGET[event.event])) };
    };
    if (!steps) return conflict(current);
    let status = current;
    let changed = false;
    for (const [index, to] of steps.entries()) {
      const result = await lifeCycle().change(order.documentId, {
        to,
        passingThrough: index < steps.length - 1,
        by: 'system',
        note: `${courier}: ${event.event.replace('_', ' ')} (event ${event.eventId})`,
        courier,
        trackingNumber: event.trackingNumber || courier,
        ...(event.cashCollected !== undefined ? { cashCollected: event.cashCollected } : {}),
      });
      // Another change won the race between two steps: answer from where the order is now.
      if ('error' in result) return conflict(result.error.code === 'statusConflict' ? (result.error.params.current as OrderStatus) : status);
      status = result.order.status;
      changed ||= result.changed;
    }
    // Delivered by staff's button before the courier's event came: the cash is recorded now, once,
    // checked against the amount due as the life cycle checks it (a delivered order's totals no longer change).
    if (event.event === 'delivered' && event.cashCollected !== undefined && (order.cashCollected === null || order.cashCollected === undefined)) {
      const now = new Date();
      const knex = strapi.db.connection;
      const check = checkCash(order, event.cashCollected);
      const cashEvent = cashDifferenceEvent(courier, check, now);
      const updated = await knex(tableOf(strapi, ORDER_UID))
        .where(column('id'), order.id)
        .where(column('orderStatus'), 'delivered')
        .whereNull(column('cashCollected'))
        .update({
          [column('cashCollected')]: event.cashCollected,
          [column('cashExpected')]: toEgp(check.expected),
          [column('courier')]: courier,
          [column('updatedAt')]: now,
          ...(cashEvent ? { [column('events')]: jsonArrayAppendAll(strapi, knex, column('events'), [cashEvent]) } : {}),
        });
      changed ||= updated === 1;
    }
    return { status: 200, body: { message: changed ? 'Order updated' : 'Nothing to change', eventId: event.eventId, event: event.event, orderNumber: event.orderNumber, status, changed } };
  };

  return {
    /**
     * One courier event. An event id this courier sent before is answered as the first time and
     * changes nothing (recorded with its answer; a unique index makes racing repeats find the first).
     * Unknown orders are not recorded: the courier may send again once the order number is right.
     */
    async receive(courier: string, event: CourierEventBody): Promise<WebhookAnswer> {
      const eventKey = `${courier}:${event.eventId}`;
      const seen = await recorded(eventKey);
      if (seen) return replay(seen);
      const answer = await apply(courier, event);
      if (answer.status === 404) return answer;
      try {
        await events().create({
          data: { courier, eventId: event.eventId, eventKey, orderNumber: event.orderNumber, event: event.event, answerStatus: answer.status, answer: answer.body },
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const first = await recorded(eventKey);
        if (first) return replay(first);
      }
      return answer;
    },
  };
};

export type CourierService = ReturnType<typeof courierService>;
export default courierService;
