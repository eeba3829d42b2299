import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, PICTURE_ACCEPT, PICTURE_HINT, PICTURE_SIZE_REFUSAL, PICTURE_TYPE_REFUSAL, checkPicture, sniffPictureType } from './uploads.js';
import { errorJson } from './error-words-en.js';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

/** An ISO-BMFF `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''), [0, 0, 0, 8], 'mdat');
};

describe('sniffPictureType', () => {
  it.each([
    ['JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['JPEG (EXIF)', bytes([0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34], 'Exif'), 'image/jpeg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'), 'image/png'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['AVIF (major brand)', ftyp('avif', 'mif1', 'miaf'), 'image/avif'],
    ['AVIF sequence', ftyp('avis', 'msf1'), 'image/avif'],
    ['AVIF (compatible brand only)', ftyp('mif1', 'miaf', 'avif'), 'image/avif'],
  ])('%s → %s', (_name, file, mime) => {
    expect(sniffPictureType(file)?.mime).toBe(mime);
  });

  it.each([
    ['empty', bytes()],
    ['a script', bytes('alert(document.cookie)')],
    ['an HTML page', bytes('<!doctype html><script src="/uploads/x.js"></script>')],
    ['an SVG with a script', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['an HTML page with a BOM', bytes([0xef, 0xbb, 0xbf], '<html>')],
    ['a PDF', bytes('%PDF-1.7')],
    ['HEIC (ftyp without an AVIF brand)', ftyp('heic', 'mif1', 'heic')],
    ['an MP4', ftyp('isom', 'iso2', 'mp41')],
    ['a WAV (RIFF but not WEBP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['a GIF-looking text', bytes('GIF8')],
    ['a BMP', bytes('BM', [0x36, 0, 0, 0])],
    ['TIFF', bytes('II*', [0])],
    ['an AVIF brand past the ftyp box', bytes([0, 0, 0, 16], 'ftyp', 'isom', [0, 0, 0, 0], 'avif')],
  ])('%s → not a picture', (_name, file) => {
    expect(sniffPictureType(file)).toBeNull();
  });

  it('answers the canonical extension, whatever the file was called', () => {
    expect(sniffPictureType(bytes([0xff, 0xd8, 0xff, 0xdb]))?.extension).toBe('jpg');
    expect(sniffPictureType(ftyp('avif'))?.extension).toBe('avif');
  });
});

describe('checkPicture', () => {
  const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0]);
  it('passes a picture up to the limit, with its type', () => {
    expect(checkPicture(jpeg, MAX_UPLOAD_BYTES)).toEqual({ ok: true, type: { mime: 'image/jpeg', extension: 'jpg', label: 'JPEG' } });
  });
  it('refuses one byte over the limit with 413, and what is no picture of ours with 400', () => {
    expect(checkPicture(jpeg, MAX_UPLOAD_BYTES + 1)).toEqual({ ok: false, status: 413, error: PICTURE_SIZE_REFUSAL });
    expect(checkPicture(bytes('<svg>'), 5)).toEqual({ ok: false, status: 400, error: PICTURE_TYPE_REFUSAL });
  });
});

describe('the upload policy texts', () => {
  it('state the same limit and types as the rules', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(errorJson(PICTURE_SIZE_REFUSAL).message).toBe('Pictures must be at most 5 MB');
    expect(errorJson(PICTURE_TYPE_REFUSAL).message).toBe('Pictures must be JPEG, PNG, WebP, GIF or AVIF images');
    expect(PICTURE_HINT).toBe('JPEG, PNG, WebP, GIF or AVIF, up to 5 MB');
    expect(PICTURE_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/gif,image/avif');
  });
});
