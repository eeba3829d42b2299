import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OrderJson } from '@pointe/config';
import { courierPdf } from './documents';
import { readFileSync } from 'node:fs';
import { FONTS, trueTypeOf, visualRuns } from './pdf-text';

const order: OrderJson = {
  _id: 'z6pk4qsc8v9nzy3eq1pyugrz',
  orderNumber: 10234,
  user: { _id: 'u1', name: 'Mona' },
  orderItems: [
    { _id: 'p1', name: 'Hair Bun Kit', slug: 'hair-bun-kit', image: '', price: 150, size: 'One Size', quantity: 2 },
    { _id: 'p2', name: 'Camisole Leotard', slug: 'camisole-leotard', image: '', price: 900, size: 'S', quantity: 1 },
  ],
  shippingAddress: {
    fullName: 'منى أحمد',
    mobileNumber: '01012345678',
    streetName: 'شارع النيل',
    buildingNumber: '12',
    apartmentNumber: '4',
    area: 'الدقي',
    city: 'Giza',
  },
  paymentMethod: 'Cash On Delivery',
  itemsPrice: 1200,
  shippingPrice: 50,
  taxPrice: 0,
  discount: 0,
  promoCode: '',
  totalPrice: 1250,
  isPaid: false,
  paidAt: null,
  isDelivered: false,
  deliveredAt: null,
  status: 'confirmed',
  trackingNumber: '',
  events: [],
  createdAt: '2026-11-25T10:00:00.000Z',
};

/** The PDF's text as poppler reads it, without the bidi marks it writes around right-to-left runs. */
const pdfText = (pdf: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'labels-')), 'labels.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
};

describe('visual order of a line', () => {
  it('keeps an English line as it is', () => {
    expect(visualRuns('Order 10234', 'ltr')).toEqual([{ text: 'Order 10234', arabic: false }]);
  });

  it('puts Arabic words right to left, with a number inside them left to right', () => {
    const runs = visualRuns('طلب رقم 10234', 'rtl');
    expect(runs.map((run) => run.text).join('')).toBe('10234 مقر بلط');
  });
});

// Fonts are parsed and subset per document: seconds on a busy machine.
describe('the fonts, unwrapped from WOFF once', () => {
  it('gives TrueType whose every table matches the checksum the WOFF recorded for it', () => {
    for (const file of Object.values(FONTS)) {
      const woff = readFileSync(file);
      const font = trueTypeOf(woff);
      expect(font.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
      const count = font.readUInt16BE(4);
      expect(count).toBe(woff.readUInt16BE(12));
      for (let index = 0; index < count; index += 1) {
        const record = 12 + index * 16;
        const tag = font.toString('latin1', record, record + 4);
        const [checksum, offset, length] = [font.readUInt32BE(record + 4), font.readUInt32BE(record + 8), font.readUInt32BE(record + 12)];
        expect(offset % 4).toBe(0);
        // 'head' holds the whole font's adjustment, which its own checksum leaves out.
        if (tag === 'head') continue;
        let sum = 0;
        for (let at = offset; at < offset + length; at += 4) sum = (sum + font.readUInt32BE(at)) >>> 0;
        expect({ tag, sum }).toEqual({ tag, sum: checksum });
      }
    }
  });
});

describe('courier PDF', { timeout: 120_000 }, () => {
  it('holds the order number, the Arabic address and the city in Arabic on a label', async () => {
    const pdf = await courierPdf([order], 'labels');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('10234');
    expect(text).toContain('01012345678');
    for (const word of ['شارع النيل', 'الدقي', 'الجيزة', 'منى أحمد', 'المحافظة']) expect(text).toContain(word);
    expect(text).toContain('Hair Bun Kit');
  });

  it('prefers the Arabic names the order kept', async () => {
    const withArabic = {
      ...order,
      shippingAddress: { ...order.shippingAddress, cityAr: 'محافظة الجيزة' },
      orderItems: order.orderItems.map((line) => ({ ...line, nameAr: line._id === 'p1' ? 'طقم كعكة الشعر' : null })),
    } as OrderJson;
    const text = pdfText(await courierPdf([withArabic], 'slips'));
    expect(text).toContain('محافظة الجيزة');
    expect(text).toContain('طقم كعكة الشعر');
    expect(text).toContain('Camisole Leotard');
  });

  it('makes one page per order', async () => {
    const pdf = await courierPdf([order, { ...order, orderNumber: 10235 }], 'labels');
    const text = pdfText(pdf);
    expect(text.split('\f').filter((page) => page.trim()).length).toBe(2);
    expect(text).toContain('10235');
  });
});
