import type { Knex } from 'knex';
import { inject } from 'vitest';
import { openDatabase } from '../../../scripts/lib/test-stack';

export const DAY = 86_400_000;
/** The moment `ms` ago, to write into a timestamp column with `sql` (both databases). */
export const ago = (ms: number): Date => new Date(Date.now() - ms);

/** Whether the suite runs on SQLite (TEST_DATABASE=sqlite, the quick start's database) rather than PostgreSQL. */
export const onSqlite = (): boolean => inject('databaseEnv').DATABASE_CLIENT !== 'postgres';

/**
 * Runs SQL on the test database directly: for arranging states an API cannot (e.g. an expired
 * link). `$1`, `$2`… stand for `values` on both databases; the text must be SQL both understand
 * (PostgreSQL-only tests say so with `onSqlite`).
 */
export async function sql<Row = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<Row[]> {
  const db = openDatabase(inject('databaseEnv'));
  try {
    const bindings: unknown[] = [];
    const portable = text.replace(/\$(\d+)/g, (_, index: string) => {
      bindings.push(values[Number(index) - 1]);
      return '?';
    });
    const result: unknown = await db.raw(portable, bindings as Knex.RawBinding[]);
    return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
  } finally {
    await db.destroy();
  }
}
