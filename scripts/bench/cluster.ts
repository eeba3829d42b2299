/**
 * The cluster's figures: 2 CMS and 2 storefront processes behind nginx (scripts/cluster), each case
 * measured through the balancer and, in the same run on the same database, against one process
 * directly (the other one idle): the "one process" figure next to it.
 *
 * - Orders, mixed: each client is its own shopper buying one line of a random product (all the
 *   seeded products, so few orders meet on a stock row); worst: every order takes the same 3 stock
 *   rows (3 lines). Each order carries a new Idempotency-Key, as the storefront's do. After each run
 *   an integrity check: orders stored = 201 answers, each stored total = its lines' arithmetic, each
 *   stock row down by exactly the units answered 201. The CPU each order cost (CMS processes,
 *   PostgreSQL backends, nginx) and the database work per order (pg_stat_database) say where the
 *   time goes on this machine.
 * - Pages: home and a product page under autocannon, anonymous and with a signed-in shopper's
 *   session cookie.
 * - The admin summary with N synthetic orders, 1 client: p50/p95/p99.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type pg from 'pg';
import { userInfoJson } from '@pointe/config';
import { type Cluster } from '../cluster/cluster';
import { freePort } from '../lib/ports';
import { pageLoad } from './page-load';
import { startMailbox } from '../lib/mailbox';
import { startTestCluster, type TestCluster } from '../lib/test-cluster';
import { connectTo, TEST_ENV } from '../lib/test-stack';
import { summarise, timeCalls } from './lib';
import { insertSyntheticOrders } from './summary';

const STOCK = 10_000_000;
const ADDRESS = { fullName: 'Bench', mobileNumber: '01012345678', streetName: 'A', buildingNumber: '1', apartmentNumber: '1', area: 'B', city: 'Cairo' };
const SESSION_COOKIE = '__pointe_session';
const CLOCK_TICKS_PER_SECOND = 100;

export interface ClusterBenchOptions {
  seconds: number;
  clients: number;
  connections: number;
  summaryOrders: number;
  summaryRequests: number;
  /** Which parts: orders, pages, summary (default all). */
  parts: ReadonlyArray<'orders' | 'pages' | 'summary'>;
  /** Where the CMS processes reach PostgreSQL (DATABASE_HOST: a Unix socket's directory, say); the test database's host by default. */
  databaseHost?: string;
  /**
   * The unconfirmed-order caps checked on every order (issue 36): `--cod-caps` sets them to the highest
   * setting (99 pending orders, 99 pieces a line), each client ordering from 8 accounts, so no order is
   * refused and the checks are measured at their dearest (counting up to 99); off (the tests' default)
   * by default.
   */
  codCaps?: boolean;
}

interface StockRow {
  sizeId: number;
  productDocumentId: string;
  size: string;
}

/** CPU time (ms) used so far by these processes (user + system), from /proc; processes gone are skipped. */
function cpuMs(pids: readonly number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      // Fields after the command name (which may hold spaces): utime and stime are the 14th and 15th fields.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND);
    } catch {
      // gone
    }
  }
  return used;
}

/**
 * POSTs JSON and reads the answer to its end; its status. node:http on a keep-alive agent, not fetch:
 * the load generator shares the 2 cores with what it measures, and fetch cost it about 4 ms of CPU
 * per order there (2026-11-27).
 */
function postJson(agent: http.Agent, url: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** CPU time (ms) the whole machine has been busy so far, all cores (/proc/stat: everything but idle and iowait). */
function machineBusyMs(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return ((user! + nice! + system! + irq! + softirq! + steal!) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** This process's CPU time so far (ms): the load generator's share. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const cpuBetween = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + (before.has(pid) ? ms - before.get(pid)! : 0), 0);

/** nginx's worker processes (children of the master the cluster started). */
function childrenOf(pid: number | undefined): number[] {
  if (!pid) return [];
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function databaseCounters(db: pg.Client, name: string) {
  const { rows } = await db.query<Record<string, string>>(
    `SELECT xact_commit, xact_rollback, tup_returned, tup_fetched, tup_inserted, tup_updated, blks_read, blks_hit FROM pg_stat_database WHERE datname = $1`,
    [name],
  );
  return Object.fromEntries(Object.entries(rows[0]!).map(([key, value]) => [key, Number(value)]));
}

/** Reads per table (index and sequential scans) and rows written: what each order asks of PostgreSQL. */
async function tableCounters(db: pg.Client): Promise<Map<string, number[]>> {
  const { rows } = await db.query<{ relname: string; seq_scan: string; idx_scan: string | null; n_tup_ins: string; n_tup_upd: string; n_tup_hot_upd: string }>(
    'SELECT relname, seq_scan, idx_scan, n_tup_ins, n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables',
  );
  return new Map(
    rows.map((row) => [row.relname, [Number(row.seq_scan), Number(row.idx_scan ?? 0), Number(row.n_tup_ins), Number(row.n_tup_upd), Number(row.n_tup_hot_upd)]]),
  );
}

async function backendPids(db: pg.Client, name: string): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
  return rows.map((row) => row.pid);
}

async function stockOf(db: pg.Client, rows: readonly StockRow[]): Promise<Map<number, number>> {
  const { rows: found } = await db.query<{ id: number; count_in_stock: number }>('SELECT id, count_in_stock FROM components_shop_size_stocks WHERE id = ANY($1)', [
    rows.map((row) => row.sizeId),
  ]);
  return new Map(found.map((row) => [row.id, row.count_in_stock]));
}

/** Up to `count` seeded products' first size each, given a stock that the benchmark cannot run out of. */
async function stockRows(db: pg.Client, count: number): Promise<StockRow[]> {
  const { rows } = await db.query<{ id: number; document_id: string; size: string; size_id: number }>(
    `SELECT DISTINCT ON (p.id) p.id, p.document_id, s.size, s.id AS size_id
     FROM products p JOIN products_cmps pc ON pc.entity_id = p.id AND pc.field = 'sizes'
     JOIN components_shop_size_stocks s ON s.id = pc.cmp_id
     ORDER BY p.id, pc."order" LIMIT $1`,
    [count],
  );
  await db.query('UPDATE components_shop_size_stocks SET count_in_stock = $2 WHERE id = ANY($1)', [rows.map((row) => row.size_id), STOCK]);
  // The product's total stays the sum of its sizes.
  await db.query(
    `UPDATE products p SET count_in_stock = (SELECT sum(s.count_in_stock) FROM products_cmps pc JOIN components_shop_size_stocks s ON s.id = pc.cmp_id
       WHERE pc.entity_id = p.id AND pc.field = 'sizes') WHERE p.id = ANY($1)`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({ sizeId: row.size_id, productDocumentId: row.document_id, size: row.size }));
}

interface OrdersRun {
  target: string;
  ordersPerSecond: number;
  answered201: number;
  failures: Record<string, number>;
  latency: ReturnType<typeof summarise>;
  integrity: { ordersStored: number; wrongTotals: number; stockTakenMatches: boolean; held: boolean };
  /** `loadGenerator`: this bench process (its 16 clients); `machine`: every core's busy time, all processes. */
  cpuMsPerOrder: { cms: number; postgres: number; nginx: number; loadGenerator: number; machine: number };
  databasePerOrder: Record<string, number>;
  /** Per table touched: [sequential scans, index scans, rows inserted, rows updated, of them HOT (no index written)] per order. */
  tablesPerOrder: Record<string, number[]>;
}

async function runOrders(
  cluster: Cluster,
  db: pg.Client,
  databaseName: string,
  {
    url,
    target,
    rows,
    lines,
    tokens,
    seconds,
    paymentMethod = 'Cash On Delivery',
  }: { url: string; target: string; rows: StockRow[]; lines: 1 | 3; tokens: string[][]; seconds: number; paymentMethod?: 'Cash On Delivery' | 'card' },
): Promise<OrdersRun> {
  const { rows: [last] } = await db.query<{ id: number | null }>('SELECT max(id) AS id FROM orders');
  const stockBefore = await stockOf(db, rows);
  const taken = new Map<number, number>();
  const samples: number[] = [];
  const failures: Record<string, number> = {};
  const cmsPids = cluster.cms.map((process) => process.pid()).filter((pid): pid is number => pid !== undefined);
  const nginxPids = [cluster.nginx.pid(), ...childrenOf(cluster.nginx.pid())].filter((pid): pid is number => pid !== undefined);
  const postgresPids = await backendPids(db, databaseName);
  const cpuBefore = cpuMs([...cmsPids, ...nginxPids, ...postgresPids]);
  const [ownBefore, machineBefore] = [ownCpuMs(), machineBusyMs()];
  const countersBefore = await databaseCounters(db, databaseName);
  const tablesBefore = await tableCounters(db);

  const agent = new http.Agent({ keepAlive: true, maxSockets: tokens.length });
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    tokens.map(async (accounts) => {
      let placed = 0;
      while (performance.now() < deadline) {
        // Each order from the client's next account, to a number and address of its own, as real orders
        // come: the caps on unconfirmed orders count (up to the cap) and version per account, number and
        // address, and one shared by every order would queue them all behind one row.
        const token = accounts[placed % accounts.length]!;
        const shippingAddress = { ...ADDRESS, mobileNumber: `01${String(randomInt(1e9)).padStart(9, '0')}`, buildingNumber: String(randomInt(1e6)) };
        placed += 1;
        // mixed: one line of a random product; worst: the same 3 rows, 1 + 2 + 3 units.
        const chosen = lines === 1 ? [{ row: rows[Math.floor(Math.random() * rows.length)]!, quantity: 1 }] : rows.slice(0, 3).map((row, index) => ({ row, quantity: index + 1 }));
        const sent = performance.now();
        try {
          const status = await postJson(
            agent,
            `${url}/api/orders`,
            { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
            JSON.stringify({
              orderItems: chosen.map(({ row, quantity }) => ({ _id: row.productDocumentId, size: row.size, quantity })),
              shippingAddress,
              paymentMethod,
            }),
          );
          if (status === 201) {
            samples.push(performance.now() - sent);
            for (const { row, quantity } of chosen) taken.set(row.sizeId, (taken.get(row.sizeId) ?? 0) + quantity);
          } else {
            failures[status] = (failures[status] ?? 0) + 1;
          }
        } catch {
          failures.network = (failures.network ?? 0) + 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();

  const cpuAfter = cpuMs([...cmsPids, ...nginxPids, ...postgresPids]);
  const [ownAfter, machineAfter] = [ownCpuMs(), machineBusyMs()];
  // A backend reports its table statistics within a second of going idle.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const countersAfter = await databaseCounters(db, databaseName);
  const tablesAfter = await tableCounters(db);
  const ordered = samples.length;
  const per = (ms: number) => (ordered === 0 ? 0 : Math.round((ms / ordered) * 100) / 100);
  const pick = (pids: number[]) => new Map([...cpuAfter].filter(([pid]) => pids.includes(pid)));
  const { rows: [stored] } = await db.query<{ count: string; wrong: string }>(
    `SELECT count(*) AS count,
            count(*) FILTER (WHERE items_price <> (SELECT sum((i->>'price')::numeric * (i->>'quantity')::int) FROM jsonb_array_elements(o.order_items::jsonb) AS i)
                              OR total_price <> items_price + shipping_price + tax_price - discount) AS wrong
     FROM orders o WHERE o.id > $1`,
    [last?.id ?? 0],
  );
  const stockAfter = await stockOf(db, rows);
  const stockTakenMatches = rows.every((row) => stockBefore.get(row.sizeId)! - stockAfter.get(row.sizeId)! === (taken.get(row.sizeId) ?? 0));
  const integrity = { ordersStored: Number(stored!.count), wrongTotals: Number(stored!.wrong), stockTakenMatches };
  return {
    target,
    ordersPerSecond: Math.round((ordered / elapsed) * 10) / 10,
    answered201: ordered,
    failures,
    latency: summarise(samples),
    integrity: { ...integrity, held: integrity.ordersStored === ordered && integrity.wrongTotals === 0 && stockTakenMatches },
    cpuMsPerOrder: {
      cms: per(cpuBetween(cpuBefore, pick(cmsPids))),
      postgres: per(cpuBetween(cpuBefore, pick(postgresPids))),
      nginx: per(cpuBetween(cpuBefore, pick(nginxPids))),
      loadGenerator: per(ownAfter - ownBefore),
      machine: per(machineAfter - machineBefore),
    },
    databasePerOrder: Object.fromEntries(Object.keys(countersAfter).map((key) => [key, per(countersAfter[key]! - countersBefore[key]!)])),
    tablesPerOrder: Object.fromEntries(
      [...tablesAfter]
        .map(([table, after]) => [table, after.map((value, index) => per(value - (tablesBefore.get(table)?.[index] ?? 0)))] as const)
        .filter(([, deltas]) => deltas.some((delta) => delta > 0.05)),
    ),
  };
}

/** The demo shopper signed in through the storefront's own form: its session cookie. */
async function shopperCookie(storefrontUrl: string): Promise<string> {
  const response = await fetch(`${storefrontUrl}/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: storefrontUrl, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'shopper@pointe.test', password: TEST_ENV.DEMO_SHOPPER_PASSWORD!, redirect: '/' }),
  });
  await response.arrayBuffer();
  const session = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (response.status !== 302 || !session) throw new Error(`signing in through the storefront answered ${response.status} without a session`);
  return session.split(';')[0]!;
}

async function signUp(cmsUrl: string, index: number): Promise<string> {
  const response = await fetch(`${cmsUrl}/api/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Bench Buyer ${index}`, email: `bench-${index}-${randomUUID().slice(0, 8)}@example.com`, password: 'bench-password-1' }),
  });
  return userInfoJson.parse(await response.json()).token;
}

export async function benchCluster(options: ClusterBenchOptions) {
  const mailbox = await startMailbox();
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  let testCluster: TestCluster;
  try {
    testCluster = await startTestCluster({
      purpose: 'bench_cluster',
      ports: { storefront: await freePort(), cms: await freePort(), cmsInternal: await freePort() },
      accessLog: false,
      env: {
        // `--database-host /var/run/postgresql`: the CMS processes reach PostgreSQL by its Unix socket.
        ...(options.databaseHost ? { DATABASE_HOST: options.databaseHost } : {}),
        REDIS_URL: redisUrl,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mailbox.port),
        SMTP_IGNORE_TLS: 'true',
        AUTH_RATE_LIMIT_PER_IP: '1000000',
        AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
        ...(options.codCaps ? { COD_MAX_PENDING_ORDERS: '99', COD_MAX_UNITS_PER_LINE: '99' } : {}),
      },
    });
  } catch (error) {
    await mailbox.close();
    throw error;
  }
  const { cluster, database } = testCluster;
  const databaseName = database.env.DATABASE_NAME!;
  const db = await connectTo(database.env);
  try {
    const oneCms = `http://127.0.0.1:${cluster.cms[0]!.port}`;
    const oneStorefront = `http://127.0.0.1:${cluster.storefronts[0]!.port}`;
    const report: Record<string, unknown> = {
      redis: redisUrl.replace(/\/\/[^@]*@/, '//'),
      processes: { cms: cluster.cms.length, storefronts: cluster.storefronts.length },
      codCaps: options.codCaps === true,
    };

    if (options.parts.includes('orders')) {
      const rows = await stockRows(db, 1000);
      // With the caps on, 8 accounts a client, so none passes COD_MAX_PENDING_ORDERS (99 here) in the runs.
      const perClient = options.codCaps ? 8 : 1;
      const tokens: string[][] = [];
      for (let client = 0; client < options.clients; client += 1) {
        tokens.push(await Promise.all(Array.from({ length: perClient }, (_, account) => signUp(cluster.cmsUrl, client * perClient + account))));
      }
      const run = (url: string, target: string, lines: 1 | 3) => runOrders(cluster, db, databaseName, { url, target, rows, lines, tokens, seconds: options.seconds });
      // Warm both processes' JIT and pools first (not measured).
      await runOrders(cluster, db, databaseName, { url: cluster.cmsUrl, target: 'warm-up', rows, lines: 1, tokens, seconds: 3 });
      const mixed = { oneProcess: await run(oneCms, 'cms-1 directly', 1), balanced: await run(cluster.cmsUrl, `${cluster.cms.length} CMS processes through nginx`, 1) };
      const worst = { oneProcess: await run(oneCms, 'cms-1 directly', 3), balanced: await run(cluster.cmsUrl, `${cluster.cms.length} CMS processes through nginx`, 3) };
      // Paid by card (issue 40): the same orders placed awaiting payment, each with its payment row and, after
      // the commit, the intention asked of Paymob (here the CMS's own stand-in, PAYMOB_TEST_PROVIDER: its
      // CPU is counted in the CMS's). Card payments are switched on for this run only.
      await db.query("UPDATE payment_options SET is_on = true WHERE method = 'card'");
      const payNow = { oneProcess: await runOrders(cluster, db, databaseName, { url: oneCms, target: 'cms-1 directly, paid by card', rows, lines: 1, tokens, seconds: options.seconds, paymentMethod: 'card' }) };
      await db.query("UPDATE payment_options SET is_on = false WHERE method = 'card'");
      report.orders = { clients: options.clients, seconds: options.seconds, products: rows.length, mixed, worstSameThreeRows: worst, payNow };
    }

    if (options.parts.includes('pages')) {
      const product = (await db.query<{ slug: string }>('SELECT slug FROM products ORDER BY id LIMIT 1')).rows[0]!.slug;
      const cookie = await shopperCookie(cluster.storefrontUrl);
      const pages: Record<string, unknown> = {};
      for (const [name, pathname] of [
        ['home', '/'],
        ['product', `/product/${product}`],
      ] as const) {
        for (const [who, withCookie] of [
          ['anonymous', undefined],
          ['signedIn', cookie],
        ] as const) {
          await pageLoad(`${cluster.storefrontUrl}${pathname}`, options.connections, 2, withCookie); // warm-up
          pages[`${name} ${who}`] = {
            oneProcess: await pageLoad(`${oneStorefront}${pathname}`, options.connections, options.seconds, withCookie),
            balanced: await pageLoad(`${cluster.storefrontUrl}${pathname}`, options.connections, options.seconds, withCookie),
          };
        }
      }
      report.pages = { connections: options.connections, seconds: options.seconds, oneProcess: 'storefront-1 directly', balanced: `${cluster.storefronts.length} storefront processes through nginx`, pages };
    }

    if (options.parts.includes('summary')) {
      await insertSyntheticOrders(db, options.summaryOrders);
      const signIn = await fetch(`${cluster.cmsUrl}/api/users/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@pointe.test', password: TEST_ENV.DEMO_ADMIN_PASSWORD }),
      });
      const { token } = userInfoJson.parse(await signIn.json());
      const summaryAt = (base: string) => async () => {
        const response = await fetch(`${base}/api/orders/summary`, { headers: { authorization: `Bearer ${token}` } });
        if (response.status !== 200) throw new Error(`summary answered ${response.status}`);
        await response.arrayBuffer();
      };
      await timeCalls(5, 1, summaryAt(cluster.cmsUrl)); // warm-up, both processes
      report.summary = {
        orders: options.summaryOrders,
        oneProcess: summarise(await timeCalls(options.summaryRequests, 1, summaryAt(oneCms))),
        balanced: summarise(await timeCalls(options.summaryRequests, 1, summaryAt(cluster.cmsUrl))),
      };
    }
    return report;
  } finally {
    await db.end();
    await testCluster.stop();
    await mailbox.close();
  }
}
