import http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gracefulShutdown } from '../../server/shutdown.js';
import { listen, request, type Listening } from './server-helpers/listen.js';

describe('gracefulShutdown', () => {
  let running: Listening | undefined;
  afterEach(async () => {
    if (running?.server.listening) await running.close();
    running = undefined;
  });

  /**
   * A server whose /slow answer takes `slowMs` (`slowArrived` resolves when it has the request);
   * `exits` collects the exit codes asked for.
   */
  async function serverWith(slowMs: number, graceMs: number) {
    const exits: number[] = [];
    let arrived: () => void = () => undefined;
    const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
    running = await listen((req, res) => {
      if (req.url !== '/slow') return res.end('quick');
      arrived();
      setTimeout(() => res.end('finished'), slowMs);
    });
    const shutdown = gracefulShutdown(running.server, { graceMs, exit: (code) => exits.push(code) });
    return { url: running.url, shutdown, exits, slowArrived };
  }

  it('lets the request under way finish, takes no new connection, then exits 0', async () => {
    const { url, shutdown, exits, slowArrived } = await serverWith(300, 5_000);
    // An idle keep-alive connection must not hold the server open.
    const agent = new http.Agent({ keepAlive: true });
    await new Promise((resolve) => http.get(`${url}/`, { agent }, (res) => res.resume().on('end', resolve)));
    const underWay = request(`${url}/slow`);
    await slowArrived;
    shutdown();
    shutdown(); // a second signal (Ctrl+C reaches the whole process group, then npm start sends SIGTERM) changes nothing
    await expect(request(`${url}/`)).rejects.toThrow(/ECONNREFUSED/);
    expect(exits).toEqual([]);
    const answer = await underWay;
    expect(answer.body.toString()).toBe('finished');
    await vi.waitFor(() => expect(exits).toEqual([0]));
    agent.destroy();
  });

  it('cuts what is still busy after the grace period and exits 1', async () => {
    const { url, shutdown, exits, slowArrived } = await serverWith(10_000, 150);
    const underWay = request(`${url}/slow`);
    await slowArrived;
    shutdown();
    await expect(underWay).rejects.toThrow(/socket hang up|ECONNRESET/);
    await vi.waitFor(() => expect(exits).toEqual([1]));
    // The close that follows the cut does not ask for a second exit.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exits).toEqual([1]);
  });
});
