import { describe, expect, it } from 'vitest';

/**
 * Every catalogue module in catalogues/ (those added later included): each export that is a
 * catalogue ({ en, ar }) has the same keys in both languages, at every depth, and no empty words.
 * A value that is a function (words with a value in them) is called with sample values and must
 * give words too. The typecheck already refuses a missing key; this also catches an empty one, and
 * a key that only exists in one language of an untyped catalogue.
 */
const modules = import.meta.glob<Record<string, unknown>>('./catalogues/*.ts', { eager: true });

type Words = Record<string, unknown>;
const isCatalogue = (value: unknown): value is { en: Words; ar: Words } =>
  typeof value === 'object' && value !== null && 'en' in value && 'ar' in value;

/** Each leaf of a catalogue as a path and its words ('' for a function that gives none). */
const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/**
 * Plural forms (config's PluralForms) are one leaf: each language has the categories its own rules
 * need (Arabic six, English two), so only `other` must be in both, and no form may be empty.
 */
const isPluralForms = (words: object): words is Record<string, unknown> & { other: unknown } =>
  'other' in words && Object.keys(words).every((key) => PLURAL_CATEGORIES.has(key));

function leaves(words: unknown, path: string): Array<[string, unknown]> {
  if (typeof words === 'object' && words !== null && isPluralForms(words)) {
    return [[path, Object.values(words).every((form) => typeof form === 'string' && form.trim() !== '') ? words.other : '']];
  }
  if (typeof words === 'object' && words !== null) {
    return Object.entries(words).flatMap(([key, value]) => leaves(value, `${path}.${key}`));
  }
  if (typeof words === 'function') {
    const samples = Array.from({ length: Math.max(words.length, 1) }, (_, index) => String(index + 2));
    return [[path, (words as (...values: string[]) => unknown)(...samples)]];
  }
  return [[path, words]];
}

describe('the message catalogues', () => {
  const catalogues = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => isCatalogue(value))
      .map(([name, value]) => [`${file.replace('./catalogues/', '')} ${name}`, value as { en: Words; ar: Words }] as const),
  );

  it('finds the catalogues', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(2);
    expect(catalogues.map(([name]) => name)).toContain('common.ts commonMessages');
  });

  it.each(catalogues)('%s: the same keys in English and Arabic, none empty', (_, catalogue) => {
    const english = leaves(catalogue.en, '');
    const arabic = leaves(catalogue.ar, '');
    expect(arabic.map(([path]) => path).sort()).toEqual(english.map(([path]) => path).sort());
    for (const [path, words] of [...english, ...arabic]) {
      expect(typeof words, path).toBe('string');
      expect(String(words).trim(), path).not.toBe('');
    }
  });
});
