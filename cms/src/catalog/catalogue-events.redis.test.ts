import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { SUBSCRIBER_OPTIONS } from '@pointe/config';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchCounts } from '../api/product/services/search-counts';
import { closeSharedRedis } from '../utils/redis';
import { createCatalogueEvents, type CatalogueEvents } from './catalogue-events';

/** Against the machine's Redis, on a channel of this run's own (other runs share this Redis). */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `pointe-test:catalogue:${Date.now()}-${randomBytes(4).toString('hex')}:`;
const CHANNEL = `${PREFIX}catalogue-changed`;

// Generous: a loaded CI machine can starve the event loop for seconds.
const eventually = async (check: () => Promise<boolean> | boolean, timeoutMs = 8000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('catalogue events on Redis', () => {
  const saved = { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX };
  let events: CatalogueEvents;
  let listener: Redis;
  let publisher: Redis;
  const heard: string[] = [];

  beforeAll(async () => {
    Object.assign(process.env, { REDIS_URL, REDIS_KEY_PREFIX: PREFIX });
    // The test's own subscriber is made as the code's are (SUBSCRIBER_OPTIONS: no ready check, whose INFO
    // a connection already in subscriber mode refuses), listens for errors (an error is the test's
    // failure, never an unhandled event) and subscribes once it is ready.
    listener = new Redis(REDIS_URL, SUBSCRIBER_OPTIONS);
    publisher = new Redis(REDIS_URL);
    const errors: Error[] = [];
    for (const connection of [listener, publisher]) connection.on('error', (error: Error) => errors.push(error));
    listener.on('message', (channel: string) => heard.push(channel));
    await once(listener, 'ready');
    await listener.subscribe(CHANNEL);
    expect(errors).toEqual([]);
    events = createCatalogueEvents({ warn: vi.fn(), info: vi.fn() }, process.env);
    // Its subscription is made: a message from elsewhere reaches it (it clears once on connecting, too).
    await eventually(async () => Number(((await publisher.pubsub('NUMSUB', CHANNEL)) as [string, number])[1]) === 2);
  }, 20_000);

  afterAll(async () => {
    await events.close();
    await closeSharedRedis();
    listener.disconnect();
    publisher.disconnect();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  // Each waits up to `eventually`'s 8 s: past vitest's default 5 s (CI timed one out there on 2026-11-29).
  it('publishes one message on the shop channel for a change', { timeout: 20_000 }, async () => {
    events.changed();
    await eventually(() => heard.length === 1);
    expect(heard).toEqual([CHANNEL]);
  });

  it("empties this process's search counts when another process announces a change", { timeout: 20_000 }, async () => {
    await searchCounts.get('redis-test', async () => 1);
    expect(await searchCounts.get('redis-test', async () => 2)).toBe(1);
    await publisher.publish(CHANNEL, 'from another CMS');
    await eventually(async () => (await searchCounts.get('redis-test', async () => 3)) === 3);
  });
});
