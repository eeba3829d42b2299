import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  ERROR_PARAMS,
  englishErrors,
  errorJson,
  statusConflict,
  wordsOf,
  type CodedError,
  type ErrorCode,
  type ErrorWords,
} from '@pointe/config';
import { arabicErrorWords } from './catalogues/errors';
import { errorTextFor } from './errors';

const ARABIC_LETTER = /[\u0600-\u06ff]/;

/** Sample values of the kinds each code carries ('count' → 7, 'text' → 'name-value', 'list' → two items). */
function sampleError(code: ErrorCode): CodedError {
  const kinds: Record<string, string> = ERROR_PARAMS[code];
  const names = Object.keys(kinds);
  if (names.length === 0) return { code } as CodedError;
  const sample = (kind: string, name: string) => (kind === 'count' ? 7 : kind === 'list' ? [`${name}-a`, `${name}-b`] : `${name}-value`);
  return { code, params: Object.fromEntries(names.map((name) => [name, sample(kinds[name]!, name)])) } as CodedError;
}

describe('the Arabic words of the error table', () => {
  it('writes every code from its values alone: Arabic words, no placeholder or missing value, no English text involved', () => {
    for (const code of ERROR_CODES) {
      const error = sampleError(code);
      const text = wordsOf(arabicErrorWords, error);
      expect(text.trim(), code).not.toBe('');
      expect(text, code).toMatch(ARABIC_LETTER);
      expect(text, code).not.toMatch(/\{\w+\}|undefined|NaN|\[object/);
      // A function is there for the values: it must be given some (a fixed refusal gets a string).
      expect(typeof arabicErrorWords[code] === 'function', code).toBe(error.params !== undefined);
      // Every value the code carries shows in the Arabic words (a count or a name as it is).
      for (const value of Object.values(error.params ?? {})) if (typeof value === 'number') expect(text, code).toContain(String(value));
    }
  });

  it('does not change when the English words are reworded', () => {
    // A copy of the English table with every entry reworded, as an editor might.
    const reworded = Object.fromEntries(
      ERROR_CODES.map((code) => {
        const entry: string | ((params: never) => string) = englishErrors[code];
        return [code, typeof entry === 'string' ? `Reworded: ${entry}` : (params: never) => `Reworded: ${entry(params)}`];
      }),
    ) as ErrorWords;
    for (const code of ERROR_CODES) {
      const error = sampleError(code);
      const original = errorJson(error);
      const rewordedAnswer = { ...original, message: wordsOf(reworded, error) };
      expect(rewordedAnswer.message, code).not.toBe(original.message);
      expect(errorTextFor('ar', rewordedAnswer), code).toBe(errorTextFor('ar', original));
      expect(errorTextFor('ar', rewordedAnswer), code).toBe(wordsOf(arabicErrorWords, error));
      // English pages show the (reworded) English words as they came.
      expect(errorTextFor('en', rewordedAnswer), code).toBe(rewordedAnswer.message);
    }
  });
});

describe('errorTextFor', () => {
  it('shows English pages the message exactly as it came', () => {
    expect(errorTextFor('en', { message: 'Invalid Mobile Number', code: 'invalidMobile' })).toBe('Invalid Mobile Number');
    expect(errorTextFor('en', { message: 'Something from Strapi' })).toBe('Something from Strapi');
  });

  it('shows Arabic pages the words of the code, written from its values', () => {
    expect(errorTextFor('ar', errorJson({ code: 'invalidMobile' }))).toBe('رقم الموبايل غير صحيح');
    expect(errorTextFor('ar', errorJson({ code: 'passwordTooShort', params: { min: 8 } }))).toBe('يجب ألا تقل كلمة المرور عن 8 أحرف');
    const conflict = errorTextFor('ar', errorJson(statusConflict('shipped', 'cancelled')));
    expect(conflict).toContain('تم الشحن');
    expect(conflict).toContain('ملغي');
    expect(errorTextFor('ar', errorJson({ code: 'promoCodeTaken', params: { code: 'SALE20' } }))).toContain('SALE20');
    expect(errorTextFor('ar', errorJson({ code: 'pictureType', params: { types: ['JPEG', 'PNG'] } }))).toContain('JPEG أو PNG');
  });

  it('never reads English words for a code: a message without one is shown as it is', () => {
    expect(errorTextFor('ar', { message: 'Sorry. Product is out of stock' })).toBe('Sorry. Product is out of stock');
  });

  it('shows the English message for an unknown code, or values that do not fit the code', () => {
    expect(errorTextFor('ar', { message: 'Something new from the CMS', code: 'somethingNew' })).toBe('Something new from the CMS');
    expect(errorTextFor('ar', { message: 'Name is far too long', code: 'nameTooLong' })).toBe('Name is far too long');
    expect(errorTextFor('ar', { message: 'Name is far too long', code: 'nameTooLong', params: { max: 'many' } })).toBe('Name is far too long');
  });
});
