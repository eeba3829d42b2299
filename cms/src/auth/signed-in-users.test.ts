import { describe, expect, it, vi } from 'vitest';
import type { KnownUser } from './authenticate';
import { SignedInUsers, userCacheSeconds } from './signed-in-users';

const log = { warn: vi.fn(), info: vi.fn() };
const user = (tokenVersion: number): KnownUser => ({
  user: { id: 7, documentId: 'd7', name: 'Mona', email: 'mona@example.com', isAdmin: false, tokenVersion, blocked: false },
  endedSessions: new Set(),
});

describe('signed-in users in memory', () => {
  it('reads a user once, until a user write empties the cache', async () => {
    const users = new SignedInUsers(log, {});
    let version = 0;
    const load = vi.fn(async () => user(version));
    expect((await users.user(7, load))?.user.tokenVersion).toBe(0);
    expect((await users.user(7, load))?.user.tokenVersion).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
    version = 1;
    users.changed();
    expect((await users.user(7, load))?.user.tokenVersion).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a row read while a user write happened (the old version is answered once, then read again)', async () => {
    const users = new SignedInUsers(log, {});
    let finish!: (value: KnownUser) => void;
    const slow = () => new Promise<KnownUser>((resolve) => (finish = resolve));
    const reading = users.user(7, slow);
    users.changed();
    finish(user(0));
    expect((await reading)?.user.tokenVersion).toBe(0);
    const load = vi.fn(async () => user(1));
    expect((await users.user(7, load))?.user.tokenVersion).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never keeps an unknown user, and reads every time when turned off', async () => {
    const users = new SignedInUsers(log, {});
    const missing = vi.fn(async () => null);
    await users.user(8, missing);
    await users.user(8, missing);
    expect(missing).toHaveBeenCalledTimes(2);
    const off = new SignedInUsers(log, { USER_CACHE_SECONDS: '0' });
    const load = vi.fn(async () => user(0));
    await off.user(7, load);
    await off.user(7, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with REDIS_URL, reads every time until subscribed (another process may have reset a password meanwhile)', async () => {
    // Port 1 refuses at once: never subscribed.
    const users = new SignedInUsers(log, { REDIS_URL: 'redis://127.0.0.1:1' });
    const load = vi.fn(async () => user(0));
    await users.user(7, load);
    await users.user(7, load);
    expect(load).toHaveBeenCalledTimes(2);
    users.close();
  });

  it('reads USER_CACHE_SECONDS, with 30 for nonsense', () => {
    expect(userCacheSeconds({})).toBe(30);
    expect(userCacheSeconds({ USER_CACHE_SECONDS: '5' })).toBe(5);
    expect(userCacheSeconds({ USER_CACHE_SECONDS: 'soon' })).toBe(30);
    expect(userCacheSeconds({ USER_CACHE_SECONDS: '-1' })).toBe(30);
  });
});
