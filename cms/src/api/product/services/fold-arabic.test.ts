import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_WORDS, escapeLike, foldArabic, searchWords } from './product';

describe('the Arabic folding of search text', () => {
  it.each([
    ['أحذية', 'احذيه'],
    ['إكسسوارات', 'اكسسوارات'],
    ['آلة', 'اله'],
    ['جيبة', 'جيبه'],
    ['كلاسيكى', 'كلاسيكي'],
    ['قُطَيْفَة', 'قطيفه'],
    ['ليـــوتارد', 'ليوتارد'],
  ])('%s searches like %s', (typed, folded) => {
    expect(foldArabic(typed)).toBe(folded);
    expect(foldArabic(folded)).toBe(folded);
  });

  it('leaves Latin text, digits and LIKE wildcards alone (they are escaped afterwards)', () => {
    expect(foldArabic('Plié & Co 100%_')).toBe('Plié & Co 100%_');
    expect(escapeLike(foldArabic('50%'))).toBe('50\\%');
  });
});

describe('the words of a search', () => {
  it('are its words, folded, each once, in the order typed', () => {
    expect(searchWords('  navy   leotard ')).toEqual(['navy', 'leotard']);
    expect(searchWords('ليوتارد كحلى')).toEqual(['ليوتارد', 'كحلي']);
    expect(searchWords('black black tights')).toEqual(['black', 'tights']);
    expect(searchWords('%')).toEqual(['%']);
  });

  it(`are at most ${SEARCH_MAX_WORDS}: more would cost a category lookup each`, () => {
    expect(searchWords('a b c d e f g h')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
