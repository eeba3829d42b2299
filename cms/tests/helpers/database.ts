import type pg from 'pg';
import { inject } from 'vitest';
import { connectTo } from '../../../scripts/lib/test-stack';

/** Runs SQL on the test database directly: for arranging states an API cannot (e.g. an expired link). */
export async function sql<Row extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = await connectTo(inject('databaseEnv'));
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
