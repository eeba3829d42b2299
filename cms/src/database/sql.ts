import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * A statement, or a piece of one, as text: `?` for each value, the values in order. The order path
 * writes its two statements this way (issue 24, ADR 032): knex's query builder compiled them again
 * on every order, at about 10 % of the CMS's CPU per order. Names in the text come from Strapi's
 * metadata (database/names.ts), never from input; values always go as values.
 */
export interface Sql {
  readonly text: string;
  readonly values: readonly unknown[];
}

/** A table or column name, quoted (PostgreSQL and SQLite). */
export const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** `?, ?, ?`: one placeholder per value. */
export const placeholders = (count: number): string => Array.from({ length: count }, () => '?').join(', ');

/** `INSERT INTO table (columns) VALUES (…)` for one row (column name → value; an undefined value keeps the column's default, as with knex). */
export function insertRow(table: string, row: Record<string, unknown>): Sql {
  const entries = Object.entries(row).filter(([, value]) => value !== undefined);
  return {
    text: `INSERT INTO ${quoted(table)} (${entries.map(([column]) => quoted(column)).join(', ')}) VALUES (${placeholders(entries.length)})`,
    values: entries.map(([, value]) => value),
  };
}

/** Each text's name, kept: hashing it on every order cost about 1 % of the CMS's CPU. A few shapes only, so it stays small. */
const names = new Map<string, string>();
const NAMES_KEPT = 1000;
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= NAMES_KEPT) names.clear();
    name = `pointe_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a statement with `db` (the pool or a transaction) and answers its rows. Knex only carries it:
 * the text goes as written (knex numbers the `?` for PostgreSQL). `prepare` names it, so that
 * PostgreSQL parses it once per pooled connection and may keep its plan (knex sends unnamed
 * statements, and parsing and planning them were half of PostgreSQL's time per order). The name is
 * a hash of the text, so one text always has one name (pg refuses a name reused for another text).
 * Name only statements of a few shapes: every name stays prepared on every connection that ran it.
 * SQLite ignores it.
 */
export async function runSql<Row = Record<string, unknown>>(db: Knex, sql: Sql, options: { prepare?: boolean } = {}): Promise<Row[]> {
  const compiled = { method: 'select', sql: sql.text, bindings: [...sql.values], options: options.prepare ? { name: nameOf(sql.text) } : {} };
  // The runner asks the query for its text (toSQL); this one has it already. 'select' answers rows on both dialects.
  const query = Object.assign(db.raw(sql.text, compiled.bindings as Knex.RawBinding[]), { toSQL: () => compiled });
  return (await query) as Row[];
}

/**
 * Statements whose text grows with an order's lines are kept prepared up to this many lines (each
 * count is a text of its own, kept on every connection); larger orders, rare, go unnamed.
 */
export const PREPARED_LINES_LIMIT = 8;
