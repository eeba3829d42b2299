import { describe, expect, it, vi } from 'vitest';
import type { Core } from '@strapi/strapi';
import { previewHandler, productPageUrl } from './preview';

describe('the panel preview of a product', () => {
  it('is its shop page, in English unless Arabic is asked for', () => {
    expect(productPageUrl('https://shop.example.com', 'camisole-leotard-in-navy')).toBe('https://shop.example.com/product/camisole-leotard-in-navy');
    expect(productPageUrl('https://shop.example.com/', 'camisole-leotard-in-navy', 'ar')).toBe('https://shop.example.com/ar/product/camisole-leotard-in-navy');
    expect(productPageUrl('http://127.0.0.1:3000', 'etude', 'en')).toBe('http://127.0.0.1:3000/product/etude');
    // A shop under a path keeps it.
    expect(productPageUrl('https://example.com/shop', 'etude', 'ar-EG')).toBe('https://example.com/shop/ar/product/etude');
  });

  it('looks the slug up by the document id, and has no page for other content types or an unknown product', async () => {
    const findOne = vi.fn(async ({ where }: { where: { documentId: string } }) => (where.documentId === 'doc1' ? { slug: 'hair-bun-kit' } : null));
    const strapi = { db: { query: () => ({ findOne }) } } as unknown as Core.Strapi;
    const handler = previewHandler('https://shop.example.com', () => strapi);
    expect(await handler('api::product.product', { documentId: 'doc1' })).toBe('https://shop.example.com/product/hair-bun-kit');
    expect(await handler('api::product.product', { documentId: 'doc1', locale: 'ar' })).toBe('https://shop.example.com/ar/product/hair-bun-kit');
    expect(await handler('api::product.product', { documentId: 'missing' })).toBeUndefined();
    expect(await handler('api::category.category', { documentId: 'doc1' })).toBeUndefined();
    expect(findOne).toHaveBeenCalledTimes(3);
  });
});
