import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeSharedRedis } from '../utils/redis';
import type { KnownUser } from './authenticate';
import { SignedInUsers } from './signed-in-users';

/** Against the machine's Redis, under a prefix of this run's own (other runs share this Redis). */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `pointe-test:users:${Date.now()}-${randomBytes(4).toString('hex')}:`;
const log = { warn: vi.fn(), info: vi.fn() };
const user = (tokenVersion: number): KnownUser => ({
  user: { id: 7, documentId: 'd7', name: 'Mona', email: 'mona@example.com', isAdmin: false, tokenVersion, blocked: false },
  endedSessions: new Set(),
});

// Generous: a loaded CI machine can starve the event loop for seconds.
const eventually = async (check: () => Promise<boolean>, timeoutMs = 8000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('signed-in users across processes (Redis)', () => {
  const saved = { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX };
  Object.assign(process.env, { REDIS_URL, REDIS_KEY_PREFIX: PREFIX });
  const env = { REDIS_URL, REDIS_KEY_PREFIX: PREFIX };
  const here = new SignedInUsers(log, env);
  const there = new SignedInUsers(log, env);

  afterAll(async () => {
    here.close();
    there.close();
    await closeSharedRedis();
    Object.assign(process.env, saved);
  });

  it('a user write committed in one process empties the other one', async () => {
    let version = 0;
    const load = vi.fn(async () => user(version));
    // Once subscribed, `there` keeps the row: two reads, one load.
    await eventually(async () => {
      load.mockClear();
      await there.user(7, load);
      await there.user(7, load);
      return load.mock.calls.length === 1;
    });
    version = 1;
    here.changed();
    here.committed();
    await eventually(async () => (await there.user(7, load))?.user.tokenVersion === 1);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
