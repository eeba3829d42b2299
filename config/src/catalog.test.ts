import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, categorySlug, slugify, totalStock } from './catalog.js';

describe('slugify', () => {
  it.each([
    ['Étude Pointe Shoes', 'etude-pointe-shoes'],
    ['Professional Pointe Shoes, Hard Shank', 'professional-pointe-shoes-hard-shank'],
    ['Skirts & Tutus', 'skirts-and-tutus'],
    ['  --Leotard!!  ', 'leotard'],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('keeps slugs short and never ends them with a dash', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe('totalStock', () => {
  it('sums the sizes', () => {
    expect(totalStock([])).toBe(0);
    expect(totalStock([{ countInStock: 3 }, { countInStock: 0 }, { countInStock: 4 }])).toBe(7);
  });
});

describe('categorySlug', () => {
  it.each([
    ['Leotards', 'leotards'],
    ['Pointe Shoes', 'pointe-shoes'],
    ['Tights & Socks', 'tights-and-socks'],
  ])('gives %j the address segment %j', (name, slug) => {
    expect(categorySlug(name)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});
