/**
 * Sign-in under load: POST /api/users/signin on the real CMS (PostgreSQL), the demo shopper, from
 * several concurrent clients. bcrypt (cost 10) dominates; the rate limits are raised for the run.
 * Beside the storm, one client reads a product list (`GET /api/products`) again and again: its
 * latency with and without the storm says whether sign-ins stall everyone else (issue 24).
 */
import { startTestStack } from '../lib/test-stack';
import { summarise, timeCalls } from './lib';

export async function benchSignin({ requests, clients }: { requests: number; clients: number }) {
  const stack = await startTestStack({
    purpose: 'bench_signin',
    env: { AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_EMAIL: '1000000' },
  });
  try {
    const signIn = async () => {
      const response = await fetch(`${stack.cmsUrl}/api/users/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'shopper@pointe.test', password: 'pointe-shopper-2026' }),
      });
      if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
      await response.arrayBuffer();
    };
    const readProducts = async () => {
      const response = await fetch(`${stack.cmsUrl}/api/products?pageNumber=1`);
      if (response.status !== 200) throw new Error(`the product list answered ${response.status}`);
      await response.arrayBuffer();
    };
    await timeCalls(10, 2, signIn); // warm-up
    await timeCalls(50, 1, readProducts);
    const pageAlone = summarise(await timeCalls(200, 1, readProducts));

    const started = performance.now();
    let storming = true;
    const pageSamples: number[] = [];
    const probe = (async () => {
      while (storming) {
        const probeStarted = performance.now();
        await readProducts();
        pageSamples.push(performance.now() - probeStarted);
      }
    })();
    const samples = await timeCalls(requests, clients, signIn);
    const seconds = (performance.now() - started) / 1000;
    storming = false;
    await probe;
    return {
      clients,
      perSecond: Math.round((requests / seconds) * 10) / 10,
      latency: summarise(samples),
      productList: { alone: pageAlone, duringSignins: summarise(pageSamples) },
    };
  } finally {
    await stack.stop();
  }
}
