import { MemoryCache } from '@pointe/config';
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
 * - it is two catalogue words written together ("legwarmers", "tapshoes"): a phrase of both;
 * - the shop says they mean the same (its synonyms, edited in the Strapi panel: شنطة = حقيبة).
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
export type Closeness = 'exact' | 'stem' | 'synonym' | 'part' | 'typo';

/** The shop's synonyms: each normalised word with the words it also means. */
export type Synonyms = ReadonlyMap<string, readonly string[]>;

/**
 * The shop's synonym entries as Synonyms: each entry's words (parted by commas) mean each other, or,
 * one way, the first means the others and not they it. An entry's words are single words.
 */
export function synonymsOf(entries: Array<{ words: string; oneWay: boolean }>): Synonyms {
  const synonyms = new Map<string, Set<string>>();
  const mean = (word: string, others: string[]) => {
    const meant = synonyms.get(word) ?? new Set<string>();
    for (const other of others) if (other !== word) meant.add(other);
    synonyms.set(word, meant);
  };
  for (const entry of entries) {
    const words = [...new Set(entry.words.split(/[,،\n]/).flatMap((part) => wordsOf(part).slice(0, 1)))];
    if (words.length < 2) continue;
    if (entry.oneWay) mean(words[0]!, words.slice(1));
    else for (const word of words) mean(word, words);
  }
  return new Map([...synonyms].map(([word, meant]) => [word, [...meant]]));
}

interface Entry {
  /** The word as the database's index holds it (accents and case as its tokenizer left them). */
  token: string;
  norm: string;
  stem: string;
}

const HAS_LETTER = /\p{L}/u;
const PLAIN = /^[a-z]+$/;

/** Entries by a key, each key's entries in a list. */
class Buckets {
  private readonly lists = new Map<string, Entry[]>();

  add(key: string | undefined, entry: Entry): void {
    if (key === undefined) return;
    const list = this.lists.get(key);
    if (list === undefined) this.lists.set(key, [entry]);
    else list.push(entry);
  }

  get(key: string | undefined): Entry[] {
    return (key === undefined ? undefined : this.lists.get(key)) ?? [];
  }
}

/**
 * The catalogue's words, each with its normalised form and stem, computed once per vocabulary read.
 * Numbers are left out (a catalogue numbers its pieces by the thousand): a shopper's number is found
 * as typed or as the start of one (`WordTerms.word`), never by a typo or a stem.
 */
export class Vocabulary {
  private readonly entries: Entry[] = [];
  private readonly byNorm = new Buckets();
  private readonly byStem = new Buckets();
  /** By first and by second letter: the candidates for a typo (see typoCandidates). */
  private readonly byFirst = new Buckets();
  private readonly bySecond = new Buckets();
  /** Each word's expansion, for the words searched again (most searches are). */
  private readonly expanded = new MemoryCache<WordTerms>({ max: 1000 });

  constructor(
    tokens: Iterable<string>,
    private readonly synonyms: Synonyms = new Map(),
  ) {
    for (const token of new Set(tokens)) {
      if (!HAS_LETTER.test(token)) continue;
      const norm = PLAIN.test(token) ? token : normalised(token);
      const entry = { token, norm, stem: stemOf(norm) };
      this.entries.push(entry);
      this.byNorm.add(norm, entry);
      this.byStem.add(entry.stem, entry);
      this.byFirst.add(norm[0], entry);
      this.bySecond.add(norm[1], entry);
    }
  }

  get size(): number {
    return this.entries.length;
  }

  /** The catalogue's tokens spelled as `norm` (normalised). */
  tokensOf(norm: string): string[] {
    return this.byNorm.get(norm).map((entry) => entry.token);
  }

  /** What a shopper's (normalised) word finds: see the module's comment. */
  expand(word: string): WordTerms {
    let terms = this.expanded.get(word);
    if (terms === undefined) {
      terms = this.expandAfresh(word);
      this.expanded.set(word, terms);
    }
    return terms;
  }

  private expandAfresh(word: string, withSynonyms = true): WordTerms {
    if (!HAS_LETTER.test(word)) return { word, tokens: [], phrases: [] };
    const found = new Map<string, Closeness>();
    const add = (entries: Entry[], closeness: Closeness) => {
      for (const entry of entries) if (!found.has(entry.token)) found.set(entry.token, closeness);
    };
    add(this.byNorm.get(word), 'exact');
    const stem = stemOf(word);
    if (stem.length >= 2) add(this.byStem.get(stem), 'stem');
    for (const suffix of SUFFIXES) {
      if (word.length - suffix.length >= 3 && word.endsWith(suffix)) add(this.byNorm.get(word.slice(0, -suffix.length)), 'stem');
    }
    add(
      this.entries.filter(({ norm }) => (word.length >= 3 ? norm.includes(word) : norm.startsWith(word))),
      'part',
    );
    const typos = typosAllowed(word.length);
    if (typos > 0) {
      // A typo in a plural ("letoards") is a typo in its stem.
      const isTypo = (entry: Entry) =>
        (Math.abs(entry.norm.length - word.length) <= typos && editDistance(word, entry.norm, typos) <= typos) ||
        (Math.abs(entry.stem.length - stem.length) <= typos && editDistance(stem, entry.stem, typos) <= typos);
      add(this.typoCandidates(word, typos).filter(isTypo), 'typo');
    }
    const phrases = this.joined(word);
    for (const synonym of withSynonyms ? (this.synonyms.get(word) ?? []) : []) {
      // What the synonym means as it is written, its stem or its plural: not its parts or typos.
      const meant = this.expandAfresh(synonym, false);
      for (const { token, closeness } of meant.tokens) if ((closeness === 'exact' || closeness === 'stem') && !found.has(token)) found.set(token, 'synonym');
      phrases.push(...meant.phrases);
    }
    return { word, tokens: [...found].map(([token, closeness]) => ({ token, closeness })), phrases };
  }

  /**
   * The catalogue word nearest a (normalised) word that finds nothing, for "Did you mean": the fewest
   * edits, at most a third of its letters (from 3 letters); equals alphabetically. Null when none is
   * that near.
   */
  closest(word: string): { token: string; edits: number } | null {
    if (word.length < 3 || !HAS_LETTER.test(word)) return null;
    const limit = Math.max(1, Math.floor(word.length / 3));
    let best: { entry: Entry; edits: number } | null = null;
    for (const entry of this.entries) {
      if (Math.abs(entry.norm.length - word.length) > limit) continue;
      const edits = editDistance(word, entry.norm, limit);
      if (edits <= limit && (best === null || edits < best.edits || (edits === best.edits && entry.norm < best.entry.norm))) best = { entry, edits };
    }
    return best === null ? null : { token: best.entry.norm, edits: best.edits };
  }

  /**
   * The words a typo could have made `word` from: those with its first letter; for a long word (two
   * typos) also those with one typo in the first letter (changed, swapped with the second, added or
   * dropped): beginning with its second letter, or whose second letter is its first or its second.
   */
  private typoCandidates(word: string, typos: number): Entry[] {
    if (typos < 2) return this.byFirst.get(word[0]);
    return [...new Set([...this.byFirst.get(word[0]), ...this.byFirst.get(word[1]), ...this.bySecond.get(word[0]), ...this.bySecond.get(word[1])])];
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

/** A shopper's word as the catalogue's words it finds: any of `tokens`, a phrase of `phrases`, or a word it begins. */
export interface WordTerms {
  /** The shopper's word, normalised: also matched as the start of any word (a word added since the vocabulary was read). */
  word: string;
  tokens: Array<{ token: string; closeness: Closeness }>;
  phrases: string[][];
}
