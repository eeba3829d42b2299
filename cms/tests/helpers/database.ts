import knex, { type Knex } from 'knex';
import { inject } from 'vitest';

/** Whether the suite runs on SQLite (TEST_DATABASE=sqlite, the quick start's database) rather than PostgreSQL. */
export const onSqlite = (): boolean => inject('databaseEnv').DATABASE_CLIENT !== 'postgres';

const connect = (env: Record<string, string>): Knex =>
  env.DATABASE_CLIENT === 'postgres'
    ? knex({
        client: 'pg',
        connection: { host: env.DATABASE_HOST, port: Number(env.DATABASE_PORT), database: env.DATABASE_NAME, user: env.DATABASE_USERNAME, password: env.DATABASE_PASSWORD },
        pool: { min: 0, max: 1 },
      })
    : // The CMS holds the same file open: wait for its write lock rather than fail.
      knex({ client: 'better-sqlite3', connection: { filename: env.DATABASE_FILENAME!, options: { timeout: 10_000 } }, useNullAsDefault: true });

/**
 * Runs SQL on the test database directly: for arranging states an API cannot (e.g. an expired
 * link). `$1`, `$2`… stand for `values` on both databases; the text must be SQL both understand
 * (PostgreSQL-only tests say so with `onSqlite`).
 */
export async function sql<Row = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<Row[]> {
  const db = connect(inject('databaseEnv'));
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
