import { MemoryCache } from '@pointe/config';

/**
 * Exact search result counts per (category, text), kept for a minute. Counting every match is the
 * costly part of a search at scale (a broad word matches tens of thousands of products), while a
 * shopper paging or re-sorting the same search needs the same count. Every committed product or
 * category write empties it in every CMS process (src/catalog/catalogue-events.ts), so counts stay
 * exact after edits (a count under way then is answered but not kept); the TTL covers writes made
 * outside Strapi and missed announcements.
 */
const counts = new MemoryCache<number>({ max: 1000, ttlMs: 60_000 });

export const searchCounts = {
  get: (key: string, count: () => Promise<number>): Promise<number> => counts.fetch(key, count),
  clear: (): void => counts.clear(),
};
