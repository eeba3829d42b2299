import { describe, expect, it } from 'vitest';
import { MemoryCache } from './memory-cache.js';

function manualClock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/** A load whose answer the test gives when it wants: for races with clear(). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('MemoryCache', () => {
  it('keeps at most `max` entries, dropping the least recently used', () => {
    const cache = new MemoryCache<string>({ max: 2 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A'); // a is now the most recently used
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('answers a fresh value, then reports it stale after ttlMs', () => {
    const clock = manualClock();
    const cache = new MemoryCache<string>({ max: 10, ttlMs: 100, clock });
    cache.set('page', 'html');
    expect(cache.lookup('page')).toEqual({ value: 'html', stale: false });
    clock.advance(101);
    expect(cache.get('page')).toBeUndefined();
    expect(cache.lookup('page')).toEqual({ value: 'html', stale: true });
    // Looking at a stale entry keeps it (the page microcache answers it while one request renders anew).
    expect(cache.lookup('page')).toEqual({ value: 'html', stale: true });
  });

  it('shares one load between concurrent callers', async () => {
    const cache = new MemoryCache<number>({ max: 10, ttlMs: 1000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return 42;
    };
    expect(await Promise.all([cache.fetch('k', load), cache.fetch('k', load), cache.fetch('k', load)])).toEqual([42, 42, 42]);
    expect(loads).toBe(1);
    expect(await cache.fetch('k', load)).toBe(42);
    expect(loads).toBe(1);
  });

  it('answers a stale value at once while one background load replaces it, within staleMs', async () => {
    const clock = manualClock();
    const cache = new MemoryCache<string>({ max: 10, ttlMs: 100, staleMs: 1000, clock });
    await cache.fetch('k', async () => 'old');
    clock.advance(200);
    const next = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return next.promise;
    };
    expect(await cache.fetch('k', load)).toBe('old');
    expect(await cache.fetch('k', load)).toBe('old');
    expect(loads).toBe(1);
    next.resolve('new');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.fetch('k', load)).toBe('new');
  });

  it('waits for a new value once the entry is older than staleMs', async () => {
    const clock = manualClock();
    const cache = new MemoryCache<string>({ max: 10, ttlMs: 100, staleMs: 1000, clock });
    await cache.fetch('k', async () => 'old');
    clock.advance(1500);
    expect(await cache.fetch('k', async () => 'new')).toBe('new');
  });

  it('keeps the stale value when a background load fails, and throws when there is none', async () => {
    const clock = manualClock();
    const cache = new MemoryCache<string>({ max: 10, ttlMs: 100, staleMs: 1000, clock });
    await expect(cache.fetch('missing', () => Promise.reject(new Error('CMS down')))).rejects.toThrow('CMS down');
    await cache.fetch('k', async () => 'old');
    clock.advance(200);
    expect(await cache.fetch('k', () => Promise.reject(new Error('CMS down')))).toBe('old');
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.lookup('k')?.value).toBe('old');
  });

  it('gives a value loaded across a clear() to its caller but does not keep it', async () => {
    const cache = new MemoryCache<string>({ max: 10, ttlMs: 1000 });
    const load = deferred<string>();
    const answer = cache.fetch('k', () => load.promise);
    const before = cache.generation;
    cache.clear();
    expect(cache.generation).toBe(before + 1);
    load.resolve('from before the change');
    expect(await answer).toBe('from before the change');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.fetch('k', async () => 'after the change')).toBe('after the change');
  });

  it('does the same for an entry deleted while it loads', async () => {
    const cache = new MemoryCache<string>({ max: 10 });
    const load = deferred<string>();
    const answer = cache.fetch('product:x', () => load.promise);
    cache.deleteWhere((key) => key.startsWith('product:'));
    load.resolve('old stock');
    expect(await answer).toBe('old stock');
    expect(cache.get('product:x')).toBeUndefined();
  });

  it('refuses to store what was made in an older generation', () => {
    const cache = new MemoryCache<string>({ max: 10 });
    const renderedIn = cache.generation;
    cache.clear();
    cache.set('page', 'old price', renderedIn);
    expect(cache.get('page')).toBeUndefined();
    cache.set('page', 'new price');
    expect(cache.get('page')).toBe('new price');
  });
});
