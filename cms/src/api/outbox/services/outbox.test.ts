import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxSettings, retryDelayMs } from './outbox';

describe('the outbox retry delays', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('doubles from OUTBOX_RETRY_SECONDS after each failed attempt, up to OUTBOX_RETRY_MAX_SECONDS', () => {
    const settings = { retrySeconds: 30, maxRetrySeconds: 3600 };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempts) => retryDelayMs(attempts, settings) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(retryDelayMs(3, { retrySeconds: 1, maxRetrySeconds: 2 })).toBe(2000);
  });

  it('defaults to 8 attempts over about an hour, polls every 5 s, gathers 50 ms, and reads its settings from the environment', () => {
    expect(outboxSettings()).toEqual({ maxAttempts: 8, retrySeconds: 30, maxRetrySeconds: 3600, pollSeconds: 5, batch: 20, gatherMs: 50 });
    // Seven waits before the eighth and last attempt: 30 s × (2^7 − 1), a bit over an hour of mail server down time.
    const total = [1, 2, 3, 4, 5, 6, 7].reduce((sum, attempts) => sum + retryDelayMs(attempts, outboxSettings()), 0);
    expect(total / 1000).toBe(3810);
    vi.stubEnv('OUTBOX_MAX_ATTEMPTS', '3');
    vi.stubEnv('OUTBOX_POLL_SECONDS', 'soon');
    vi.stubEnv('OUTBOX_GATHER_MS', '200');
    expect(outboxSettings()).toMatchObject({ maxAttempts: 3, pollSeconds: 5, gatherMs: 200 });
  });
});
