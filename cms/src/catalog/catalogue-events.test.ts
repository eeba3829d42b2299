import type { Core } from '@strapi/strapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchCounts } from '../api/product/services/search-counts';
import { COALESCE_MS, Coalescer, createCatalogueEvents, followCatalogueWrites, httpAnnouncer, type CatalogueEvents } from './catalogue-events';

const logger = () => ({ warn: vi.fn(), info: vi.fn() });

describe('Coalescer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces the first change at once and folds a burst into one more announcement at the end of the window', async () => {
    const announce = vi.fn(async () => undefined);
    const coalescer = new Coalescer(announce, COALESCE_MS);
    coalescer.changed();
    await vi.advanceTimersByTimeAsync(0);
    expect(announce).toHaveBeenCalledTimes(1);
    for (let write = 0; write < 50; write += 1) coalescer.changed(); // a seed
    await vi.advanceTimersByTimeAsync(COALESCE_MS - 1);
    expect(announce).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(announce).toHaveBeenCalledTimes(2);
    // The window after the trailing announcement is quiet: nothing more, and the next change goes at once.
    await vi.advanceTimersByTimeAsync(COALESCE_MS * 3);
    expect(announce).toHaveBeenCalledTimes(2);
    coalescer.changed();
    await vi.advanceTimersByTimeAsync(0);
    expect(announce).toHaveBeenCalledTimes(3);
  });

  it('keeps at most one announcement per window, well inside a second, under a steady stream of writes', async () => {
    const announce = vi.fn(async () => undefined);
    const coalescer = new Coalescer(announce, COALESCE_MS);
    const times: number[] = [];
    announce.mockImplementation(async () => void times.push(Date.now()));
    const start = Date.now();
    for (let ms = 0; ms < 1000; ms += 10) {
      coalescer.changed();
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(times.length).toBeLessThanOrEqual(1000 / COALESCE_MS + 1);
    // No write waits longer than one window for its announcement.
    const gaps = times.map((time, index) => time - (times[index - 1] ?? start));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(COALESCE_MS);
  });

  it('sends the change waiting for its window on flush (a script about to end), and waits for it', async () => {
    let finish = () => {};
    const announce = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const coalescer = new Coalescer(announce, COALESCE_MS);
    coalescer.changed();
    coalescer.changed();
    let flushed = false;
    const flushing = coalescer.flush().then(() => (flushed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(flushed).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    finish();
    await flushing;
    expect(announce).toHaveBeenCalledTimes(2);
  });

  it('goes on announcing after one announcement failed', async () => {
    const announce = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const coalescer = new Coalescer(announce, COALESCE_MS);
    coalescer.changed();
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    coalescer.changed();
    await coalescer.flush();
    expect(announce).toHaveBeenCalledTimes(2);
  });
});

describe('httpAnnouncer', () => {
  it("posts to the storefront's internal endpoint with the secret", async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    await httpAnnouncer('http://127.0.0.1:3000/shop', 's3cret', logger(), fetchImpl)();
    expect(fetchImpl).toHaveBeenCalledOnce();
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:3000/internal/catalogue-changed');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'x-catalogue-secret': 's3cret' });
  });

  it('does not warn about a storefront that has not started yet (the CMS starts first)', async () => {
    const log = logger();
    const refused = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValueOnce(refused()).mockRejectedValueOnce(refused());
    const announce = httpAnnouncer('http://shop.test', 'x', log, fetchImpl);
    await announce();
    await announce();
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]?.[0]).toMatch(/not running yet/);
  });

  it('logs a storefront that is down, or refuses the secret, once until it answers again', async () => {
    const log = logger();
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockRejectedValueOnce(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }))
      .mockRejectedValueOnce(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(new Response('Not Found', { status: 404 }))
      .mockResolvedValueOnce(new Response('Not Found', { status: 404 }));
    const announce = httpAnnouncer('http://shop.test', 'x', log, fetchImpl);
    await announce();
    await announce();
    await announce();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/ECONNREFUSED/);
    await announce();
    expect(log.info).toHaveBeenCalledTimes(1);
    await announce();
    await announce();
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls[1]?.[0]).toMatch(/answer 404; is CATALOGUE_NOTIFY_SECRET the same/);
  });
});

describe('createCatalogueEvents without Redis', () => {
  it('empties the search counts on a change, and says when the storefront is not told', async () => {
    const log = logger();
    const events = createCatalogueEvents(log, {});
    expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/CATALOGUE_NOTIFY_SECRET is not set/));
    await searchCounts.get('k', async () => 5);
    events.changed();
    expect(await searchCounts.get('k', async () => 6)).toBe(6);
    await events.close();
  });
});

describe('followCatalogueWrites', () => {
  type Subscriber = { models: string[] } & Record<string, () => Promise<void>>;
  function fakeStrapi(inTransaction: boolean) {
    const commits: Array<() => void> = [];
    let subscriber: Subscriber | undefined;
    const strapi = {
      db: {
        inTransaction: () => inTransaction,
        transaction: async (work: (params: { onCommit: (callback: () => void) => void }) => Promise<void>) => work({ onCommit: (callback) => commits.push(callback) }),
        lifecycles: { subscribe: (value: Subscriber) => (subscriber = value) },
      },
    };
    return { strapi: strapi as unknown as Core.Strapi, commits, subscriber: () => subscriber! };
  }
  const events = (): CatalogueEvents & { changed: ReturnType<typeof vi.fn> } => ({ changed: vi.fn(), close: vi.fn() });

  it('follows every kind of write to products, categories, colour families, size charts, shipping and search synonyms', () => {
    const { strapi, subscriber } = fakeStrapi(false);
    followCatalogueWrites(strapi, events());
    expect(subscriber().models).toEqual(['api::product.product', 'api::category.category', 'api::product-family.product-family', 'api::size-chart.size-chart', 'api::shipping.shipping-zone', 'api::shipping.governorate', 'api::search-synonym.search-synonym']);
    expect(Object.keys(subscriber()).filter((key) => key !== 'models').sort()).toEqual(
      ['afterCreate', 'afterCreateMany', 'afterDelete', 'afterDeleteMany', 'afterUpdate', 'afterUpdateMany'],
    );
  });

  it('counts a write outside a transaction at once', async () => {
    const { strapi, subscriber } = fakeStrapi(false);
    const followed = events();
    followCatalogueWrites(strapi, followed);
    await subscriber().afterUpdate!();
    expect(followed.changed).toHaveBeenCalledOnce();
  });

  it('counts a write inside a transaction only once it commits', async () => {
    const { strapi, subscriber, commits } = fakeStrapi(true);
    const followed = events();
    followCatalogueWrites(strapi, followed);
    await subscriber().afterCreate!();
    expect(followed.changed).not.toHaveBeenCalled();
    commits.forEach((commit) => commit());
    expect(followed.changed).toHaveBeenCalledOnce();
  });
});
