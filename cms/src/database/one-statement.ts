import type { Knex } from 'knex';
import { quoted, runSql, type Sql } from './sql';

/**
 * One service's share of a PostgreSQL statement that several services write together (issue 24: a
 * new order, its user link, its confirmation mail and its stock go in one round trip). Its common
 * table expressions run in the order given; PostgreSQL runs a data-modifying one once and to the end
 * whether or not anything reads it, and every part sees the same snapshot.
 */
export interface StatementPart {
  ctes: ReadonlyArray<readonly [name: string, query: Sql]>;
  /** What the statement answers for this part: an output column and its SQL over the part's CTEs. */
  answers: Record<string, Sql>;
}

/** The parts as one statement: `WITH a AS (…), b AS (…) SELECT … AS "x", …`, their values in the same order. */
export function oneStatement(parts: ReadonlyArray<StatementPart>): Sql {
  const ctes = parts.flatMap((part) => part.ctes);
  const answers = parts.flatMap((part) => Object.entries(part.answers));
  return {
    text: `WITH ${ctes.map(([name, cte]) => `${name} AS (${cte.text})`).join(', ')} SELECT ${answers.map(([column, answer]) => `${answer.text} AS ${quoted(column)}`).join(', ')}`,
    values: [...ctes.flatMap(([, cte]) => cte.values), ...answers.flatMap(([, answer]) => answer.values)],
  };
}

/**
 * Sends the parts as one statement (PostgreSQL only); answers every part's columns. CTE and column
 * names must not repeat. `prepare`: a statement of a few shapes, kept prepared (sql.ts).
 * `trx` may be the pool itself: one statement is all-or-nothing on its own.
 */
export async function runAsOneStatement(trx: Knex, parts: ReadonlyArray<StatementPart>, options: { prepare?: boolean } = {}): Promise<Record<string, unknown>> {
  const [row] = await runSql(trx, oneStatement(parts), options);
  return row ?? {};
}
