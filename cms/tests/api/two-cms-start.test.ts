import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { connectTo, createTestDatabase, freePort, TEST_ENV, type TestDatabase } from '../../../scripts/lib/test-stack';
import { startCms, waitForUrl } from '../../../scripts/lib/processes.mjs';

/**
 * Two CMS processes started at the same moment on one empty PostgreSQL database (a cluster's first
 * start): the schema, the super-admin, the roles, the permissions and the demo seed are made once,
 * under the start-up advisory lock (cms/src/database/advisory-lock.ts), and neither process fails.
 * It lives in the api project so that `npm test` runs it, but it starts its own two processes on its
 * own database and does not use the suite's shared CMS.
 */
type Server = ReturnType<typeof startCms>;

let database: TestDatabase;
let servers: Server[] = [];
let sql: pg.Client | undefined;
let startedInMs = 0;

beforeAll(async () => {
  database = await createTestDatabase('two_cms');
  if (database.env.DATABASE_CLIENT !== 'postgres') return; // SQLite fallback: one process only, nothing to test
  const ports = [await freePort(), await freePort()];
  const env = { ...process.env, ...TEST_ENV, ...database.env, STOREFRONT_URL: 'http://shop.test' } as Record<string, string>;
  const started = performance.now();
  servers = ports.map((port) => startCms({ env, port, output: 'buffer' }));
  try {
    await Promise.all(
      ports.map((port, index) => waitForUrl(`http://127.0.0.1:${port}/_health`, { timeoutMs: 200_000, child: servers[index]!.child })),
    );
  } catch (error) {
    for (const [index, server] of servers.entries()) console.error(`--- CMS ${index + 1} log ---\n${server.log()}`);
    throw error;
  }
  startedInMs = performance.now() - started;
  console.log(`Two CMS processes up on an empty database in ${Math.round(startedInMs / 1000)} s`);
  sql = await connectTo(database.env);
}, 240_000);

afterAll(async () => {
  await sql?.end();
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
}, 60_000);

async function rows<Row>(query: string): Promise<Row[]> {
  return (await sql!.query(query)).rows as Row[];
}

describe('two CMS processes starting at once on an empty PostgreSQL database', () => {
  it('is set up once: one super-admin, one set of roles', async () => {
    if (!sql) return expect(database.env.DATABASE_CLIENT).toBe('sqlite');
    expect(await rows('SELECT email FROM admin_users')).toEqual([{ email: TEST_ENV.STRAPI_ADMIN_EMAIL }]);
    // Strapi's own one-time set-up (its plugins' bootstrap) runs under the lock too.
    const adminRoles = await rows<{ code: string; n: number }>('SELECT code, count(*)::int AS n FROM admin_roles GROUP BY code ORDER BY code');
    expect(adminRoles.map((role) => role.code)).toEqual(['strapi-author', 'strapi-editor', 'strapi-super-admin']);
    expect(adminRoles.every((role) => role.n === 1)).toBe(true);
    const shopRoles = await rows<{ type: string; n: number }>('SELECT type, count(*)::int AS n FROM up_roles GROUP BY type ORDER BY type');
    expect(shopRoles).toEqual([
      { type: 'authenticated', n: 1 },
      { type: 'public', n: 1 },
    ]);
    // Permissions are granted once, not once per process.
    const doubled = await rows(
      `SELECT p.action, l.role_id, count(*) FROM up_permissions p LEFT JOIN up_permissions_role_lnk l ON l.permission_id = p.id
       GROUP BY p.action, l.role_id HAVING count(*) > 1`,
    );
    expect(doubled).toEqual([]);
  });

  it('seeds the demo catalogue once: 28 products, 7 categories, 2 promo codes, the 2 demo accounts', async () => {
    if (!sql) return;
    const [products] = await rows<{ n: number; slugs: number }>('SELECT count(*)::int AS n, count(DISTINCT slug)::int AS slugs FROM products');
    expect(products).toEqual({ n: 28, slugs: 28 });
    const [categories] = await rows<{ n: number; names: number }>('SELECT count(*)::int AS n, count(DISTINCT name)::int AS names FROM categories');
    expect(categories).toEqual({ n: 7, names: 7 });
    expect((await rows<{ n: number }>('SELECT count(*)::int AS n FROM promos'))[0]!.n).toBe(2);
    expect(await rows('SELECT email FROM up_users ORDER BY email')).toEqual([{ email: 'admin@pointe.test' }, { email: 'shopper@pointe.test' }]);
  });

  it('logs no error in either process, and one process logged the seed', async () => {
    if (!sql) return;
    const logs = servers.map((server) => server.log());
    for (const log of logs) {
      // The whole log was captured (the buffer keeps the last 200 lines), so its lack of errors means something.
      expect(log).toContain('Strapi started successfully');
      expect(log.split('\n').length).toBeLessThan(200);
      expect(log).not.toMatch(/error/i);
    }
    // The starts really overlapped: one process found the other holding the start-up lock and waited.
    expect(logs.filter((log) => log.includes('Waiting for another CMS process to finish its start-up'))).toHaveLength(1);
    expect(logs.filter((log) => log.includes('Seeded the demo catalogue: 28 products.'))).toHaveLength(1);
    expect(logs.filter((log) => log.includes('Created the Strapi admin-panel super-admin'))).toHaveLength(1);
  });
});
