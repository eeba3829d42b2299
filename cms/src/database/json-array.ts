import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { isPostgres } from './dialect';

/**
 * `column` with `value` appended, as an SQL expression for an UPDATE: the database appends to what
 * the row holds when the statement runs, so two writers appending at once both keep their element
 * (a value read first and written back would lose one). A NULL column counts as an empty array.
 * PostgreSQL stores Strapi's JSON attributes as jsonb; SQLite as text, which its JSON functions read.
 */
export function jsonArrayAppend(strapi: Core.Strapi, knex: Knex, column: string, value: unknown): Knex.Raw {
  return isPostgres(strapi)
    ? knex.raw(`COALESCE(??, '[]'::jsonb) || ?::jsonb`, [column, JSON.stringify([value])])
    : knex.raw(`json_insert(COALESCE(??, '[]'), '$[#]', json(?))`, [column, JSON.stringify(value)]);
}

/** `column` with every one of `values` appended, in order, as one SQL expression (jsonArrayAppend for several). */
export function jsonArrayAppendAll(strapi: Core.Strapi, knex: Knex, column: string, values: readonly unknown[]): Knex.Raw {
  if (isPostgres(strapi)) return knex.raw(`COALESCE(??, '[]'::jsonb) || ?::jsonb`, [column, JSON.stringify(values)]);
  const [first, ...rest] = values;
  return rest.reduce<Knex.Raw>((list, value) => knex.raw(`json_insert(?, '$[#]', json(?))`, [list, JSON.stringify(value)]), jsonArrayAppend(strapi, knex, column, first));
}

/**
 * A value of a JSON object built in a query (jsonObjectOf): a column's value (its name), or a value
 * that is JSON already, `{ json }`: a column holding JSON, or a subquery answering JSON (jsonArrayOf's).
 */
export type JsonField = string | { json: string | Knex.QueryBuilder };

/**
 * A JSON object of `fields`, each row's own: json_build_object on PostgreSQL, json_object on SQLite.
 * SQLite keeps JSON as text, so a JSON field is read with json() there, to nest as JSON and not as a
 * string; PostgreSQL's jsonb and json nest as they are. The keys go as values (text).
 */
export function jsonObjectOf(strapi: Core.Strapi, knex: Knex, fields: Readonly<Record<string, JsonField>>): Knex.Raw {
  const postgres = isPostgres(strapi);
  const parts: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  for (const [key, field] of Object.entries(fields)) {
    // PostgreSQL cannot tell a parameter's type among json_build_object's arguments: it is named.
    parts.push(postgres ? '?::text' : '?');
    bindings.push(key);
    const value = typeof field === 'string' ? field : field.json;
    const placeholder = typeof value === 'string' ? '??' : '?';
    parts.push(typeof field === 'string' || postgres ? placeholder : `json(${placeholder})`);
    bindings.push(value);
  }
  return knex.raw(`${postgres ? 'json_build_object' : 'json_object'}(${parts.join(', ')})`, bindings);
}

/**
 * The JSON array of `element` (a jsonObjectOf) over a query's rows, in the order of the `orderBy`
 * columns: json_agg on PostgreSQL, json_group_array on SQLite (≥ 3.44 orders inside aggregates).
 * Over no rows, NULL on PostgreSQL and [] on SQLite: read both as an empty list.
 */
export function jsonArrayOf(strapi: Core.Strapi, knex: Knex, element: Knex.Raw, orderBy: readonly [string, ...string[]]): Knex.Raw {
  const order = orderBy.map(() => '??').join(', ');
  return isPostgres(strapi) ? knex.raw(`json_agg(? ORDER BY ${order})`, [element, ...orderBy]) : knex.raw(`json_group_array(? ORDER BY ${order})`, [element, ...orderBy]);
}
