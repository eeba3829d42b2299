import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { cairoDayOf } from '@pointe/config';

/**
 * What shoppers search for (issue 39, on the admin dashboard): per Cairo day and search text, how
 * many searches and how many found nothing. Nothing about who searched is kept: no account, no
 * address, no time finer than the day. A table of our own (not a content type: no editor touches it),
 * made with knex's schema builder and written with its upsert, the same on both databases.
 */
export const SEARCH_TALLIES = 'search_tallies';
/** Days a tally is kept; the dashboard shows the last SEARCH_TALLY_DAYS of them. */
const KEPT_DAYS = 90;

/** Today in Cairo, as YYYY-MM-DD, `daysBefore` days back. */
const cairoDay = (daysBefore = 0): string => cairoDayOf(new Date(Date.now() - daysBefore * 86_400_000));

export async function ensureSearchTallies(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(SEARCH_TALLIES)) return;
  await knex.schema.createTable(SEARCH_TALLIES, (table) => {
    table.date('day').notNullable();
    table.string('text', 100).notNullable();
    table.integer('searches').notNullable();
    table.integer('nothing_found').notNullable();
    table.primary(['day', 'text']);
  });
}

/** Adds searches of `text` (already normalised) to today's tally, and how many of them found nothing. */
export async function tallySearches(knex: Knex, text: string, searches: number, foundNothing: number): Promise<void> {
  await knex(SEARCH_TALLIES)
    .insert({ day: cairoDay(), text, searches, nothing_found: foundNothing })
    .onConflict(['day', 'text'])
    .merge({
      searches: knex.raw('?? + ?', [`${SEARCH_TALLIES}.searches`, searches]),
      nothing_found: knex.raw('?? + ?', [`${SEARCH_TALLIES}.nothing_found`, foundNothing]),
    });
}

/** The most searched texts of the last `days` days, and those that most often found nothing, `limit` each. */
export async function topSearches(knex: Knex, days: number, limit: number) {
  await knex(SEARCH_TALLIES).where('day', '<', cairoDay(KEPT_DAYS)).del();
  type Tally = { text: string; searches: number | string; nothing: number | string };
  const lately = () => knex(SEARCH_TALLIES).where('day', '>', cairoDay(days)).groupBy('text').select('text').sum({ searches: 'searches', nothing: 'nothing_found' });
  const [top, nothing] = (await Promise.all([
    lately().orderBy([{ column: 'searches', order: 'desc' }, { column: 'text' }]).limit(limit),
    lately().having(knex.raw('sum(nothing_found)'), '>', 0).orderBy([{ column: 'nothing', order: 'desc' }, { column: 'text' }]).limit(limit),
  ])) as Tally[][];
  return {
    top: top.map((row) => ({ text: row.text, searches: Number(row.searches), nothingFound: Number(row.nothing) })),
    nothingFound: nothing.map((row) => ({ text: row.text, searches: Number(row.nothing) })),
  };
}
