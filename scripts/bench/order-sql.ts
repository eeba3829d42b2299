/**
 * The SQL one order costs (issue 24's "statements per order"): PostgreSQL logs every statement of the
 * bench's own database (log_statement = 'all', set on that database only), then one order is placed
 * with and without an Idempotency-Key and the log lines of its requests are listed. The log is the
 * server's (`PG_LOG`, by default the newest file in /var/log/postgresql: Debian's packaged server).
 * The outbox worker's statements (sending the confirmation after the commit) are counted apart:
 * they are not the shopper's wait.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { userInfoJson } from '@pointe/config';
import { connectTo, startTestStack } from '../lib/test-stack';

function serverLog(): string {
  if (process.env.PG_LOG) return process.env.PG_LOG;
  const directory = '/var/log/postgresql';
  const newest = readdirSync(directory)
    .filter((name) => name.endsWith('.log'))
    .map((name) => path.join(directory, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) throw new Error(`No PostgreSQL log in ${directory}: set PG_LOG`);
  return newest;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchOrderSql() {
  const log = serverLog();
  // No polling: the worker's only statements are its sending of this order's mail, after the request's.
  const stack = await startTestStack({ purpose: 'bench_order_sql', env: { OUTBOX_POLL_SECONDS: '3600' } });
  const db = await connectTo(stack.database.env);
  try {
    const name = stack.database.env.DATABASE_NAME!;
    await db.query(`ALTER DATABASE ${name} SET log_statement = 'all'`);
    // Its pool's connections were opened before: a restart opens them with the setting.
    await stack.restartCms('SIGTERM');
    const { rows: products } = await db.query<{ document_id: string; size: string }>(
      `SELECT DISTINCT ON (p.id) p.document_id, s.size FROM products p JOIN products_cmps pc ON pc.entity_id = p.id AND pc.field = 'sizes'
       JOIN components_shop_size_stocks s ON s.id = pc.cmp_id WHERE s.count_in_stock > 5 ORDER BY p.id, pc."order" LIMIT 3`,
    );
    const signup = await fetch(`${stack.cmsUrl}/api/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench SQL', email: `bench-sql-${Date.now()}@example.com`, password: 'bench-password-1' }),
    });
    const { token } = userInfoJson.parse(await signup.json());
    const body = JSON.stringify({
      orderItems: products.map((product) => ({ _id: product.document_id, size: product.size, quantity: 1 })),
      shippingAddress: { fullName: 'Bench', mobileNumber: '01012345678', streetName: 'A', buildingNumber: '1', apartmentNumber: '1', area: 'B', city: 'Cairo' },
      paymentMethod: 'Cash On Delivery',
    });
    const place = (key?: string) =>
      fetch(`${stack.cmsUrl}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
        body,
      });
    // A first order warms what is kept between requests (the token's user, the catalogue reads).
    await (await place()).arrayBuffer();
    await pause(1000);
    const report: Record<string, unknown> = {};
    for (const key of [undefined, `bench-${Date.now()}`]) {
      const start = statSync(log).size;
      const response = await place(key);
      await response.arrayBuffer();
      // The outbox worker sends the confirmation just after: its statements are in the log too.
      await pause(1500);
      // Bytes, not characters: the log holds Arabic parameters.
      const statements = readFileSync(log)
        .subarray(start)
        .toString('utf8')
        .split('\n')
        .map((line) => /@(\S+) .*(?:statement|execute [^:]*): (.*)$/.exec(line))
        .filter((match) => match?.[1] === name)
        .map((match) => match![2]!);
      // The request's statements end with the order's insert (alone, or in a WITH), or with the COMMIT
      // after it when the order had a transaction (ADR 031); the worker's sending follows.
      const inserted = statements.findIndex((text) => /insert into (?:"public"\.)?"orders" /i.test(text));
      const end = statements.slice(0, inserted).includes('BEGIN;') ? statements.indexOf('COMMIT;', inserted) : inserted;
      const request = statements.slice(0, end + 1);
      report[key ? 'withIdempotencyKey' : 'withoutKey'] = {
        status: response.status,
        statements: request.filter((text) => !['BEGIN;', 'COMMIT;'].includes(text)).length,
        transactions: request.filter((text) => text === 'BEGIN;').length,
        roundTrips: request.length,
        list: request.map((text) => text.slice(0, 100)),
        outboxWorkerStatements: statements.length - request.length,
      };
    }
    return report;
  } finally {
    await db.end();
    await stack.stop();
  }
}
