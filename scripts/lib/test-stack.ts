/**
 * Boots the real CMS (and storefront) for the test suites: a fresh PostgreSQL database per run,
 * created here and dropped at the end; a temporary SQLite file with TEST_DATABASE=sqlite or when
 * PostgreSQL is unreachable.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import { ROOT } from './env.mjs';
import { freePort } from './ports';

export { freePort };
import { startMailbox, type Mailbox } from './mailbox';
import { startCms, startStorefront, waitForUrl } from './processes.mjs';

export interface TestDatabase {
  label: string;
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** Fixed, non-secret values: tests must not depend on a developer's .env. */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  APP_KEYS: 'test-key-1,test-key-2',
  ADMIN_JWT_SECRET: 'test-admin-jwt-secret',
  API_TOKEN_SALT: 'test-api-token-salt',
  TRANSFER_TOKEN_SALT: 'test-transfer-token-salt',
  ENCRYPTION_KEY: 'test-encryption-key',
  JWT_SECRET: 'test-jwt-secret',
  ORDER_LINK_SECRET: 'test-order-link-secret-0123456789',
  SESSION_SECRET: 'test-session-secret',
  STRAPI_ADMIN_EMAIL: 'editor@pointe.test',
  STRAPI_ADMIN_PASSWORD: 'Pointe-Editor-2026',
  DEMO_ADMIN_PASSWORD: 'pointe-admin-2026',
  DEMO_SHOPPER_PASSWORD: 'pointe-shopper-2026',
  SEED_ON_EMPTY: 'true',
  // In memory, as `npm start`, unless a test passes REDIS_URL in `env` (its keys are prefixed by the fresh database's name).
  REDIS_URL: '',
  // The courier webhook's shared secret (API and E2E tests sign their events with it).
  COURIER_WEBHOOK_SECRETS: 'testcourier:test-courier-secret-0123456789',
  // Signs the shopper's address from the storefront to the CMS (tests sign theirs with it: cms/tests/helpers/http.ts).
  CMS_CLIENT_IP_SECRET: 'test-client-ip-secret-0123456789',
  // No caps on unconfirmed orders unless a test sets them (PUT /api/cod-rules): the suites and benches
  // leave thousands of orders pending for the demo shopper and the fixtures' one address.
  COD_MAX_PENDING_ORDERS: '0',
  COD_MAX_UNITS_PER_LINE: '0',
  // Card payments through the CMS's own stand-in for Paymob, as with `npm start` (the API suite sets real-looking keys and its own fakes).
  PAYMOB_TEST_PROVIDER: 'true',
  // The API suite signs the panel in once (it allows 5 sign-ins in 5 minutes) and may run past the
  // panel token's 30 minutes on a busy machine: its token lasts the run.
  ADMIN_ACCESS_TOKEN_LIFESPAN: String(4 * 60 * 60),
  // InstaPay transfers to an address of the tests (issue 40): staff confirm them, no bank involved.
  INSTAPAY_ADDRESS: 'pointe-e2e@instapay',
};

const DEFAULT_ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh SQLite database in a temporary directory: the quick start's database. */
async function createSqliteDatabase(): Promise<TestDatabase> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pointe-test-'));
  return {
    label: `SQLite ${directory}`,
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(directory, 'test.db') },
    drop: () => rm(directory, { recursive: true, force: true }),
  };
}

/**
 * A fresh database for one test run: PostgreSQL, or SQLite with TEST_DATABASE=sqlite (`npm run
 * test:api:sqlite`), or when PostgreSQL cannot be reached (said aloud: production runs on PostgreSQL).
 */
export async function createTestDatabase(purpose: string, ADMIN_DATABASE_URL = DEFAULT_ADMIN_DATABASE_URL): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE === 'sqlite') return createSqliteDatabase();
  const name = `pointe_test_${purpose}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    const sqlite = await createSqliteDatabase();
    console.warn(
      `\n!! PostgreSQL is not reachable at ${ADMIN_DATABASE_URL} (${(error as Error).message}).\n` +
        `!! Falling back to a temporary ${sqlite.label} database; production runs on PostgreSQL.\n`,
    );
    return sqlite;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_DATABASE_URL);
  return {
    label: `PostgreSQL ${name}`,
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: url.hostname,
      DATABASE_PORT: url.port || '5432',
      DATABASE_NAME: name,
      DATABASE_USERNAME: decodeURIComponent(url.username) || 'postgres',
      DATABASE_PASSWORD: decodeURIComponent(url.password),
    },
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A test database of either kind through knex, from its DATABASE_* settings (destroy it when done). */
export function openDatabase(env: Record<string, string>): Knex {
  if (env.DATABASE_CLIENT === 'postgres') {
    const connection = { host: env.DATABASE_HOST, port: Number(env.DATABASE_PORT), database: env.DATABASE_NAME, user: env.DATABASE_USERNAME, password: env.DATABASE_PASSWORD };
    return knex({ client: 'pg', connection, pool: { min: 0, max: 1 } });
  }
  // The CMS holds the same file open: better-sqlite3 waits up to 5 s for its write lock.
  return knex({ client: 'better-sqlite3', connection: { filename: env.DATABASE_FILENAME! }, useNullAsDefault: true });
}

/** A connected client for a test database (PostgreSQL), from its DATABASE_* settings. */
export async function connectTo(databaseEnv: Record<string, string>): Promise<pg.Client> {
  if (databaseEnv.DATABASE_CLIENT !== 'postgres') throw new Error('Direct SQL needs the PostgreSQL test database');
  const client = new pg.Client({
    host: databaseEnv.DATABASE_HOST,
    port: Number(databaseEnv.DATABASE_PORT),
    database: databaseEnv.DATABASE_NAME,
    user: databaseEnv.DATABASE_USERNAME,
    password: databaseEnv.DATABASE_PASSWORD,
  });
  await client.connect();
  return client;
}


function requireBuild(relativePath: string, command: string): void {
  if (!existsSync(path.join(ROOT, relativePath))) {
    throw new Error(`${relativePath} is missing: run \`${command}\` first (npm test does it for you).`);
  }
}

export interface RunningStack {
  cmsUrl: string;
  storefrontUrl?: string;
  database: TestDatabase;
  env: Record<string, string>;
  /** Where the SMTP sink stores the emails the CMS sends. */
  mailbox: Mailbox;
  /** Ends the CMS with `signal` (SIGKILL: a crash) and starts it again on the same port; resolves when it answers. */
  restartCms(signal: NodeJS.Signals): Promise<void>;
  /** The running CMS's process id (for memory readings). */
  cmsPid(): number;
  /** The CMS's temporary directory (its TMPDIR: where a multipart body's files would be written). */
  cmsTmpDir: string;
  stop(): Promise<void>;
}

/** Starts the CMS on a fresh database, and the storefront too when asked. */
export async function startTestStack({
  purpose,
  storefront = false,
  storefrontPort,
  env: extraEnv = {},
  databaseServer,
  cmsNodeArgs = [],
  onCmsOutput,
}: {
  purpose: string;
  /** Arguments for the CMS's Node before its script (the soak's `--trace-gc`). */
  cmsNodeArgs?: string[];
  /** Sees the CMS's output as it comes (the soak reads its garbage collections). */
  onCmsOutput?: (text: string) => void;
  /** The PostgreSQL server to create the database on (an admin URL); the machine's by default. */
  databaseServer?: string;
  storefront?: boolean;
  /** A fixed port for the storefront (e2e tests need to know it before the stack starts). */
  storefrontPort?: number;
  env?: Record<string, string>;
}): Promise<RunningStack> {
  requireBuild('cms/dist/src/index.js', 'npm run build');
  if (storefront) {
    requireBuild('storefront/build/server/index.js', 'npm run build');
    requireBuild('storefront/build/http/index.js', 'npm run build');
  }

  const database = await createTestDatabase(purpose, databaseServer);
  console.log(`Test database: ${database.label}`);
  const mailbox = await startMailbox();
  const cmsPort = await freePort();
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const storefrontUrl = storefront ? `http://127.0.0.1:${storefrontPort ?? (await freePort())}` : undefined;
  const env = {
    ...process.env,
    ...TEST_ENV,
    ...database.env,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mailbox.port),
    SMTP_IGNORE_TLS: 'true',
    STOREFRONT_URL: storefrontUrl ?? 'http://shop.test',
    // With a storefront, the CMS announces catalogue changes to it over HTTP (no Redis here).
    CATALOGUE_NOTIFY_SECRET: storefrontUrl ? randomBytes(16).toString('hex') : '',
    // The storefront's checkout may send a form on to the CMS's test payment page.
    PAYMENT_PAGE_ORIGINS: cmsUrl,
    ...extraEnv,
  } as Record<string, string>;
  // Its own temporary directory, so tests can see what a request leaves there.
  const cmsTmpDir = await mkdtemp(path.join(os.tmpdir(), 'pointe-cms-tmp-'));
  const cmsEnv = { ...env, TMPDIR: cmsTmpDir };
  let cms = startCms({ env: cmsEnv, port: cmsPort, output: 'buffer', nodeArgs: cmsNodeArgs, onOutput: onCmsOutput });
  const servers = [cms];
  const restartCms = async (signal: NodeJS.Signals) => {
    const exited = new Promise((resolve) => cms.child.once('exit', resolve));
    cms.child.kill(signal);
    await exited;
    cms = startCms({ env: cmsEnv, port: cmsPort, output: 'buffer', nodeArgs: cmsNodeArgs, onOutput: onCmsOutput });
    servers[0] = cms;
    await waitForUrl(`${cmsUrl}/_health`, { timeoutMs: 180_000, child: cms.child });
  };
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all([database.drop(), mailbox.close(), rm(cmsTmpDir, { recursive: true, force: true })]);
  };
  try {
    // A first start seeds the demo catalogue (its pictures re-encoded): beside CI's other suites on 2 cores it took over 3 minutes once.
    await waitForUrl(`${cmsUrl}/_health`, { timeoutMs: 300_000, child: cms.child });
    if (storefrontUrl) {
      const shopPort = Number(new URL(storefrontUrl).port);
      const shop = startStorefront({ env: { ...env, CMS_URL: cmsUrl }, port: shopPort, output: 'buffer' });
      servers.push(shop);
      await waitForUrl(`${storefrontUrl}/healthz`, { timeoutMs: 60_000, child: shop.child });
    }
    return { cmsUrl, storefrontUrl, database, env, mailbox, restartCms, cmsPid: () => cms.child.pid!, cmsTmpDir, stop };
  } catch (error) {
    for (const server of servers) console.error(`--- ${server.name} log ---\n${server.log()}`);
    await stop();
    throw error;
  }
}
