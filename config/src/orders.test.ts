import { describe, expect, it } from 'vitest';
import { normaliseDigits } from './i18n.js';
import { firstIssue } from './accounts.js';
import { englishOf } from './error-words-en.js';
import { lineQuantityText, orderBody, promoApplyBody, promoCodeSchema, shippingAddressSchema } from './orders.js';

const address = {
  fullName: 'Mona Adel',
  mobileNumber: '01012345678',
  streetName: 'Tahrir Street',
  buildingNumber: '12',
  apartmentNumber: '4',
  area: 'Dokki',
  city: 'Giza',
};

describe('shipping address', () => {
  it.each(['0101234567', '010123456789', '02012345678', '01x12345678', '+201012345678'])('refuses the mobile %j', (mobileNumber) => {
    const result = shippingAddressSchema.safeParse({ ...address, mobileNumber });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssue(result.error)).toEqual({ code: 'invalidMobile' });
  });

  it('accepts 01 plus 9 digits and the 27 governorates only (the CMS says which are open)', () => {
    expect(shippingAddressSchema.safeParse(address).success).toBe(true);
    expect(shippingAddressSchema.safeParse({ ...address, city: 'Luxor' }).success).toBe(true);
    expect(shippingAddressSchema.safeParse({ ...address, city: 'Paris' }).success).toBe(false);
    expect(shippingAddressSchema.safeParse({ ...address, city: 'luxor' }).success).toBe(false);
    expect(shippingAddressSchema.safeParse({ ...address, area: ' ' }).success).toBe(false);
  });

  it('takes an optional floor and nearest landmark: blank is absent, too long is refused with its code', () => {
    expect(shippingAddressSchema.parse({ ...address, floor: '3', landmark: ' behind Metro Market ' })).toMatchObject({ floor: '3', landmark: 'behind Metro Market' });
    const blank = shippingAddressSchema.parse({ ...address, floor: '', landmark: '  ' });
    expect(JSON.parse(JSON.stringify(blank))).toEqual(address);
    const floor = shippingAddressSchema.safeParse({ ...address, floor: '1'.repeat(21) });
    expect(floor.success ? null : firstIssue(floor.error)).toEqual({ code: 'floorTooLong', params: { max: 20 } });
    const landmark = shippingAddressSchema.safeParse({ ...address, landmark: 'x'.repeat(101) });
    expect(landmark.success ? null : englishOf(firstIssue(landmark.error))).toBe('Nearest landmark must be at most 100 characters');
  });
});

describe('order body', () => {
  const body = { orderItems: [{ _id: 'p1', size: 'S', quantity: 2, price: 0.01 }], shippingAddress: address, paymentMethod: 'Cash On Delivery' };

  it('keeps only product, size and quantity from each line', () => {
    expect(orderBody.parse({ ...body, itemsPrice: 1, totalPrice: 1 }).orderItems).toEqual([{ _id: 'p1', size: 'S', quantity: 2 }]);
  });

  it.each([
    [{ orderItems: [] }, 'Your cart is empty'],
    [{ orderItems: [{ _id: 'p1', size: 'S', quantity: 0 }] }, 'Quantity must be a whole number from 1 to 99'],
    [{ orderItems: [{ _id: 'p1', size: 'S', quantity: 100 }] }, 'Quantity must be a whole number from 1 to 99'],
    [{ orderItems: [{ _id: 'p1', size: 'S', quantity: 1.5 }] }, 'Quantity must be a whole number from 1 to 99'],
    [{ orderItems: [{ _id: 'p1', size: 'XL', quantity: 1 }] }, 'Size must be one of XS, S, M, One Size'],
    [{ orderItems: Array.from({ length: 51 }, () => ({ _id: 'p', size: 'S', quantity: 1 })) }, 'An order has at most 50 lines'],
    [{ paymentMethod: 'Card' }, 'Payment method is required'],
  ])('refuses %j', (change, message) => {
    const result = orderBody.safeParse({ ...body, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(englishOf(firstIssue(result.error))).toBe(message);
  });

  it('reads the promo code upper-case, and an empty one as none', () => {
    expect(orderBody.parse({ ...body, promoCode: ' welcome10 ' }).promoCode).toBe('WELCOME10');
    expect(orderBody.parse({ ...body, promoCode: '' }).promoCode).toBeUndefined();
  });
});

describe('digits typed on an Arabic keyboard', () => {
  it('reads Arabic-Indic and Extended Arabic-Indic digits as Latin digits', () => {
    expect(normaliseDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normaliseDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normaliseDigits('PLIE١٠٠ and 42')).toBe('PLIE100 and 42');
  });

  it.each(['٠١٠١٢٣٤٥٦٧٨', '۰۱۰۱۲۳۴۵۶۷۸', ' ٠١٠12345٦٧٨ '])('accepts the mobile %j as 01012345678', (mobileNumber) => {
    expect(shippingAddressSchema.parse({ ...address, mobileNumber }).mobileNumber).toBe('01012345678');
  });

  it('still refuses a mobile that is wrong in Arabic digits, with the same message', () => {
    const result = shippingAddressSchema.safeParse({ ...address, mobileNumber: '٠٢٠١٢٣٤٥٦٧٨' });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssue(result.error)).toEqual({ code: 'invalidMobile' });
  });

  it('reads promo codes with Arabic digits, in the cart form, the promo body and the order body', () => {
    expect(promoCodeSchema.parse(' plie١٠٠ ')).toBe('PLIE100');
    expect(promoApplyBody.parse({ code: 'welcome۱۰', cartTotal: 400 }).code).toBe('WELCOME10');
    const body = { orderItems: [{ _id: 'p1', size: 'S', quantity: 1 }], shippingAddress: { ...address, mobileNumber: '٠١٠١٢٣٤٥٦٧٨' }, paymentMethod: 'Cash On Delivery', promoCode: 'plie١٠٠' };
    const order = orderBody.parse(body);
    expect(order.promoCode).toBe('PLIE100');
    expect(order.shippingAddress.mobileNumber).toBe('01012345678');
  });

  it.each([
    ['٣', 3],
    ['۱۲', 12],
    [' 2 ', 2],
    ['٩٩', 99],
  ])('reads the quantity %j as %d', (text, quantity) => {
    expect(lineQuantityText.parse(text)).toBe(quantity);
  });

  it.each(['0', '٠', '100', '1.5', '١٫٥', 'two', '', '-1'])('refuses the quantity %j', (text) => {
    const result = lineQuantityText.safeParse(text);
    expect(result.success).toBe(false);
    if (!result.success) expect(englishOf(firstIssue(result.error))).toBe('Quantity must be a whole number from 1 to 99');
  });
});
