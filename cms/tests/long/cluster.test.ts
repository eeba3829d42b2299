import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPlacedJson, productListJson, type OrderPlacedJson, type ProductListJson, type UserInfoJson } from '@pointe/config';
import type { Cluster, ClusterEvent } from '../../../scripts/cluster/cluster';
import { startTestCluster, type TestCluster } from '../../../scripts/lib/test-cluster';
import { TEST_ENV } from '../../../scripts/lib/test-stack';
import { expectContract } from '../helpers/contract';
import { address } from '../helpers/fixtures';
import { callCms } from '../helpers/http';

/**
 * The shop as a cluster (`npm run start:cluster`'s library): 2 storefront and 2 CMS processes behind
 * nginx, on a fresh PostgreSQL database and Redis. Pages through the shop's balancer, the API through
 * the CMS's, an order, both processes of each tier serving, the client address not spoofable, the
 * storefront's /internal/ paths never public, and a storefront killed with SIGKILL routed around and started again.
 */
const PORTS = { storefront: 3339, cms: 1359, cmsInternal: 1358, storefronts: [3331, 3332], cmsProcesses: [1351, 1352] };
/** Every client of this test reaches nginx from 127.0.0.1: that is the one address the per-IP limit sees. */
const AUTH_LIMIT_PER_IP = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let testCluster: TestCluster | undefined;
let cluster: Cluster | undefined;
let events: ClusterEvent[] = [];
/** Sign-in attempts made through the balancers so far (all from 127.0.0.1). */
let authAttempts = 0;

beforeAll(async () => {
  testCluster = await startTestCluster({
    purpose: 'cluster',
    ports: PORTS,
    env: { AUTH_RATE_LIMIT_PER_IP: String(AUTH_LIMIT_PER_IP), AUTH_RATE_LIMIT_PER_EMAIL: '1000', AUTH_RATE_WINDOW_SECONDS: '600' },
  });
  cluster = testCluster.cluster;
  events = testCluster.events;
}, 300_000);

afterAll(async () => {
  if (process.env.CLUSTER_TEST_LOGS && cluster) {
    for (const process of cluster.processes) console.log(`--- ${process.name} (last lines) ---\n${process.log().split('\n').slice(-15).join('\n')}`);
  }
  await testCluster?.stop();
}, 120_000);

/** The access log once nginx has flushed it (each second). */
async function accessLogWhere(predicate: (upstreams: Set<string>) => boolean) {
  for (let waited = 0; ; waited += 250) {
    const entries = cluster!.readAccessLog();
    if (predicate(new Set(entries.flatMap((entry) => entry.upstreams))) || waited > 5000) return entries;
    await sleep(250);
  }
}

async function page(pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${cluster!.storefrontUrl}${pathname}`, { redirect: 'manual', ...init });
  return { status: response.status, text: await response.text() };
}

describe('a cluster of 2 storefront and 2 CMS processes behind nginx', () => {
  let slug = '';

  it('serves the API through the CMS balancer and the pages through the shop balancer, from every process', async () => {
    const products = await callCms<ProductListJson>(cluster!.cmsUrl, '/api/products');
    expect(products.status).toBe(200);
    expectContract(productListJson, products.body);
    expect(products.body.length).toBeGreaterThanOrEqual(28);
    slug = products.body[0]!.slug;
    for (let index = 0; index < 6; index += 1) expect((await callCms(cluster!.cmsUrl, '/api/products/categories')).status).toBe(200);

    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Pointe');
    const product = await page(`/product/${slug}`);
    expect(product.status).toBe(200);
    expect(product.text).toContain(products.body[0]!.name);
    // Six distinct search pages (a page number past the results now redirects to the last page: vary the words).
    for (let index = 0; index < 6; index += 1) expect((await page(`/search?query=leotard+${index + 1}`)).status).toBe(200);

    const wanted = [...PORTS.storefronts, ...PORTS.cmsProcesses].map((port) => `127.0.0.1:${port}`);
    const entries = await accessLogWhere((upstreams) => wanted.every((upstream) => upstreams.has(upstream)));
    const served = new Set(entries.flatMap((entry) => entry.upstreams));
    // Each storefront and each CMS process answered some of these (round robin).
    for (const upstream of wanted) expect(served, `no request reached ${upstream}`).toContain(upstream);
  });

  it('places an order through the CMS balancer; a retry with the same Idempotency-Key returns the same order', async () => {
    // Direct: from 127.0.0.1 as nginx sees it, without a storefront's signed address (which the CMS
    // would count the attempt under since issue 36), so it counts towards the limit tested below.
    const signin = await callCms<UserInfoJson>(cluster!.cmsUrl, '/api/users/signin', {
      method: 'POST',
      direct: true,
      json: { email: 'shopper@pointe.test', password: TEST_ENV.DEMO_SHOPPER_PASSWORD },
    });
    authAttempts += 1;
    expect(signin.status).toBe(200);
    const products = await callCms<ProductListJson>(cluster!.cmsUrl, '/api/products');
    const product = products.body.find((candidate) => candidate.sizes.some((size) => size.countInStock > 0))!;
    const size = product.sizes.find((candidate) => candidate.countInStock > 0)!.size;
    const key = randomUUID();
    const order = { orderItems: [{ _id: product._id, size, quantity: 1 }], shippingAddress: address, paymentMethod: 'Cash On Delivery' };
    const placed = await callCms<OrderPlacedJson>(cluster!.cmsUrl, '/api/orders', { method: 'POST', token: signin.body.token, json: order, headers: { 'Idempotency-Key': key } });
    expect(placed.status).toBe(201);
    expectContract(orderPlacedJson, placed.body);
    // Round robin sends the retry to the other CMS process: the key is shared through the database.
    const again = await callCms<OrderPlacedJson>(cluster!.cmsUrl, '/api/orders', { method: 'POST', token: signin.body.token, json: order, headers: { 'Idempotency-Key': key } });
    expect(again.status).toBe(200);
    expect(again.body.order._id).toBe(placed.body.order._id);
    const after = await callCms<ProductListJson>(cluster!.cmsUrl, '/api/products');
    const stock = after.body.find((candidate) => candidate._id === product._id)!.sizes.find((candidate) => candidate.size === size)!.countInStock;
    expect(stock).toBe(product.sizes.find((candidate) => candidate.size === size)!.countInStock - 1);
  });

  it("never serves the storefront's /internal/ paths, however they are spelled", async () => {
    for (const pathname of ['/internal/catalogue-changed', '/INTERNAL/x', '/%69nternal/x', '//internal/x', '/internal']) {
      const answer = await page(pathname, { method: pathname === '/internal' ? 'GET' : 'POST' });
      expect(answer.status, pathname).toBe(404);
    }
    const entries = await accessLogWhere(() => false);
    const internal = entries.filter((entry) => /internal/i.test(decodeURIComponent(entry.path)));
    expect(internal.length).toBeGreaterThanOrEqual(5);
    // nginx answered them itself: no process saw them.
    expect(internal.every((entry) => entry.upstreams.length === 0)).toBe(true);
  });

  it('counts sign-ins per client address that a spoofed X-Forwarded-For cannot change, on both CMS processes (Redis)', async () => {
    let firstRefusal = 0;
    for (let attempt = 1; attempt <= AUTH_LIMIT_PER_IP + 2 && !firstRefusal; attempt += 1) {
      const answer = await callCms(cluster!.cmsUrl, '/api/users/signin', {
        method: 'POST',
        // A new forged address and a new email each time: only the address nginx saw can stop this.
        direct: true,
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
        json: { email: `nobody-${attempt}@example.com`, password: 'wrong-password-1' },
      });
      authAttempts += 1;
      if (answer.status === 429) firstRefusal = authAttempts;
      else expect(answer.status).toBe(401);
    }
    // The limit is shared by both CMS processes (round robin) through Redis, and the spoofed addresses did not count.
    expect(firstRefusal).toBe(AUTH_LIMIT_PER_IP + 1);
    // Through the shop too: the storefront passes on the address nginx saw, not the header the client sent.
    const form = new URLSearchParams({ email: 'shopper@pointe.test', password: TEST_ENV.DEMO_SHOPPER_PASSWORD!, redirect: '/' });
    const viaShop = await page('/signin', {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: cluster!.storefrontUrl, 'x-forwarded-for': '203.0.113.77' },
    });
    expect(viaShop.status).toBe(429);
    expect(viaShop.text).toContain('Too many attempts');
  });

  it('routes around a storefront killed with SIGKILL at once, and starts it again', async () => {
    const victim = cluster!.storefronts[0]!;
    const oldPid = victim.pid();
    victim.kill('SIGKILL');
    const killedAt = performance.now();
    const statuses: number[] = [];
    while (performance.now() - killedAt < 2000) statuses.push((await page(`/product/${slug}`)).status);
    // Not one failed request: a refused connection goes to the other process.
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.every((status) => status === 200)).toBe(true);

    await victim.waitBack(60_000);
    const backInMs = performance.now() - killedAt;
    console.log(`storefront-1 killed: ${statuses.length} pages served meanwhile, all 200; started again and answering in ${Math.round(backInMs)} ms`);
    expect(victim.pid()).not.toBe(oldPid);
    expect(victim.restarts()).toBe(1);
    expect(backInMs).toBeLessThan(30_000);
    expect(events.some((event) => event.process === 'storefront-1' && event.kind === 'exited' && event.message.includes('SIGKILL'))).toBe(true);

    // Once nginx's fail_timeout (5 s) has passed it sends requests to the new process again.
    const deadline = performance.now() + 20_000;
    const before = cluster!.readAccessLog().length;
    let reached = false;
    while (!reached && performance.now() < deadline) {
      expect((await page('/')).status).toBe(200);
      await sleep(200);
      reached = cluster!
        .readAccessLog()
        .slice(before)
        .some((entry) => entry.status === 200 && entry.upstreams.at(-1) === victim.upstream);
    }
    expect(reached, 'nginx did not send requests to the restarted storefront').toBe(true);
  });

  it('routes reads around a CMS killed with SIGKILL, and starts it again', async () => {
    const victim = cluster!.cms[1]!;
    victim.kill('SIGKILL');
    const killedAt = performance.now();
    const statuses: number[] = [];
    while (performance.now() - killedAt < 2000) {
      statuses.push((await callCms(cluster!.cmsUrl, '/api/products/categories')).status);
      statuses.push((await page(`/search?query=skirt+${statuses.length}`)).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    await victim.waitBack(180_000);
    expect(victim.restarts()).toBe(1);
    expect((await callCms(cluster!.cmsUrl, '/api/products/categories')).status).toBe(200);
  });
});
