import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChannel, type ProductListJson, type UserInfoJson } from '@pointe/config';
import type { Cluster, ClusterProcess } from '../../../scripts/cluster/cluster';
import { startTestCluster, type TestCluster } from '../../../scripts/lib/test-cluster';
import { TEST_ENV, type TestDatabase } from '../../../scripts/lib/test-stack';
import { call, checkoutLoad, expectNoLostPartialOrDuplicateOrders, latency, prepareShop, shopState, type LoadReport, type LoadShop } from './checkout-load';

/**
 * The cluster under faults (`npm run test:long`): 2 storefront and 2 CMS processes behind nginx, on a
 * fresh PostgreSQL database and a Redis of this test's own (so it can stop it), with the checkout load
 * of the other long tests going through the CMS balancer (each checkout keeps its Idempotency-Key
 * across retries, as the storefront does) and page views going through the shop's balancer.
 *
 * In order, on one cluster: Redis is down from the start (the shop still serves and sells), Redis
 * comes up (limits are shared again), a CMS and then a storefront are killed with SIGKILL mid-load,
 * and Redis restarts mid-load (no 5xx; limits and catalogue invalidation work again afterwards).
 *
 * A POST is never replayed by nginx on a second CMS once it was sent (proxy_next_upstream without
 * `non_idempotent`): a checkout cut off by a dying CMS comes back to the client as a 503 or a lost
 * connection, and the client retries it with the same Idempotency-Key, which finds the order if the
 * dead process had committed it.
 */
const PORTS = { storefront: 3379, cms: 1409, cmsInternal: 1408, storefronts: [3371, 3372], cmsProcesses: [1401, 1402] };
/** This test starts and stops that Redis itself: never the machine's shared one. */
const REDIS_PORT = Number(process.env.FAULTS_REDIS_PORT || 6391);
if (REDIS_PORT === 6379) throw new Error('FAULTS_REDIS_PORT must be a port of its own: the test stops that Redis');
/** Wrong sign-ins allowed per email: low, so a probe shows whether both CMS processes count in one place. */
const EMAIL_LIMIT = 4;
/** Generous bounds (the machine may be busy): the printed figures are the point. */
const ROUTED_AROUND_WITHIN_MS = 10_000;
const INVALIDATION_WITHIN_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let testCluster: TestCluster | undefined;
let database: TestDatabase;
let cluster: Cluster | undefined;
let shop: LoadShop;
let keyPrefix: string;

function redisCli(...args: string[]): string {
  const result = spawnSync('redis-cli', ['-p', String(REDIS_PORT), ...args], { encoding: 'utf8' });
  return result.stdout.trim();
}

const redisAnswers = () => redisCli('ping') === 'PONG';

async function startRedis(): Promise<void> {
  const started = spawnSync('redis-server', ['--port', String(REDIS_PORT), '--save', '', '--appendonly', 'no', '--daemonize', 'yes'], { encoding: 'utf8' });
  if (started.status !== 0) throw new Error(`redis-server did not start: ${started.stderr}${started.stdout}`);
  for (let waited = 0; !redisAnswers(); waited += 100) {
    if (waited > 10_000) throw new Error(`Redis on port ${REDIS_PORT} did not answer within 10 s`);
    await sleep(100);
  }
}

async function stopRedis(): Promise<void> {
  redisCli('shutdown', 'nosave');
  for (let waited = 0; redisAnswers(); waited += 100) {
    if (waited > 10_000) throw new Error(`Redis on port ${REDIS_PORT} did not stop within 10 s`);
    await sleep(100);
  }
}

/** How many connections follow the shop's catalogue channel (each storefront and CMS process has one). */
const catalogueSubscribers = () => Number(redisCli('pubsub', 'numsub', catalogueChannel({ REDIS_KEY_PREFIX: keyPrefix })).split('\n')[1] ?? 0);

async function everyProcessSubscribed(): Promise<void> {
  const wanted = PORTS.storefronts.length + PORTS.cmsProcesses.length;
  for (let waited = 0; catalogueSubscribers() < wanted; waited += 200) {
    if (waited > 20_000) throw new Error(`only ${catalogueSubscribers()} of ${wanted} processes follow the catalogue channel after 20 s`);
    await sleep(200);
  }
}

interface PageReport {
  answers: Array<{ at: number; ms: number; status: number; path: string }>;
  failures: Array<{ at: number; what: 'unavailable' | 'network' }>;
}

/** `workers` visitors viewing pages through the shop's balancer back to back until stop(). */
function pageLoad(paths: string[], workers = 3) {
  const started = performance.now();
  const report: PageReport = { answers: [], failures: [] };
  let stopping = false;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let index = worker; !stopping; index += workers) {
      const pathname = paths[index % paths.length]!;
      const sent = performance.now();
      try {
        const response = await fetch(`${cluster!.storefrontUrl}${pathname}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
        await response.text();
        report.answers.push({ at: performance.now() - started, ms: performance.now() - sent, status: response.status, path: pathname });
        if (response.status >= 500) report.failures.push({ at: performance.now() - started, what: 'unavailable' });
      } catch {
        report.failures.push({ at: performance.now() - started, what: 'network' });
      }
    }
  });
  return {
    report,
    startedAt: started,
    async stop(): Promise<PageReport> {
      stopping = true;
      await Promise.all(loops);
      return report;
    },
  };
}

/**
 * What a fault did to a load: the failures (503s, 5xx pages, lost connections) that arrived after it
 * began, the error rate in the `windowMs` after it, and how long after it the last failure arrived
 * (0 when none did): by then the balancer had routed around it.
 */
function faultEffect(
  load: { startedAt: number; report: { failures: Array<{ at: number; what: string }>; answers: Array<{ at: number }> } },
  faultAt: number,
  windowMs = 5000,
) {
  const from = faultAt - load.startedAt;
  const inWindow = (at: number) => at >= from && at < from + windowMs;
  const after = load.report.failures.filter((failure) => failure.at >= from);
  const failed = after.filter((failure) => inWindow(failure.at));
  // A lost connection has no answer: it counts as an attempt of its own.
  const attempts = load.report.answers.filter((answer) => inWindow(answer.at)).length + failed.filter((failure) => failure.what === 'network').length;
  return {
    failuresAfterFault: after.length,
    attemptsFirst5s: attempts,
    errorRatePercentFirst5s: attempts === 0 ? 0 : Math.round((failed.length / attempts) * 1000) / 10,
    routedAroundAfterMs: after.length === 0 ? 0 : Math.round(Math.max(...after.map((failure) => failure.at)) - from),
  };
}

/** Until nginx has sent a request that succeeded to `victim` again (after fail_timeout it tries it again). */
async function servesAgain(victim: ClusterProcess, request: () => Promise<unknown>): Promise<number> {
  const since = performance.now();
  const before = cluster!.readAccessLog().length;
  for (;;) {
    await request();
    await sleep(200);
    if (cluster!.readAccessLog().slice(before).some((entry) => entry.status < 400 && entry.upstreams.at(-1) === victim.upstream)) return performance.now() - since;
    if (performance.now() - since > 30_000) throw new Error(`nginx sent nothing to the restarted ${victim.name} within 30 s`);
  }
}

/**
 * Wrong sign-ins for one new email through the CMS balancer until the first 429: its attempt number.
 * With the counters in Redis that is EMAIL_LIMIT + 1 whichever process each attempt reaches; with
 * each process counting alone it is later (round robin spreads the attempts).
 */
async function firstRefusalForNewEmail(maxAttempts = EMAIL_LIMIT * 2 + 2): Promise<number | undefined> {
  const email = `probe-${randomUUID().slice(0, 8)}@example.com`;
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const answer = await call(cluster!.cmsUrl, '/api/users/signin', { method: 'POST', json: { email, password: 'wrong-password-1' } });
    if (answer.status === 429) return attempt;
    expect(answer.status).toBe(401); // a wrong password for an unknown email
  }
  return undefined;
}

/**
 * Wrong sign-ins through the CMS balancer, back to back until stop(), each for a new email: every one
 * goes through the rate limiter (Redis, or memory while Redis is away) and must be a plain 401.
 */
function signinLoad() {
  const statuses: number[] = [];
  let stopping = false;
  const loop = (async () => {
    while (!stopping) {
      const answer = await call(cluster!.cmsUrl, '/api/users/signin', {
        method: 'POST',
        json: { email: `load-${randomUUID().slice(0, 8)}@example.com`, password: 'wrong-password-1' },
      }).catch(() => ({ status: 0 }));
      statuses.push(answer.status);
    }
  })();
  return {
    async stop(): Promise<number[]> {
      stopping = true;
      await loop;
      return statuses;
    },
  };
}

const pagesOf = (products: ProductListJson) => ['/', ...products.slice(0, 6).map((product) => `/product/${product.slug}`), '/search?query=leotard', '/search?query=skirt&page=2'];

const orderErrors = (report: LoadReport) => ({ networkErrors: report.networkErrors, unavailable503: report.unavailable, unexpected: report.unexpected.length });

beforeAll(async () => {
  // Down from the start: the first test is the shop without Redis.
  if (redisAnswers()) await stopRedis();
  testCluster = await startTestCluster({
    purpose: 'cluster_faults',
    ports: PORTS,
    env: {
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      // Every client here reaches nginx from 127.0.0.1: the per-IP limit would stop the load's sign-ups.
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_EMAIL: String(EMAIL_LIMIT),
      AUTH_RATE_WINDOW_SECONDS: '600',
    },
  });
  ({ cluster, database } = testCluster);
  keyPrefix = testCluster.env.REDIS_KEY_PREFIX!;
  shop = await prepareShop(cluster.cmsUrl);
}, 600_000);

afterAll(async () => {
  if (testCluster) {
    const log = testCluster.cluster.processes.map((process) => `--- ${process.name} (last lines) ---\n${process.log().split('\n').slice(-20).join('\n')}`);
    await testCluster.stop();
    if (process.env.CLUSTER_TEST_LOGS) console.log(log.join('\n'));
  }
  if (redisAnswers()) await stopRedis();
}, 120_000);

describe('the cluster under faults, with a checkout load through the CMS balancer and page views through the shop balancer', () => {
  let pages: string[] = [];

  it('with Redis down from the start, serves pages and sells (limits counted per process), without a 5xx', async () => {
    expect(redisAnswers()).toBe(false);
    const products = await call<ProductListJson>(cluster!.cmsUrl, '/api/products');
    expect(products.status).toBe(200);
    pages = pagesOf(products.body);

    const before = await shopState({ database }, shop);
    const orders = checkoutLoad({ url: () => cluster!.cmsUrl }, shop, { workers: 6 });
    const views = pageLoad(pages);
    const signins = signinLoad();
    await sleep(8000);
    const [report, viewed, signedIn] = await Promise.all([orders.stop(), views.stop(), signins.stop()]);
    console.log('Redis down from the start', {
      orders: report.orders.size,
      ...orderErrors(report),
      orderLatency: latency(report.answers),
      pageViews: viewed.answers.length,
      pageFailures: viewed.failures.length,
      wrongSignins: signedIn.length,
    });
    expect(signedIn.length).toBeGreaterThan(0);
    expect(signedIn.every((status) => status === 401)).toBe(true);

    expect(report.unexpected).toEqual([]);
    expect(report.networkErrors + report.unavailable).toBe(0);
    expect(report.orders.size).toBeGreaterThan(10);
    expect(viewed.failures).toEqual([]);
    expect(viewed.answers.length).toBeGreaterThan(10);
    expect(viewed.answers.every((answer) => answer.status === 200)).toBe(true);
    await expectNoLostPartialOrDuplicateOrders({ database }, shop, before, report);

    // The limit still holds, each process counting alone: of 2 × limit + 1 attempts one process saw more than its limit.
    const refusedAt = await firstRefusalForNewEmail();
    expect(refusedAt).toBeDefined();
    expect(refusedAt!).toBeGreaterThan(EMAIL_LIMIT);
    expect(refusedAt!).toBeLessThanOrEqual(EMAIL_LIMIT * 2 + 1);
  });

  it('once Redis comes up, every process follows the catalogue channel and the sign-in limit is shared again', async () => {
    await startRedis();
    const upAt = performance.now();
    await everyProcessSubscribed();
    // The command connections reconnect on the same schedule as the subscribers (at most 2 s apart).
    await sleep(2500);
    const refusedAt = await firstRefusalForNewEmail();
    console.log('Redis came up', { allSubscribedAfterMs: Math.round(performance.now() - upAt), firstRefusalAt: refusedAt });
    expect(refusedAt).toBe(EMAIL_LIMIT + 1);
    expect(redisCli('--scan', '--pattern', `${keyPrefix}rate:*`)).not.toBe('');
  });

  it('kill -9 of a CMS process, then of a storefront process, mid-load: no order lost or doubled, routed around within seconds, both back', async () => {
    const before = await shopState({ database }, shop);
    const orders = checkoutLoad({ url: () => cluster!.cmsUrl }, shop, { workers: 8 });
    const views = pageLoad(pages);
    await sleep(3000);

    const cms = cluster!.cms[0]!;
    const cmsKilledAt = performance.now();
    cms.kill('SIGKILL');
    await cms.waitBack(300_000);
    const cmsBackMs = performance.now() - cmsKilledAt;
    const cmsServesAgainMs = await servesAgain(cms, () => call(cluster!.cmsUrl, '/api/products/categories'));

    const storefront = cluster!.storefronts[1]!;
    const storefrontKilledAt = performance.now();
    storefront.kill('SIGKILL');
    await storefront.waitBack(120_000);
    const storefrontBackMs = performance.now() - storefrontKilledAt;
    const storefrontServesAgainMs = await servesAgain(storefront, () => fetch(`${cluster!.storefrontUrl}/`).then((response) => response.text()));
    await sleep(3000);
    const [report, viewed] = await Promise.all([orders.stop(), views.stop()]);

    const cmsOrders = faultEffect(orders, cmsKilledAt);
    const cmsPages = faultEffect(views, cmsKilledAt);
    const storefrontPages = faultEffect(views, storefrontKilledAt);
    const storefrontOrders = faultEffect(orders, storefrontKilledAt);
    // Checkouts whose POST nginx tried on two processes: only ones the first refused before reading them.
    const retriedPosts = cluster!.readAccessLog().filter((entry) => entry.method === 'POST' && entry.path === '/api/orders' && entry.upstreams.length > 1).length;
    console.log('CMS killed (SIGKILL) under load', { orders: cmsOrders, pages: cmsPages, backAfterMs: Math.round(cmsBackMs), nginxSendsToItAgainAfterMs: Math.round(cmsServesAgainMs) });
    console.log('Storefront killed (SIGKILL) under load', { pages: storefrontPages, orders: storefrontOrders, backAfterMs: Math.round(storefrontBackMs), nginxSendsToItAgainAfterMs: Math.round(storefrontServesAgainMs) });
    console.log('Whole run', { orders: report.orders.size, ...orderErrors(report), orderLatency: latency(report.answers), pageViews: viewed.answers.length, pageFailures: viewed.failures.length, postsNginxMovedOn: retriedPosts });

    expect(report.unexpected).toEqual([]);
    expect(report.orders.size).toBeGreaterThan(20);
    await expectNoLostPartialOrDuplicateOrders({ database }, shop, before, report);
    // The balancer takes the dead process out of the pool within seconds: no failure arrives after that.
    expect(cmsOrders.routedAroundAfterMs).toBeLessThan(ROUTED_AROUND_WITHIN_MS);
    expect(cmsPages.routedAroundAfterMs).toBeLessThan(ROUTED_AROUND_WITHIN_MS);
    expect(storefrontPages.routedAroundAfterMs).toBeLessThan(ROUTED_AROUND_WITHIN_MS);
    expect(cms.restarts()).toBe(1);
    expect(storefront.restarts()).toBe(1);
  });

  it('Redis restarted mid-load: no 5xx, then the sign-in limit counts in Redis again and a catalogue change shows on every storefront process', async () => {
    const before = await shopState({ database }, shop);
    const orders = checkoutLoad({ url: () => cluster!.cmsUrl }, shop, { workers: 8 });
    const views = pageLoad(pages);
    const signins = signinLoad();
    await sleep(3000);
    const stoppedAt = performance.now();
    await stopRedis();
    await sleep(3000);
    await startRedis();
    const downMs = performance.now() - stoppedAt;
    await everyProcessSubscribed();
    const resubscribedMs = performance.now() - stoppedAt - downMs;
    await sleep(3000);
    const [report, viewed, signedIn] = await Promise.all([orders.stop(), views.stop(), signins.stop()]);
    console.log('Redis restarted under load', {
      wrongSignins: signedIn.length,
      redisDownMs: Math.round(downMs),
      allProcessesResubscribedAfterMs: Math.round(resubscribedMs),
      orders: report.orders.size,
      ...orderErrors(report),
      orderLatency: latency(report.answers),
      pageViews: viewed.answers.length,
      pageFailures: viewed.failures.length,
    });
    expect(report.unexpected).toEqual([]);
    expect(report.networkErrors + report.unavailable).toBe(0);
    expect(viewed.failures).toEqual([]);
    expect(viewed.answers.every((answer) => answer.status === 200)).toBe(true);
    // The sign-ins went through the limiter while Redis was away and back: refused as wrong, never failed.
    expect(signedIn.length).toBeGreaterThan(5);
    expect(signedIn.every((status) => status === 401)).toBe(true);
    expect(report.orders.size).toBeGreaterThan(20);
    await expectNoLostPartialOrDuplicateOrders({ database }, shop, before, report);

    // Rate limits: shared in Redis again. The restarted Redis started empty, so the counters there were
    // written after it came back; and a probe is refused at exactly limit + 1 across both processes
    // (each process counting alone would let it go further).
    await sleep(2500);
    expect(redisCli('--scan', '--pattern', `${keyPrefix}rate:auth-email:*`)).not.toBe('');
    expect(await firstRefusalForNewEmail()).toBe(EMAIL_LIMIT + 1);

    // Invalidation: a product renamed through the CMS's /api shows on each storefront process, well before any cache time.
    const admin = await call<UserInfoJson>(cluster!.cmsUrl, '/api/users/signin', { method: 'POST', json: { email: 'admin@pointe.test', password: TEST_ENV.DEMO_ADMIN_PASSWORD } });
    expect(admin.status).toBe(200);
    const products = await call<ProductListJson>(cluster!.cmsUrl, '/api/products');
    const product = products.body.find((candidate) => !shop.products.some((loaded) => loaded._id === candidate._id))!;
    const direct = (storefront: ClusterProcess, pathname: string) =>
      fetch(`http://127.0.0.1:${storefront.port}${pathname}`).then(async (response) => ({ status: response.status, text: await response.text() }));
    const searchFor = `/search?query=${encodeURIComponent(product.name.split(' ')[0]!)}`;
    // Both pages in every process's caches first.
    for (const storefront of cluster!.storefronts) {
      for (const pathname of [`/product/${product.slug}`, searchFor]) {
        const page = await direct(storefront, pathname);
        expect(page.status).toBe(200);
        expect(page.text).toContain(product.name);
      }
    }
    const renamed = `${product.name.split(' ')[0]} Renamed ${randomUUID().slice(0, 6)}`;
    const saved = await call(cluster!.cmsUrl, `/api/products/${product._id}`, {
      method: 'PUT',
      token: admin.body.token,
      json: { name: renamed, slug: product.slug, price: product.price, image: product.image, category: product.category, brand: product.brand, description: product.description, sizes: product.sizes },
    });
    expect(saved.status).toBe(200);
    const savedAt = performance.now();
    const shownAfter: Record<string, number> = {};
    for (const storefront of cluster!.storefronts) {
      for (const pathname of [`/product/${product.slug}`, searchFor]) {
        for (;;) {
          const page = await direct(storefront, pathname);
          if (page.status === 200 && page.text.includes(renamed)) break;
          if (performance.now() - savedAt > INVALIDATION_WITHIN_MS * 2) throw new Error(`${storefront.name} ${pathname} does not show the new name`);
          await sleep(50);
        }
        shownAfter[`${storefront.name} ${pathname.split('?')[0]}`] = Math.round(performance.now() - savedAt);
      }
    }
    console.log('Catalogue change after the Redis restart: shown after (ms, cumulative)', shownAfter);
    for (const ms of Object.values(shownAfter)) expect(ms).toBeLessThan(INVALIDATION_WITHIN_MS);
  });
});
