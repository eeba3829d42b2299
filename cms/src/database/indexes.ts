import type { Core } from '@strapi/strapi';
import { SEARCH_TEXT_SQL } from '../api/product/services/product';
import { isPostgres } from './dialect';

/**
 * Indexes for what the shop queries. Created at every boot with IF NOT EXISTS, so this is safe to
 * re-run and needs no migration bookkeeping. On PostgreSQL, a trigram index serves the
 * case-insensitive substring search (ILIKE '%text%'); the b-tree ones serve sorting and filters.
 */
export async function ensureIndexes(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const statements = [
    'CREATE INDEX IF NOT EXISTS products_created_at_idx ON products (created_at DESC, id DESC)',
    'CREATE INDEX IF NOT EXISTS products_price_idx ON products (price, id)',
    // One account per email (emails are stored trimmed and lower-case); also makes racing sign-ups safe.
    'CREATE UNIQUE INDEX IF NOT EXISTS up_users_email_unique ON up_users (email)',
    // Idempotency-Key replays (user id + key) find the first order; the unique index makes racing replays safe.
    'CREATE UNIQUE INDEX IF NOT EXISTS orders_idempotency_key_unique ON orders (idempotency_key)',
    'CREATE INDEX IF NOT EXISTS orders_created_at_idx ON orders (created_at DESC, id DESC)',
  ];
  if (isPostgres(strapi)) {
    statements.unshift('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    statements.push(
      `CREATE INDEX IF NOT EXISTS products_search_trgm_idx ON products USING gin (${SEARCH_TEXT_SQL.replace(/p\./g, '')} gin_trgm_ops)`,
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
