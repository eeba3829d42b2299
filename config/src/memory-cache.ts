/**
 * The one in-memory cache of the shop's processes: the storefront's page microcache and shared
 * signed-in pages, its catalogue reads, sessions and shopper headers, and the CMS's search counts
 * are all a MemoryCache. The storage is lru-cache (bounded by entries, least recently used dropped
 * first; it also de-duplicates concurrent loads and refreshes stale entries in the background); this
 * module adds the one contract every cache of ours keeps:
 *
 * `clear()` empties it and bumps `generation`. A value loaded or rendered before a clear is handed to
 * whoever asked for it but never kept: it may show the catalogue from before the change that caused
 * the clear. `delete`/`deleteWhere` keep the same promise for the entries they drop.
 */
import { LRUCache } from 'lru-cache';

/** A clock in milliseconds (performance.now by default; tests pass their own). */
export interface Clock {
  now(): number;
}

export interface MemoryCacheOptions {
  /** How many entries are kept at most. */
  max: number;
  /** How long an entry is fresh. Without it, entries stay until evicted, deleted or cleared. */
  ttlMs?: number;
  /**
   * How long after it was stored an entry may still be served while one background load replaces it
   * (stale-while-revalidate); older entries are loaded again before answering. Default: `ttlMs`
   * (no stale answers).
   */
  staleMs?: number;
  clock?: Clock;
}

type Load<V> = () => Promise<V>;

export class MemoryCache<V extends NonNullable<unknown>> {
  readonly #lru: LRUCache<string, V, Load<V>>;
  readonly #staleMs: number;
  /** Keys with a load under way: lru-cache's key listing leaves them out, deleteWhere must not. */
  readonly #loading = new Set<string>();
  #generation = 0;

  constructor({ max, ttlMs, staleMs = ttlMs, clock }: MemoryCacheOptions) {
    this.#staleMs = staleMs ?? 0;
    this.#lru = new LRUCache<string, V, Load<V>>({
      max,
      ...(ttlMs ? { ttl: ttlMs, ttlResolution: 0, allowStale: staleMs !== undefined && staleMs > ttlMs } : {}),
      ...(clock ? { perf: clock } : {}),
      fetchMethod: (_key, _stale, { context }) => context(),
      // A clear or delete during a load aborts it: its callers still get the value, the cache does not keep it.
      ignoreFetchAbort: true,
      // A failed background refresh keeps the stale value for the next reader (the source may be down a moment).
      noDeleteOnFetchRejection: true,
    });
  }

  /** Bumped by every clear(): something rendered in an older generation must not be stored. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#lru.size;
  }

  /** The value, fresh or stale, and whether it is stale; undefined when there is none. */
  lookup(key: string): { value: V; stale: boolean } | undefined {
    const status: LRUCache.Status<string, V, Load<V>> = {};
    const value = this.#lru.get(key, { allowStale: true, noDeleteOnStaleGet: true, status });
    return value === undefined ? undefined : { value, stale: status.get === 'stale' };
  }

  /** The fresh value, if there is one (a stale one is not given). */
  get(key: string): V | undefined {
    return this.#lru.get(key, { allowStale: false, noDeleteOnStaleGet: true });
  }

  /** Stores a value made in generation `madeIn` (now, by default); one made before the last clear is dropped. */
  set(key: string, value: V, madeIn = this.#generation): void {
    if (madeIn === this.#generation) this.#lru.set(key, value);
  }

  /**
   * The value for `key`, loading it with `load` when there is none. Concurrent callers share one load.
   * A stale value (younger than `staleMs`) is answered at once while one background load replaces it.
   */
  fetch(key: string, load: Load<V>): Promise<V> {
    const remaining = this.#lru.getRemainingTTL(key);
    const allowStale = remaining > 0 || -remaining < this.#staleMs - (this.#lru.ttl || 0);
    const loading = () => {
      this.#loading.add(key);
      return load().finally(() => this.#loading.delete(key));
    };
    // lru-cache resolves undefined only when a load is aborted without a value, which ours never are.
    return this.#lru.fetch(key, { context: loading, allowStale }) as Promise<V>;
  }

  delete(key: string): void {
    this.#lru.delete(key);
  }

  /** Drops every entry whose key matches (e.g. one page's address under every kind of shopper). */
  deleteWhere(matches: (key: string) => boolean): void {
    for (const key of new Set([...this.#lru.keys(), ...this.#loading])) if (matches(key)) this.#lru.delete(key);
  }

  clear(): void {
    this.#generation += 1;
    this.#lru.clear();
  }
}
