import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_CACHE_PREFIX, readCatalogue } from '~/lib/cache.server';
import { catalogueEvents } from '~/lib/catalogue-events.server';

// The cache itself (fresh, stale, de-duplicated loads, generations) is tested in config/src/memory-cache.test.ts.
describe('the catalogue reads and "the catalogue changed"', () => {
  it('reads once while fresh, even for concurrent readers', async () => {
    const load = vi.fn(async () => ['Ballet flats']);
    const answers = await Promise.all([readCatalogue('menu', load), readCatalogue('menu', load)]);
    expect(answers).toEqual([['Ballet flats'], ['Ballet flats']]);
    expect(await readCatalogue('menu', load)).toEqual(['Ballet flats']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads everything afresh after one "changed"', async () => {
    await readCatalogue('search:tutu', async () => 'before');
    await readCatalogue(`${PRODUCT_CACHE_PREFIX}tutu`, async () => 'before');
    catalogueEvents.changed();
    expect(await readCatalogue('search:tutu', async () => 'after')).toBe('after');
    expect(await readCatalogue(`${PRODUCT_CACHE_PREFIX}tutu`, async () => 'after')).toBe('after');
  });

  it("drops only that product's read when its stock changed", async () => {
    await readCatalogue(`${PRODUCT_CACHE_PREFIX}leotard`, async () => '3 left');
    await readCatalogue(`${PRODUCT_CACHE_PREFIX}tights`, async () => '9 left');
    catalogueEvents.productChanged('leotard');
    expect(await readCatalogue(`${PRODUCT_CACHE_PREFIX}leotard`, async () => '2 left')).toBe('2 left');
    expect(await readCatalogue(`${PRODUCT_CACHE_PREFIX}tights`, async () => '8 left')).toBe('9 left');
  });

  it('does not keep a read that was under way when the catalogue changed', async () => {
    let finish: (value: string) => void = () => undefined;
    const answer = readCatalogue('category-names', () => new Promise<string>((resolve) => (finish = resolve)));
    catalogueEvents.changed();
    finish('old names');
    expect(await answer).toBe('old names');
    expect(await readCatalogue('category-names', async () => 'new names')).toBe('new names');
  });
});
