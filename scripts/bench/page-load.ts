/** One page under autocannon: req/s and latency percentiles (the pages and cluster benchmarks). */
import autocannon from 'autocannon';
import { summarise } from './lib';

export interface PageLoad {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** `connections` clients asking for `url` for `seconds`, with the `cookie` header when given. */
export async function pageLoad(url: string, connections: number, seconds: number, cookie?: string): Promise<PageLoad> {
  const samples: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers: cookie ? { cookie } : {} }, (error, finished) =>
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
