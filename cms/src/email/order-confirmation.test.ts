import { describe, expect, it } from 'vitest';
import { formatDate, type OrderJson } from '@pointe/config';
import { orderConfirmationMail } from './order-confirmation';
import { passwordResetMail } from './password-reset';

const order: OrderJson = {
  _id: 'abc123',
  orderNumber: 10001,
  user: { _id: 'u1', name: 'Mona' },
  orderItems: [
    { _id: 'p1', name: 'Leotard', slug: 'leotard', image: '', price: 500, size: 'S', quantity: 2, nameAr: 'ليوتارد' },
    { _id: 'p2', name: 'Gel Toe Pads', slug: 'gel-toe-pads', image: '', price: 150, size: 'One Size', quantity: 1, nameAr: '' },
  ],
  shippingAddress: { fullName: 'Mona Adel', mobileNumber: '01012345678', streetName: 'Tahrir', buildingNumber: '1', apartmentNumber: '2', area: 'Dokki', city: 'Giza', cityAr: 'الجيزة' },
  paymentMethod: 'Cash On Delivery',
  itemsPrice: 1150,
  shippingPrice: 50,
  taxPrice: 0,
  discount: 115,
  promoCode: 'WELCOME10',
  totalPrice: 1085,
  isPaid: false,
  paidAt: null,
  isDelivered: false,
  deliveredAt: null,
  status: 'pending',
  trackingNumber: '',
  events: [],
  createdAt: '2026-01-01T10:00:00.000Z',
};

describe('the order received email', () => {
  it('in English, says what it always said (and when the order was placed)', () => {
    const mail = orderConfirmationMail(order, 'mona@example.com', 'https://shop.test');
    expect(mail.subject).toBe('Pointe: we received your order 10001 (abc123)');
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Thank you for your order, Mona Adel! We received it.');
    // The date as the shop formats it everywhere (the exact words follow the runtime's ICU data).
    expect(lines[1]).toBe(`Placed on ${formatDate(order.createdAt, 'en', true)}.`);
    expect(lines).toContain('We will call you on 01012345678 to confirm your order before we ship it.');
    expect(lines).toContain('2 × Leotard (S): EGP\u00a01,000.00');
    expect(lines).toContain('Discount (WELCOME10): -EGP\u00a0115.00');
    expect(lines).toContain('Delivering to: Mona Adel, 1 Tahrir, apartment 2, Dokki, Giza');
    expect(lines).toContain('Follow your order: https://shop.test/order/abc123');
    expect(mail.html).toMatch(/^<div lang="en" dir="ltr">/);
  });

  it("in Arabic, with the editors' Arabic product names where given, Arabic sizes and cities, and the Arabic page", () => {
    const mail = orderConfirmationMail(order, 'mona@example.com', 'https://shop.test', 'ar');
    expect(mail.subject).toBe('استلمنا طلبك رقم 10001 (abc123) | Pointe');
    expect(mail.text).toContain('2 × ليوتارد (S): 1,000.00\u00a0ج.م.');
    expect(mail.text).toContain('1 × Gel Toe Pads (مقاس واحد): 150.00\u00a0ج.م.');
    expect(mail.text).toContain('الخصم (WELCOME10): -115.00\u00a0ج.م.');
    expect(mail.text).toContain('التوصيل إلى: Mona Adel، 1 Tahrir، شقة 2، Dokki، الجيزة');
    expect(mail.text).toContain('تابع طلبك: https://shop.test/ar/order/abc123');
    expect(mail.html).toMatch(/^<div lang="ar-EG" dir="rtl">/);
    expect(mail.html).toContain('<bdi>WELCOME10</bdi>');
  });

  it('in Arabic, names the governorate as the order kept it (any of the 27), in English its English name', () => {
    const aswan = { ...order, shippingAddress: { ...order.shippingAddress, city: 'Aswan' as const, cityAr: 'أسوان' } };
    expect(orderConfirmationMail(aswan, 'mona@example.com', 'https://shop.test', 'ar').text).toContain('شقة 2، Dokki، أسوان');
    expect(orderConfirmationMail(aswan, 'mona@example.com', 'https://shop.test', 'en').text).toContain('apartment 2, Dokki, Aswan');
  });
});

describe('the order number and the confirmation link', () => {
  it('shows the number next to the id, and the link to confirm without a call in both languages', () => {
    const link = 'https://shop.test/confirm/abc123.x.tag';
    const mail = orderConfirmationMail(order, 'mona@example.com', 'https://shop.test', 'en', link);
    expect(mail.text).toContain('Order number: 10001 (reference abc123)');
    expect(mail.text).toContain(`Confirm it yourself (no call needed), or cancel it, with one tap:\n${link}`);
    expect(mail.html).toContain(`<a href="${link}">Confirm or cancel my order</a>`);
    const arabic = orderConfirmationMail(order, 'mona@example.com', 'https://shop.test', 'ar', link);
    expect(arabic.text).toContain('رقم الطلب: 10001 (المرجع abc123)');
    expect(arabic.html).toContain(`<a href="${link}">تأكيد طلبي أو إلغاؤه</a>`);
  });

  it('has no link when none is given', () => {
    expect(orderConfirmationMail(order, 'mona@example.com', 'https://shop.test').text).not.toContain('Confirm it yourself');
  });
});

describe('the password reset email', () => {
  it('in English, as it always was', () => {
    const mail = passwordResetMail({ email: 'n@example.com', name: 'Nour' }, 'TOKEN', 'https://shop.test');
    expect(mail.subject).toBe('Pointe: reset your password');
    expect(mail.text).toBe(
      'Hello Nour,\n\nSomeone (hopefully you) asked to reset the password of your Pointe account.\nOpen this link within 1 hour to choose a new one:\n\nhttps://shop.test/reset-password/TOKEN\n\nIf you did not ask, ignore this email: your password stays as it is.\n\nPointe Dancewear',
    );
  });

  it('in Arabic, linking to the Arabic reset page; without a name, a plain greeting', () => {
    const mail = passwordResetMail({ email: 'n@example.com', name: null }, 'TOKEN', 'https://shop.test', 'ar');
    expect(mail.text.startsWith('أهلاً،\n')).toBe(true);
    expect(mail.text).toContain('\nhttps://shop.test/ar/reset-password/TOKEN\n');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('href="https://shop.test/ar/reset-password/TOKEN"');
  });
});
