import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { isPostgres } from './dialect';

/**
 * Conditions and groupings the query builder cannot say, added to a builder or answered as an
 * expression for `.where(…)` / `.orWhere(…)`. Columns come in as names (`??`) and values as
 * bindings; where PostgreSQL and SQLite differ, the difference is here.
 */

/** `lower(column) IN (lower(?), …)`: one of `values` whatever the letter case (an index on lower(column) serves it). */
export function whereLowerIn(builder: Knex.QueryBuilder, column: string, values: readonly string[]): Knex.QueryBuilder {
  return builder.whereRaw(`lower(??) IN (${values.map(() => 'lower(?)').join(', ')})`, [column, ...values]);
}

/**
 * `expression` matches the LIKE `pattern` whatever the letter case, `\` escaping its wildcards
 * (escapeLike): ILIKE on PostgreSQL (its trigram indexes serve it), LIKE on SQLite (which ignores
 * the case of ASCII letters). `expression` is a column name or an expression of this module's kind.
 */
export function likeEscaped(strapi: Core.Strapi, knex: Knex, expression: string | Knex.Raw, pattern: string): Knex.Raw {
  const operand = typeof expression === 'string' ? knex.raw('??', [expression]) : expression;
  return isPostgres(strapi) ? knex.raw(`? ILIKE ? ESCAPE '\\'`, [operand, pattern]) : knex.raw(`? LIKE ? ESCAPE '\\'`, [operand, pattern]);
}

/**
 * Rows where the one value a scalar subquery answers is one of `values`: `(SELECT …) IN (?, …)`.
 * Neither database turns a scalar subquery into a join (see cod-risk.ts for when that matters);
 * knex's `.whereIn` takes a subquery only on the right.
 */
export function whereSubqueryIn(builder: Knex.QueryBuilder, subquery: Knex.QueryBuilder, values: ReadonlyArray<string | number>): Knex.QueryBuilder {
  return builder.whereRaw(`? IN (${values.map(() => '?').join(', ')})`, [subquery, ...values]);
}

/**
 * Rows whose JSON column, as text, matches the LIKE `pattern` (case as the database has it). Slow
 * (no index reads JSON text): for rare staff actions only. PostgreSQL's jsonb is cast to its text;
 * SQLite keeps the text.
 */
export function whereJsonTextLike(strapi: Core.Strapi, builder: Knex.QueryBuilder, column: string, pattern: string): Knex.QueryBuilder {
  return isPostgres(strapi) ? builder.whereRaw('??::text LIKE ?', [column, pattern]) : builder.whereRaw('?? LIKE ?', [column, pattern]);
}

/**
 * Rows at `version` of a compare-and-set, a NULL version counting as 0 (rows from before versions
 * were kept): `COALESCE(version, 0) = ?` said with the query builder.
 */
export function whereVersionIs(builder: Knex.QueryBuilder, column: string, version: number): Knex.QueryBuilder {
  return builder.where((atVersion) => {
    atVersion.where(column, version);
    if (version === 0) atVersion.orWhereNull(column);
  });
}
