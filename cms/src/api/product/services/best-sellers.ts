import type { Core } from '@strapi/strapi';

/**
 * The orders' model, named here rather than imported from the order service: that module's imports
 * would come with the catalogue's (catalogue-events.ts imports this service's module), and one of
 * them opens the shared Redis connection before a test has set REDIS_URL.
 */
const ORDER_UID = 'api::order.order';

/** The orders a best seller is counted over: the latest this many, a few days' trade of a busy shop. */
const RECENT_ORDERS = 2000;
/** Orders whose goods did not stay sold. */
const UNSOLD = ['cancelled', 'refused', 'returned'];

/**
 * The shop's best sellers (issue 39: shown when a search finds nothing): products by units sold in
 * the latest orders, the most first, as their ids (documentId). Kept a while (search-counts.ts).
 */
export async function readBestSellerIds(strapi: Core.Strapi): Promise<string[]> {
  const orders: Array<{ orderItems: Array<{ _id?: unknown; quantity?: unknown }> | null }> = await strapi.db.query(ORDER_UID).findMany({
    select: ['orderItems'],
    where: { orderStatus: { $notIn: UNSOLD } },
    orderBy: [{ id: 'desc' }],
    limit: RECENT_ORDERS,
  });
  const units = new Map<string, number>();
  for (const { orderItems } of orders) {
    for (const line of Array.isArray(orderItems) ? orderItems : []) {
      if (typeof line._id === 'string' && typeof line.quantity === 'number') units.set(line._id, (units.get(line._id) ?? 0) + line.quantity);
    }
  }
  return [...units].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id]) => id);
}
