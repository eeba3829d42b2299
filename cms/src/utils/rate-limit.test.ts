import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter in memory (no Redis)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows `limit` attempts per key and window, then refuses until the window ends', async () => {
    const limiter = new RateLimiter({ name: 'test', limit: 2, windowSeconds: 60 }, null);
    vi.setSystemTime(1_000);
    expect(await limiter.attempt('ip-1')).toBe(true);
    vi.setSystemTime(2_000);
    expect(await limiter.isOver('ip-1')).toBe(false);
    expect(await limiter.attempt('ip-1')).toBe(true);
    expect(await limiter.isOver('ip-1')).toBe(true);
    vi.setSystemTime(3_000);
    expect(await limiter.attempt('ip-1')).toBe(false);
    // Another key has its own count.
    expect(await limiter.attempt('ip-2')).toBe(true);
    expect(await limiter.isOver('ip-2')).toBe(false);
    // The window opened at 1,000 ms ends at 61,000 ms.
    vi.setSystemTime(60_999);
    expect(await limiter.attempt('ip-1')).toBe(false);
    vi.setSystemTime(61_000);
    expect(await limiter.isOver('ip-1')).toBe(false);
    expect(await limiter.attempt('ip-1')).toBe(true);
  });

  it('keeps the counters of two limiters apart', async () => {
    const perIp = new RateLimiter({ name: 'per-ip', limit: 1, windowSeconds: 60 }, null);
    const perEmail = new RateLimiter({ name: 'per-email', limit: 1, windowSeconds: 60 }, null);
    expect(await perIp.attempt('same-key')).toBe(true);
    expect(await perEmail.attempt('same-key')).toBe(true);
    expect(await perIp.attempt('same-key')).toBe(false);
  });
});
