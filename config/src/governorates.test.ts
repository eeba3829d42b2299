import { describe, expect, it } from 'vitest';
import { GOVERNORATES, GOVERNORATE_NAMES, OPEN_BY_DEFAULT, ZONES, ZONE_KEYS, governorateName } from './governorates.js';
import { governorateBody, shippingZoneBody } from './shipping-zone-forms.js';
import { orderTotals, priceOrder, shippingPrice } from './pricing.js';
import { CITIES } from './shipping.js';

describe('governorates and zones', () => {
  it('lists the 27 governorates once each, with both names, each in a known zone', () => {
    expect(GOVERNORATES).toHaveLength(27);
    expect(new Set(GOVERNORATES.map((governorate) => governorate.key)).size).toBe(27);
    expect(new Set(GOVERNORATE_NAMES).size).toBe(27);
    expect(new Set(GOVERNORATES.map((governorate) => governorate.nameAr)).size).toBe(27);
    for (const governorate of GOVERNORATES) {
      expect(ZONE_KEYS).toContain(governorate.zone);
      expect(governorate.nameAr).toMatch(/[\u0600-\u06FF]/);
    }
    expect(ZONES.map((zone) => zone.key)).toEqual([...ZONE_KEYS]);
    for (const key of ZONE_KEYS) expect(GOVERNORATES.some((governorate) => governorate.zone === key)).toBe(true);
  });

  it("opens the spec's three cities at its price by default, in their zones", () => {
    expect([...OPEN_BY_DEFAULT]).toEqual([...CITIES]);
    for (const city of CITIES) {
      const zone = ZONES.find((entry) => entry.key === GOVERNORATES.find((governorate) => governorate.name === city)?.zone);
      expect(zone).toMatchObject({ shippingPrice: 50, freeShippingAbove: 1500 });
    }
  });

  it('names a governorate in Arabic from its English name', () => {
    expect(governorateName('Aswan', 'ar')).toBe('أسوان');
    expect(governorateName('Giza', 'ar')).toBe('الجيزة');
    expect(governorateName('Aswan', 'en')).toBe('Aswan');
    expect(governorateName('Paris', 'ar')).toBe('Paris');
  });
});

describe('zone pricing', () => {
  const aswan = { shippingPrice: 85, freeShippingAbove: 2000 };

  it("charges the zone's fee up to its threshold and none strictly above", () => {
    expect(shippingPrice(2000, aswan)).toBe(85);
    expect(shippingPrice(2000.01, aswan)).toBe(0);
    expect(orderTotals([{ price: 400, quantity: 2 }], 0, aswan)).toMatchObject({ shippingPrice: 85, totalPrice: 885 });
    expect(priceOrder([{ price: 400, quantity: 2 }], { discountType: 'fixed', discountValue: 100 }, aswan)).toMatchObject({ shippingPrice: 85, discount: 100, totalPrice: 785 });
  });

  it("keeps the spec's rule without a zone", () => {
    expect(shippingPrice(1500)).toBe(50);
    expect(shippingPrice(1500.5)).toBe(0);
  });
});

describe('the admin forms', () => {
  it('read amounts and days as numbers or typed text, Arabic-Indic digits included', () => {
    expect(shippingZoneBody.parse({ shippingPrice: '٨٥', freeShippingAbove: ' 1500.50 ', deliveryDays: '٥' })).toEqual({ shippingPrice: 85, freeShippingAbove: 1500.5, deliveryDays: 5 });
    expect(shippingZoneBody.parse({ shippingPrice: 0, freeShippingAbove: 0, deliveryDays: 1 })).toEqual({ shippingPrice: 0, freeShippingAbove: 0, deliveryDays: 1 });
  });

  it('refuse blanks, negatives, fractions of piastres, huge amounts and odd days with codes', () => {
    const codeOf = (body: unknown) => {
      const result = shippingZoneBody.safeParse(body);
      return result.success ? null : JSON.parse(result.error.issues[0]!.message).code;
    };
    const good = { shippingPrice: 85, freeShippingAbove: 1500, deliveryDays: 5 };
    expect(codeOf({ ...good, shippingPrice: '' })).toBe('shippingPriceInvalid');
    expect(codeOf({ ...good, shippingPrice: -1 })).toBe('shippingPriceInvalid');
    expect(codeOf({ ...good, shippingPrice: 1.005 })).toBe('shippingPriceInvalid');
    expect(codeOf({ ...good, freeShippingAbove: 100_001 })).toBe('freeShippingAboveInvalid');
    expect(codeOf({ ...good, deliveryDays: 0 })).toBe('deliveryDaysInvalid');
    expect(codeOf({ ...good, deliveryDays: 2.5 })).toBe('deliveryDaysInvalid');
  });

  it('open or close with a boolean or its text', () => {
    expect(governorateBody.parse({ isOpen: 'true' })).toEqual({ isOpen: true });
    expect(governorateBody.parse({ isOpen: false })).toEqual({ isOpen: false });
    expect(governorateBody.safeParse({ isOpen: 'yes' }).success).toBe(false);
  });
});
