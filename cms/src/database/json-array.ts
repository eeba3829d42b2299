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
