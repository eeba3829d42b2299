import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { catalogueChannel, followCatalogueChanges, redisKeyPrefix } from './catalogue-events';

/** Stands in for an ioredis client: the test emits its events, and answers or refuses its SUBSCRIBEs. */
class FakeSubscriber extends EventEmitter {
  readonly subscribed: string[] = [];
  refuse = false;
  subscribe(channel: string): Promise<unknown> {
    this.subscribed.push(channel);
    return this.refuse ? Promise.reject(new Error('Connection is closed.')) : Promise.resolve(1);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const logger = () => ({ warn: vi.fn(), info: vi.fn() });

describe('the channel', () => {
  it('lives under the shop key prefix: REDIS_KEY_PREFIX, else one from the database name', () => {
    expect(redisKeyPrefix({ REDIS_KEY_PREFIX: 'shop-a:' })).toBe('shop-a:');
    expect(redisKeyPrefix({ DATABASE_NAME: 'pointe_prod' })).toBe('pointe:pointe_prod:');
    expect(redisKeyPrefix({})).toBe('pointe:pointe:');
    expect(catalogueChannel({ REDIS_KEY_PREFIX: 'shop-a:' })).toBe('shop-a:catalogue-changed');
  });
});

describe('followCatalogueChanges', () => {
  it('clears on every message on its channel, not on other channels', async () => {
    const subscriber = new FakeSubscriber();
    const clear = vi.fn();
    followCatalogueChanges(subscriber, 'p:catalogue-changed', clear, logger(), 'test');
    subscriber.emit('message', 'p:catalogue-changed', '1');
    subscriber.emit('message', 'p:catalogue-changed', '2');
    subscriber.emit('message', 'other:catalogue-changed', '3');
    expect(clear).toHaveBeenCalledTimes(2);
  });

  it('subscribes on every (re)connection and clears once the subscription is answered, since messages sent meanwhile are lost', async () => {
    const subscriber = new FakeSubscriber();
    const clear = vi.fn();
    followCatalogueChanges(subscriber, 'p:catalogue-changed', clear, logger(), 'test');
    subscriber.emit('ready');
    expect(clear).not.toHaveBeenCalled(); // not before the subscription holds
    await settle();
    expect(subscriber.subscribed).toEqual(['p:catalogue-changed']);
    expect(clear).toHaveBeenCalledTimes(1);
    subscriber.emit('ready');
    await settle();
    expect(subscriber.subscribed).toHaveLength(2);
    expect(clear).toHaveBeenCalledTimes(2);
  });

  it('does not clear when the connection drops before the subscription is answered (the next connection will)', async () => {
    const subscriber = new FakeSubscriber();
    const clear = vi.fn();
    followCatalogueChanges(subscriber, 'c', clear, logger(), 'test');
    subscriber.refuse = true;
    subscriber.emit('ready');
    await settle();
    expect(clear).not.toHaveBeenCalled();
  });

  it('logs an outage once, and its end once', async () => {
    const subscriber = new FakeSubscriber();
    const log = logger();
    followCatalogueChanges(subscriber, 'c', vi.fn(), log, 'this storefront process');
    for (let attempt = 0; attempt < 5; attempt += 1) subscriber.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/ECONNREFUSED.*this storefront process misses catalogue changes/);
    subscriber.emit('ready');
    await settle();
    expect(log.info).toHaveBeenCalledTimes(1);
    subscriber.emit('ready');
    await settle();
    expect(log.info).toHaveBeenCalledTimes(1);
    subscriber.emit('error', new Error('again'));
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});
