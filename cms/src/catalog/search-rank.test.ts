import { describe, expect, it } from 'vitest';
import { TOGETHER_BONUS, categoryScore, togetherTier, wordTiers } from './search-rank';
import type { WordTerms } from './search-terms';

const terms: WordTerms = {
  word: 'leotards',
  tokens: [
    { token: 'leotard', closeness: 'stem' },
    { token: 'leotards', closeness: 'exact' },
    { token: 'letoard', closeness: 'typo' },
  ],
  phrases: [['leo', 'tards']],
};

describe('Best match', () => {
  it("tries a word's terms best first: the name before brand and colour before the description, each as close as its word", () => {
    const tiers = wordTiers(terms);
    expect(tiers.map((tier) => [tier.score, tier.field])).toEqual([
      [100, 'name'],
      [90, 'name'],
      [60, 'name'],
      [60, 'details'],
      [54, 'details'],
      [50, 'name'],
      [36, 'details'],
      [30, 'details'],
      [30, 'description'],
      [27, 'description'],
      [18, 'description'],
      [15, 'description'],
    ]);
    // Together the tiers hold every term once per field: the tokens, the word as a prefix (a part), the phrases (as a stem).
    const name = tiers.filter((tier) => tier.field === 'name');
    expect(name.flatMap((tier) => tier.tokens).sort()).toEqual(['leotard', 'leotards', 'letoard']);
    expect(name.flatMap((tier) => tier.prefixes)).toEqual(['leotards']);
    expect(name.find((tier) => tier.score === 90)?.phrases).toEqual([['leo', 'tards']]);
    // A category named scores between the name and the brand.
    expect(categoryScore('exact')).toBe(80);
    expect(categoryScore('typo')).toBe(40);
  });

  it('gives the bonus to the words together as the catalogue spells them, in any field, from two words', () => {
    const black: WordTerms = { word: 'black', tokens: [{ token: 'black', closeness: 'exact' }], phrases: [] };
    const leotard: WordTerms = { word: 'leotard', tokens: [{ token: 'leotard', closeness: 'exact' }, { token: 'leotards', closeness: 'exact' }], phrases: [] };
    expect(togetherTier([black, leotard])).toEqual({ score: TOGETHER_BONUS, field: null, tokens: [], prefixes: [], phrases: [['black', 'leotard'], ['black', 'leotards']] });
    expect(togetherTier([black])).toBeNull();
    // A word the catalogue only has with a typo stands nowhere together.
    expect(togetherTier([black, { word: 'letoard', tokens: [{ token: 'leotard', closeness: 'typo' }], phrases: [] }])).toBeNull();
  });
});
