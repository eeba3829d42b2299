import { describe, expect, it } from 'vitest';
import { foldArabic } from './arabic-folding';

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

  it('leaves Latin text, digits and marks alone', () => {
    expect(foldArabic('Plié & Co 100%_')).toBe('Plié & Co 100%_');
  });
});
