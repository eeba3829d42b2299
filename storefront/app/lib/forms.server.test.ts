import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issue, shippingAddressSchema, signupForm } from '@pointe/config';
import { parseForm, shopFieldErrors } from './forms.server';

const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request('http://shop.test/ar/shipping', { method: 'POST', body });
};

describe('parseForm', () => {
  it('answers each refused field with its code and English words, and keeps what was typed except passwords', async () => {
    const result = await parseForm(post({ name: 'فريدة', email: 'f@example.com', password: 'first-password-1', confirmPassword: 'other-password-1' }), signupForm);
    expect(result).toEqual({ ok: false, errors: { confirmPassword: { message: 'Passwords do not match', code: 'passwordsDoNotMatch' } }, values: { name: 'فريدة', email: 'f@example.com' } });
  });

  it('accepts a mobile number typed in Arabic-Indic digits, and refuses a wrong one with the spec message', async () => {
    const address = { fullName: 'فريدة نبيل', streetName: 'شارع ٢٦ يوليو', buildingNumber: '15', apartmentNumber: '7', area: 'الزمالك', city: 'Cairo' };
    const accepted = await parseForm(post({ ...address, mobileNumber: '٠١٠١٢٣٤٥٦٧٨' }), shippingAddressSchema);
    expect(accepted.ok && accepted.data.mobileNumber).toBe('01012345678');
    const refused = await parseForm(post({ ...address, mobileNumber: '٠١٢٣' }), shippingAddressSchema);
    expect(refused.ok ? null : refused.errors.mobileNumber).toEqual({ message: 'Invalid Mobile Number', code: 'invalidMobile' });
  });
});

describe('shopFieldErrors', () => {
  it('carries the code and values a schema gives its issue, for the page to write in its language', () => {
    const schema = z.object({ name: z.string().max(3, issue('nameTooLong', { max: 3 })), other: z.string().min(2) });
    const parsed = schema.safeParse({ name: 'long', other: 'x' });
    const errors = parsed.success ? null : shopFieldErrors(parsed.error);
    expect(errors?.name).toEqual({ message: 'Name must be at most 3 characters', code: 'nameTooLong', params: { max: 3 } });
    // zod's own words (a check without a code of ours) go as they are, without a code.
    expect(errors?.other).toEqual({ message: expect.stringMatching(/2/) });
  });
});
