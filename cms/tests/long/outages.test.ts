import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivatePostgres, type PrivatePostgres } from '../../../scripts/lib/private-postgres';
import { startTestStack, type RunningStack } from '../../../scripts/lib/test-stack';
import { call, checkoutLoad, expectNoLostPartialOrDuplicateOrders, latency, prepareShop, shopState, type LoadShop } from './checkout-load';

/**
 * The reliability battery's outages (`npm run test:long`): checkouts keep coming
 * while PostgreSQL restarts, then while the CMS is killed with SIGKILL and started again.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let postgres: PrivatePostgres;
let stack: RunningStack;
let shop: LoadShop;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  stack = await startTestStack({ purpose: 'long_outages', databaseServer: postgres.url, env: { AUTH_RATE_LIMIT_PER_IP: '100000' } });
  shop = await prepareShop(stack.cmsUrl);
}, 300_000);

afterAll(async () => {
  await stack?.stop();
  await postgres?.stop();
}, 120_000);

/** Polls until a checkout succeeds again; returns how long that took from `since`. */
async function recoveredAfter(since: number): Promise<number> {
  for (;;) {
    const answer = await call(stack.cmsUrl, '/api/products/categories').catch(() => undefined);
    if (answer?.status === 200) return performance.now() - since;
    if (performance.now() - since > 60_000) throw new Error('no recovery within 60 s');
    await sleep(100);
  }
}

describe('PostgreSQL restarts during a checkout load', () => {
  it('fails fast with 503 and a message, recovers by itself within 10 s, and loses, splits or doubles no order', async () => {
    const before = await shopState(stack, shop);
    const load = checkoutLoad({ url: () => stack.cmsUrl }, shop, { workers: 8 });
    await sleep(3000);
    const restartedAt = performance.now();
    await postgres.restart();
    const backAt = performance.now();
    const recovery = await recoveredAfter(backAt);
    await sleep(5000);
    const report = await load.stop();

    const during = report.answers.filter((answer) => answer.status === 503);
    console.log('PostgreSQL restart under load', {
      restartMs: Math.round(backAt - restartedAt),
      recoveryAfterPostgresBackMs: Math.round(recovery),
      orders: report.orders.size,
      unavailable503: report.unavailable,
      slowest503Ms: Math.round(Math.max(0, ...report.unavailableMs)),
      networkErrors: report.networkErrors,
      latency: latency(report.answers),
    });
    expect(report.unexpected).toEqual([]);
    expect(report.networkErrors).toBe(0);
    expect(during.length + report.unavailable).toBeGreaterThan(0); // the outage was felt…
    for (const ms of report.unavailableMs) expect(ms).toBeLessThan(3000); // …and answered fast
    expect(recovery).toBeLessThan(10_000);
    expect(report.orders.size).toBeGreaterThan(50);
    await expectNoLostPartialOrDuplicateOrders(stack, shop, before, report);
  }, 180_000);
});

describe('the CMS is killed (SIGKILL) during a checkout load and started again', () => {
  it('loses, splits or doubles no order: retried checkouts find their order by Idempotency-Key', async () => {
    const before = await shopState(stack, shop);
    const load = checkoutLoad({ url: () => stack.cmsUrl }, shop, { workers: 8 });
    await sleep(3000);
    const killedAt = performance.now();
    await stack.restartCms('SIGKILL');
    const upAfter = performance.now() - killedAt;
    await sleep(5000);
    const report = await load.stop();

    console.log('CMS killed under load', {
      cmsBackAfterMs: Math.round(upAfter),
      orders: report.orders.size,
      networkErrors: report.networkErrors,
      unavailable503: report.unavailable,
      latency: latency(report.answers),
    });
    expect(report.unexpected).toEqual([]);
    expect(report.networkErrors).toBeGreaterThan(0); // the crash was felt
    expect(report.orders.size).toBeGreaterThan(50);
    await expectNoLostPartialOrDuplicateOrders(stack, shop, before, report);
  }, 300_000);
});
