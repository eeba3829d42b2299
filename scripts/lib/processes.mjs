// Starting the two servers and waiting for them: shared by `npm start` and the test suites.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './env.mjs';

const STRAPI_BIN = path.join(ROOT, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

/** Polls a URL until it answers below 500, or throws after `timeoutMs`. */
export async function waitForUrl(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Spawns a server process. `output: 'inherit'` shows its log; 'buffer' keeps the last lines
 * (printed if it fails to start) so test output stays readable.
 */
export function spawnServer(name, command, args, { cwd, env, output = 'inherit', onOutput }) {
  const child = spawn(command, args, { cwd, env, stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  if (output !== 'inherit') {
    const keep = (chunk) => {
      onOutput?.(String(chunk));
      lines.push(...String(chunk).split('\n'));
      if (lines.length > 200) lines.splice(0, lines.length - 200);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
  }
  return {
    name,
    child,
    log: () => lines.join('\n'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The Node that runs the shop's servers: `SERVERS_NODE` (a path to a `node` binary), else the one running
 * this script. CI runs the end-to-end suite's servers on the newest supported Node this way while the test
 * runner stays on the machine's.
 */
export const SERVERS_NODE = process.env.SERVERS_NODE || process.execPath;

/**
 * Production starts cms/server.mjs (Strapi without its command line, which slows every request: see there); --dev runs `strapi develop`.
 * `nodeArgs` go to Node before the script (the soak's `--trace-gc`); `onOutput` sees its output as it comes (with `output: 'buffer'`).
 */
export function startCms({ env, port, output, develop = false, nodeArgs = [], onOutput }) {
  return spawnServer('cms', SERVERS_NODE, [...nodeArgs, ...(develop ? [STRAPI_BIN, 'develop'] : ['server.mjs'])], {
    cwd: path.join(ROOT, 'cms'),
    env: { ...env, PORT: String(port), STRAPI_TELEMETRY_DISABLED: 'true', BROWSER: 'none' },
    output,
    onOutput,
  });
}

/** Production runs the compiled server (`npm run build` writes build/http/); --dev runs its TypeScript source with tsx. */
export function startStorefront({ env, port, output, develop = false }) {
  const args = develop ? ['--import', 'tsx', 'server/index.ts', '--dev'] : ['build/http/index.js'];
  return spawnServer('storefront', SERVERS_NODE, args, {
    cwd: path.join(ROOT, 'storefront'),
    env: { ...env, PORT: String(port), NODE_ENV: develop ? 'development' : 'production' },
    output,
  });
}
