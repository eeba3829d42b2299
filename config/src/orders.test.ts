import { describe, expect, it } from 'vitest';
import { INVALID_MOBILE, orderBody, orderTotals, promoDiscountPiastres, shippingAddressSchema } from './orders.js';

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

describe('promo discount', () => {
  it('takes a percentage of the cart, rounded to piastres', () => {
    expect(promoDiscountPiastres({ discountType: 'percentage', discountValue: 10 }, 64_950)).toBe(6_495);
    expect(promoDiscountPiastres({ discountType: 'percentage', discountValue: 12.5 }, 333)).toBe(42);
  });

  it('takes a fixed amount, never more than the cart', () => {
    expect(promoDiscountPiastres({ discountType: 'fixed', discountValue: 100 }, 50_000)).toBe(10_000);
    expect(promoDiscountPiastres({ discountType: 'fixed', discountValue: 100 }, 5_000)).toBe(5_000);
    expect(promoDiscountPiastres({ discountType: 'percentage', discountValue: 100 }, 5_000)).toBe(5_000);
  });
});

describe('order totals', () => {
  it('adds 50 EGP shipping up to 1500 and nothing above', () => {
    expect(orderTotals([{ price: 649, quantity: 2 }])).toEqual({ itemsPrice: 1298, shippingPrice: 50, taxPrice: 0, discount: 0, totalPrice: 1348 });
    expect(orderTotals([{ price: 750, quantity: 2 }]).shippingPrice).toBe(50);
    expect(orderTotals([{ price: 750.01, quantity: 2 }]).shippingPrice).toBe(0);
  });

  it('computes in piastres: no float drift', () => {
    expect(orderTotals([{ price: 0.1, quantity: 3 }, { price: 0.2, quantity: 1 }]).itemsPrice).toBe(0.5);
    expect(orderTotals([{ price: 19.99, quantity: 3 }], 599).totalPrice).toBe(103.98);
  });

  it('caps the discount at the items price, so the total is never negative', () => {
    expect(orderTotals([{ price: 100, quantity: 1 }], 50_000)).toMatchObject({ discount: 100, totalPrice: 50 });
  });
});
