/**
 * A second, small stack for the specs that need the shop as a cluster runs it: one CMS and TWO
 * storefront processes sharing Redis (catalogue changes on pub/sub), on a fresh database and a Redis
 * key prefix of their own. Started by the spec that needs it (freshness.spec.ts), so the rest of the
 * suite does not pay for it; the main stack (global-setup.ts) runs without Redis.
 */
import { randomBytes } from 'node:crypto';
import { createTestDatabase, freePort, TEST_ENV } from '../../../scripts/lib/test-stack';
import { startCms, startStorefront, waitForUrl } from '../../../scripts/lib/processes.mjs';
import { ADMIN, SHOPPER } from './fixtures';

export interface RedisStack {
  cmsUrl: string;
  storefrontUrls: string[];
  stop(): Promise<void>;
}

export async function startRedisStack({ storefronts = 2 }: { storefronts?: number } = {}): Promise<RedisStack> {
  const database = await createTestDatabase('e2e_redis');
  const cmsPort = await freePort();
  const shopPorts: number[] = [];
  for (let index = 0; index < storefronts; index += 1) shopPorts.push(await freePort());
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const storefrontUrls = shopPorts.map((port) => `http://127.0.0.1:${port}`);
  const env = {
    ...process.env,
    ...TEST_ENV,
    ...database.env,
    REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `pointe-test:e2e-redis:${Date.now()}-${randomBytes(3).toString('hex')}:`,
    // No HTTP announcements here: the storefronts must hear changes on Redis alone.
    CATALOGUE_NOTIFY_SECRET: '',
    STOREFRONT_URL: storefrontUrls[0]!,
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    // The demo seed (pictures in every size) would double the start-up: accountsAndCategory() makes what the specs use.
    SEED_ON_EMPTY: 'false',
  } as Record<string, string>;
  const cms = startCms({ env, port: cmsPort, output: 'buffer' });
  const servers = [cms];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  };
  try {
    await waitForUrl(`${cmsUrl}/_health`, { timeoutMs: 180_000, child: cms.child });
    await accountsAndCategory(cmsUrl);
    for (const port of shopPorts) servers.push(startStorefront({ env: { ...env, CMS_URL: cmsUrl }, port, output: 'buffer' }));
    await Promise.all(servers.slice(1).map((shop, index) => waitForUrl(`${storefrontUrls[index]}/healthz`, { timeoutMs: 60_000, child: shop.child })));
    return { cmsUrl, storefrontUrls, stop };
  } catch (error) {
    for (const server of servers) console.error(`--- ${server.name} log ---\n${server.log()}`);
    await stop();
    throw error;
  }
}

async function call<T>(url: string, init: { method?: string; token?: string; json?: unknown }): Promise<T> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), 'content-type': 'application/json' },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** What the specs need of the seed: the demo shopper, the demo shop admin and one category. */
async function accountsAndCategory(cmsUrl: string): Promise<void> {
  const panel = await call<{ data: { token: string } }>(`${cmsUrl}/admin/login`, {
    method: 'POST',
    json: { email: TEST_ENV.STRAPI_ADMIN_EMAIL, password: TEST_ENV.STRAPI_ADMIN_PASSWORD },
  });
  const token = panel.data.token;
  await call(`${cmsUrl}/content-manager/collection-types/api::category.category`, { method: 'POST', token, json: { name: 'Leotards', position: 1 } });
  for (const account of [SHOPPER, ADMIN]) {
    await call(`${cmsUrl}/api/users/signup`, { method: 'POST', json: { name: account.name, email: account.email, password: account.password } });
  }
  // isAdmin is never settable through the shop's routes: an editor sets it in the panel.
  const admin = await call<{ _id: string }>(`${cmsUrl}/api/users/signin`, { method: 'POST', json: { email: ADMIN.email, password: ADMIN.password } });
  await call(`${cmsUrl}/content-manager/collection-types/plugin::users-permissions.user/${admin._id}`, { method: 'PUT', token, json: { isAdmin: true } });
}
