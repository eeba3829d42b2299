/**
 * Storefront pages under load: the full stack (storefront → CMS → PostgreSQL) against the same HTML
 * served as a static file by a bare Node server on the same machine. The ratio is the figure.
 */
import { writeFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { spawnServer, waitForUrl } from '../lib/processes.mjs';
import { freePort, startTestStack } from '../lib/test-stack';
import { summarise } from './lib';

interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, connections: number, durationSeconds: number): Promise<LoadResult> {
  const samples: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: durationSeconds }, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
  const latency = summarise(samples);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: latency.p50,
    p95: latency.p95,
    p99: latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export async function benchPages({ connections, duration }: { connections: number; duration: number }) {
  const stack = await startTestStack({ purpose: 'bench_pages', storefront: true });
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pointe-bench-'));
  const report: Record<string, { stack: LoadResult; staticFile: LoadResult; ratio: number }> = {};
  try {
    for (const [name, pagePath] of [
      ['home', '/'],
      ['product', '/product/etude-pointe-shoes'],
    ] as const) {
      const url = `${stack.storefrontUrl}${pagePath}`;
      const html = await fetch(url).then((response) => response.text());
      const file = path.join(directory, `${name}.html`);
      await writeFile(file, html);
      const port = await freePort();
      const server = spawnServer('static', process.execPath, [path.join(import.meta.dirname, 'static-server.mjs'), file, String(port)], {
        cwd: directory,
        env: process.env,
        output: 'buffer',
      });
      try {
        await waitForUrl(`http://127.0.0.1:${port}/`, { child: server.child });
        await load(url, connections, 2); // warm-up
        const full = await load(url, connections, duration);
        const baseline = await load(`http://127.0.0.1:${port}/`, connections, duration);
        report[name] = { stack: full, staticFile: baseline, ratio: Math.round((full.requestsPerSecond / baseline.requestsPerSecond) * 1000) / 10 };
      } finally {
        await server.stop();
      }
    }
    return { connections, durationSeconds: duration, pages: report };
  } finally {
    await stack.stop();
  }
}
