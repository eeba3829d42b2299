import type { Core } from '@strapi/strapi';
import { ORDER_STATUSES, type OrderStatus, type OrderStatusCountsJson, type OrderSummaryJson } from '@pointe/config';
import { isPostgres } from '../../../database/dialect';
import { columnOf, joinTableOf, tableOf, type ColumnOf } from '../../../database/names';
import { CATEGORY_UID, PRODUCT_UID } from '../../product/services/product';
import { ORDER_UID } from './order';

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
    const knex = strapi.db.connection;
    const column = (attribute: ColumnOf<typeof ORDER_UID>) => columnOf(strapi, ORDER_UID, attribute);
    const [status, settledAt, isDelivered] = (['orderStatus', 'settledAt', 'isDelivered'] as const).map(column) as [string, string, string];
    const since = new Date(Date.now() - REFUSAL_WINDOW_DAYS * 24 * 60 * 60 * 1000);
    const [door] = await knex(tableOf(strapi, ORDER_UID))
      .where(settledAt, '>=', since)
      .select(
        knex.raw('COUNT(*) AS settled'),
        knex.raw(`COUNT(CASE WHEN ?? = 'refused' OR (?? = 'returned' AND NOT COALESCE(??, false)) THEN 1 END) AS refused`, [status, status, isDelivered]),
      );
    const settled = Number(door?.settled ?? 0);
    const refused = Number(door?.refused ?? 0);
    return { refusedLast30Days: refused, settledLast30Days: settled, refusalRate: settled === 0 ? 0 : refused / settled };
  };

  return {
    /**
     * Computed by the database with aggregates (GROUP BY), never by loading orders into memory.
     * Days are Cairo calendar days.
     */
    async summary(): Promise<OrderSummaryJson> {
      const knex = strapi.db.connection;
      const orders = tableOf(strapi, ORDER_UID);
      const createdAt = columnOf(strapi, ORDER_UID, 'createdAt');
      const totalPrice = columnOf(strapi, ORDER_UID, 'totalPrice');
      const categoryName = columnOf(strapi, CATEGORY_UID, 'name');
      const categoryId = columnOf(strapi, CATEGORY_UID, 'id');
      const position = columnOf(strapi, CATEGORY_UID, 'position');
      const link = joinTableOf(strapi, PRODUCT_UID, 'category');
      // PostgreSQL stores Strapi datetimes as UTC timestamps; SQLite as epoch milliseconds (dev only: UTC+2).
      const day = isPostgres(strapi)
        ? `to_char((?? AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Cairo', 'YYYY-MM-DD')`
        : `strftime('%Y-%m-%d', ?? / 1000, 'unixepoch', '+2 hours')`;
      const status = columnOf(strapi, ORDER_UID, 'orderStatus');
      // The cash part of each order: its total less the store credit it used (ADR 024), never below 0.
      const due = `(${totalPrice} - coalesce(${columnOf(strapi, ORDER_UID, 'storeCreditUsed')}, 0))`;
      const [[users], byStatus, daily, categories, door] = await Promise.all([
        knex(tableOf(strapi, USER_UID)).count({ numUsers: '*' }),
        // One scan: every order's total, and the cash collected (delivered) and on the road (shipped).
        // One scan of every order gives the totals, the counts per status and the cash per status.
        knex(orders)
          .select({ status }, knex.raw(`sum(CASE WHEN ${due} > 0 THEN ${due} ELSE 0 END) AS cash`))
          .count({ orders: '*' })
          .sum({ sales: totalPrice })
          .groupBy(status),
        knex(orders)
          .select(knex.raw(`${day} AS _id`, [createdAt]))
          .count({ orders: '*' })
          .sum({ sales: totalPrice })
          .groupByRaw('1')
          .orderByRaw('1'),
        knex({ c: tableOf(strapi, CATEGORY_UID) })
          .join({ l: link.name }, `l.${link.targetColumn}`, `c.${categoryId}`)
          .select({ _id: `c.${categoryName}` })
          .count({ count: '*' })
          .groupBy(`c.${categoryName}`, `c.${position}`)
          .orderBy([{ column: `c.${position}` }, { column: `c.${categoryName}` }]),
        doorStatistics(),
      ]);
      const statusCounts = Object.fromEntries(ORDER_STATUSES.map((name) => [name, 0])) as OrderStatusCountsJson;
      const cash: Partial<Record<OrderStatus, number>> = {};
      let numOrders = 0;
      let totalSales = 0;
      for (const row of byStatus as Array<{ status: OrderStatus | null; orders: unknown; sales: unknown; cash: unknown }>) {
        const rowStatus = row.status ?? 'pending';
        statusCounts[rowStatus] += Number(row.orders);
        cash[rowStatus] = (cash[rowStatus] ?? 0) + Number(row.cash ?? 0);
        numOrders += Number(row.orders);
        totalSales += Number(row.sales ?? 0);
      }
      return {
        users: [{ numUsers: Number(users?.numUsers ?? 0) }],
        orders: [{ numOrders, totalSales: money(totalSales) }],
        dailyOrders: (daily as Array<{ _id: string; orders: unknown; sales: unknown }>).map((row) => ({
          _id: row._id,
          orders: Number(row.orders),
          sales: money(row.sales),
        })),
        productCategories: (categories as Array<{ _id: string; count: unknown }>).map((row) => ({ _id: row._id, count: Number(row.count) })),
        cashOnDelivery: { statusCounts, ...door, cashCollected: money(cash.delivered), cashPending: money(cash.shipped) },
      };
    },
  };
};

export type OrderStatisticsService = ReturnType<typeof orderStatisticsService>;
export default orderStatisticsService;
