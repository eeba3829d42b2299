import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_COUNT_FLUSH_MS, SearchCounter } from './search-counter';

afterEach(() => vi.useRealTimers());

describe("the dashboard's search counter", () => {
  it('writes each text once per interval with its sums, and a failed write only reported', async () => {
    vi.useFakeTimers();
    const written: Array<[string, number, number]> = [];
    const failures: unknown[] = [];
    const counter = new SearchCounter(async (text, searches, nothing) => {
      if (text === 'broken') throw new Error('database away');
      written.push([text, searches, nothing]);
    }, (error) => failures.push(error));
    counter.count('tutu', false);
    counter.count('tutu', false);
    counter.count('lepard', true);
    counter.count('broken', true);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(SEARCH_COUNT_FLUSH_MS);
    expect(written).toEqual([
      ['tutu', 2, 0],
      ['lepard', 1, 1],
    ]);
    expect(failures).toHaveLength(1);
    // The next interval writes only what came after.
    counter.count('tutu', true);
    await vi.advanceTimersByTimeAsync(SEARCH_COUNT_FLUSH_MS);
    expect(written.at(-1)).toEqual(['tutu', 1, 1]);
    expect(written).toHaveLength(3);
  });
});
