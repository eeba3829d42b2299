import { MemoryCache, type SearchFacetsJson } from '@pointe/config';

/**
 * Exact search result counts and facets per search (category, text and filters), kept for a minute.
 * Counting every match is the costly part of a search at scale (a broad word matches tens of
 * thousands of products, and each facet counts them again grouped by a value), while a shopper
 * paging or re-sorting the same search needs the same numbers. Every committed product or category
 * write empties both in every CMS process (src/catalog/catalogue-events.ts), so they stay exact after
 * edits (numbers counted while a write lands are answered but not kept); the TTL covers writes made
 * outside Strapi and missed announcements. On PostgreSQL the search itself answers from memory
 * (src/catalog/search-index.ts): these serve SQLite and the home and category pages' counts.
 */
const counts = new MemoryCache<number>({ max: 1000, ttlMs: 60_000 });
const facets = new MemoryCache<SearchFacetsJson>({ max: 1000, ttlMs: 60_000 });

export const searchCounts = {
  get: (key: string, count: () => Promise<number>): Promise<number> => counts.fetch(key, count),
  facets: (key: string, compute: () => Promise<SearchFacetsJson>): Promise<SearchFacetsJson> => facets.fetch(key, compute),
  clear: (): void => {
    counts.clear();
    facets.clear();
  },
};
