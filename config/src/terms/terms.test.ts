import { describe, expect, it } from 'vitest';
import { SIZES } from '../catalog.js';
import { englishErrors } from '../error-words-en.js';
import { ORDER_STATUSES } from '../order-life-cycle.js';
import { CITIES } from '../shipping.js';
import { cityList, cityNames, orderStatusNames, shortOrderStatusNames, sizeNames, stockWords, termName } from './index.js';

describe('the shop’s terms', () => {
  it('name every city, size and status in both languages', () => {
    for (const names of [cityNames, sizeNames, orderStatusNames, shortOrderStatusNames] as const) {
      expect(Object.keys(names.ar)).toEqual(Object.keys(names.en));
    }
    expect(Object.keys(cityNames.en)).toEqual([...CITIES]);
    expect(Object.keys(sizeNames.en)).toEqual([...SIZES]);
    expect(Object.keys(orderStatusNames.en)).toEqual([...ORDER_STATUSES]);
  });

  it('name a term in the language, and an unknown value as it is', () => {
    expect(termName(cityNames, 'ar', 'Giza')).toBe('الجيزة');
    expect(termName(sizeNames, 'ar', 'One Size')).toBe('مقاس واحد');
    expect(termName(sizeNames, 'ar', 'XL')).toBe('XL');
    expect(termName(cityNames, 'en', 'Cairo')).toBe('Cairo');
  });

  it('keep the staff’s short status words apart only where they differ', () => {
    expect(shortOrderStatusNames.ar.shipped).toBe(orderStatusNames.ar.shipped);
    expect(shortOrderStatusNames.ar.refused).toBe('مرفوض');
    expect(shortOrderStatusNames.en.pending).toBe('To confirm');
  });

  it('keep the spec’s English out-of-stock refusal word for word, and the error table takes it from here', () => {
    expect(stockWords.en.outOfStock).toBe('Sorry. Product is out of stock');
    expect(englishErrors.outOfStock).toBe(stockWords.en.outOfStock);
  });

  it('writes the cities as one phrase in each language, from their names', () => {
    expect(cityList('en', CITIES)).toBe('Alexandria, Cairo and Giza');
    expect(cityList('ar', CITIES)).toBe('الإسكندرية والقاهرة والجيزة');
    expect(cityList('ar', ['Cairo', 'Giza'])).toBe('القاهرة والجيزة');
  });
});
