/**
 * A cluster for the long tests and the benchmarks: `startCluster` (scripts/cluster/cluster.ts) on a
 * fresh PostgreSQL database, with Redis keys under a prefix of its own and a private run directory,
 * all removed by stop().
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findNginx, startCluster, type Cluster, type ClusterEvent, type ClusterOptions } from '../cluster/cluster';
import { createTestDatabase, TEST_ENV, type TestDatabase } from './test-stack';

export interface TestCluster {
  cluster: Cluster;
  database: TestDatabase;
  /** The environment every process was started with. */
  env: Record<string, string>;
  /** Every start, readiness, death and restart so far. */
  events: ClusterEvent[];
  /** Stops the processes, then drops the database and the run directory. */
  stop(): Promise<void>;
}

export interface TestClusterOptions {
  /** Part of the database's name. */
  purpose: string;
  /** nginx's public ports and each process's own (give ports from your range: tests run side by side). */
  ports: ClusterOptions['ports'];
  storefronts?: number;
  cms?: number;
  /** Settings on top of the test defaults (e.g. AUTH_RATE_LIMIT_PER_IP: every client of a test is 127.0.0.1 to nginx). */
  env?: Record<string, string>;
  /** The PostgreSQL server to create the database on (an admin URL); the machine's by default. */
  databaseServer?: string;
  /** nginx's access log (default true; benchmarks may turn it off). */
  accessLog?: boolean;
  /** Show every process's output (default: kept for log() only). */
  output?: ClusterOptions['output'];
}

export async function startTestCluster(options: TestClusterOptions): Promise<TestCluster> {
  if (!findNginx()) throw new Error('nginx is not installed: apt-get install nginx-light');
  const database = await createTestDatabase(options.purpose, options.databaseServer);
  if (database.env.DATABASE_CLIENT !== 'postgres') {
    await database.drop();
    throw new Error('A cluster needs PostgreSQL, and the test database fell back to SQLite');
  }
  const runDir = mkdtempSync(path.join(os.tmpdir(), `pointe-cluster-${options.purpose}-`));
  const events: ClusterEvent[] = [];
  const env = {
    ...process.env,
    ...TEST_ENV,
    ...database.env,
    REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `pointe-test:${database.env.DATABASE_NAME}:`,
    STOREFRONT_URL: `http://127.0.0.1:${options.ports.storefront}`,
    ...options.env,
  } as Record<string, string>;
  const cleanUp = async () => {
    await database.drop();
    rmSync(runDir, { recursive: true, force: true });
  };
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      env,
      storefronts: options.storefronts,
      cms: options.cms,
      ports: options.ports,
      publicHost: '127.0.0.1',
      runDir,
      accessLog: options.accessLog ?? true,
      output: options.output ?? 'quiet',
      restartDelayMs: 200,
      onEvent: (event) => events.push(event),
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    cluster,
    database,
    env,
    events,
    async stop() {
      await cluster.stop();
      await cleanUp();
    },
  };
}
