import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
// The uid written out: order.ts imports this module (a cycle through ORDER_UID would be undefined at load).
const ORDER_UID = 'api::order.order';
import { isPostgres } from './dialect';
import { columnOf, tableOf } from './names';

/** The first order's number: five digits, easy to say over the phone ("order ten thousand and one"). */
export const FIRST_ORDER_NUMBER = 10001;

const sequenceOf = (strapi: Core.Strapi) => `${tableOf(strapi, ORDER_UID)}_number_seq`;

/**
 * The next order number, taken inside the order's transaction. On PostgreSQL a sequence: unique across
 * every CMS process without a lock (a rolled-back order leaves a gap, as every shop's numbers do). On
 * SQLite (one local process, one writer at a time) the highest number plus one. Not a column default:
 * Strapi's schema sync resets column defaults it did not declare at every start, so a second process
 * starting would open a window of orders without numbers. The unique index (ensureOrderNumbers) is the
 * last word either way.
 */
export async function nextOrderNumber(strapi: Core.Strapi, trx: Knex.Transaction | Knex): Promise<number> {
  if (isPostgres(strapi)) {
    const result: { rows: Array<{ next: string }> } = await trx.raw(`SELECT nextval('${sequenceOf(strapi)}') AS next`);
    return Number(result.rows[0]!.next);
  }
  const column = columnOf(strapi, ORDER_UID, 'orderNumber');
  const row = (await trx(tableOf(strapi, ORDER_UID)).max({ highest: column }).first()) as { highest: number | null } | undefined;
  return Math.max(Number(row?.highest ?? 0) + 1, FIRST_ORDER_NUMBER);
}

/**
 * The next order number as the value of a new order's insert (order-insert.ts): no statement of its
 * own. On PostgreSQL the sequence; on SQLite (one writer, inside the order's transaction) the
 * highest number plus one, as nextOrderNumber.
 */
export function nextOrderNumberValue(strapi: Core.Strapi, trx: Knex): Knex.Raw {
  if (isPostgres(strapi)) return trx.raw('nextval(?::regclass)', [sequenceOf(strapi)]);
  return trx.raw('(SELECT max(coalesce(max(??), 0) + 1, ?) FROM ??)', [columnOf(strapi, ORDER_UID, 'orderNumber'), FIRST_ORDER_NUMBER, tableOf(strapi, ORDER_UID)]);
}

/**
 * Run at every start under the start-up lock: the unique index, the sequence (PostgreSQL), and a
 * number for each order from before numbers existed, oldest first, so the sequence goes on after them.
 */
export async function ensureOrderNumbers(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const table = tableOf(strapi, ORDER_UID);
  const id = columnOf(strapi, ORDER_UID, 'id');
  const number = columnOf(strapi, ORDER_UID, 'orderNumber');
  await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${table}_order_number_unique ON ${table} (${number})`);
  if (isPostgres(strapi)) await knex.raw(`CREATE SEQUENCE IF NOT EXISTS ${sequenceOf(strapi)} START WITH ${FIRST_ORDER_NUMBER}`);
  const unnumbered: Array<{ id: number }> = await knex(table).whereNull(number).select({ id }).orderBy(id);
  if (unnumbered.length === 0) return;
  await knex.transaction(async (trx) => {
    for (const row of unnumbered) await trx(table).where(id, row.id).update({ [number]: await nextOrderNumber(strapi, trx) });
  });
  strapi.log.info(`Gave ${unnumbered.length} earlier order${unnumbered.length === 1 ? '' : 's'} a number.`);
}
