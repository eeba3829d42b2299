/**
 * Lighthouse (mobile preset, the default config) on the production storefront, backed by the real CMS
 * on PostgreSQL: each page, in English and in Arabic (/ar…), `runs` times (5 by default) in the system Chromium. For every metric the
 * report gives min / median / max over the runs (the goal is every run, not the median), the
 * machine's benchmark index per run, and for the median run where the main thread went (Lighthouse's
 * main-thread breakdown and per-script boot-up time). `--trace <dir>` also saves each page's median
 * run trace (open it in Chrome DevTools' Performance panel).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startTestStack } from '../lib/test-stack';
import { addSyntheticProducts } from './search';

const ENGLISH_PAGES = ['/', '/product/etude-pointe-shoes', '/search?query=leotard', '/cart'];
/** The same pages in Arabic, right after their English ones in the report (/ar, /ar/product/…, …). */
const PAGES = ENGLISH_PAGES.flatMap((page) => [page, page === '/' ? '/ar' : `/ar${page}`]);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface AuditDetails {
  items?: Array<Record<string, unknown>>;
}

interface LighthouseResult {
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string; details?: AuditDetails }>;
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { min: sorted[0] ?? 0, median, max: sorted.at(-1) ?? 0 };
}

const score = (result: LighthouseResult, category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
const metric = (result: LighthouseResult, audit: string) => result.audits[audit]?.numericValue ?? 0;
const round = (value: number, step = 1) => Math.round(value / step) * step;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The page's main thread (the busiest renderer main thread in the trace): over its tasks of 10 ms or
 * more, the wall time Lighthouse counts against the time the thread really ran. Lighthouse's simulation
 * multiplies wall time by 4, so a main thread that waits for a core (other processes on a small machine)
 * is charged as if it computed.
 */
export function mainThreadWaiting(trace: { traceEvents: TraceEvent[] }): { taskWallMs: number; taskCpuMs: number } {
  const mains = trace.traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  let best = { taskWallMs: 0, taskCpuMs: 0 };
  for (const main of mains) {
    const tasks = trace.traceEvents.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.name === 'RunTask' && (event.dur ?? 0) >= 10_000);
    const wall = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000;
    if (wall > best.taskWallMs) best = { taskWallMs: round(wall), taskCpuMs: round(tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000) };
  }
  return best;
}

/** The median run's main thread by kind of work, and the scripts that cost the most, in ms. */
function mainThread(result: LighthouseResult) {
  const breakdown = (result.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [String(item.groupLabel ?? item.group), round(Number(item.duration))] as const);
  const scripts = (result.audits['bootup-time']?.details?.items ?? []).map((item) => ({
    url: String(item.url).replace(/^https?:\/\/[^/]+/, ''),
    totalMs: round(Number(item.total)),
    scriptingMs: round(Number(item.scripting)),
    parseMs: round(Number(item.scriptParseCompile)),
  }));
  return { byKindMs: Object.fromEntries(breakdown), scripts };
}

export async function benchLighthouse({
  runs,
  traceDirectory,
  pages = PAGES,
  extraProducts = 0,
}: {
  runs: number;
  traceDirectory?: string;
  pages?: string[];
  extraProducts?: number;
}) {
  const stack = await startTestStack({ purpose: 'bench_lighthouse', storefront: true });
  if (extraProducts > 0) await addSyntheticProducts(stack.database.env, extraProducts);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const report: Record<string, unknown> = {};
  try {
    for (const page of pages) {
      const results: LighthouseResult[] = [];
      const traces: unknown[] = [];
      const loadAverages: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${stack.storefrontUrl}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        results.push(result.lhr as unknown as LighthouseResult);
        traces.push(result.artifacts.Trace);
        // The benchmark index is taken once, before the page loads; the 1-minute load average after the
        // run says whether other work shared the CPU during it.
        loadAverages.push(Math.round(loadavg()[0]! * 10) / 10);
      }
      const median = computeMedianRun(results) as LighthouseResult;
      if (traceDirectory) {
        await mkdir(traceDirectory, { recursive: true });
        const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        await writeFile(path.join(traceDirectory, `${name}.trace.json`), JSON.stringify(traces[results.indexOf(median)]));
      }
      const failing = Object.entries(median.audits)
        .filter(([, audit]) => audit.score !== null && audit.score < 1 && audit.score !== undefined)
        .map(([id, audit]) => `${id} (${audit.score})`);
      report[page] = {
        scores: Object.fromEntries(CATEGORIES.map((category) => [category, spread(results.map((result) => score(result, category)))])),
        lcpMs: spread(results.map((result) => round(metric(result, 'largest-contentful-paint')))),
        fcpMs: spread(results.map((result) => round(metric(result, 'first-contentful-paint')))),
        cls: spread(results.map((result) => round(metric(result, 'cumulative-layout-shift'), 0.001))),
        tbtMs: spread(results.map((result) => round(metric(result, 'total-blocking-time')))),
        performanceRuns: results.map((result) => score(result, 'performance')),
        tbtRunsMs: results.map((result) => round(metric(result, 'total-blocking-time'))),
        // Lighthouse's CPU benchmark of this machine, per run (a fast desktop scores about 1,000+): its 4x
        // mobile slowdown assumes such a machine, so a slow or busy box inflates TBT.
        benchmarkIndex: spread(results.map((result) => round(result.environment.benchmarkIndex))),
        benchmarkIndexRuns: results.map((result) => round(result.environment.benchmarkIndex)),
        loadAverageRuns: loadAverages,
        // Per run: the main thread's long tasks, wall time against the time it ran (see mainThreadWaiting).
        mainThreadTasksRuns: traces.map((trace) => mainThreadWaiting(trace as { traceEvents: TraceEvent[] })),
        medianRunMainThread: mainThread(median),
        auditsBelowFull: failing,
      };
    }
    return { runs, extraProducts, preset: 'mobile (Lighthouse default: Moto G Power, slow 4G, 4× CPU slowdown)', pages: report };
  } finally {
    chrome.kill();
    await stack.stop();
  }
}
