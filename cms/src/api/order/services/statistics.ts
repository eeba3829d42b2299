import type { Core } from '@strapi/strapi';
import { ORDER_STATUSES, type OrderStatus, type OrderStatusCountsJson, type OrderSummaryJson } from '@pointe/config';
import { countWhen, refusedAtTheDoor, sumOfPositiveDifferences, sqliteCairoDay } from '../../../database/aggregates';
import { isPostgres } from '../../../database/dialect';
import { columnOf, joinTableOf, tableOf, type ColumnOf } from '../../../database/names';
import { dailyTotals, settledSince, statusTotals } from '../../../database/order-rollups';
import { CATEGORY_UID, PRODUCT_UID } from '../../product/services/product';
import { ORDER_UID } from './order';
import { getService } from '../../../utils/services';

const USER_UID = 'plugin::users-permissions.user';

const REFUSAL_WINDOW_DAYS = 30;

/** The admin dashboard's numbers (GET /api/orders/summary). */
const orderStatisticsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const money = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;

  /**
   * Of the orders whose parcel reached the door in the last 30 days (`settledAt`: delivered or
   * refused, whatever happened after), how many were refused. A refused parcel later returned is
   * still a refusal; a delivered one later returned is not (it keeps `isDelivered`).
   */
  const doorStatistics = async (): Promise<Pick<OrderSummaryJson['cashOnDelivery'], 'refusedLast30Days' | 'settledLast30Days' | 'refusalRate'>> => {
    const since = new Date(Date.now() - REFUSAL_WINDOW_DAYS * 24 * 60 * 60 * 1000);
    const { settled, refused } = isPostgres(strapi) ? await settledSince(strapi, since) : await scanSettledSince(since);
    return { refusedLast30Days: refused, settledLast30Days: settled, refusalRate: settled === 0 ? 0 : refused / settled };
  };

  /** SQLite: the parcels settled since `since`, counted from the orders table. */
  const scanSettledSince = async (since: Date) => {
    const knex = strapi.db.connection;
    const column = (attribute: ColumnOf<typeof ORDER_UID>) => columnOf(strapi, ORDER_UID, attribute);
    const [status, settledAt, isDelivered] = (['orderStatus', 'settledAt', 'isDelivered'] as const).map(column) as [string, string, string];
    const [door]: Array<{ settled?: unknown; refused?: unknown }> = await knex(tableOf(strapi, ORDER_UID))
      .where(settledAt, '>=', since)
      .count({ settled: '*' })
      .select({ refused: countWhen(knex, refusedAtTheDoor(knex, { status, isDelivered })) });
    return { settled: Number(door?.settled ?? 0), refused: Number(door?.refused ?? 0) };
  };

  /**
   * Orders, sales and cash per status: from the rollups on PostgreSQL, one scan of the orders on SQLite.
   * Cash is what the courier collects: each order's total less the store credit it used (ADR 024), never below 0.
   */
  const byStatus = async (): Promise<Array<{ status: OrderStatus | null; orders: unknown; sales: unknown; cash: unknown }>> => {
    if (isPostgres(strapi)) {
      return Object.entries(await statusTotals(strapi)).map(([status, totals]) => ({ status: status as OrderStatus, ...totals }));
    }
    const knex = strapi.db.connection;
    const status = columnOf(strapi, ORDER_UID, 'orderStatus');
    const total = columnOf(strapi, ORDER_UID, 'totalPrice');
    return knex(tableOf(strapi, ORDER_UID))
      .select({ status, cash: sumOfPositiveDifferences(knex, total, columnOf(strapi, ORDER_UID, 'storeCreditUsed')) })
      .count({ orders: '*' })
      .sum({ sales: total })
      .groupBy(status);
  };

  /** Orders and sales per Cairo day: from the rollups on PostgreSQL, one scan of the orders on SQLite (UTC+2, dev only). */
  const daily = async (): Promise<Array<{ _id: string; orders: unknown; sales: unknown }>> => {
    if (isPostgres(strapi)) return dailyTotals(strapi);
    const knex = strapi.db.connection;
    // Grouped and ordered by the day's alias (SQLite reads a result column's name there).
    const days: Array<{ _id?: unknown; orders?: unknown; sales?: unknown }> = await knex(tableOf(strapi, ORDER_UID))
      .select({ _id: sqliteCairoDay(knex, columnOf(strapi, ORDER_UID, 'createdAt')) })
      .count({ orders: '*' })
      .sum({ sales: columnOf(strapi, ORDER_UID, 'totalPrice') })
      .groupBy('_id')
      .orderBy('_id');
    return days.map((day) => ({ _id: String(day._id), orders: day.orders, sales: day.sales }));
  };

  return {
    /**
     * Computed by the database, never by loading orders into memory: on PostgreSQL from the rollups
     * (database/order-rollups.ts, ADR 026), on SQLite with aggregates over the orders (GROUP BY).
     * Days are Cairo calendar days.
     */
    async summary(): Promise<OrderSummaryJson> {
      const knex = strapi.db.connection;
      const categoryName = columnOf(strapi, CATEGORY_UID, 'name');
      const categoryId = columnOf(strapi, CATEGORY_UID, 'id');
      const position = columnOf(strapi, CATEGORY_UID, 'position');
      const link = joinTableOf(strapi, PRODUCT_UID, 'category');
      const [[users], statuses, days, categories, door, payments] = await Promise.all([
        knex(tableOf(strapi, USER_UID)).count({ numUsers: '*' }),
        byStatus(),
        daily(),
        knex({ c: tableOf(strapi, CATEGORY_UID) })
          .join({ l: link.name }, `l.${link.targetColumn}`, `c.${categoryId}`)
          .select({ _id: `c.${categoryName}` })
          .count({ count: '*' })
          .groupBy(`c.${categoryName}`, `c.${position}`)
          .orderBy([{ column: `c.${position}` }, { column: `c.${categoryName}` }]),
        doorStatistics(),
        getService(strapi, 'api::payment.payment').summary(),
      ]);
      const statusCounts = Object.fromEntries(ORDER_STATUSES.map((name) => [name, 0])) as OrderStatusCountsJson;
      const cash: Partial<Record<OrderStatus, number>> = {};
      let numOrders = 0;
      let totalSales = 0;
      for (const row of statuses) {
        const rowStatus = row.status ?? 'pending';
        statusCounts[rowStatus] += Number(row.orders);
        cash[rowStatus] = (cash[rowStatus] ?? 0) + Number(row.cash ?? 0);
        numOrders += Number(row.orders);
        totalSales += Number(row.sales ?? 0);
      }
      return {
        users: [{ numUsers: Number(users?.numUsers ?? 0) }],
        orders: [{ numOrders, totalSales: money(totalSales) }],
        dailyOrders: days.map((row) => ({
          _id: row._id,
          orders: Number(row.orders),
          sales: money(row.sales),
        })),
        productCategories: (categories as Array<{ _id: string; count: unknown }>).map((row) => ({ _id: row._id, count: Number(row.count) })),
        cashOnDelivery: { statusCounts, ...door, cashCollected: money(cash.delivered), cashPending: money(cash.shipped) },
        payments,
      };
    },
  };
};

export type OrderStatisticsService = ReturnType<typeof orderStatisticsService>;
export default orderStatisticsService;
