import type { Knex } from 'knex';
import { prepared } from './prepared';

/**
 * One service's share of a PostgreSQL statement that several services write together (issue 24: a
 * new order, its user link, its confirmation mail and its stock go in one round trip). Its common
 * table expressions run in the order given; PostgreSQL runs a data-modifying one once and to the end
 * whether or not anything reads it, and every part sees the same snapshot.
 */
export interface StatementPart {
  ctes: ReadonlyArray<readonly [name: string, query: Knex.QueryBuilder | Knex.Raw]>;
  /** What the statement answers for this part: an output column and its SQL over the part's CTEs. */
  answers: Record<string, Knex.Raw>;
}

/**
 * Sends the parts as one statement (PostgreSQL only); answers every part's columns. CTE and column
 * names must not repeat. `prepare`: a statement of a few shapes, kept prepared (prepared.ts).
 * `trx` may be the pool itself: one statement is all-or-nothing on its own.
 */
export async function runAsOneStatement(trx: Knex, parts: ReadonlyArray<StatementPart>, options: { prepare?: boolean } = {}): Promise<Record<string, unknown>> {
  let query = trx.queryBuilder();
  for (const part of parts) for (const [name, cte] of part.ctes) query = query.with(name, cte);
  query = query.select(Object.assign({}, ...parts.map((part) => part.answers)));
  const rows = (await (options.prepare ? prepared(query) : query)) as Array<Record<string, unknown>>;
  return rows[0] ?? {};
}
