import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { ADMIN_PAGE_SIZE, ORDER_STATUSES, PAYMENT_FILTERS, type OrderFilter, type OrderStatusCountsJson, type PaymentFilter } from '@pointe/config';
// The uid written out: order.ts imports this module (a cycle through ORDER_UID would be undefined at load).
const ORDER_UID = 'api::order.order';
import { isPostgres } from './dialect';
import { columnOf, joinTableOf, tableOf } from './names';
import { statusTotals } from './order-rollups';

/** The list's order: pending orders oldest first (the queue of calls to make), the others newest first. */
export const listDirection = (filter: OrderFilter): 'asc' | 'desc' => (filter === 'pending' ? 'asc' : 'desc');

const PAYMENT_UID = 'api::payment.payment';

const isPaymentFilter = (filter: OrderFilter): filter is PaymentFilter => (PAYMENT_FILTERS as readonly string[]).includes(filter);

/**
 * The ids of the orders a payment filter keeps (issue 40), as a subquery over the payments: paid
 * online; or for staff to look at: a transfer she reported, not confirmed yet, or a flagged payment.
 */
function ordersWithPayments(strapi: Core.Strapi, filter: PaymentFilter): Knex.QueryBuilder {
  const payments = tableOf(strapi, PAYMENT_UID);
  const link = joinTableOf(strapi, PAYMENT_UID, 'order');
  const column = (attribute: 'id' | 'state' | 'flag' | 'transferReportedAt') => `${payments}.${columnOf(strapi, PAYMENT_UID, attribute)}`;
  const query = strapi.db.connection(link.name).join(payments, column('id'), `${link.name}.${link.ownerColumn}`).select(`${link.name}.${link.targetColumn}`);
  if (filter === 'paid-online') return query.where(column('state'), 'paid');
  return query.where((toCheck) => toCheck.whereNotNull(column('flag')).orWhere((reported) => reported.where(column('state'), 'awaiting').whereNotNull(column('transferReportedAt'))));
}

/** Keeps the orders a filter lists, as conditions on the orders' columns (or their payments'). */
function applyFilter(strapi: Core.Strapi, query: Knex.QueryBuilder, filter: OrderFilter): Knex.QueryBuilder {
  if (filter === 'all') return query;
  if (isPaymentFilter(filter)) return query.whereIn(columnOf(strapi, ORDER_UID, 'id'), ordersWithPayments(strapi, filter));
  if (filter === 'unpaid') return query.where(columnOf(strapi, ORDER_UID, 'isPaid'), false);
  if (filter === 'undelivered') return query.where(columnOf(strapi, ORDER_UID, 'isDelivered'), false);
  return query.where(columnOf(strapi, ORDER_UID, 'orderStatus'), filter);
}

/** How many orders each payment filter lists: two counts over the payments, which only online orders have. */
export async function paymentFilterCounts(strapi: Core.Strapi): Promise<Record<PaymentFilter, number>> {
  const table = tableOf(strapi, ORDER_UID);
  const counts = await Promise.all(
    PAYMENT_FILTERS.map(async (filter) => {
      const [row] = (await applyFilter(strapi, strapi.db.connection(table), filter).count({ count: '*' })) as Array<{ count: unknown }>;
      return [filter, Number(row?.count ?? 0)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<PaymentFilter, number>;
}

/**
 * The ids of one page of the admin orders list, in the list's order, and the id of the order after
 * them (null on the last page); null when `after` names no order. With `after` (an order's document
 * id) the page is the orders that follow it: a keyset read, `(createdAt, id)` past the cursor's, that
 * starts in the index where the cursor is, however deep (ADR 026). Without it, the `page`th page by
 * offset, which reads every order before it: fine near the top, slow a million orders down.
 */
export async function orderPageIds(
  strapi: Core.Strapi,
  filter: OrderFilter,
  { page, after }: { page: number; after?: string | undefined },
): Promise<{ ids: number[]; more: boolean } | null> {
  const knex = strapi.db.connection;
  const table = tableOf(strapi, ORDER_UID);
  const id = columnOf(strapi, ORDER_UID, 'id');
  const createdAt = columnOf(strapi, ORDER_UID, 'createdAt');
  const direction = listDirection(filter);
  const query = applyFilter(strapi, knex(table).select({ id }), filter)
    .orderBy([
      { column: createdAt, order: direction },
      { column: id, order: direction },
    ])
    .limit(ADMIN_PAGE_SIZE + 1);
  if (after === undefined) {
    query.offset((page - 1) * ADMIN_PAGE_SIZE);
  } else {
    const cursor = (await knex(table).where(columnOf(strapi, ORDER_UID, 'documentId'), after).first({ id })) as { id: number } | undefined;
    if (!cursor) return null;
    // A row comparison, which PostgreSQL reads as one range of the (createdAt, id) indexes. The
    // cursor's createdAt is read by the database itself: a JavaScript Date would drop its microseconds.
    query.whereRaw(`(??, ??) ${direction === 'asc' ? '>' : '<'} (SELECT ??, ?? FROM ?? WHERE ?? = ?)`, [createdAt, id, createdAt, id, table, id, cursor.id]);
  }
  const rows = (await query) as Array<{ id: number }>;
  return { ids: rows.slice(0, ADMIN_PAGE_SIZE).map((row) => row.id), more: rows.length > ADMIN_PAGE_SIZE };
}

/**
 * How many orders are in each status, and how many a filter lists: from the rollups on PostgreSQL
 * (a few dozen rows, whatever the number of orders), with COUNTs over the orders on SQLite.
 */
export async function orderCounts(strapi: Core.Strapi, filter: OrderFilter): Promise<{ statusCounts: OrderStatusCountsJson; listed: number }> {
  const statusCounts = Object.fromEntries(ORDER_STATUSES.map((name) => [name, 0])) as OrderStatusCountsJson;
  if (isPostgres(strapi)) {
    const byStatus = await statusTotals(strapi);
    const totals = Object.values(byStatus);
    for (const [status, row] of Object.entries(byStatus)) statusCounts[status as keyof OrderStatusCountsJson] = row.orders;
    const sum = (key: 'orders' | 'unpaid' | 'undelivered') => totals.reduce((total, row) => total + row[key], 0);
    const listed = isPaymentFilter(filter)
      ? (await paymentFilterCounts(strapi))[filter]
      : filter === 'all'
        ? sum('orders')
        : filter === 'unpaid'
          ? sum('unpaid')
          : filter === 'undelivered'
            ? sum('undelivered')
            : statusCounts[filter];
    return { statusCounts, listed };
  }
  const knex = strapi.db.connection;
  const table = tableOf(strapi, ORDER_UID);
  const status = columnOf(strapi, ORDER_UID, 'orderStatus');
  const [rows, [listed]] = await Promise.all([
    knex(table).select({ status }).count({ count: '*' }).groupBy(status) as Promise<Array<{ status: string | null; count: unknown }>>,
    applyFilter(strapi, knex(table), filter).count({ count: '*' }) as Promise<Array<{ count: unknown }>>,
  ]);
  for (const row of rows) statusCounts[(row.status ?? 'pending') as keyof OrderStatusCountsJson] += Number(row.count);
  return { statusCounts, listed: Number(listed?.count ?? 0) };
}
