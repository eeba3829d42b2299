// `npm run rollups:rebuild -w cms` (or `node scripts/rollups-rebuild.mjs`): loads the built CMS (no
// HTTP server) against the configured database and recomputes the dashboard's order rollups from the
// orders table, in one transaction (ADR 026). Safe while the shop runs: order writes wait for it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, ensureEnvFile, loadEnv } from './lib/env.mjs';

ensureEnvFile();
Object.assign(process.env, loadEnv(), { SEED_ON_EMPTY: 'false', STRAPI_TELEMETRY_DISABLED: 'true' });

const cmsDir = path.join(ROOT, 'cms');
const require = createRequire(path.join(cmsDir, 'package.json'));
const { createStrapi } = require('@strapi/strapi');
const { rebuildOrderRollups } = require(path.join(cmsDir, 'dist', 'src', 'database', 'order-rollups.js'));

process.chdir(cmsDir);
const strapi = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
try {
  if (strapi.db.dialect.client !== 'postgres') {
    console.log('No rollups on SQLite: its dashboard counts the orders table each time.');
  } else {
    const started = performance.now();
    await rebuildOrderRollups(strapi);
    console.log(`Rebuilt the order rollups in ${Math.round(performance.now() - started)} ms.`);
  }
} finally {
  await strapi.destroy();
}
process.exit(0);
