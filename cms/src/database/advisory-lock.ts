import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { isPostgres } from './dialect';

/**
 * The key of the start-up lock: creating the schema, Strapi's roles, our indexes, the super-admin,
 * the permissions and the demo seed on one database. Any constant works; advisory locks are per
 * database, so CMS processes on other databases of the same server never wait for each other.
 */
export const START_UP_LOCK_KEY = 0x506f696e; // "Poin"

/** The key of the automatic cancel of unconfirmed orders (src/jobs/auto-cancel.ts): one run at a time per database. */
export const AUTO_CANCEL_LOCK_KEY = 0x506f6163; // "Poac"

/** The key of the payments' hold job (src/jobs/payment-holds.ts). */
export const PAYMENT_HOLDS_LOCK_KEY = 0x506f7068; // "Poph"

/** The few methods of node-postgres' client that the lock uses. */
interface PgConnection {
  query(sql: string, values: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

export interface HeldLock {
  release(): Promise<void>;
}

const NO_LOCK: HeldLock = { release: async () => {} };

/** The lock held on its connection: `release()` unlocks it there and gives the connection back, once. */
function heldOn(client: Core.Strapi['db']['connection']['client'], connection: PgConnection, key: number): HeldLock {
  let held = true;
  return {
    async release() {
      if (!held) return;
      held = false;
      try {
        await connection.query('SELECT pg_advisory_unlock($1)', [key]);
      } finally {
        await client.releaseConnection(connection);
      }
    },
  };
}

/**
 * Takes a PostgreSQL session-level advisory lock and keeps it until `release()`. The lock belongs to
 * one connection, and knex hands out a pool, so the lock is taken on a connection taken out of the
 * pool for the whole time it is held: an unlock on another pool connection would silently do nothing,
 * and the lock would stay with a connection that goes back to the pool. The work done under the lock
 * runs on the other pool connections (the pool has at least 2; Strapi's own start-up needs them
 * anyway). A transaction-level lock (pg_advisory_xact_lock) would hold a transaction open for the
 * whole start-up instead, for the same effect. If the process dies, PostgreSQL ends the session and
 * frees the lock, so a crashed start-up never blocks the next one.
 *
 * SQLite is one process (the quick start), so there is nothing to lock.
 */
export async function holdAdvisoryLock(strapi: Core.Strapi, key: number, purpose: string): Promise<HeldLock> {
  if (!isPostgres(strapi)) return NO_LOCK;
  const client = strapi.db.connection.client;
  const connection = (await client.acquireConnection()) as PgConnection;
  try {
    const { rows } = await connection.query('SELECT pg_try_advisory_lock($1) AS locked', [key]);
    if (rows[0]?.locked !== true) {
      strapi.log.info(`Waiting for another CMS process to finish ${purpose} on this database.`);
      await connection.query('SELECT pg_advisory_lock($1)', [key]);
    }
  } catch (failure) {
    await client.releaseConnection(connection);
    throw failure;
  }
  return heldOn(client, connection, key);
}

/**
 * Takes the same session-level lock as holdAdvisoryLock if it is free, without waiting: null when
 * another process holds it (a job that process is already running need not run twice). On SQLite,
 * always taken (one process).
 */
export async function tryAdvisoryLock(strapi: Core.Strapi, key: number): Promise<HeldLock | null> {
  if (!isPostgres(strapi)) return NO_LOCK;
  const client = strapi.db.connection.client;
  const connection = (await client.acquireConnection()) as PgConnection;
  let locked = false;
  try {
    const { rows } = await connection.query('SELECT pg_try_advisory_lock($1) AS locked', [key]);
    locked = rows[0]?.locked === true;
  } finally {
    if (!locked) await client.releaseConnection(connection);
  }
  if (!locked) return null;
  return heldOn(client, connection, key);
}

/**
 * Takes a PostgreSQL transaction-level advisory lock on (`key`, `value`), held until `trx` ends: the
 * writers of one thing (a shopper's store credit, a mobile number's lifted block) are served one after
 * the other. `key` names what is locked (a constant per kind); `value` which one: a number as it is,
 * a text by its hash (hashtext; two texts sharing a hash only wait for each other). SQLite's
 * transaction already has the one writer, so there is nothing to take.
 */
export async function advisoryXactLock(strapi: Core.Strapi, trx: Knex.Transaction, key: number, value: number | string): Promise<void> {
  if (!isPostgres(strapi)) return;
  if (typeof value === 'number') await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [key, value]);
  else await trx.raw('SELECT pg_advisory_xact_lock(?, hashtext(?))', [key, value]);
}
