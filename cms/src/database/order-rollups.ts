import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ORDER_STATUSES, type OrderStatus } from '@pointe/config';
// The uid written out: order.ts imports this module (a cycle through ORDER_UID would be undefined at load).
const ORDER_UID = 'api::order.order';
import { isPostgres } from './dialect';
import { columnOf, tableOf } from './names';

/**
 * The dashboard's rollups on PostgreSQL (ADR 026): three small tables that PostgreSQL keeps in step
 * with the orders table by statement triggers, in the writer's own transaction, whoever the writer
 * is (placement, life cycle, edits, courier webhooks, settlements, a hand-written UPDATE):
 *
 * - `<orders>_rollup_days`: orders and sales per Cairo calendar day of `createdAt`;
 * - `<orders>_rollup_statuses`: orders, sales, cash (the total less the store credit used), unpaid and undelivered per status;
 * - `<orders>_rollup_settled`: parcels that reached the door and refusals per UTC hour of `settledAt`.
 *
 * Each trigger adds its statement's new rows and subtracts its old rows (transition tables), so a
 * bulk INSERT of a million rows is one aggregate, and an UPDATE that changes nothing counted writes
 * nothing. Each connection adds into its own slot (its backend pid modulo SLOTS) so that concurrent
 * orders do not queue on one "today" row; readers sum the slots. A rebuild (the same aggregates over
 * the whole orders table, under a lock that stops writers, not readers) recomputes them from scratch:
 * at the first start with rollups, whenever ROLLUPS_VERSION changes, and by `npm run rollups:rebuild -w cms`.
 *
 * SQLite (one local process, small shops) has none of this: its summary scans the orders table.
 */
export const ROLLUPS_VERSION = 3;
/** Slots 0–7 for UPDATE and DELETE; 8–23 for INSERT (lockOrder says why; more of them: an INSERT holds its rows longer). */
const SLOTS = 8;
const INSERT_SLOTS = 16;

/**
 * The lock order of every transaction that writes an order. A change takes the order's own row
 * first (this), then its stock rows (inventory.ts), its promo and store credit, and its UPDATE last.
 * A new order writes its row first (placeIn, order.ts; an exchange order, returns), then takes its
 * stock, promo and store credit: those stay locked until the commit, so the fewer round trips after
 * them, the less other orders for the same sizes wait (issue 38).
 *
 * The order's INSERT and UPDATE both add into the rollups by their triggers, into rows that
 * connections share (two connections may have the same slot): an UPDATE after its stock rows and an
 * INSERT before its stock rows would wait for each other's rows (a deadlock: a 500, as issue 24 found
 * when cancels updated their row first). So an INSERT adds into slots of its own (INSERT_SLOTS),
 * which no UPDATE or DELETE touches.
 *
 * Answers the order's `columns` if it matches `where` (its status, version…; any by default), holding
 * the row until the commit; undefined if it does not. SQLite holds no row (one writer at a time): it
 * only reads there, so the caller's UPDATE keeps its compare-and-set.
 */
export async function lockOrder(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  id: number,
  columns: Record<string, string>,
  where: (query: Knex.QueryBuilder) => Knex.QueryBuilder = (query) => query,
): Promise<Record<string, unknown> | undefined> {
  const query = where(trx(tableOf(strapi, ORDER_UID)).where(columnOf(strapi, ORDER_UID, 'id'), id)).first(columns);
  return (await (isPostgres(strapi) ? query.forUpdate() : query)) as Record<string, unknown> | undefined;
}

/** The names of the rollup tables and functions, beside the orders table. */
export const rollupNames = (strapi: Core.Strapi) => {
  const orders = tableOf(strapi, ORDER_UID);
  return {
    orders,
    days: `${orders}_rollup_days`,
    statuses: `${orders}_rollup_statuses`,
    settled: `${orders}_rollup_settled`,
    apply: `${orders}_rollups_apply`,
    clear: `${orders}_rollups_clear`,
    rebuild: `${orders}_rollups_rebuild`,
  };
};

/**
 * The three upserts that add `changes` (rows of sign, created_at, status, total, cash, unpaid, undelivered,
 * settled_at, refused) into the rollups in slot `slot`. Keys in order, so two writers sharing a slot
 * take the row locks in the same order.
 */
function upserts(strapi: Core.Strapi, changes: string, slot: string): string {
  const { days, statuses, settled } = rollupNames(strapi);
  const add = (table: string, columns: string[]) => columns.map((column) => `${column} = ${table}.${column} + EXCLUDED.${column}`).join(', ');
  return `
    WITH changes AS (${changes})
    INSERT INTO ${days} (day, slot, orders, sales)
    SELECT ((created_at AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Cairo')::date, ${slot}, sum(sign), sum(sign * total)
    FROM changes WHERE created_at IS NOT NULL GROUP BY 1 HAVING sum(sign) <> 0 OR sum(sign * total) <> 0 ORDER BY 1
    ON CONFLICT (day, slot) DO UPDATE SET ${add(days, ['orders', 'sales'])};
    WITH changes AS (${changes})
    INSERT INTO ${statuses} (status, slot, orders, sales, cash, unpaid, undelivered)
    SELECT status, ${slot}, sum(sign), sum(sign * total), sum(sign * cash), sum(sign * unpaid), sum(sign * undelivered)
    FROM changes GROUP BY 1
    HAVING sum(sign) <> 0 OR sum(sign * total) <> 0 OR sum(sign * cash) <> 0 OR sum(sign * unpaid) <> 0 OR sum(sign * undelivered) <> 0 ORDER BY 1
    ON CONFLICT (status, slot) DO UPDATE SET ${add(statuses, ['orders', 'sales', 'cash', 'unpaid', 'undelivered'])};
    WITH changes AS (${changes})
    INSERT INTO ${settled} (hour, slot, settled, refused)
    SELECT date_trunc('hour', settled_at), ${slot}, sum(sign), sum(sign * refused)
    FROM changes WHERE settled_at IS NOT NULL GROUP BY 1 HAVING sum(sign) <> 0 OR sum(sign * refused) <> 0 ORDER BY 1
    ON CONFLICT (hour, slot) DO UPDATE SET ${add(settled, ['settled', 'refused'])};`;
}

const statusSql = (strapi: Core.Strapi) => `COALESCE(${columnOf(strapi, ORDER_UID, 'orderStatus')}, 'pending')`;

/**
 * 1 for a refusal, else 0: refused, or returned without having been delivered (a refused parcel
 * sent back). A delivered parcel later returned is not a refusal (it keeps `isDelivered`).
 */
const refusalSql = (strapi: Core.Strapi) =>
  `CASE WHEN ${statusSql(strapi)} = 'refused' OR (${statusSql(strapi)} = 'returned' AND NOT COALESCE(${columnOf(strapi, ORDER_UID, 'isDelivered')}, false)) THEN 1 ELSE 0 END`;

/** What one order row counts for, with its sign (1 for a new row, -1 for an old one), from `source`. */
function contributions(strapi: Core.Strapi, source: string, sign: 1 | -1): string {
  const column = (attribute: 'createdAt' | 'totalPrice' | 'storeCreditUsed' | 'isPaid' | 'isDelivered' | 'settledAt') => columnOf(strapi, ORDER_UID, attribute);
  return `SELECT ${sign} AS sign, ${column('createdAt')} AS created_at, ${statusSql(strapi)}::varchar AS status, COALESCE(${column('totalPrice')}, 0)::numeric AS total,
            GREATEST(COALESCE(${column('totalPrice')}, 0) - COALESCE(${column('storeCreditUsed')}, 0), 0)::numeric AS cash,
            CASE WHEN ${column('isPaid')} = false THEN 1 ELSE 0 END AS unpaid, CASE WHEN ${column('isDelivered')} = false THEN 1 ELSE 0 END AS undelivered,
            ${column('settledAt')} AS settled_at, ${refusalSql(strapi)} AS refused
          FROM ${source}`;
}

/** The DDL: tables, functions, triggers. Idempotent (IF NOT EXISTS, OR REPLACE, DROP … IF EXISTS). */
function definitions(strapi: Core.Strapi): string[] {
  const names = rollupNames(strapi);
  const slot = `(pg_backend_pid() % ${SLOTS})::smallint`;
  const insertSlot = `(${SLOTS} + pg_backend_pid() % ${INSERT_SLOTS})::smallint`;
  const fresh = contributions(strapi, 'new_rows', 1);
  const old = contributions(strapi, 'old_rows', -1);
  const trigger = (event: 'INSERT' | 'UPDATE' | 'DELETE', referencing: string) => [
    `DROP TRIGGER IF EXISTS ${names.orders}_rollups_${event.toLowerCase()} ON ${names.orders}`,
    `CREATE TRIGGER ${names.orders}_rollups_${event.toLowerCase()} AFTER ${event} ON ${names.orders}
       REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${names.apply}()`,
  ];
  return [
    `CREATE TABLE IF NOT EXISTS ${names.days} (day date NOT NULL, slot smallint NOT NULL, orders bigint NOT NULL, sales numeric NOT NULL, PRIMARY KEY (day, slot))`,
    `CREATE TABLE IF NOT EXISTS ${names.statuses} (status varchar(255) NOT NULL, slot smallint NOT NULL, orders bigint NOT NULL, sales numeric NOT NULL,
       cash numeric NOT NULL DEFAULT 0, unpaid bigint NOT NULL, undelivered bigint NOT NULL, PRIMARY KEY (status, slot))`,
    // Version 2 added the cash (store credit, ADR 024); the rebuild that follows fills it.
    `ALTER TABLE ${names.statuses} ADD COLUMN IF NOT EXISTS cash numeric NOT NULL DEFAULT 0`,
    `CREATE TABLE IF NOT EXISTS ${names.settled} (hour timestamp NOT NULL, slot smallint NOT NULL, settled bigint NOT NULL, refused bigint NOT NULL, PRIMARY KEY (hour, slot))`,
    `CREATE OR REPLACE FUNCTION ${names.apply}() RETURNS trigger LANGUAGE plpgsql AS $body$
     BEGIN
       IF TG_OP = 'INSERT' THEN ${upserts(strapi, fresh, insertSlot)}
       ELSIF TG_OP = 'DELETE' THEN ${upserts(strapi, old, slot)}
       ELSE ${upserts(strapi, `${fresh} UNION ALL ${old}`, slot)}
       END IF;
       RETURN NULL;
     END $body$`,
    `CREATE OR REPLACE FUNCTION ${names.clear}() RETURNS trigger LANGUAGE plpgsql AS $body$
     BEGIN
       DELETE FROM ${names.days}; DELETE FROM ${names.statuses}; DELETE FROM ${names.settled};
       RETURN NULL;
     END $body$`,
    // SHARE mode: writers of orders wait until the rebuild commits (and it waits for those under way); readers go on.
    `CREATE OR REPLACE FUNCTION ${names.rebuild}() RETURNS void LANGUAGE plpgsql AS $body$
     BEGIN
       LOCK TABLE ${names.orders} IN SHARE MODE;
       DELETE FROM ${names.days}; DELETE FROM ${names.statuses}; DELETE FROM ${names.settled};
       ${upserts(strapi, contributions(strapi, names.orders, 1), '0::smallint')}
     END $body$`,
    `COMMENT ON FUNCTION ${names.apply}() IS 'rollups version ${ROLLUPS_VERSION}'`,
    ...trigger('INSERT', 'NEW TABLE AS new_rows'),
    ...trigger('UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'),
    ...trigger('DELETE', 'OLD TABLE AS old_rows'),
    `DROP TRIGGER IF EXISTS ${names.orders}_rollups_truncate ON ${names.orders}`,
    `CREATE TRIGGER ${names.orders}_rollups_truncate AFTER TRUNCATE ON ${names.orders} FOR EACH STATEMENT EXECUTE FUNCTION ${names.clear}()`,
  ];
}

/** The version of the installed rollups (the trigger function's comment), null when there are none. */
async function installedVersion(strapi: Core.Strapi, knex: Knex | Knex.Transaction): Promise<number | null> {
  const { apply } = rollupNames(strapi);
  const result: { rows: Array<{ comment: string | null }> } = await knex.raw(
    `SELECT obj_description(p.oid, 'pg_proc') AS comment FROM pg_proc p WHERE p.proname = ? AND p.pronamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())`,
    [apply],
  );
  const match = /rollups version (\d+)/.exec(result.rows[0]?.comment ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Run at every start under the start-up lock (PostgreSQL only): installs the rollups when they are
 * missing or of another version, and then rebuilds them, all in one transaction.
 */
export async function ensureOrderRollups(strapi: Core.Strapi): Promise<void> {
  if (!isPostgres(strapi)) return;
  const knex = strapi.db.connection;
  if ((await installedVersion(strapi, knex)) === ROLLUPS_VERSION) return;
  await knex.transaction(async (trx) => {
    for (const sql of definitions(strapi)) await trx.raw(sql);
    await trx.raw(`SELECT ${rollupNames(strapi).rebuild}()`);
  });
  strapi.log.info(`Built the order rollups (version ${ROLLUPS_VERSION}).`);
}

/** Recomputes every rollup from the orders table, in one transaction (PostgreSQL only). */
export async function rebuildOrderRollups(strapi: Core.Strapi): Promise<void> {
  await strapi.db.connection.transaction(async (trx) => {
    await trx.raw(`SELECT ${rollupNames(strapi).rebuild}()`);
  });
}

export interface StatusTotals {
  orders: number;
  sales: number;
  cash: number;
  unpaid: number;
  undelivered: number;
}

/** Orders, sales, cash, unpaid and undelivered per status (every status present). */
export async function statusTotals(strapi: Core.Strapi): Promise<Record<OrderStatus, StatusTotals>> {
  const { statuses } = rollupNames(strapi);
  const rows: Array<{ status: string; orders: string; sales: string; cash: string; unpaid: string; undelivered: string }> = await strapi.db
    .connection(statuses)
    .select('status')
    .sum({ orders: 'orders', sales: 'sales', cash: 'cash', unpaid: 'unpaid', undelivered: 'undelivered' })
    .groupBy('status');
  const totals = Object.fromEntries(ORDER_STATUSES.map((status) => [status, { orders: 0, sales: 0, cash: 0, unpaid: 0, undelivered: 0 }])) as Record<OrderStatus, StatusTotals>;
  for (const row of rows) {
    const status = row.status as OrderStatus;
    if (!(status in totals)) continue;
    totals[status] = { orders: Number(row.orders), sales: Number(row.sales), cash: Number(row.cash), unpaid: Number(row.unpaid), undelivered: Number(row.undelivered) };
  }
  return totals;
}

/** Orders and sales per Cairo day with orders, oldest first. */
export async function dailyTotals(strapi: Core.Strapi): Promise<Array<{ _id: string; orders: unknown; sales: unknown }>> {
  const { days } = rollupNames(strapi);
  const knex = strapi.db.connection;
  return (await knex(days)
    .select(knex.raw(`to_char(day, 'YYYY-MM-DD') AS _id`))
    .sum({ orders: 'orders', sales: 'sales' })
    .groupBy('day')
    .havingRaw('sum(orders) <> 0')
    .orderBy('day')) as Array<{ _id: string; orders: unknown; sales: unknown }>;
}

/**
 * Parcels settled (and refused among them) since `since`: the whole hours from the rollup, and the
 * part of the first hour from the orders table (an index range of at most an hour of parcels).
 */
export async function settledSince(strapi: Core.Strapi, since: Date): Promise<{ settled: number; refused: number }> {
  const { settled, orders } = rollupNames(strapi);
  const knex = strapi.db.connection;
  const settledAt = columnOf(strapi, ORDER_UID, 'settledAt');
  const hour = 60 * 60 * 1000;
  const wholeHours = new Date(Math.ceil(since.getTime() / hour) * hour);
  const [[hours], [part]] = await Promise.all([
    knex(settled).where('hour', '>=', wholeHours).sum({ settled: 'settled', refused: 'refused' }) as Promise<Array<{ settled: unknown; refused: unknown }>>,
    knex(orders)
      .where(settledAt, '>=', since)
      .where(settledAt, '<', wholeHours)
      .select(knex.raw('COUNT(*) AS settled'), knex.raw(`COALESCE(SUM(${refusalSql(strapi)}), 0) AS refused`)) as Promise<Array<{ settled: unknown; refused: unknown }>>,
  ]);
  return {
    settled: Number(hours?.settled ?? 0) + Number(part?.settled ?? 0),
    refused: Number(hours?.refused ?? 0) + Number(part?.refused ?? 0),
  };
}
