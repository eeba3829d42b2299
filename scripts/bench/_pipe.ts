import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { startTestStack } from '../lib/test-stack';

const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const stack = await startTestStack({ purpose: 'bench_pipe' });
try {
  for (const [title, path, method] of [['404 /api', '/api/nothing-here', 'GET'], ['health', '/_health', 'GET'], ['404 /api', '/api/nothing-here', 'GET'], ['orders/mine no token', '/api/orders/mine', 'GET'], ['POST orders no token', '/api/orders', 'POST']] as const) {
    const before = cpuMs(stack.cmsPid());
    const result = await autocannon({ url: `${stack.cmsUrl}${path}`, method, connections: 16, duration: 8, ...(method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}) });
    const used = cpuMs(stack.cmsPid()) - before;
    console.log(title, 'req/s', result.requests.average, 'cpu ms/req', (used / result.requests.total).toFixed(3), 'status', JSON.stringify(result.statusCodeStats ?? {}));
  }
} finally {
  await stack.stop();
}
