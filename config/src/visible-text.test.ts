import { describe, expect, it } from 'vitest';
import { stripInvisible, visibleText } from './visible-text.js';
import { signupBody } from './accounts.js';
import { shippingAddressSchema } from './orders.js';

describe('stripInvisible: names and addresses without invisible controls', () => {
  it.each([
    ['Mona\u202E Adel', 'Mona Adel'],
    ['\u202Dمنى\u202C عادل', 'منى عادل'],
    ['Mo\u200Bna\u200C\u200D', 'Mona'],
    ['\u2066Mona\u2069 \u2067Adel\u2068', 'Mona Adel'],
    ['\u200E\u200F\u061CMona', 'Mona'],
    ['\uFEFFMona\u2060', 'Mona'],
    ['Mona\u0000\u0007\u001B\u0085\u009F', 'Mona '],
    ['Mona\tAdel\nSalem', 'Mona Adel Salem'],
  ])('%j → %j', (text, expected) => {
    expect(stripInvisible(text)).toBe(expected);
  });

  it('keeps Arabic letters, their diacritics and emoji-free punctuation as they are', () => {
    expect(stripInvisible('مُنى عادل - شارع ٢٦ يوليو، الدقي')).toBe('مُنى عادل - شارع ٢٦ يوليو، الدقي');
  });

  it('is the start of the schemas: a name of invisible characters only is no name', () => {
    expect(visibleText('x').trim().parse(' \u202EMona\u200B ')).toBe('Mona');
    const signup = signupBody.safeParse({ name: '\u202E\u200B', email: 'a@b.co', password: 'long-enough-1' });
    expect(signup.success).toBe(false);
    expect(signupBody.parse({ name: 'Mona\u202E Adel\u200B', email: 'a@b.co', password: 'long-enough-1' }).name).toBe('Mona Adel');
  });

  it('every line of a shipping address is cleaned, and a mobile number pasted with direction marks still reads', () => {
    const address = shippingAddressSchema.parse({
      fullName: '\u202EMona Adel',
      mobileNumber: '\u200E010\u200B12345678\u200F',
      streetName: 'Tahrir\u2067 Street',
      buildingNumber: '12\u200D',
      apartmentNumber: '\uFEFF4',
      area: 'Dok\u200Bki',
      city: 'Giza',
    });
    expect(address).toEqual({ fullName: 'Mona Adel', mobileNumber: '01012345678', streetName: 'Tahrir Street', buildingNumber: '12', apartmentNumber: '4', area: 'Dokki', city: 'Giza' });
  });
});
