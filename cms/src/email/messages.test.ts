import { describe, expect, it } from 'vitest';
import { LOCALES } from '@pointe/config';
import { emailMessages } from './messages';

type Tree = Record<string, unknown>;

/** Every leaf of a catalogue by its path (nested groups such as cancelledBy included), functions called with sample arguments. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') found.set(path, value);
    else if (typeof value === 'function') {
      const args = Array.from({ length: value.length }, (_, index) => `‹${index}›`);
      found.set(path, String((value as (...args: string[]) => unknown)(...args)));
      // Each argument appears in the sentence: none is dropped in one language only.
      for (const arg of args) expect(found.get(path), `${path} uses ${arg}`).toContain(arg);
    } else if (value && typeof value === 'object') {
      for (const [leaf, text] of leaves(value as Tree, `${path}.`)) found.set(leaf, text);
    } else throw new Error(`${path} is neither words nor a group of them`);
  }
  return found;
}

describe('the email catalogues', () => {
  const english = leaves(emailMessages.en);

  it.each(LOCALES.map((locale) => [locale]))('%s has the same keys as English and no empty value', (locale) => {
    const words = leaves(emailMessages[locale]);
    expect([...words.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of words) expect(text.trim(), `${locale}: ${path}`).not.toBe('');
  });

  it('the functions take as many arguments in Arabic as in English', () => {
    const arity = (tree: Tree) =>
      Object.fromEntries(Object.entries(tree).flatMap(([key, value]) => (typeof value === 'function' ? [[key, value.length]] : [])));
    expect(arity(emailMessages.ar)).toEqual(arity(emailMessages.en));
  });

  it('Arabic is written in Arabic (where there are words at all, and size codes aside)', () => {
    for (const [path, text] of leaves(emailMessages.ar)) {
      const words = text.replace(/‹\d›/g, '');
      if (!/\p{L}/u.test(words) || ['sizes.XS', 'sizes.S', 'sizes.M'].includes(path)) continue;
      expect(text, path).toMatch(/[\u0600-\u06ff]/);
    }
  });
});
