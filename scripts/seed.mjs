// `npm run seed`: loads the built CMS (no HTTP server) against the configured database and runs the
// idempotent seed: missing categories, products (with pictures) and demo accounts are created,
// existing ones are left as they are.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, ensureEnvFile, loadEnv } from './lib/env.mjs';

ensureEnvFile();
Object.assign(process.env, loadEnv(), { SEED_ON_EMPTY: 'false', STRAPI_TELEMETRY_DISABLED: 'true' });

const cmsDir = path.join(ROOT, 'cms');
const require = createRequire(path.join(cmsDir, 'package.json'));
const { createStrapi } = require('@strapi/strapi');
const { seedCatalogue } = require(path.join(cmsDir, 'dist', 'src', 'seed', 'catalogue.js'));

process.chdir(cmsDir);
const strapi = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
try {
  const { created } = await seedCatalogue(strapi, path.join(ROOT, 'scripts', 'seed'));
  console.log(`Seed done: ${created} new products (existing ones were kept).`);
} finally {
  await strapi.destroy();
}
process.exit(0);
