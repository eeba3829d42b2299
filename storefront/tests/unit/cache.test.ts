import { describe, expect, it, vi } from 'vitest';
import { ReadCache } from '~/lib/cache.server';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ReadCache', () => {
  it('loads once while fresh, even for concurrent readers', async () => {
    const cache = new ReadCache(1000, 10_000);
    const load = vi.fn(async () => 'v1');
    const answers = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(answers).toEqual(['v1', 'v1', 'v1']);
    expect(await cache.get('k', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the stale value at once and refreshes it in the background, once', async () => {
    const cache = new ReadCache(1000, 10_000);
    await cache.get('k', async () => 'old');
    let finish: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const later = Date.now() + 2000;
    expect(await cache.get('k', load, later)).toBe('old');
    expect(await cache.get('k', load, later)).toBe('old');
    expect(load).toHaveBeenCalledTimes(1);
    finish('new');
    await tick();
    expect(await cache.get('k', load)).toBe('new');
  });

  it('waits for a reload once a value is too old to serve', async () => {
    const cache = new ReadCache(1000, 5000);
    await cache.get('k', async () => 'old');
    expect(await cache.get('k', async () => 'new', Date.now() + 6000)).toBe('new');
  });

  it('forget() drops one entry and keeps the others', async () => {
    const cache = new ReadCache(1000, 10_000);
    await cache.get('product:a', async () => 'a1');
    await cache.get('product:b', async () => 'b1');
    cache.forget('product:a');
    expect(await cache.get('product:a', async () => 'a2')).toBe('a2');
    expect(await cache.get('product:b', async () => 'b2')).toBe('b1');
  });

  it('tells its forget listeners which entry was dropped', () => {
    const cache = new ReadCache(1000, 10_000);
    const forgotten: string[] = [];
    cache.onForget((key) => forgotten.push(key));
    cache.forget('product:a');
    expect(forgotten).toEqual(['product:a']);
  });

  it('never keeps a failure, and clear() forgets everything', async () => {
    const cache = new ReadCache(1000, 10_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('CMS down')))).rejects.toThrow('CMS down');
    expect(await cache.get('k', async () => 'back')).toBe('back');
    cache.clear();
    expect(await cache.get('k', async () => 'after clear')).toBe('after clear');
  });

  it('does not keep a load that began before a clear: it may carry the rows from before the change', async () => {
    const cache = new ReadCache(1000, 10_000);
    let finish: (value: string) => void = () => undefined;
    const before = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear(); // the change is announced while the CMS answers the old rows
    finish('old');
    expect(await before).toBe('old'); // its own caller still gets an answer
    const load = vi.fn(async () => 'new');
    expect(await cache.get('k', load)).toBe('new');
    expect(await cache.get('k', load)).toBe('new');
    expect(load).toHaveBeenCalledOnce();
  });

  it('with a TTL of 0, always loads', async () => {
    const cache = new ReadCache(0, 0);
    const load = vi.fn(async () => 'v');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
