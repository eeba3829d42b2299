import { describe, expect, it } from 'vitest';
import { INVALID_MOBILE, orderBody, shippingAddressSchema } from './orders.js';

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
    if (!result.success) expect(result.error.issues[0]?.message).toBe(INVALID_MOBILE);
  });

  it('accepts 01 plus 9 digits and the three cities only', () => {
    expect(shippingAddressSchema.safeParse(address).success).toBe(true);
    expect(shippingAddressSchema.safeParse({ ...address, city: 'Luxor' }).success).toBe(false);
    expect(shippingAddressSchema.safeParse({ ...address, area: ' ' }).success).toBe(false);
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
    if (!result.success) expect(result.error.issues[0]?.message).toBe(message);
  });

  it('reads the promo code upper-case, and an empty one as none', () => {
    expect(orderBody.parse({ ...body, promoCode: ' welcome10 ' }).promoCode).toBe('WELCOME10');
    expect(orderBody.parse({ ...body, promoCode: '' }).promoCode).toBeUndefined();
  });
});
