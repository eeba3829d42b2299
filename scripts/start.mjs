// `npm start`: builds what is missing, then serves the CMS and the storefront on the SQLite default.
// `npm run dev` (--dev): Strapi in develop mode and the storefront with Vite's hot reload.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensureEnvFile, loadEnv, localUrls } from './lib/env.mjs';
import { startCms, startStorefront, waitForUrl } from './lib/processes.mjs';

const develop = process.argv.includes('--dev');
const rebuild = process.argv.includes('--rebuild');

if (ensureEnvFile()) console.log('Created .env from .env.example with fresh secrets.');
const env = loadEnv();
const { cmsPort, shopPort, cmsUrl, storefrontUrl } = localUrls(env);
// Both apps read these: the CMS the shop's URL (emails, CORS, Preview), the shop the CMS's.
env.CMS_URL = cmsUrl;
env.STOREFRONT_URL = storefrontUrl;
// Without Redis the CMS announces catalogue changes to the storefront over HTTP, with a secret both
// must share: a .env made before the setting existed gets one for this run, and the CMS is pointed at
// the storefront where this script starts it.
env.CATALOGUE_NOTIFY_SECRET ||= randomBytes(24).toString('base64url');
// The same for the secret with which the storefront signs the shopper's address to the CMS.
env.CMS_CLIENT_IP_SECRET ||= randomBytes(24).toString('base64url');
env.STOREFRONT_INTERNAL_URL ||= `http://127.0.0.1:${shopPort}`;
// Paying online on one machine (issue 40): without Paymob keys the CMS plays Paymob itself, and the
// shop's checkout may send her form on to its test page. Staff still switch card payments on.
env.PAYMOB_TEST_PROVIDER ||= 'true';
env.PAYMENT_PAGE_ORIGINS ||= `${new URL(env.CMS_PUBLIC_URL || cmsUrl).origin},https://accept.paymob.com`;

const built = ['config/dist', 'cms/dist', 'cms/dist/build', 'storefront/build/server/index.js', 'storefront/build/http/index.js'].every((p) =>
  existsSync(path.join(ROOT, p)),
);
if (!develop && (rebuild || !built)) {
  console.log('Building config, CMS (with its admin panel) and storefront: about a minute the first time...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const cms = startCms({ env, port: cmsPort, develop });
const servers = [cms];
const stopAll = async () => {
  await Promise.all(servers.map((server) => server.stop()));
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

await waitForUrl(`http://127.0.0.1:${cmsPort}/_health`, { timeoutMs: 300_000, child: cms.child });
const shop = startStorefront({ env, port: shopPort, develop });
servers.push(shop);
await waitForUrl(`http://127.0.0.1:${shopPort}/healthz`, { child: shop.child });

console.log(`
  Pointe is running.
    Shop:               ${storefrontUrl}
    CMS admin panel:    http://localhost:${cmsPort}/admin   (${env.STRAPI_ADMIN_EMAIL} / ${env.STRAPI_ADMIN_PASSWORD})
    CMS API:            http://localhost:${cmsPort}/api/products
    Demo shop admin:    admin@pointe.test / ${env.DEMO_ADMIN_PASSWORD}
    Demo shopper:       shopper@pointe.test / ${env.DEMO_SHOPPER_PASSWORD}
  Press Ctrl+C to stop.
`);

for (const server of servers) {
  server.child.on('exit', (code) => {
    console.error(`${server.name} exited (${code}); stopping.`);
    void stopAll();
  });
}
