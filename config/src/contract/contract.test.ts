import { describe, expect, it } from 'vitest';
import { adminProductsPageJson, orderJson, orderSummaryJson, productJson, promoJson, searchPageJson, userInfoJson } from './index.js';

const product = {
  _id: 'k1q2w3e4r5t6y7u8i9o0p1a2',
  name: 'Étude Pointe Shoes',
  slug: 'etude-pointe-shoes',
  image: ['/uploads/etude_1.webp'],
  imageSrcSet: ['/uploads/small_etude_1.webp 500w, /uploads/etude_1.webp 720w'],
  brand: 'Plié & Co',
  category: 'Ballet Shoes',
  description: 'Hand-made pointe shoes.',
  nameAr: 'حذاء بوانت Étude',
  descriptionAr: null,
  categoryAr: 'أحذية باليه',
  price: 1290.5,
  countInStock: 3,
  sizes: [{ size: 'S', countInStock: 3 }],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  colour: { name: 'Pink', nameAr: 'وردي', swatch: '#f3c9c0' },
  family: {
    name: 'Étude pointe shoes',
    siblings: [
      { slug: 'etude-pointe-shoes', name: 'Étude Pointe Shoes', nameAr: null, colour: { name: 'Pink', nameAr: 'وردي', swatch: '#f3c9c0' }, countInStock: 3 },
      { slug: 'etude-pointe-shoes-in-black', name: 'Étude Pointe Shoes in Black', nameAr: null, colour: null, countInStock: 0 },
    ],
  },
};

const order = {
  _id: 'o1q2w3e4r5t6y7u8i9o0p1a2',
  orderNumber: 10001,
  user: { _id: 'u1q2w3e4r5t6y7u8i9o0p1a2', name: 'Mona Adel' },
  orderItems: [{ _id: product._id, name: product.name, slug: product.slug, image: product.image[0], price: 1290.5, size: 'S', quantity: 2, nameAr: 'ليوتارد' }],
  shippingAddress: {
    fullName: 'Mona Adel',
    mobileNumber: '01012345678',
    streetName: 'Tahrir Street',
    buildingNumber: '12',
    apartmentNumber: '4',
    area: 'Dokki',
    city: 'Giza',
    cityAr: 'الجيزة',
  },
  paymentMethod: 'Cash On Delivery',
  itemsPrice: 2581,
  shippingPrice: 0,
  taxPrice: 0,
  discount: 0,
  promoCode: '',
  totalPrice: 2581,
  isPaid: false,
  paidAt: null,
  isDelivered: false,
  deliveredAt: null,
  status: 'pending',
  trackingNumber: '',
  events: [{ type: 'status', from: null, to: 'pending', outcome: null, by: 'shopper', note: '', at: '2026-03-01T10:00:00.000Z' }],
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('the wire contract', () => {
  it('reads the answers the CMS gives as they are', () => {
    expect(productJson.parse(product)).toStrictEqual(product);
    expect(orderJson.parse(order)).toStrictEqual(order);
    const facets = {
      sizes: [{ size: 'S', count: 1 }],
      colours: [{ colour: 'Black', colourAr: 'أسود', swatch: '#000000', count: 1 }],
      brands: [{ brand: 'Capezio', count: 1 }],
      price: { min: 450, max: 450 },
    };
    const page = { products: [product], page: 1, pages: 1, countProducts: 1, facets };
    expect(searchPageJson.parse(page)).toStrictEqual(page);
    const empty = { products: [], page: 3, pages: 0 };
    expect(adminProductsPageJson.parse(empty)).toStrictEqual(empty);
  });

  it('reads an answer from a CMS without the Arabic fields as one without Arabic words (null)', () => {
    const { nameAr: _nameAr, descriptionAr: _descriptionAr, categoryAr: _categoryAr, ...englishOnly } = product;
    expect(productJson.parse(englishOnly)).toStrictEqual({ ...englishOnly, nameAr: null, descriptionAr: null, categoryAr: null });
  });

  it('reads an answer from a CMS without colours as a product of no colour and no family, and refuses a swatch that is no #rrggbb', () => {
    const { colour: _colour, family: _family, ...colourless } = product;
    expect(productJson.parse(colourless)).toStrictEqual({ ...colourless, colour: null, family: null });
    expect(productJson.safeParse({ ...product, colour: { ...product.colour, swatch: 'pink' } }).success).toBe(false);
  });

  it('drops a field it does not name, so a client keeps working when the CMS adds one', () => {
    expect(productJson.parse({ ...product, ribbon: 'new' })).toStrictEqual(product);
    expect(userInfoJson.parse({ _id: 'u1', name: 'N', email: 'n@example.com', isAdmin: false, token: 'a.b.c', password: 'x' })).not.toHaveProperty(
      'password',
    );
  });

  it.each([
    ['a size the shop does not sell', { sizes: [{ size: 'XL', countInStock: 1 }] }],
    ['stock that is not a whole number', { countInStock: 1.5 }],
    ['a negative price', { price: -1 }],
    ['a price sent as text', { price: '1290.50' }],
    ['a date that is not ISO 8601 UTC', { createdAt: 'Sun Mar 01 2026' }],
    ['a missing field', { imageSrcSet: undefined }],
  ])('refuses a product with %s', (_, change) => {
    expect(productJson.safeParse({ ...product, ...change }).success).toBe(false);
  });

  it('refuses an order status or event the life cycle does not know', () => {
    expect(orderJson.safeParse({ ...order, status: 'lost' }).success).toBe(false);
    expect(orderJson.safeParse({ ...order, events: [{ ...order.events[0], by: 'courier' }] }).success).toBe(false);
  });

  it('refuses an order for a city we do not deliver to, and a line of 0 units', () => {
    expect(orderJson.safeParse({ ...order, shippingAddress: { ...order.shippingAddress, city: 'Paris' } }).success).toBe(false);
    expect(orderJson.safeParse({ ...order, orderItems: [{ ...order.orderItems[0], quantity: 0 }] }).success).toBe(false);
  });

  it('knows a promo without an end, a limit or a minimum order, and refuses a usage limit of 0', () => {
    const promo = { _id: 'p1', code: 'WELCOME10', discountType: 'percentage', discountValue: 10, expiresAt: null, usageLimit: null, usedCount: 0, minimumOrder: null };
    expect(promoJson.parse(promo)).toStrictEqual(promo);
    expect(promoJson.safeParse({ ...promo, usageLimit: 0 }).success).toBe(false);
  });

  it('keeps the dashboard days as calendar days (YYYY-MM-DD)', () => {
    const summary = {
      users: [{ numUsers: 2 }],
      orders: [{ numOrders: 1, totalSales: 2581 }],
      dailyOrders: [{ _id: '2026-03-01', orders: 1, sales: 2581 }],
      productCategories: [{ _id: 'Ballet Shoes', count: 1 }],
      cashOnDelivery: {
        statusCounts: { pending: 1, confirmed: 0, shipped: 0, delivered: 0, refused: 0, returned: 0, cancelled: 0, 'awaiting-payment': 0 },
        cashCollected: 0,
        cashPending: 0,
        refusedLast30Days: 0,
        settledLast30Days: 0,
        refusalRate: 0,
      },
    };
    expect(orderSummaryJson.parse(summary)).toStrictEqual(summary);
    expect(orderSummaryJson.safeParse({ ...summary, dailyOrders: [{ _id: '2026-03-01T00:00:00Z', orders: 1, sales: 1 }] }).success).toBe(false);
  });
});
