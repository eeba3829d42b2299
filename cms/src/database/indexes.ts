import type { Core } from '@strapi/strapi';
import { ORDER_UID } from '../api/order/services/order';
import { PRODUCT_UID, searchTextSql } from '../api/product/services/product';
import { SIZE_STOCK_UID } from '../api/product/services/product-rows';
import { isPostgres } from './dialect';
import { columnOf, tableOf, type ColumnOf } from './names';

const USER_UID = 'plugin::users-permissions.user';

/**
 * Indexes for what the shop queries. Created at every boot with IF NOT EXISTS, so this is safe to
 * re-run and needs no migration bookkeeping. On PostgreSQL, a trigram index serves the
 * case-insensitive substring search (ILIKE '%text%') in English and Arabic words alike; the b-tree
 * ones serve sorting and filters. A change of the searched expression needs a new index name (and
 * the old one dropped): IF NOT EXISTS would otherwise keep the old index under the old name.
 */
export async function ensureIndexes(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const products = tableOf(strapi, PRODUCT_UID);
  const orders = tableOf(strapi, ORDER_UID);
  const users = tableOf(strapi, USER_UID);
  const product = (attribute: ColumnOf<typeof PRODUCT_UID>) => columnOf(strapi, PRODUCT_UID, attribute);
  const sizeRows = tableOf(strapi, SIZE_STOCK_UID);
  const sizeStock = (attribute: ColumnOf<typeof SIZE_STOCK_UID>) => columnOf(strapi, SIZE_STOCK_UID, attribute);
  const order = (attribute: ColumnOf<typeof ORDER_UID>) => columnOf(strapi, ORDER_UID, attribute);
  const statements = [
    `CREATE INDEX IF NOT EXISTS ${products}_created_at_idx ON ${products} (${product('createdAt')} DESC, ${product('id')} DESC)`,
    `CREATE INDEX IF NOT EXISTS ${products}_price_idx ON ${products} (${product('price')}, ${product('id')})`,
    // The search's colour and brand filters and facets match whatever the letter case (lower(col) IN (…)).
    `CREATE INDEX IF NOT EXISTS ${products}_colour_lower_idx ON ${products} (lower(${product('colour')}))`,
    `CREATE INDEX IF NOT EXISTS ${products}_brand_lower_idx ON ${products} (lower(${product('brand')}))`,
    // A size filter's count and facet read the size rows by size (and stock) alone: an index-only scan
    // instead of every size row (EXPLAIN ANALYZE at 100,000 products: docs/performance.md, 2026-11-24).
    `CREATE INDEX IF NOT EXISTS ${sizeRows}_size_stock_idx ON ${sizeRows} (${sizeStock('size')}, ${sizeStock('countInStock')}, ${sizeStock('id')})`,
    // One account per email (emails are stored trimmed and lower-case); also makes racing sign-ups safe.
    `CREATE UNIQUE INDEX IF NOT EXISTS ${users}_email_unique ON ${users} (${columnOf(strapi, USER_UID, 'email')})`,
    // Idempotency-Key replays (user id + key) find the first order; the unique index makes racing replays safe.
    `CREATE UNIQUE INDEX IF NOT EXISTS ${orders}_idempotency_key_unique ON ${orders} (${order('idempotencyKey')})`,
    `CREATE INDEX IF NOT EXISTS ${orders}_created_at_idx ON ${orders} (${order('createdAt')} DESC, ${order('id')} DESC)`,
    // The admin's list per status (pending oldest first, the others newest first), the counts per
    // status, and the automatic cancel's search for old pending orders.
    `CREATE INDEX IF NOT EXISTS ${orders}_status_created_at_idx ON ${orders} (${order('orderStatus')}, ${order('createdAt')}, ${order('id')})`,
    // The dashboard's refusal rate over the last 30 days.
    `CREATE INDEX IF NOT EXISTS ${orders}_settled_at_idx ON ${orders} (${order('settledAt')})`,
  ];
  if (isPostgres(strapi)) {
    statements.unshift('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    statements.push(
      `CREATE INDEX IF NOT EXISTS ${products}_search_text_trgm_idx ON ${products} USING gin (${searchTextSql(strapi, '')} gin_trgm_ops)`,
      // The index from before the Arabic columns covers the English text only, an expression no
      // search uses any more: dropped once its replacement above exists.
      `DROP INDEX IF EXISTS ${products}_search_trgm_idx`,
    );
  }
  for (const sql of statements) {
    try {
      await knex.raw(sql);
    } catch (error) {
      // A missing extension (e.g. a managed database without pg_trgm) slows search; it must not stop the shop.
      strapi.log.warn(`Index step failed (${sql}): ${(error as Error).message}`);
    }
  }
}
