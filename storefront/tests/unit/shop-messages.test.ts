import { describe, expect, it } from 'vitest';
import { errorMessage, type ProductJson } from '@pointe/config';
import { shopMessages, sizeLabel } from '~/i18n/catalogues/shop';
import { checkAddToCart } from '~/models/product.server';

describe('the browsing pages’ words', () => {
  it('counts search results in English as before, and in every Arabic plural form', () => {
    expect([0, 1, 9, 28].map(shopMessages.en.resultCount)).toEqual(['0 results', '1 result', '9 results', '28 results']);
    expect([0, 1, 2, 4, 28, 100].map(shopMessages.ar.resultCount)).toEqual(['لا توجد نتائج', 'نتيجة واحدة', 'نتيجتان', '4 نتائج', '28 نتيجة', '100 نتيجة']);
  });

  it("names 'One Size' in the page language and leaves XS, S and M as they are", () => {
    expect(sizeLabel('One Size', shopMessages.en)).toBe('One Size');
    expect(sizeLabel('One Size', shopMessages.ar)).toBe('مقاس واحد');
    expect(sizeLabel('S', shopMessages.ar)).toBe('S');
  });

  it('keeps the spec’s English refusal word for word', () => {
    expect(shopMessages.en.outOfStock).toBe(errorMessage('outOfStock'));
    expect(shopMessages.en.chooseSize).toBe('Please choose a size');
  });
});

describe('checkAddToCart', () => {
  const product = { sizes: [{ size: 'S', countInStock: 2 }, { size: 'M', countInStock: 0 }] } as unknown as ProductJson;

  it('refuses with a code the page words in its language', () => {
    expect(checkAddToCart(product, null, 1)).toEqual({ ok: false, problem: 'chooseSize' });
    expect(checkAddToCart(product, 'M', 1)).toEqual({ ok: false, problem: 'outOfStock' });
    expect(checkAddToCart(product, 'S', 3)).toEqual({ ok: false, problem: 'outOfStock' });
    expect(checkAddToCart(product, 'S', 2)).toEqual({ ok: true, size: 'S' });
  });
});
