import type { Closeness, WordTerms } from './search-terms';

/**
 * Best match (`order=relevance`, ADR 039): how well a product matches a search. Each word scores the
 * best way the product holds it: the field (its name before its category before its brand and colour
 * before its description) times how close the catalogue's word is to the shopper's (the word itself
 * before its stem or a synonym, before a part of a word, before a typo). A product scores the sum of
 * its words' scores, and a bonus when the words stand together in the order typed ("black leotard"
 * before a black skirt worn over a leotard); ties go to the newest, as the default order.
 */

/** The fields of the database's full-text index (database/full-text.ts), each weighted apart. */
export type SearchField = 'name' | 'details' | 'description';

const FIELD_WEIGHT: Record<SearchField, number> = { name: 100, details: 60, description: 30 };
/** A word that names the product's category: after its name, before its brand and colour. */
const CATEGORY_WEIGHT = 80;
const CLOSENESS_WEIGHT: Record<Closeness, number> = { exact: 1, stem: 0.9, synonym: 0.85, part: 0.6, typo: 0.5 };
/** The words typed together, found together (as typed, in one field). */
export const TOGETHER_BONUS = 40;
/** A phrase of the words' spellings at most this many ways: the bonus, not the match, depends on it. */
const MOST_PHRASES = 8;

/**
 * Terms the full-text index is asked for at one score: in one field (or any when null), any of the
 * tokens, a word beginning with any of the prefixes, or any of the phrases.
 */
export interface ScoreTier {
  score: number;
  field: SearchField | null;
  tokens: string[];
  prefixes: string[];
  phrases: string[][];
}

const scoreOf = (field: SearchField, closeness: Closeness): number => Math.round(FIELD_WEIGHT[field] * CLOSENESS_WEIGHT[closeness]);

/**
 * A word's terms as tiers, the best score first: a product scores the first tier it matches. Together
 * they match exactly the products the word finds (search-terms.ts): its tokens, the word as the start
 * of a word (a part), and its joined words as phrases (as close as a stem).
 */
export function wordTiers(terms: WordTerms): ScoreTier[] {
  const closenesses = Object.keys(CLOSENESS_WEIGHT) as Closeness[];
  const tiers: ScoreTier[] = [];
  for (const field of Object.keys(FIELD_WEIGHT) as SearchField[]) {
    for (const closeness of closenesses) {
      const tier: ScoreTier = {
        score: scoreOf(field, closeness),
        field,
        tokens: terms.tokens.filter((term) => term.closeness === closeness).map((term) => term.token),
        prefixes: closeness === 'part' ? [terms.word] : [],
        phrases: closeness === 'stem' ? terms.phrases : [],
      };
      if (tier.tokens.length + tier.prefixes.length + tier.phrases.length > 0) tiers.push(tier);
    }
  }
  return tiers.sort((a, b) => b.score - a.score);
}

/** A word's score for products of a category it names: by how close the category's word is to it. */
export const categoryScore = (closeness: Closeness): number => Math.round(CATEGORY_WEIGHT * CLOSENESS_WEIGHT[closeness]);

/**
 * The words standing together as typed, in any field: each word as the catalogue spells it (exact), as
 * phrases; null for one word, or when a word has no exact spelling in the catalogue.
 */
export function togetherTier(words: WordTerms[]): ScoreTier | null {
  if (words.length < 2) return null;
  let phrases: string[][] = [[]];
  for (const terms of words) {
    const spellings = terms.tokens.filter((term) => term.closeness === 'exact').map((term) => term.token);
    if (spellings.length === 0) return null;
    phrases = phrases.flatMap((phrase) => spellings.map((spelling) => [...phrase, spelling])).slice(0, MOST_PHRASES);
  }
  return { score: TOGETHER_BONUS, field: null, tokens: [], prefixes: [], phrases };
}
