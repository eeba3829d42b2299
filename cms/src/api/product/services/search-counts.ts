/**
 * Exact search result counts per (category, text), kept for a minute. Counting every match is the
 * costly part of a search at scale (a broad word matches tens of thousands of products), while a
 * shopper paging or re-sorting the same search needs the same count. Every committed product or
 * category write empties it in every CMS process (src/catalog/catalogue-events.ts), so counts stay
 * exact after edits; the TTL covers writes made outside Strapi and missed announcements.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 1000;

const counts = new Map<string, { count: number; storedAt: number }>();
/** Bumped by clear(): a count started before a clear may have read the old rows, so it is not kept. */
let generation = 0;

export const searchCounts = {
  async get(key: string, count: () => Promise<number>, now = Date.now()): Promise<number> {
    const stored = counts.get(key);
    if (stored && now - stored.storedAt < TTL_MS) return stored.count;
    const startedIn = generation;
    const fresh = await count();
    if (startedIn !== generation) return fresh;
    counts.delete(key);
    counts.set(key, { count: fresh, storedAt: now });
    if (counts.size > MAX_ENTRIES) counts.delete(counts.keys().next().value!);
    return fresh;
  },

  clear(): void {
    generation += 1;
    counts.clear();
  },
};
