import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import express from 'express';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueChangedEndpoint, followCatalogueOnRedis, secretMatches } from '../../server/catalogue-events.js';
import { refuseCrossSiteRequests } from '../../server/csrf.js';
import { listen, request, type Listening } from './server-helpers/listen.js';

const PATH = '/internal/catalogue-changed';
const SECRET = 'the-shared-secret';

describe('secretMatches', () => {
  it('accepts only the exact secret, whatever the lengths', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches('the-shared-secreT', SECRET)).toBe(false);
    expect(secretMatches('the-shared', SECRET)).toBe(false);
    expect(secretMatches(`${SECRET}x`, SECRET)).toBe(false);
    expect(secretMatches(undefined, SECRET)).toBe(false);
    expect(secretMatches('', SECRET)).toBe(false);
    expect(secretMatches('', '')).toBe(false);
  });
});

describe('the internal catalogue-changed endpoint', () => {
  let running: Listening;
  let unconfigured: Listening;
  const clear = vi.fn();
  const app = (secret: string | undefined) => {
    // As in server/index.ts: before the CSRF check, then everything else (here: a page that says so).
    const shop = express();
    shop.all(PATH, catalogueChangedEndpoint(secret, clear));
    shop.use(refuseCrossSiteRequests('https://shop.example'));
    shop.all('*', (_req, res) => res.type('html').send('<h1>Page Not Found</h1>'));
    return shop;
  };
  beforeAll(async () => {
    running = await listen(app(SECRET));
    unconfigured = await listen(app(undefined));
  });
  afterAll(async () => {
    await running.close();
    await unconfigured.close();
  });

  it('empties the caches for a POST with the secret, from no browser page (no Origin), and is never cached', async () => {
    clear.mockClear();
    const answer = await request(`${running.url}${PATH}`, { method: 'POST', headers: { 'x-catalogue-secret': SECRET } });
    expect(answer.status).toBe(204);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(clear).toHaveBeenCalledOnce();
  });

  it('answers a wrong or missing secret, another method, or no configured secret with a plain 404, not a page', async () => {
    clear.mockClear();
    const attempts = [
      request(`${running.url}${PATH}`, { method: 'POST', headers: { 'x-catalogue-secret': 'guess' } }),
      request(`${running.url}${PATH}`, { method: 'POST' }),
      request(`${running.url}${PATH}`, { method: 'GET', headers: { 'x-catalogue-secret': SECRET } }),
      request(`${unconfigured.url}${PATH}`, { method: 'POST', headers: { 'x-catalogue-secret': '' } }),
      request(`${unconfigured.url}${PATH}`, { method: 'POST', headers: { 'x-catalogue-secret': SECRET } }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^text\/plain/);
      expect(answer.body.toString()).toBe('Not Found');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(clear).not.toHaveBeenCalled();
  });
});

/** A Redis of this test's own (it is stopped and started again: the machine's Redis is shared), on a free port. */
let PORT = 0;
const freePort = async () => {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  return port;
};
const startRedis = async (): Promise<ChildProcess> => {
  const server = spawn('redis-server', ['--port', String(PORT), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 5000;
  while (!output.includes('Ready to accept connections')) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`redis-server did not start on ${PORT}: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return server;
};
const stopRedis = async (server: ChildProcess) => {
  if (server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
};
const eventually = async (check: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('following catalogue changes on Redis', () => {
  let server: ChildProcess;
  beforeAll(async () => {
    PORT = await freePort();
    server = await startRedis();
  }, 15_000);
  afterAll(async () => stopRedis(server));

  it('clears on each announcement, and again after Redis comes back (messages sent meanwhile were lost); logs the outage once', async () => {
    const clear = vi.fn();
    const log = { warn: vi.fn(), info: vi.fn() };
    const channel = 'pointe-test:catalogue-changed';
    const follower = followCatalogueOnRedis(`redis://127.0.0.1:${PORT}`, channel, clear, log);
    try {
      await eventually(() => clear.mock.calls.length === 1); // connected and subscribed: one full clear
      const publisher = new Redis(`redis://127.0.0.1:${PORT}`, { maxRetriesPerRequest: 0 });
      expect(await publisher.publish(channel, '1')).toBe(1);
      await eventually(() => clear.mock.calls.length === 2);
      publisher.disconnect();

      await stopRedis(server);
      await eventually(() => log.warn.mock.calls.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 500)); // several failed reconnections
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(clear).toHaveBeenCalledTimes(2);

      server = await startRedis();
      await eventually(() => clear.mock.calls.length === 3);
      expect(log.info).toHaveBeenCalledOnce();
      const again = new Redis(`redis://127.0.0.1:${PORT}`, { maxRetriesPerRequest: 0 });
      expect(await again.publish(channel, '2')).toBe(1); // subscribed again
      await eventually(() => clear.mock.calls.length === 4);
      again.disconnect();
    } finally {
      follower.close();
    }
  }, 30_000);

  it('starts without Redis, logs it once, and does not throw', async () => {
    const log = { warn: vi.fn(), info: vi.fn() };
    const follower = followCatalogueOnRedis('redis://127.0.0.1:1', 'c', vi.fn(), log);
    await eventually(() => log.warn.mock.calls.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(log.warn).toHaveBeenCalledTimes(1);
    follower.close();
  }, 15_000);
});
