import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES, errorCodeOf, errorMessage, matchError, placeholdersOf } from './error-codes.js';
import { fieldErrors, firstIssue, signupForm } from './accounts.js';
import { orderBody, promoApplyBody, shippingAddressSchema } from './orders.js';
import { productUpdateBody, promoCreateBody } from './admin.js';
import { orderStatusChangeBody, statusConflictMessage } from './order-life-cycle.js';
import { parseSearchParams } from './validation.js';
import { PICTURE_SIZE_MESSAGE, PICTURE_TYPE_MESSAGE } from './uploads.js';

/** A message of each code as the shop builds it: every placeholder filled with a sample value. */
function sampleMessage(code: (typeof ERROR_CODES)[number]): { message: string; params: Record<string, string> } {
  const params = Object.fromEntries(placeholdersOf(ERROR_MESSAGES[code]).map((name, index) => [name, `${name}-${index + 7}`]));
  return { message: ERROR_MESSAGES[code].replace(/\{(\w+)\}/g, (_, name: string) => params[name]!), params };
}

describe('the error table', () => {
  it('reads every message back to its own code and values, and to no other code', () => {
    for (const code of ERROR_CODES) {
      const { message, params } = sampleMessage(code);
      expect(matchError(message), code).toEqual({ code, params });
    }
  });

  it('has one code per English text', () => {
    const texts = Object.values(ERROR_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('fills templates the way the schemas print them', () => {
    expect(errorMessage('nameTooLong', { max: 100 })).toBe('Name must be at most 100 characters');
    expect(errorMessage('invalidMobile')).toBe('Invalid Mobile Number');
    expect(statusConflictMessage('shipped', 'cancelled')).toBe('This order is shipped: it cannot be marked cancelled');
    expect(matchError(statusConflictMessage('shipped', 'cancelled'))).toEqual({
      code: 'statusConflict',
      params: { current: 'shipped', wanted: 'cancelled' },
    });
  });

  it('knows no code for a message it does not hold', () => {
    expect(errorCodeOf('Too small: expected string to have >=1 characters')).toBeUndefined();
    expect(errorCodeOf('')).toBeUndefined();
    // A message is matched whole: a known text inside a longer one is not that code.
    expect(errorCodeOf('Invalid Mobile Number, twice')).toBeUndefined();
  });
});

describe('the schemas refuse with messages the table knows', () => {
  const codeOfFirst = (result: { success: boolean; error?: Parameters<typeof firstIssue>[0] }) =>
    result.error ? errorCodeOf(firstIssue(result.error)) : undefined;

  it('accounts', () => {
    expect(codeOfFirst(signupForm.safeParse({ name: 'A', email: 'a@b.co', password: 'short', confirmPassword: 'short' }))).toBe(
      'passwordTooShort',
    );
    expect(codeOfFirst(signupForm.safeParse({ name: 'A', email: 'a@b.co', password: 'long enough 1', confirmPassword: 'other' }))).toBe(
      'passwordsDoNotMatch',
    );
    expect(codeOfFirst(signupForm.safeParse({ name: '', email: 'nope', password: '' }))).toBe('nameRequired');
    const fields = signupForm.safeParse({ name: 'A', email: 'nope', password: 'x'.repeat(100) });
    const errors = fieldErrors(fields.error!);
    expect([errorCodeOf(errors.email!), errorCodeOf(errors.password!)]).toEqual(['emailInvalid', 'passwordTooManyBytes']);
  });

  it('checkout and orders', () => {
    const address = { fullName: '', mobileNumber: '123', streetName: 'S', buildingNumber: '1', apartmentNumber: '2', area: 'A', city: 'Luxor' };
    const refused = shippingAddressSchema.safeParse(address);
    const errors = fieldErrors(refused.error!);
    expect([errors.fullName, errors.mobileNumber, errors.city].map((message) => errorCodeOf(message!))).toEqual([
      'fullNameRequired',
      'invalidMobile',
      'cityInvalid',
    ]);
    expect(codeOfFirst(orderBody.safeParse({ orderItems: [], shippingAddress: {}, paymentMethod: 'Cash On Delivery' }))).toBe('cartEmpty');
    expect(
      codeOfFirst(orderBody.safeParse({ orderItems: [{ _id: 'p', size: 'M', quantity: 100 }], shippingAddress: address, paymentMethod: 'x' })),
    ).toBe('quantityInvalid');
    expect(codeOfFirst(promoApplyBody.safeParse({ code: '', cartTotal: 10 }))).toBe('promoCodeRequired');
  });

  it('admin forms, the life cycle, search and uploads', () => {
    expect(codeOfFirst(productUpdateBody.safeParse({ name: 'x'.repeat(121) }))).toBe('nameTooLong');
    expect(codeOfFirst(promoCreateBody.safeParse({ code: 'SALE', discountType: 'percentage', discountValue: 150 }))).toBe('percentageTooLarge');
    expect(codeOfFirst(orderStatusChangeBody.safeParse({ status: 'shipped' }))).toBe('trackingNumberRequired');
    const search = parseSearchParams({ page: '0' });
    expect(search.success ? undefined : errorCodeOf(search.message)).toBe('pageNotPositive');
    expect(errorCodeOf(PICTURE_TYPE_MESSAGE)).toBe('pictureType');
    expect(errorCodeOf(PICTURE_SIZE_MESSAGE)).toBe('pictureTooLarge');
  });
});
