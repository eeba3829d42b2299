import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES, errorMessage, placeholdersOf, statusConflictMessage } from '@pointe/config';
import { arabicErrorWords } from './catalogues/errors';
import { errorTextFor } from './errors';

const ARABIC_LETTER = /[\u0600-\u06ff]/;

describe('the Arabic words of the error table', () => {
  it('has words for every code, none empty, none with a placeholder left unfilled', () => {
    for (const code of ERROR_CODES) {
      const words: string | ((params: Record<string, string>) => string) = arabicErrorWords[code];
      const params = Object.fromEntries(placeholdersOf(ERROR_MESSAGES[code]).map((name) => [name, `<${name}>`]));
      const text = typeof words === 'string' ? words : words(params);
      expect(text.trim(), code).not.toBe('');
      expect(text, code).toMatch(ARABIC_LETTER);
      expect(text, code).not.toMatch(/\{\w+\}|undefined/);
      // A function is there for the values: it must be given some (a fixed message gets a string).
      expect(typeof words === 'function', code).toBe(placeholdersOf(ERROR_MESSAGES[code]).length > 0);
    }
  });

});

describe('errorTextFor', () => {
  it('shows English pages the message exactly as it came', () => {
    expect(errorTextFor('en', { message: 'Invalid Mobile Number', code: 'invalidMobile' })).toBe('Invalid Mobile Number');
    expect(errorTextFor('en', { message: 'Sorry. Product is out of stock' })).toBe('Sorry. Product is out of stock');
  });

  it('shows Arabic pages the words of the code', () => {
    expect(errorTextFor('ar', { message: ERROR_MESSAGES.invalidMobile, code: 'invalidMobile' })).toBe('رقم الموبايل غير صحيح');
    expect(errorTextFor('ar', { message: ERROR_MESSAGES.passwordsDoNotMatch, code: 'passwordsDoNotMatch' })).toBe('كلمتا المرور غير متطابقتين');
  });

  it('finds the code from the English words when none came (field messages, toasts)', () => {
    expect(errorTextFor('ar', { message: 'Sorry. Product is out of stock' })).toBe(arabicErrorWords.outOfStock);
    expect(errorTextFor('ar', { message: errorMessage('passwordTooShort', { min: 8 }) })).toBe('يجب ألا تقل كلمة المرور عن 8 أحرف');
  });

  it('puts the values of a templated message into the Arabic sentence', () => {
    const text = errorTextFor('ar', { message: statusConflictMessage('shipped', 'cancelled'), code: 'statusConflict' });
    expect(text).toContain('تم الشحن');
    expect(text).toContain('ملغي');
    expect(errorTextFor('ar', { message: 'The code SALE20 already exists', code: 'promoCodeTaken' })).toContain('SALE20');
  });

  it('falls back to the English message for an unknown code or a message that does not fit its code', () => {
    expect(errorTextFor('ar', { message: 'Something new from the CMS', code: 'somethingNew' })).toBe('Something new from the CMS');
    expect(errorTextFor('ar', { message: 'Too small: expected string to have >=1 characters' })).toBe(
      'Too small: expected string to have >=1 characters',
    );
    expect(errorTextFor('ar', { message: 'Name is far too long', code: 'nameTooLong' })).toBe('Name is far too long');
  });

  it('trusts a known code for a fixed message even when the English words changed', () => {
    expect(errorTextFor('ar', { message: 'Out of stock, sorry', code: 'outOfStock' })).toBe(arabicErrorWords.outOfStock);
  });
});
