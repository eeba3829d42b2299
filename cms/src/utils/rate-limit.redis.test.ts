import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimiter } from './rate-limit';
import { RedisConnection, type RedisLogger } from './redis';

/**
 * Against the real Redis every machine (and CI) runs at 127.0.0.1:6379. Each run uses its own key
 * prefix and deletes only its own keys: other runs and the lead's benchmarks share this Redis.
 */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `pointe-test:rate-limit:${Date.now()}-${randomBytes(4).toString('hex')}:`;
// Port 1 is closed: connections are refused at once, like a Redis that is down.
const DEAD_REDIS_URL = 'redis://127.0.0.1:1';

const quietLogger = (): RedisLogger & { warn: ReturnType<typeof vi.fn>; info: ReturnType<typeof vi.fn> } => ({
  warn: vi.fn(),
  info: vi.fn(),
});

const opened: RedisConnection[] = [];
function connect(url: string, logger: RedisLogger = quietLogger(), keyPrefix = PREFIX): RedisConnection {
  const connection = new RedisConnection(url, { keyPrefix, logger });
  opened.push(connection);
  return connection;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((connection) => connection.close()));
});

afterAll(async () => {
  const cleaner = new RedisConnection(REDIS_URL, { keyPrefix: PREFIX, logger: quietLogger() });
  try {
    expect(await cleaner.usable()).toBe(true);
    // SCAN, not KEYS: never block a Redis that others use.
    let cursor = '0';
    do {
      const [next, keys] = await cleaner.client.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 1000);
      if (keys.length > 0) await cleaner.client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await cleaner.close();
  }
});

describe('RateLimiter on Redis', () => {
  it('counts the attempts of two processes together', async () => {
    // Two limiters on two connections: what two CMS processes behind the load balancer have.
    const first = new RateLimiter({ name: 'shared', limit: 3, windowSeconds: 60 }, connect(REDIS_URL));
    const second = new RateLimiter({ name: 'shared', limit: 3, windowSeconds: 60 }, connect(REDIS_URL));

    expect(await first.attempt('ip-1')).toBe(true);
    expect(await second.attempt('ip-1')).toBe(true);
    expect(await second.isOver('ip-1')).toBe(false);
    expect(await first.attempt('ip-1')).toBe(true);
    expect(await first.isOver('ip-1')).toBe(true);
    expect(await second.isOver('ip-1')).toBe(true);
    // The fourth attempt, whichever process gets it, is refused.
    expect(await second.attempt('ip-1')).toBe(false);
    expect(await first.attempt('ip-1')).toBe(false);
    // Other keys and other limiters have their own counts.
    expect(await second.attempt('ip-2')).toBe(true);
    const other = new RateLimiter({ name: 'other', limit: 3, windowSeconds: 60 }, connect(REDIS_URL));
    expect(await other.isOver('ip-1')).toBe(false);
    expect(await other.attempt('ip-1')).toBe(true);

    // The counter lives in Redis under this shop's prefix, and ends with its window.
    const reader = connect(REDIS_URL);
    expect(await reader.usable()).toBe(true);
    expect(await reader.client.get(`${PREFIX}rate:shared:ip-1`)).toBe('5');
    const ttl = await reader.client.pttl(`${PREFIX}rate:shared:ip-1`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('keeps two shops (key prefixes) on one Redis apart', async () => {
    const shopA = new RateLimiter({ name: 'apart', limit: 1, windowSeconds: 60 }, connect(REDIS_URL));
    const shopB = new RateLimiter({ name: 'apart', limit: 1, windowSeconds: 60 }, connect(REDIS_URL, quietLogger(), `${PREFIX}other-shop:`));
    expect(await shopA.attempt('ip-1')).toBe(true);
    expect(await shopB.attempt('ip-1')).toBe(true);
    expect(await shopA.attempt('ip-1')).toBe(false);
  });

  it('falls back to memory at once when Redis is down, and warns once', async () => {
    const logger = quietLogger();
    const connection = connect(DEAD_REDIS_URL, logger);
    const limiter = new RateLimiter({ name: 'fallback', limit: 3, windowSeconds: 60 }, connection);

    const answers: boolean[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const started = performance.now();
      answers.push(await limiter.attempt('ip-1'));
      // Never waiting on Redis: well under its 1 s connect timeout, even on a busy CI machine (129 ms seen there).
      expect(performance.now() - started).toBeLessThan(500);
    }
    expect(answers).toEqual([true, true, true, false, false]);
    const started = performance.now();
    expect(await limiter.isOver('ip-1')).toBe(true);
    expect(await limiter.isOver('ip-2')).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);

    // Let it fail a few reconnections: still one warning for the whole outage.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await limiter.attempt('ip-2')).toBe(true);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toMatch(/Redis at 127\.0\.0\.1:1 is unreachable \(.*ECONNREFUSED.*\).*memory/);
    expect(logger.info).not.toHaveBeenCalled();
  });

  it('warns once more only after Redis came back and went away again', async () => {
    const logger = quietLogger();
    const connection = connect(REDIS_URL, logger);
    const limiter = new RateLimiter({ name: 'outage', limit: 3, windowSeconds: 60 }, connection);
    expect(await limiter.attempt('ip-1')).toBe(true);
    expect(logger.warn).not.toHaveBeenCalled();

    // The server drops this connection (only this one: other runs share the server).
    const id = await connection.client.client('ID');
    await connection.client.client('KILL', 'ID', String(id), 'SKIPME', 'no');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await limiter.attempt('ip-1')).toBe(true);
    expect(await limiter.attempt('ip-1')).toBe(true);
    expect(logger.warn).toHaveBeenCalledTimes(1);

    // ioredis reconnects by itself; the counts are shared again and the return is logged.
    await vi.waitFor(() => expect(connection.client.status).toBe('ready'), { timeout: 3000 });
    expect(await limiter.attempt('ip-1')).toBe(true);
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(logger.info.mock.calls[0]?.[0]).toMatch(/reachable again/);
    // Two attempts went to Redis; the two made during the outage were counted in memory only.
    expect(await connection.client.get(`${PREFIX}rate:outage:ip-1`)).toBe('2');
  });
});
