import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import path from 'node:path';
import bidiFactory from 'bidi-js';
import type PDFDocument from 'pdfkit';

/**
 * Arabic and English text in a pdfkit document. pdfkit shapes Arabic with fontkit (letters joined)
 * but lays text out left to right and knows nothing of the Unicode bidirectional algorithm, so a
 * line is first put in visual order here (bidi-js), then drawn as runs of one font each.
 *
 * Why each step:
 * - Two OFL fonts from npm: Amiri for Arabic characters, Cairo's Latin subset (the storefront's
 *   font) for the rest. Not Cairo's or Noto Sans Arabic's Arabic: they draw a letter as a dotless
 *   body plus its dots, bodies shared between letters, and pdfkit maps a glyph to the first letter
 *   it drew, so text extraction (pdftotext, copy and paste) read ب for ن. Amiri has a glyph per
 *   letter form. (pdfkit's ActualText spans were tried; poppler ignores them.)
 * - fontkit reverses a run whose script is right to left (Arabic letters). A run with Arabic letters
 *   is therefore handed over in the reverse of its visual order, so fontkit's reversal gives the
 *   visual order back, and it shapes the letters in their logical order.
 * - A run of the Arabic font without letters (Arabic-Indic digits, the Arabic comma) is drawn one
 *   character at a time: fontkit's choice of direction for such runs is not something to rely on.
 * - `features` is always passed: without it pdfkit lays each word out on its own (a word cache),
 *   which puts the words of an Arabic phrase left to right.
 */

type Doc = InstanceType<typeof PDFDocument>;

const bidi = bidiFactory();
const fontFile = (family: string, file: string) => path.join(path.dirname(require.resolve(`@fontsource/${family}/package.json`)), 'files', file);

export const FONTS = {
  latin: fontFile('cairo', 'cairo-latin-400-normal.woff'),
  latinBold: fontFile('cairo', 'cairo-latin-700-normal.woff'),
  arabic: fontFile('amiri', 'amiri-arabic-400-normal.woff'),
  arabicBold: fontFile('amiri', 'amiri-arabic-700-normal.woff'),
} as const;

/**
 * The fonts come from npm as WOFF, whose tables are zlib streams. fontkit inflates them with a
 * JavaScript inflate every time a document opens a font: two thirds of a one-order label's 1.5 s
 * (issue 37). So they are unwrapped into plain TrueType once per process, with Node's own zlib
 * (WOFF 1.0, W3C: a 44-byte header, then 20 bytes per table; a table is stored compressed only when
 * that made it smaller).
 */
export function trueTypeOf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const [offset, storedLength, length] = [woff.readUInt32BE(entry + 4), woff.readUInt32BE(entry + 8), woff.readUInt32BE(entry + 12)];
    const stored = woff.subarray(offset, offset + storedLength);
    return { entry, data: storedLength < length ? inflateSync(stored) : stored };
  });
  // The TrueType table directory: its binary-search fields, then tag, checksum, offset and length per table.
  const power = 2 ** Math.floor(Math.log2(count));
  const directory = Buffer.alloc(12 + count * 16);
  woff.copy(directory, 0, 4, 8);
  directory.writeUInt16BE(count, 4);
  directory.writeUInt16BE(power * 16, 6);
  directory.writeUInt16BE(Math.log2(power), 8);
  directory.writeUInt16BE((count - power) * 16, 10);
  let offset = directory.length;
  const bodies = tables.map(({ entry, data }, index) => {
    const record = 12 + index * 16;
    woff.copy(directory, record, entry, entry + 4);
    directory.writeUInt32BE(woff.readUInt32BE(entry + 16), record + 4);
    directory.writeUInt32BE(offset, record + 8);
    directory.writeUInt32BE(data.length, record + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    offset += padded.length;
    return padded;
  });
  return Buffer.concat([directory, ...bodies]);
}

/** Read and unwrapped once per process: a document parses its fonts from these buffers. */
let fontBuffers: Array<[string, Buffer]> | null = null;

export function registerFonts(doc: Doc): void {
  fontBuffers ??= Object.entries(FONTS).map(([name, file]) => [name, trueTypeOf(readFileSync(file))]);
  for (const [name, buffer] of fontBuffers) doc.registerFont(name, buffer);
}

const ARABIC_CHARACTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const ARABIC_LETTER = /[\u0620-\u064A\u066E-\u06D3\u06D5\u06FA-\u06FC\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const SPACE = /\s/;
const FEATURES = ['kern'] as PDFKit.Mixins.OpenTypeFeatures[];

export const hasArabic = (text: string): boolean => ARABIC_LETTER.test(text);

type Direction = 'ltr' | 'rtl';

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** The paragraph's direction; by default right to left when the text has Arabic letters. */
  direction?: Direction;
}

interface Run {
  /** The characters in visual order (left to right on the page). */
  text: string;
  arabic: boolean;
}

const fontName = (arabic: boolean, bold: boolean | undefined) => (arabic ? (bold ? 'arabicBold' : 'arabic') : bold ? 'latinBold' : 'latin');

/** The line in visual order (left to right on the page), cut into runs of one font. */
export function visualRuns(line: string, direction: Direction): Run[] {
  const levels = bidi.getEmbeddingLevels(line, direction);
  // Code units: every character the shop prints (Arabic, Latin) is one UTF-16 unit.
  const units = line.split('');
  const visual = units.map((_, index) => index);
  for (const [start, end] of bidi.getReorderSegments(line, levels)) {
    visual.splice(start, end - start + 1, ...visual.slice(start, end + 1).reverse());
  }
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  const runs: Run[] = [];
  for (const index of visual) {
    const character = mirrored.get(index) ?? units[index];
    const last = runs.at(-1);
    // A space belongs to the run it follows: it is in both fonts.
    const arabic = SPACE.test(character) && last ? last.arabic : ARABIC_CHARACTER.test(character);
    if (last && last.arabic === arabic) last.text += character;
    else runs.push({ text: character, arabic });
  }
  return runs;
}

/** The pieces pdfkit draws, left to right: each one's text is in the order fontkit expects. */
function pieces(line: string, direction: Direction): Run[] {
  return visualRuns(line, direction).flatMap((run): Run[] => {
    if (!run.arabic) return [run];
    if (hasArabic(run.text)) return [{ ...run, text: [...run.text].reverse().join('') }];
    return [...run.text].map((character) => ({ text: character, arabic: true }));
  });
}

/** A line's direction: given, or right to left when it has Arabic letters. */
const directionOf = (text: string, direction?: Direction): Direction => direction ?? (hasArabic(text) ? 'rtl' : 'ltr');

export function textWidth(doc: Doc, text: string, style: TextStyle): number {
  let width = 0;
  for (const piece of pieces(text, directionOf(text, style.direction))) {
    doc.font(fontName(piece.arabic, style.bold)).fontSize(style.size);
    width += doc.widthOfString(piece.text, { features: FEATURES });
  }
  return width;
}

/** The text cut into lines no wider than `width`, at spaces (a word longer than a line stays whole). */
export function wrap(doc: Doc, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(doc, candidate, style) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

export interface BoxOptions extends TextStyle {
  x: number;
  width: number;
  /** Where the text sits in its box; by default right to left text on the right, other text on the left. */
  align?: 'left' | 'right' | 'center';
}

/** Draws one line at (x, y) within `width`, aligned; returns its height. */
export function drawLine(doc: Doc, line: string, y: number, options: BoxOptions): number {
  const direction = directionOf(line, options.direction);
  const align = options.align ?? (direction === 'rtl' ? 'right' : 'left');
  const width = textWidth(doc, line, options);
  let x = align === 'left' ? options.x : align === 'right' ? options.x + options.width - width : options.x + (options.width - width) / 2;
  for (const piece of pieces(line, direction)) {
    doc.font(fontName(piece.arabic, options.bold)).fontSize(options.size);
    doc.text(piece.text, x, y, { lineBreak: false, features: FEATURES });
    x += doc.widthOfString(piece.text, { features: FEATURES });
  }
  return lineHeight(options);
}

export const lineHeight = (style: TextStyle): number => style.size * 1.5;

/** Draws a paragraph wrapped to its box; returns the y below it. */
export function drawText(doc: Doc, text: string, y: number, options: BoxOptions): number {
  let top = y;
  for (const line of wrap(doc, text, options.width, options)) top += drawLine(doc, line, top, options);
  return top;
}
