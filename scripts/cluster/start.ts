// `npm run start:cluster`: the shop as several processes on one machine, behind nginx, on PostgreSQL
// and Redis (docs/deploy.md). `npm start` stays the one-process SQLite quick start.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT, ensureEnvFile, loadEnv, localUrls } from '../lib/env.mjs';
import { startS3Server } from '../lib/s3-server.mjs';
import { findNginx, NGINX_MISSING, startCluster, type Cluster } from './cluster';

function count(name: string, value: string | undefined, fallback: number): number {
  const parsed = Number(value || fallback);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 16) {
    console.error(`${name} must be a whole number from 1 to 16 (got "${value}").`);
    process.exit(1);
  }
  return parsed;
}

function port(name: string, value: string | undefined, fallback: number): number {
  const parsed = Number(value || fallback);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65_535) {
    console.error(`${name} must be a port number (got "${value}").`);
    process.exit(1);
  }
  return parsed;
}

async function reachable(url: string): Promise<boolean> {
  const { hostname, port: redisPort } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(redisPort || 6379) });
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

if (ensureEnvFile()) console.log('Created .env from .env.example with fresh secrets.');
const env = loadEnv();
// The shop's public URL follows STOREFRONT_PORT (nginx listens there) unless set.
env.STOREFRONT_URL = localUrls(env).storefrontUrl;

if (env.DATABASE_CLIENT !== 'postgres') {
  console.error(`npm run start:cluster needs PostgreSQL (DATABASE_CLIENT is "${env.DATABASE_CLIENT || 'sqlite'}").
  Several CMS processes cannot share one SQLite file. Set in .env or the environment:
    DATABASE_CLIENT=postgres  and DATABASE_URL, or DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD (the database must exist: createdb pointe)
  For one process on SQLite, use npm start.`);
  process.exit(1);
}
const nginxBinary = findNginx(env.NGINX_BIN);
if (!nginxBinary) {
  console.error(NGINX_MISSING);
  process.exit(1);
}

const storefronts = count('CLUSTER_STOREFRONTS', env.CLUSTER_STOREFRONTS, 2);
const cmsCount = count('CLUSTER_CMS', env.CLUSTER_CMS, 2);
const shopPort = port('STOREFRONT_PORT', env.STOREFRONT_PORT, 3000);
const cmsPort = port('CMS_PORT', env.CMS_PORT, 1337);
// Loopback ports from CLUSTER_PORT_BASE up: nginx's port for the storefronts' calls to the CMS, then
// the storefronts, then the CMS processes (13000, 13001-13002, 13003-13004 by default).
const portBase = port('CLUSTER_PORT_BASE', env.CLUSTER_PORT_BASE, 13_000);
const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
if (!(await reachable(redisUrl))) {
  console.warn(`! Redis does not answer at ${new URL(redisUrl).host}: each process counts rate limits in its own memory until it does.`);
}

// With UPLOAD_PROVIDER=s3 every CMS process keeps pictures in one bucket (the default, local, shares
// cms/public/uploads, which works on one machine only). Without an S3_ENDPOINT, the cluster runs the
// npm S3 server on this machine (objects in cms/data/s3) and gives every process its settings.
async function startUploadStorage(): Promise<{ stop(): Promise<void> } | undefined> {
  if (env.UPLOAD_PROVIDER !== 's3' || env.S3_ENDPOINT) return undefined;
  const server = await startS3Server({ port: port('S3_SERVER_PORT', env.S3_SERVER_PORT, 4569), directory: path.join(ROOT, 'cms', 'data', 's3'), bucket: env.S3_BUCKET || undefined });
  Object.assign(env, server.env);
  console.log(`  s3            ${server.endpoint} (bucket ${server.bucket}, npm S3 server, files in cms/data/s3)`);
  return server;
}
const uploadStorage = await startUploadStorage();
// -------------------------------------------------------------------------------------------------

const built = ['config/dist', 'cms/dist', 'cms/dist/build', 'storefront/build/server/index.js', 'storefront/build/http/index.js'].every((p) =>
  existsSync(path.join(ROOT, p)),
);
if (!built || process.argv.includes('--rebuild')) {
  console.log('Building config, CMS (with its admin panel) and storefront: about a minute the first time...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let cluster: Cluster | undefined;
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the cluster...');
  await cluster?.stop();
  await uploadStorage?.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

const runDir = path.resolve(ROOT, env.CLUSTER_RUN_DIR || '.cluster');
console.log(`Starting ${cmsCount} CMS and ${storefronts} storefront processes behind nginx (run directory ${runDir})...`);
try {
  cluster = await startCluster({
    env: { ...env, REDIS_URL: redisUrl },
    storefronts,
    cms: cmsCount,
    ports: {
      storefront: shopPort,
      cms: cmsPort,
      cmsInternal: portBase,
      storefronts: Array.from({ length: storefronts }, (_, index) => portBase + 1 + index),
      cmsProcesses: Array.from({ length: cmsCount }, (_, index) => portBase + storefronts + 1 + index),
    },
    runDir,
    accessLog: env.CLUSTER_ACCESS_LOG === 'true',
    nginxBinary,
  });
} catch (error) {
  console.error(`The cluster did not start: ${(error as Error).message}`);
  await cluster?.stop();
  await uploadStorage?.stop();
  process.exit(1);
}

const rows = cluster.processes.map((process) => {
  const where = process.kind === 'nginx' ? `:${shopPort} (shop), :${cmsPort} (CMS), 127.0.0.1:${portBase} (storefronts → CMS)` : `127.0.0.1:${process.port}`;
  return `    ${process.name.padEnd(14)} pid ${String(process.pid()).padEnd(8)} ${where}`;
});
console.log(`
  Pointe is running as a cluster.
${rows.join('\n')}
    Shop:               http://localhost:${shopPort}
    CMS admin panel:    http://localhost:${cmsPort}/admin   (${env.STRAPI_ADMIN_EMAIL} / ${env.STRAPI_ADMIN_PASSWORD})
    Redis:              ${new URL(redisUrl).host}
  A process that dies is started again. Press Ctrl+C to stop everything.
`);
