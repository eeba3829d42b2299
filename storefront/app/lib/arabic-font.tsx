import arabicRegular from '@fontsource/cairo/files/cairo-arabic-400-normal.woff2?url';
import arabicBold from '@fontsource/cairo/files/cairo-arabic-700-normal.woff2?url';
import latinRegular from '@fontsource/cairo/files/cairo-latin-400-normal.woff2?url';
import latinBold from '@fontsource/cairo/files/cairo-latin-700-normal.woff2?url';

/**
 * Cairo (SIL Open Font License, from @fontsource/cairo), the Arabic pages' typeface, served from our
 * own origin: Vite copies the four woff2 files into /assets with a content hash, which the server
 * sends with immutable caching (ADR 011). Only the Arabic and Latin subsets, in two weights (text,
 * and bold for headings: 600 is drawn with the 700 file). `unicode-range` lets the browser fetch a
 * subset only when the page has characters from it; `font-display: swap` shows the text in the
 * fallback at once rather than hiding it while the font loads.
 */
const ARABIC_FONT_FAMILY = 'Cairo';

const ARABIC_RANGE =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC';
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

const fontFace = (url: string, weight: number, range: string) =>
  `@font-face{font-family:${ARABIC_FONT_FAMILY};font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format("woff2");unicode-range:${range}}`;

const FONT_FACES = [
  fontFace(arabicRegular, 400, ARABIC_RANGE),
  fontFace(arabicBold, 700, ARABIC_RANGE),
  fontFace(latinRegular, 400, LATIN_RANGE),
  fontFace(latinBold, 700, LATIN_RANGE),
].join('');

/**
 * In the <head> of Arabic pages only: the font faces, and a preload of the Arabic text weight so it
 * arrives with the page instead of after the stylesheet is applied. English pages load no font.
 * (The theme switches the font tokens to Cairo under `:root[lang=ar-EG]`, styles/theme.css.ts.)
 */
export function ArabicFont() {
  return (
    <>
      <link rel="preload" as="font" type="font/woff2" href={arabicRegular} crossOrigin="anonymous" />
      <style dangerouslySetInnerHTML={{ __html: FONT_FACES }} />
    </>
  );
}
