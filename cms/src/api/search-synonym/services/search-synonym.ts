import type { Core } from '@strapi/strapi';

export const SYNONYM_UID = 'api::search-synonym.search-synonym';

/**
 * A new shop's synonyms: the words Egyptians type for what the catalogue calls otherwise, and the
 * usual English ones. Staff edit them in the Strapi panel ("Search synonym").
 */
export const EGYPTIAN_SYNONYMS: ReadonlyArray<{ words: string; oneWay: boolean }> = [
  { words: 'شنطة, حقيبة', oneWay: false },
  { words: 'جزمة, حذاء, شوز', oneWay: false },
  { words: 'تنورة, جيبة', oneWay: false },
  { words: 'بنطلون, بنطال', oneWay: false },
  { words: 'بادي, بودي, ليوتارد', oneWay: false },
  { words: 'شراب, جوارب', oneWay: false },
  { words: 'توتو, tutu', oneWay: false },
  { words: 'بوانت, pointe', oneWay: false },
  { words: 'bodysuit, leotard', oneWay: true },
  { words: 'leggings, tights', oneWay: true },
  { words: 'bag, duffel', oneWay: false },
];

/** Whether the first set was written (the core store: staff deleting them all must not see them come back). */
const SEEDED_KEY = { type: 'plugin' as const, name: 'pointe', key: 'search-synonyms-seeded' };

const searchSynonymService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Every synonym entry, as the search expands words with it (catalog/search-terms.ts: synonymsOf). */
  async entries(): Promise<Array<{ words: string; oneWay: boolean }>> {
    const rows: Array<{ words: string | null; oneWay: boolean | null }> = await strapi.db.query(SYNONYM_UID).findMany({ select: ['words', 'oneWay'] });
    return rows.map((row) => ({ words: row.words ?? '', oneWay: row.oneWay === true }));
  },

  /** Writes the first set once in a shop's life; the number written. */
  async seed(): Promise<number> {
    const store = strapi.store(SEEDED_KEY);
    if (await store.get({})) return 0;
    const existing = await strapi.db.query(SYNONYM_UID).count({});
    if (existing === 0) await strapi.db.query(SYNONYM_UID).createMany({ data: [...EGYPTIAN_SYNONYMS] });
    await store.set({ value: true });
    return existing === 0 ? EGYPTIAN_SYNONYMS.length : 0;
  },
});

export type SearchSynonymService = ReturnType<typeof searchSynonymService>;
export default searchSynonymService;
