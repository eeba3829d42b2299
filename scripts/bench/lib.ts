/** Small measuring helpers for the benchmarks (no dependencies beyond Node). */

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarise(samplesMs: number[]): LatencySummary {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { count: sorted.length, p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), max: round(sorted.at(-1) ?? 0) };
}

/** Runs `task` `count` times across `clients` concurrent loops, timing each call. */
export async function timeCalls(count: number, clients: number, task: (index: number) => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        const started = performance.now();
        await task(index);
        samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
}

export function argValue(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}
