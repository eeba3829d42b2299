import { MemoryCache, type NothingFoundJson, type SearchFacetsJson, type SuggestionsJson } from '@pointe/config';
import type { Vocabulary } from '../../../catalog/search-terms';
import type { CountedSearch } from '../../../database/search-facets';

/** The words a search expands against: the products' and the categories' (each category with its words). */
export interface SearchVocabulary {
  products: Vocabulary;
  categories: Vocabulary;
  categoryWords: Array<{ id: number; name: string; nameAr: string | null; words: Set<string> }>;
}

/**
 * Exact search result counts and facets per search (category, text and filters), and the catalogue's
 * vocabulary, kept for a minute.
 * Counting every match is the costly part of a search at scale (a broad word matches tens of
 * thousands of products, and each facet counts them again grouped by a value), while a shopper
 * paging or re-sorting the same search needs the same numbers. Every committed product or category
 * write empties both in every CMS process (src/catalog/catalogue-events.ts), so they stay exact after
 * edits (numbers counted while a write lands are answered but not kept); the TTL covers writes made
 * outside Strapi and missed announcements. On PostgreSQL a search's count and facets are one grouped
 * scan (`summary`, database/search-facets.ts); on SQLite a query each (`get`, `facets`).
 * Bounded by searches, not by the catalogue: at most a thousand of each.
 */
const counts = new MemoryCache<number>({ max: 1000, ttlMs: 60_000 });
const facets = new MemoryCache<SearchFacetsJson>({ max: 1000, ttlMs: 60_000 });
const summaries = new MemoryCache<CountedSearch>({ max: 1000, ttlMs: 60_000 });
/**
 * The catalogue's words and its categories' (catalog/search-terms.ts), read from the full-text index
 * once per catalogue change: the few thousand words a catalogue holds, not its products. A word added
 * since is still found as typed (search-terms.ts: `word`), only its stems and typos wait for the read.
 * Past its minute (a write outside Strapi), searches use it while it is read again in the background.
 */
const vocabularies = new MemoryCache<SearchVocabulary>({ max: 1, ttlMs: 60_000, staleMs: 600_000 });
/** The best sellers' ranking (best-sellers.ts): read at most every ten minutes, or after a catalogue change; not a figure anyone reconciles. */
const bestSellers = new MemoryCache<string[]>({ max: 1, ttlMs: 600_000, staleMs: 3_600_000 });
/** Suggestions as she types, per text (its words, normalised): the first letters most shoppers type are few. */
const suggestions = new MemoryCache<SuggestionsJson>({ max: 1000, ttlMs: 60_000 });
/** What a search that found nothing offers instead ("Did you mean", best sellers), per search, kept as its counts. */
const nothingFound = new MemoryCache<NothingFoundJson>({ max: 1000, ttlMs: 60_000 });

export const searchCounts = {
  get: (key: string, count: () => Promise<number>): Promise<number> => counts.fetch(key, count),
  facets: (key: string, compute: () => Promise<SearchFacetsJson>): Promise<SearchFacetsJson> => facets.fetch(key, compute),
  summary: (key: string, compute: () => Promise<CountedSearch>): Promise<CountedSearch> => summaries.fetch(key, compute),
  vocabulary: (read: () => Promise<SearchVocabulary>): Promise<SearchVocabulary> => vocabularies.fetch('vocabulary', read),
  bestSellers: (read: () => Promise<string[]>): Promise<string[]> => bestSellers.fetch('shop', read),
  nothingFound: (key: string, compute: () => Promise<NothingFoundJson>): Promise<NothingFoundJson> => nothingFound.fetch(key, compute),
  suggestions: (key: string, compute: () => Promise<SuggestionsJson>): Promise<SuggestionsJson> => suggestions.fetch(key, compute),
  clear: (): void => {
    counts.clear();
    facets.clear();
    summaries.clear();
    vocabularies.clear();
    bestSellers.clear();
    nothingFound.clear();
    suggestions.clear();
  },
};
