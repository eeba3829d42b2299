/**
 * Arabic letters shoppers type interchangeably, folded to one form on both sides of a search: alef
 * with hamza or madda to bare alef (أحذية / احذية), alef maqsura to yaa (ى / ي), taa marbuta to haa
 * (جيبة / جيبه), and the short-vowel marks and tatweel dropped. Latin text is left as it is. The
 * database folds the searched text the same way (database/full-text.ts).
 */
export const ARABIC_VARIANTS = 'أإآٱىة';
export const ARABIC_FOLDED = 'اااايه';
export const ARABIC_MARKS = '\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0640';

/** A shopper's text with its Arabic letters folded (see ARABIC_VARIANTS), as the searched text is. */
export function foldArabic(text: string): string {
  let folded = '';
  for (const char of text) {
    const variant = ARABIC_VARIANTS.indexOf(char);
    if (variant >= 0) folded += ARABIC_FOLDED[variant];
    else if (!ARABIC_MARKS.includes(char)) folded += char;
  }
  return folded;
}
