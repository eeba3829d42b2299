import { describe, expect, it } from 'vitest';
import type { OrderJson } from '@pointe/config';
import { orderStatusMail } from './order-status';

const order: OrderJson = {
  _id: 'abc123',
  orderNumber: 10001,
  user: { _id: 'u1', name: 'Mona' },
  orderItems: [{ _id: 'p1', name: 'Leotard', slug: 'leotard', image: '', price: 500, size: 'S', quantity: 1 }],
  shippingAddress: { fullName: 'Mona <Adel>', mobileNumber: '01012345678', streetName: 'Tahrir', buildingNumber: '1', apartmentNumber: '2', area: 'Dokki', city: 'Giza' },
  paymentMethod: 'Cash On Delivery',
  itemsPrice: 500,
  shippingPrice: 50,
  taxPrice: 0,
  discount: 0,
  promoCode: '',
  totalPrice: 550,
  isPaid: false,
  paidAt: null,
  isDelivered: false,
  deliveredAt: null,
  status: 'cancelled',
  trackingNumber: '',
  events: [],
  createdAt: '2026-01-01T10:00:00.000Z',
};

describe('order status emails', () => {
  it.each([
    ['shopper', 'You cancelled this order.'],
    ['admin', 'Our team cancelled this order.'],
    ['system', 'We cancelled this order automatically because we could not confirm it with you by phone in time.'],
  ] as const)('a cancel by %s says who cancelled', (by, sentence) => {
    const mail = orderStatusMail(order, 'cancelled', by, 'mona@example.com', 'https://shop.test')!;
    expect(mail.subject).toBe('Pointe: your order 10001 (abc123) is cancelled');
    expect(mail.text).toContain(sentence);
    expect(mail.html).toContain(sentence);
    expect(mail.text).toContain('https://shop.test/order/abc123');
  });

  it('shipped names the tracking number, or our own delivery; the HTML escapes what the shopper typed', () => {
    const courier = orderStatusMail({ ...order, status: 'shipped', trackingNumber: 'EG-1' }, 'shipped', 'admin', 'm@example.com', 'https://shop.test')!;
    expect(courier.text).toContain('Tracking number: EG-1.');
    // The name is isolated (<bdi>) so an Arabic name never reorders an English sentence, and the reverse.
    expect(courier.html).toContain('Hello <bdi>Mona &lt;Adel&gt;</bdi>,');
    expect(courier.html).toContain('<bdi>EG-1</bdi>');
    const manual = orderStatusMail({ ...order, status: 'shipped', trackingNumber: 'manual' }, 'shipped', 'admin', 'm@example.com', 'https://shop.test')!;
    expect(manual.text).toContain('our own delivery team');
  });

  it('in Arabic: the words, the amount, right to left, and the link to the Arabic page', () => {
    const mail = orderStatusMail({ ...order, status: 'shipped', trackingNumber: 'EG-1' }, 'shipped', 'admin', 'm@example.com', 'https://shop.test', 'ar')!;
    expect(mail.subject).toBe('طلبك رقم 10001 (abc123) في الطريق إليك | Pointe');
    expect(mail.text).toContain('أهلاً Mona <Adel>،');
    expect(mail.text).toContain('رقم التتبع: EG-1.');
    expect(mail.text).toMatch(/من فضلك جهّز مبلغ 550\.00\sج\.م\. نقداً عند التسليم\./);
    expect(mail.text).toContain('https://shop.test/ar/order/abc123');
    expect(mail.html).toMatch(/^<div lang="ar-EG" dir="rtl">/);
    expect(mail.html).toContain('href="https://shop.test/ar/order/abc123"');
    const cancelled = orderStatusMail(order, 'cancelled', 'system', 'm@example.com', 'https://shop.test', 'ar')!;
    expect(cancelled.text).toContain('ألغينا هذا الطلب تلقائياً');
  });

  it('refused and returned send nothing', () => {
    expect(orderStatusMail(order, 'refused', 'admin', 'm@example.com', 'https://shop.test')).toBeNull();
    expect(orderStatusMail(order, 'returned', 'admin', 'm@example.com', 'https://shop.test')).toBeNull();
  });
});
