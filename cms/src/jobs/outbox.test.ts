import type { Core } from '@strapi/strapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxSettings } from '../api/outbox/services/outbox';
import { startOutboxWorker, type OutboxWorker } from './outbox';

/**
 * The worker's timing (the sending itself is in cms/tests/api/outbox.test.ts): a write's wake-up
 * waits `gatherMs`, so the mails of a busy shop go out in a few passes, not one pass per order.
 */
const settings: OutboxSettings = { maxAttempts: 8, retrySeconds: 30, maxRetrySeconds: 3600, pollSeconds: 5, batch: 20, gatherMs: 50 };

let passes: number;
let due: number;
let finishPass: (() => void) | null;
let holdPasses: boolean;
let wake: () => void;
let worker: OutboxWorker;

const outbox = {
  sendDue: async (): Promise<number> => {
    passes += 1;
    if (holdPasses) await new Promise<void>((resolve) => (finishPass = resolve));
    const sent = Math.min(due, settings.batch);
    due -= sent;
    return sent;
  },
  prune: async () => {},
  onWrite: (callback: () => void) => {
    wake = callback;
  },
};
const strapi = { service: () => outbox, log: { warn: vi.fn() } } as unknown as Core.Strapi;

/** A committed write in this process: a mail more, and the worker woken. */
const write = () => {
  due += 1;
  wake();
};

beforeEach(async () => {
  vi.useFakeTimers();
  [passes, due, finishPass, holdPasses] = [0, 0, null, false];
  worker = startOutboxWorker(strapi, settings);
  // The pass at start, over mails written before it.
  await vi.advanceTimersByTimeAsync(0);
  passes = 0;
});

afterEach(async () => {
  await worker.stop();
  vi.useRealTimers();
});

describe('the outbox worker', () => {
  it('sends the mails of many writes within gatherMs in one pass, gatherMs after the first', async () => {
    for (let index = 0; index < 10; index += 1) write();
    await vi.advanceTimersByTimeAsync(49);
    expect(passes).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes).toBe(1);
    expect(due).toBe(0);
  });

  it('keeps passing while batches come back full', async () => {
    for (let index = 0; index < 45; index += 1) write();
    await vi.advanceTimersByTimeAsync(50);
    // 20, 20, then 5: a batch that was not full ends the pass.
    expect(passes).toBe(3);
    expect(due).toBe(0);
  });

  it('gathers what was written during a pass into one more pass, gatherMs after it ends', async () => {
    holdPasses = true;
    write();
    await vi.advanceTimersByTimeAsync(50);
    expect(passes).toBe(1);
    for (let index = 0; index < 5; index += 1) write();
    holdPasses = false;
    finishPass!();
    await vi.advanceTimersByTimeAsync(49);
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes).toBe(2);
    expect(due).toBe(0);
  });

  it('polls every pollSeconds when nothing wakes it, for the mails of other processes', async () => {
    due = 3;
    await vi.advanceTimersByTimeAsync(settings.pollSeconds * 1000);
    expect(passes).toBe(1);
    expect(due).toBe(0);
  });
});
