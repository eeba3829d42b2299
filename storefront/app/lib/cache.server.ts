import { MemoryCache } from '@pointe/config';
import { catalogueEvents } from './catalogue-events.server';

/**
 * The catalogue reads of this storefront process (product pages, searches, the menu's categories):
 * fresh for CATALOGUE_CACHE_SECONDS (30), then answered stale while one background read replaces them,
 * and read again before answering once ten minutes old. Emptied on every "the catalogue changed"
 * (catalogue-events.server.ts); the TTL only matters when an announcement is lost. Stock checks,
 * cart prices and checkout never read from it.
 */
const seconds = Number(process.env.CATALOGUE_CACHE_SECONDS || 30);
const ttlMs = Number.isFinite(seconds) ? seconds * 1000 : 30_000;

/** The product page's read is kept under this prefix and its slug. */
export const PRODUCT_CACHE_PREFIX = 'product:';

const catalogueReads = new MemoryCache<NonNullable<unknown>>({ max: 1000, ttlMs, staleMs: Math.max(ttlMs, 10 * 60 * 1000) });
catalogueEvents.onChanged(() => catalogueReads.clear());
catalogueEvents.onProductChanged((slug) => catalogueReads.delete(`${PRODUCT_CACHE_PREFIX}${slug}`));

/** A catalogue read, from memory when it can be (CATALOGUE_CACHE_SECONDS=0: always from the CMS). */
export function readCatalogue<T extends NonNullable<unknown>>(key: string, load: () => Promise<T>): Promise<T> {
  if (ttlMs <= 0) return load();
  // One key always holds what its one loader gives.
  return catalogueReads.fetch(key, load) as Promise<T>;
}
