/**
 * A second, small stack for the specs that need the shop as a cluster runs it: one CMS and TWO
 * storefront processes sharing Redis (catalogue changes on pub/sub), on a fresh database and a Redis
 * key prefix of their own. Started by the spec that needs it (freshness.spec.ts), so the rest of the
 * suite does not pay for it; the main stack (global-setup.ts) runs without Redis.
 */
import { randomBytes } from 'node:crypto';
import { createTestDatabase, freePort, TEST_ENV } from '../../../scripts/lib/test-stack';
import { startCms, startStorefront, waitForUrl } from '../../../scripts/lib/processes.mjs';

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
  } as Record<string, string>;
  const cms = startCms({ env, port: cmsPort, output: 'buffer' });
  const servers = [cms];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  };
  try {
    await waitForUrl(`${cmsUrl}/_health`, { timeoutMs: 180_000, child: cms.child });
    for (const port of shopPorts) servers.push(startStorefront({ env: { ...env, CMS_URL: cmsUrl }, port, output: 'buffer' }));
    await Promise.all(servers.slice(1).map((shop, index) => waitForUrl(`${storefrontUrls[index]}/healthz`, { timeoutMs: 60_000, child: shop.child })));
    return { cmsUrl, storefrontUrls, stop };
  } catch (error) {
    for (const server of servers) console.error(`--- ${server.name} log ---\n${server.log()}`);
    await stop();
    throw error;
  }
}
