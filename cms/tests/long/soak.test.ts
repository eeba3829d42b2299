import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type RunningStack } from '../../../scripts/lib/test-stack';
import { summarise } from '../../../scripts/bench/lib';
import { checkoutLoad, expectNoLostPartialOrDuplicateOrders, prepareShop, shopState, type LoadShop } from './checkout-load';

/**
 * The reliability battery's soak (`npm run test:long`): the checkout's top rate is
 * measured first, then checkouts run at half of it for SOAK_SECONDS (10 minutes by default).
 */
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let stack: RunningStack;
let shop: LoadShop;

/** The CMS's live heap after each full garbage collection (V8's `--trace-gc`), in MB, with when it was seen. */
const liveHeap: Array<{ at: number; mb: number }> = [];
const FULL_GC = /Mark-Compact(?: \(reduce\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/g;

beforeAll(async () => {
  stack = await startTestStack({
    purpose: 'long_soak',
    env: { AUTH_RATE_LIMIT_PER_IP: '100000' },
    cmsNodeArgs: ['--trace-gc'],
    onCmsOutput: (text) => {
      for (const match of text.matchAll(FULL_GC)) liveHeap.push({ at: performance.now(), mb: Number(match[1]) });
    },
  });
  shop = await prepareShop(stack.cmsUrl, { shoppers: 16, stock: 1_000_000 });
}, 300_000);

afterAll(async () => {
  await stack?.stop();
}, 120_000);

async function residentMemoryMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

describe('a soak at half the top checkout rate', () => {
  it(`${SOAK_SECONDS} s: errors < 0.1 %, p95 drift ≤ 20 %, memory growth ≤ 10 %`, async () => {
    // The top rate: 16 shoppers checking out back to back for 10 s.
    const burst = checkoutLoad({ url: () => stack.cmsUrl }, shop, { workers: 16 });
    await sleep(10_000);
    const top = (await burst.stop()).orders.size / (burst.elapsedMs() / 1000);
    const rate = top / 2;

    const before = await shopState(stack, shop);
    const soakStart = performance.now();
    const soak = checkoutLoad({ url: () => stack.cmsUrl }, shop, { workers: 16, ratePerSecond: rate });
    const memory: Array<{ at: number; mb: number }> = [];
    while (soak.elapsedMs() < SOAK_SECONDS * 1000) {
      await sleep(10_000);
      memory.push({ at: soak.elapsedMs(), mb: await residentMemoryMb(stack.cmsPid()) });
    }
    const report = await soak.stop();

    const minute = Math.min(60_000, (SOAK_SECONDS * 1000) / 5);
    const end = soak.elapsedMs();
    const p95 = (from: number, to: number) => summarise(report.answers.filter((a) => a.at >= from && a.at < to).map((a) => a.ms)).p95;
    // The drift is judged on the p95 of each of ten windows (a minute each in the 10-minute soak): the
    // median of the first three against the median of the last three. One window alone is at the mercy
    // of PostgreSQL's timed checkpoint (every 5 minutes): when its fsync of ~900 files fell in the last
    // minute, that minute's p95 was 347 ms against 23.8 ms at the start (2026-11-29 19:11), and the soak
    // before it, with the same code, drifted −63 %. A real drift (a leak, a table read whole) raises every late window.
    const window = Math.min(60_000, (SOAK_SECONDS * 1000) / 10);
    const windowP95s = Array.from({ length: Math.floor(end / window) }, (_, index) => p95(index * window, (index + 1) * window));
    const firstP95 = summarise(windowP95s.slice(0, 3)).p50;
    const lastP95 = summarise(windowP95s.slice(-3)).p50;
    const errors = report.answers.filter((answer) => ![200, 201, 409].includes(answer.status)).length + report.networkErrors;
    const errorRate = errors / report.answers.length;
    // Memory from after the first minute (warm JIT, full pool) to the end: what is still alive after a
    // full garbage collection. The process's resident size is printed too but not judged: V8 lets its
    // heap grow between collections as the allocation rate asks (RSS 464 → 675 MB and back, in
    // saw-teeth of about a minute, while the live heap stayed at 116–119 MB; 2026-11-29).
    const warm = memory.filter((sample) => sample.at >= minute);
    const warmHeap = liveHeap.filter((sample) => sample.at - soakStart >= minute);
    expect(warmHeap.length, 'full garbage collections seen after the first minute').toBeGreaterThan(1);
    const memoryGrowth = warmHeap.at(-1)!.mb / warmHeap[0]!.mb - 1;
    console.log('Soak', {
      topOrdersPerSecond: Math.round(top * 10) / 10,
      soakOrdersPerSecond: Math.round((report.orders.size / (end / 1000)) * 10) / 10,
      seconds: Math.round(end / 1000),
      answers: report.answers.length,
      errors,
      errorRatePercent: Math.round(errorRate * 10000) / 100,
      windowP95s,
      firstWindowsP95: firstP95,
      lastWindowsP95: lastP95,
      p95DriftPercent: Math.round((lastP95 / firstP95 - 1) * 1000) / 10,
      residentMb: warm.map((sample) => Math.round(sample.mb)),
      liveHeapAfterFullGcMb: warmHeap.map((sample) => sample.mb),
      memoryGrowthPercent: Math.round(memoryGrowth * 1000) / 10,
    });
    expect(errorRate).toBeLessThan(0.001);
    expect(lastP95).toBeLessThanOrEqual(firstP95 * 1.2);
    expect(memoryGrowth).toBeLessThanOrEqual(0.1);
    await expectNoLostPartialOrDuplicateOrders(stack, shop, before, report);
  });
});
