import pg from 'pg';
import { inject } from 'vitest';

/** Runs SQL on the test database directly: for arranging states an API cannot (e.g. an expired link). */
export async function sql<Row extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  const env = inject('databaseEnv');
  if (env.DATABASE_CLIENT !== 'postgres') throw new Error('Direct SQL needs the PostgreSQL test database');
  const client = new pg.Client({
    host: env.DATABASE_HOST,
    port: Number(env.DATABASE_PORT),
    database: env.DATABASE_NAME,
    user: env.DATABASE_USERNAME,
    password: env.DATABASE_PASSWORD,
  });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
