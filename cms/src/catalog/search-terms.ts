import { newStemmer } from 'snowball-stemmers';
import { foldArabic } from './arabic-folding';

/**
 * What a shopper's word finds (ADR 039): the catalogue's own words (its vocabulary, read from the
 * database's full-text index) that the word means, whichever database holds them. The database
 * finds the products holding those words; this module alone decides which words they are, so
 * PostgreSQL and SQLite find the same products.
 *
 * A word means a catalogue word when, both compared as `normalised` says:
 * - it is the word, or a part of it ("tard" finds "leotard", as the search always has);
 * - both have one stem: Snowball's English and Arabic stemmers, the algorithms of PostgreSQL's
 *   `english` and `arabic` configurations ("booty" finds "booties", "الليوتارد" finds "ليوتارد");
 * - it is the catalogue word with a plural or suffix added ("ليوتاردات", "كولونات", "skirts");
 * - it differs by a typo: one edit (a letter added, dropped, changed or two swapped) in a word of 5
 *   letters or more, two from 9, never in the first letter of a word under 9 ("letoard", "tigths");
 * - it is two catalogue words written together ("legwarmers", "tapshoes"): a phrase of both.
 */

/** Arabic-Indic and Eastern Arabic-Indic digits, as the Latin digits they stand for. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const LATIN = /^[\p{Script=Latin}\p{N}]+$/u;
const ARABIC = /^[\p{Script=Arabic}\p{N}]+$/u;

/**
 * A text as the search compares it: lower case, accents dropped (é, ñ), Arabic folded (hamza and
 * alef forms, taa marbuta, alef maqsura, tatweel and vowel marks: arabic-folding.ts), Arabic-Indic
 * digits as Latin ones.
 */
export function normalised(text: string): string {
  const withoutMarks = text.normalize('NFKD').replace(/\p{Mn}/gu, '');
  return foldArabic(withoutMarks)
    .replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
    .toLowerCase();
}

/** The most words of a search that each narrow it; more are ignored. */
export const SEARCH_MAX_WORDS = 6;

/** A text's words, normalised: letters and digits; hyphens, '&' and other marks part words ("pointe-shoes"). */
export function wordsOf(text: string): string[] {
  return normalised(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** A search text's words (wordsOf), each once, at most SEARCH_MAX_WORDS. */
export function searchWords(query: string): string[] {
  return [...new Set(wordsOf(query))].slice(0, SEARCH_MAX_WORDS);
}

const english = newStemmer('english');
const arabic = newStemmer('arabic');

/** A normalised word's stem in its script (English or Arabic); the word itself otherwise. */
export function stemOf(word: string): string {
  if (LATIN.test(word)) return english.stem(word);
  if (ARABIC.test(word)) return arabic.stem(word);
  return word;
}

/** Endings a shopper adds to a catalogue word: English plurals, Arabic plurals, duals and attached pronouns. */
const SUFFIXES = ['s', 'es', 'ات', 'ون', 'ين', 'ان', 'يه', 'ه', 'ها'];

/** Edits (insert, delete, substitute, swap two neighbours) between two words, or more than `limit` as limit + 1. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Optimal string alignment: three rows of the Damerau-Levenshtein table.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** The typos forgiven in a word of this many letters (as Meilisearch and Algolia count them). */
export const typosAllowed = (length: number): number => (length >= 9 ? 2 : length >= 5 ? 1 : 0);

/** How a catalogue word was found for a shopper's word, the closest first (Best match ranks by it). */
export type Closeness = 'exact' | 'stem' | 'part' | 'typo';

interface Entry {
  /** The word as the database's index holds it (accents and case as its tokenizer left them). */
  token: string;
  norm: string;
  stem: string;
}

/** The catalogue's words, each with its normalised form and stem, computed once per vocabulary read. */
export class Vocabulary {
  private readonly entries: Entry[];
  private readonly byNorm = new Map<string, Entry[]>();

  constructor(tokens: Iterable<string>) {
    this.entries = [...new Set(tokens)].map((token) => {
      const norm = normalised(token);
      return { token, norm, stem: stemOf(norm) };
    });
    for (const entry of this.entries) {
      const same = this.byNorm.get(entry.norm);
      if (same === undefined) this.byNorm.set(entry.norm, [entry]);
      else same.push(entry);
    }
  }

  get size(): number {
    return this.entries.length;
  }

  /** The catalogue's tokens spelled as `norm` (normalised). */
  tokensOf(norm: string): string[] {
    return (this.byNorm.get(norm) ?? []).map((entry) => entry.token);
  }

  /** What a shopper's (normalised) word finds: see the module's comment. */
  expand(word: string): WordTerms {
    const stem = stemOf(word);
    const typos = typosAllowed(word.length);
    const found = new Map<string, Closeness>();
    for (const entry of this.entries) {
      const closeness = closenessOf(word, stem, typos, entry);
      if (closeness !== null) found.set(entry.token, closeness);
    }
    return { word, tokens: [...found].map(([token, closeness]) => ({ token, closeness })), phrases: this.joined(word) };
  }

  /** "legwarmers" as the phrase "leg warmers": each way to cut the word in two catalogue words of 2 letters or more. */
  private joined(word: string): string[][] {
    const phrases: string[][] = [];
    for (let cut = 2; cut <= word.length - 2; cut += 1) {
      const [first, second] = [this.tokensOf(word.slice(0, cut)), this.tokensOf(word.slice(cut))];
      for (const a of first) for (const b of second) phrases.push([a, b]);
    }
    return phrases;
  }
}

function closenessOf(word: string, stem: string, typos: number, entry: Entry): Closeness | null {
  const { norm } = entry;
  if (norm === word) return 'exact';
  if (entry.stem === stem && stem.length >= 2) return 'stem';
  if (norm.length >= 3 && word.startsWith(norm) && SUFFIXES.includes(word.slice(norm.length))) return 'stem';
  if (word.length >= 3 ? norm.includes(word) : norm.startsWith(word)) return 'part';
  // A typo in a plural ("letoards") is a typo in its stem.
  if (typos > 0 && (typos >= 2 || norm[0] === word[0]) && (editDistance(word, norm, typos) <= typos || editDistance(stem, entry.stem, typos) <= typos)) return 'typo';
  return null;
}

/** A shopper's word as the catalogue's words it finds: any of `tokens`, a phrase of `phrases`, or a word it begins. */
export interface WordTerms {
  /** The shopper's word, normalised: also matched as the start of any word (a word added since the vocabulary was read). */
  word: string;
  tokens: Array<{ token: string; closeness: Closeness }>;
  phrases: string[][];
}
