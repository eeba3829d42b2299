import type { Knex } from 'knex';

/**
 * Amounts per row for one UPDATE that changes every row by its own amount (an order edit, a
 * cancelled order's give-back): the query builder's increment and decrement take one amount for all
 * rows. Columns come in as names (`??`), ids and amounts as bindings; PostgreSQL and SQLite alike.
 */

/** `CASE id WHEN 1 THEN 2 … END`: each row's amount by its id (integers, so PostgreSQL knows the type). */
export function amountById(knex: Knex, idColumn: string, amounts: ReadonlyMap<number, number>): Knex.Raw {
  return knex.raw(`CASE ?? ${[...amounts].map(() => 'WHEN ? THEN CAST(? AS INTEGER)').join(' ')} END`, [idColumn, ...[...amounts].flat()]);
}

/** `column + amount` (an expression of amountById's kind), as the value of an UPDATE's column. */
export function columnPlus(knex: Knex, column: string, amount: Knex.Raw): Knex.Raw {
  return knex.raw('?? + (?)', [column, amount]);
}

/** `column - amount` (an expression of amountById's kind), as the value of an UPDATE's column. */
export function columnMinus(knex: Knex, column: string, amount: Knex.Raw): Knex.Raw {
  return knex.raw('?? - (?)', [column, amount]);
}
