import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulShutdown } from '../../server/shutdown.js';
import { listen, request, type Listening } from './server-helpers/listen.js';

describe('gracefulShutdown', () => {
  let running: Listening | undefined;
  afterEach(async () => {
    if (running?.server.listening) await running.close();
    running = undefined;
  });

  /** A server whose /slow answer takes `slowMs`; `exits` collects the exit codes asked for. */
  async function serverWith(slowMs: number, graceMs: number) {
    const exits: number[] = [];
    running = await listen((req, res) => {
      if (req.url === '/slow') setTimeout(() => res.end('finished'), slowMs);
      else res.end('quick');
    });
    const shutdown = gracefulShutdown(running.server, { graceMs, exit: (code) => exits.push(code) });
    return { url: running.url, shutdown, exits, server: running.server };
  }
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('lets the request under way finish, takes no new connection, then exits 0', async () => {
    const { url, shutdown, exits } = await serverWith(200, 5_000);
    // An idle keep-alive connection must not hold the server open.
    const agent = new http.Agent({ keepAlive: true });
    await new Promise((resolve) => http.get(`${url}/`, { agent }, (res) => res.resume().on('end', resolve)));
    const underWay = request(`${url}/slow`);
    await wait(50);
    shutdown();
    shutdown(); // a second signal (Ctrl+C reaches the whole process group, then npm start sends SIGTERM) changes nothing
    await expect(request(`${url}/`)).rejects.toThrow(/ECONNREFUSED/);
    const answer = await underWay;
    expect(answer.body.toString()).toBe('finished');
    await wait(50);
    expect(exits).toEqual([0]);
    agent.destroy();
  });

  it('cuts what is still busy after the grace period and exits 1', async () => {
    const { url, shutdown, exits } = await serverWith(5_000, 150);
    const underWay = request(`${url}/slow`);
    await wait(50);
    shutdown();
    await expect(underWay).rejects.toThrow(/socket hang up|ECONNRESET/);
    await wait(50);
    expect(exits).toEqual([1]);
  });
});
