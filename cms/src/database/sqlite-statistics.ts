import type { Core } from '@strapi/strapi';
import { isPostgres } from './dialect';

/** How often a running shop lets SQLite bring its statistics up to date (SQLite's advice: every few hours). */
const OPTIMIZE_EVERY_MS = 60 * 60 * 1000;

/**
 * SQLite's query planner statistics (the quick start's database; PostgreSQL keeps its own with
 * autovacuum). Without them the planner guessed that a size's rows were the narrow way into a
 * product's sizes, and walked every size row for every product: a search for a size in stock at
 * 10,000 products took 58 s, and 31 ms once the tables were analysed (issue 39's SQLite bench).
 * SQLite's own usage pattern for a long-lived connection (https://sqlite.org/lang_analyze.html):
 * `PRAGMA optimize=0x10002` once the data is there, which analyses every table that needs it, then
 * `PRAGMA optimize` now and then, which analyses only the tables that changed much since.
 * Returns what stops the timer (none on PostgreSQL).
 */
export async function keepSqliteStatistics(strapi: Core.Strapi): Promise<{ stop(): void } | undefined> {
  if (isPostgres(strapi)) return undefined;
  await strapi.db.connection.raw('PRAGMA optimize=0x10002');
  const timer = setInterval(() => {
    strapi.db.connection.raw('PRAGMA optimize').catch((error: unknown) => strapi.log.warn(`SQLite statistics not updated: ${String(error)}`));
  }, OPTIMIZE_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
