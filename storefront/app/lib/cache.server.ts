/**
 * A small in-memory cache for catalogue reads (one storefront process): fresh for `ttlMs`, then served
 * stale while one background refresh runs, and reloaded outright once older than `maxStaleMs`.
 * Every catalogue write clears it at once: the CMS announces each one (server/catalogue-events.ts),
 * and the shop's own admin writes clear it too; the TTL only matters when an announcement is lost.
 * Stock checks, cart prices and checkout never read from it.
 */
interface Entry<T> {
  value?: T;
  freshUntil: number;
  staleUntil: number;
  loading?: Promise<T>;
}

const MAX_ENTRIES = 1000;

export class ReadCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly clearListeners: Array<() => void> = [];
  private readonly forgetListeners: Array<(key: string) => void> = [];
  /**
   * Bumped by clear(). A load that started before a clear may carry the rows from before the write
   * that caused it, so its answer is given to its callers but not kept.
   */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxStaleMs: number,
  ) {}

  get<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const entry = this.entries.get(key) as Entry<T> | undefined;
    if (entry?.value !== undefined && now < entry.freshUntil) return Promise.resolve(entry.value);
    if (entry?.value !== undefined && now < entry.staleUntil) {
      entry.loading ??= this.refresh(key, load).catch(() => entry.value as T);
      return Promise.resolve(entry.value);
    }
    if (entry?.loading) return entry.loading;
    return this.refresh(key, load);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    for (const listener of this.clearListeners) listener();
  }

  /** Drops one entry, so its next read goes to the CMS (what a shopper's own order just changed). */
  forget(key: string): void {
    this.entries.delete(key);
    for (const listener of this.forgetListeners) listener(key);
  }

  /** Runs `listener` with the key whenever one entry is forgotten (the server's shared pages follow). */
  onForget(listener: (key: string) => void): void {
    this.forgetListeners.push(listener);
  }

  /** Runs `listener` whenever the cache is cleared (the server's page cache follows this one). */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  private refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = (this.entries.get(key) as Entry<T> | undefined) ?? { freshUntil: 0, staleUntil: 0 };
    const startedIn = this.generation;
    const loading = load().then(
      (value) => {
        if (startedIn !== this.generation) return value;
        const now = Date.now();
        this.entries.delete(key); // re-insert: the Map's order is the eviction order
        this.entries.set(key, { value, freshUntil: now + this.ttlMs, staleUntil: now + this.maxStaleMs });
        if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
        return value;
      },
      (error: unknown) => {
        delete entry.loading;
        throw error;
      },
    );
    entry.loading = loading;
    this.entries.set(key, entry);
    return loading;
  }
}

const seconds = Number(process.env.CATALOGUE_CACHE_SECONDS || 30);
export const catalogueCache = new ReadCache(Number.isFinite(seconds) ? seconds * 1000 : 30_000, 10 * 60 * 1000);
