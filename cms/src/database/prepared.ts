import type { Knex } from 'knex';

/**
 * Names a statement of the order path, so that PostgreSQL parses and plans it once per pooled
 * connection and keeps its plan (issue 38): knex sends statements unnamed, and planning the order's
 * reads again on every order was about half of PostgreSQL's time per order. knex hands `name` to pg
 * (its documented `options`), which prepares the statement; SQLite ignores it.
 *
 * A name must always stand for the same text: pass every count the text depends on (lines, sizes)
 * in `shape`. pg refuses a name reused for another text, so a mistake fails loudly, never silently.
 * Name only statements of a few shapes: each stays prepared on every connection that ran it.
 */
export function prepared<Query extends Knex.QueryBuilder>(query: Query, name: string, ...shape: number[]): Query {
  return query.options({ name: ['pointe', name, ...shape].join('_') }) as Query;
}
