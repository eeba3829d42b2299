import type { Core } from '@strapi/strapi';
import type { OrderEventJson } from '@pointe/config';
import { ORDER_UID } from '../api/order/services/order';
import { columnOf, tableOf, type ColumnOf } from './names';

/**
 * Gives the orders placed before the life cycle existed a status, once: delivered ones are
 * `delivered` (delivered meant cash collected), every other one `pending`, with the events those
 * flags tell. Those pending ones are marked `placedBeforeStatuses`: the automatic cancel leaves them
 * to the staff (many are days old, and some may be on the road). Runs at every start under the
 * start-up lock, and finds nothing to do after the first.
 */
export async function migrateOrderStatuses(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const table = tableOf(strapi, ORDER_UID);
  const column = (attribute: ColumnOf<typeof ORDER_UID>) => columnOf(strapi, ORDER_UID, attribute);
  const time = (value: unknown) => new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number | Date)).toISOString();
  let migrated = 0;
  for (;;) {
    const rows: Array<{ id: number; createdAt: unknown; isDelivered: unknown; deliveredAt: unknown }> = await knex(table)
      .whereNull(column('orderStatus'))
      .select({ id: column('id'), createdAt: column('createdAt'), isDelivered: column('isDelivered'), deliveredAt: column('deliveredAt') })
      .orderBy(column('id'))
      .limit(500);
    if (rows.length === 0) break;
    await knex.transaction(async (trx) => {
      for (const row of rows) {
        const delivered = Boolean(row.isDelivered);
        const deliveredAt = row.deliveredAt ?? row.createdAt;
        const events: OrderEventJson[] = [{ type: 'status', from: null, to: 'pending', outcome: null, by: 'shopper', note: '', at: time(row.createdAt) }];
        if (delivered) events.push({ type: 'status', from: 'pending', to: 'delivered', outcome: null, by: 'admin', note: 'Recorded before order statuses existed', at: time(deliveredAt) });
        await trx(table)
          .where(column('id'), row.id)
          .whereNull(column('orderStatus'))
          .update({
            [column('orderStatus')]: delivered ? 'delivered' : 'pending',
            [column('trackingNumber')]: '',
            [column('events')]: JSON.stringify(events),
            [column('settledAt')]: delivered ? new Date(time(deliveredAt)) : null,
            // Never cancelled automatically: the staff may have shipped it without a way to say so.
            [column('placedBeforeStatuses')]: true,
          });
      }
    });
    migrated += rows.length;
  }
  if (migrated > 0) strapi.log.info(`Gave ${migrated} earlier order${migrated === 1 ? '' : 's'} a status from their delivered flag.`);
}
