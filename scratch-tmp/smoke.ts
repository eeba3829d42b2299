import { startCluster } from '/work/wt/cluster/scripts/cluster/cluster';
import { createTestDatabase, TEST_ENV } from '/work/wt/cluster/scripts/lib/test-stack';
const db = await createTestDatabase('cluster_smoke');
const t0 = Date.now();
const c = await startCluster({ env: { ...process.env, ...TEST_ENV, ...db.env, REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: 'smoke:'+Date.now()+':', STOREFRONT_URL: 'http://127.0.0.1:3339' },
  ports: { storefront: 3339, cms: 1359, cmsInternal: 1358, storefronts: [3331, 3332], cmsProcesses: [1351, 1352] }, publicHost: '127.0.0.1', runDir: '/tmp/smoke-run', output: 'quiet', onEvent: e => console.log('EV', e.message) });
console.log('up in', Date.now() - t0);
for (let i = 0; i < 6; i++) { const r = await fetch(c.storefrontUrl + '/'); console.log('shop', r.status); await r.text(); }
for (let i = 0; i < 4; i++) { const r = await fetch(c.cmsUrl + '/api/products?pageSize=1'); console.log('cms', r.status); await r.text(); }
await new Promise(r => setTimeout(r, 1500));
console.log(c.readAccessLog());
c.storefronts[0]!.kill('SIGKILL');
const k = Date.now();
for (let i = 0; i < 6; i++) { const r = await fetch(c.storefrontUrl + '/'); console.log('shop after kill', r.status, Date.now() - k); await r.text(); }
await c.storefronts[0]!.waitBack(60000);
console.log('back after', Date.now() - k, c.storefronts[0]!.restarts());
await c.stop();
await db.drop();
console.log('stopped');
