import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INVALID_MOBILE, PASSWORDS_DO_NOT_MATCH, shippingAddressSchema, signupForm } from '@pointe/config';
import { parseForm, shopFieldErrors } from './forms.server';

const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request('http://shop.test/ar/shipping', { method: 'POST', body });
};

describe('parseForm', () => {
  it('answers each refused field with its English message, and keeps what was typed except passwords', async () => {
    const result = await parseForm(post({ name: 'فريدة', email: 'f@example.com', password: 'first-password-1', confirmPassword: 'other-password-1' }), signupForm);
    expect(result).toEqual({ ok: false, errors: { confirmPassword: { message: PASSWORDS_DO_NOT_MATCH } }, values: { name: 'فريدة', email: 'f@example.com' } });
  });

  it('accepts a mobile number typed in Arabic-Indic digits, and refuses a wrong one with the spec message', async () => {
    const address = { fullName: 'فريدة نبيل', streetName: 'شارع ٢٦ يوليو', buildingNumber: '15', apartmentNumber: '7', area: 'الزمالك', city: 'Cairo' };
    const accepted = await parseForm(post({ ...address, mobileNumber: '٠١٠١٢٣٤٥٦٧٨' }), shippingAddressSchema);
    expect(accepted.ok && accepted.data.mobileNumber).toBe('01012345678');
    const refused = await parseForm(post({ ...address, mobileNumber: '٠١٢٣' }), shippingAddressSchema);
    expect(refused.ok ? null : refused.errors.mobileNumber).toEqual({ message: INVALID_MOBILE });
  });
});

describe('shopFieldErrors', () => {
  it('carries the stable code a schema gives its issue, for the page to show in its language', () => {
    const schema = z.object({ code: z.string().refine(() => false, { message: 'Promo code not found', params: { code: 'promo.not-found' } }) });
    const parsed = schema.safeParse({ code: 'NOPE' });
    expect(parsed.success ? null : shopFieldErrors(parsed.error)).toEqual({ code: { message: 'Promo code not found', code: 'promo.not-found' } });
  });
});
