import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows `limit` attempts per key and window, then refuses until the window ends', () => {
    const limiter = new RateLimiter(2, 60_000);
    expect(limiter.attempt('ip-1', 1_000)).toBe(true);
    expect(limiter.attempt('ip-1', 2_000)).toBe(true);
    expect(limiter.isOver('ip-1', 2_000)).toBe(true);
    expect(limiter.attempt('ip-1', 3_000)).toBe(false);
    // Another key has its own count.
    expect(limiter.attempt('ip-2', 3_000)).toBe(true);
    // The window opened at 1,000 ms ends at 61,000 ms.
    expect(limiter.attempt('ip-1', 60_999)).toBe(false);
    expect(limiter.attempt('ip-1', 61_000)).toBe(true);
    expect(limiter.isOver('ip-1', 61_000)).toBe(false);
  });
});
