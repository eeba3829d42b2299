import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/** Each text's name, kept: hashing it on every order cost about 1 % of the CMS's CPU. A few shapes only, so it stays small. */
const names = new Map<string, string>();
const NAMES_KEPT = 1000;
function nameOf(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    if (names.size >= NAMES_KEPT) names.clear();
    name = `pointe_${createHash('sha1').update(sql).digest('base64url').slice(0, 24)}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * Names a statement of the order path so that PostgreSQL parses it once per pooled connection and
 * may keep its plan (issue 24: knex sends unnamed statements, and parsing and planning them were
 * half of PostgreSQL's time per order). The name is a hash of the statement's text, so one text
 * always has one name (pg refuses a name reused for another text). Use it only for statements of a
 * few shapes: every name stays prepared on every connection that ran it. SQLite ignores it.
 */
export function prepared<Query extends Knex.QueryBuilder | Knex.Raw>(query: Query): Query {
  const compiled = query.toSQL() as Knex.Sql & { options?: Record<string, unknown> };
  const name = nameOf(compiled.sql);
  compiled.options = { ...compiled.options, name };
  // knex compiles a query again when it runs it (its runner calls the builder's toSQL()): this hands
  // it the compile above (measured: the second compile was 5 % of the CMS's CPU under the order
  // load). Should knex stop calling it, the name set below still goes with its own compile.
  return Object.assign(query.options({ name }), { toSQL: () => compiled }) as Query;
}

/**
 * Statements whose text grows with an order's lines are kept prepared up to this many lines (each
 * count is a text of its own, kept on every connection); larger orders, rare, go unnamed.
 */
export const PREPARED_LINES_LIMIT = 8;
