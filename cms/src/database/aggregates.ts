import type { Knex } from 'knex';

/**
 * Aggregates the query builder cannot say (a count or sum under a condition), as expressions for a
 * select: `.select({ refused: countWhen(knex, refusedAtTheDoor(knex, …)) })`. Columns come in as
 * names (`??`, from database/names.ts) and values as bindings; the same text runs on PostgreSQL and
 * SQLite.
 */

/** How many rows meet `condition`: `count(CASE WHEN … THEN 1 END)`, 0 over no rows. */
export function countWhen(knex: Knex, condition: Knex.Raw): Knex.Raw {
  return knex.raw('count(CASE WHEN ? THEN 1 END)', [condition]);
}

/** The condition that a boolean column is true (NULL is not). */
export function isTrue(knex: Knex, column: string): Knex.Raw {
  return knex.raw('??', [column]);
}

/**
 * An order refused: at the door, or returned without having been delivered (a refused parcel comes
 * back as returned; a return after delivery is no refusal). The rollups' triggers count the same
 * (refusalSql, order-rollups.ts).
 */
export function refusedAtTheDoor(knex: Knex, { status, isDelivered }: { status: string; isDelivered: string }): Knex.Raw {
  return knex.raw('?? = ? OR (?? = ? AND NOT COALESCE(??, false))', [status, 'refused', status, 'returned', isDelivered]);
}

/** The sum of `minuend - coalesce(subtrahend, 0)` over the rows where it is above 0 (what is left to pay, never below 0). */
export function sumOfPositiveDifferences(knex: Knex, minuend: string, subtrahend: string): Knex.Raw {
  const difference = knex.raw('(?? - coalesce(??, 0))', [minuend, subtrahend]);
  return knex.raw('sum(CASE WHEN ? > 0 THEN ? ELSE 0 END)', [difference, difference]);
}

/** The sum of each row's first non-NULL column of `columns`: `sum(coalesce(a, b, …))`. */
export function sumOfFirstNonNull(knex: Knex, columns: readonly [string, ...string[]]): Knex.Raw {
  return knex.raw(`sum(coalesce(${columns.map(() => '??').join(', ')}))`, [...columns]);
}

/**
 * SQLite's calendar day in Cairo (UTC+2, no summer time: the local quick start only) of a
 * timestamp column as Strapi stores it there (milliseconds since 1970), as 'YYYY-MM-DD'. PostgreSQL
 * keeps its days in the rollups (order-rollups.ts).
 */
export function sqliteCairoDay(knex: Knex, column: string): Knex.Raw {
  return knex.raw(`strftime('%Y-%m-%d', ?? / 1000, 'unixepoch', '+2 hours')`, [column]);
}
