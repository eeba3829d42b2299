import type { Core } from '@strapi/strapi';

/**
 * The one test of which database we run on. PostgreSQL in production and in the tests; SQLite for a
 * local `npm start` (docs/decisions/001). The few queries that differ (row locks, ILIKE, dates, JSON
 * as text) ask this.
 */
export function isPostgres(strapi: Core.Strapi): boolean {
  return strapi.db.dialect.client === 'postgres';
}
