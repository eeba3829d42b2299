import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { slugify, totalStock } from '@pointe/config';
import { SEED_DIR, readCatalogue, type Catalogue } from './catalogue';

let catalogue: Catalogue;
beforeAll(async () => {
  catalogue = await readCatalogue();
});

describe('the seed catalogue', () => {
  it('has at least 24 products across at least 6 categories, each in a listed category', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(24);
    const used = new Set(catalogue.products.map((product) => product.category));
    expect(used.size).toBeGreaterThanOrEqual(6);
    for (const category of used) expect(catalogue.categories.map(({ name }) => name)).toContain(category);
  });

  it('has unique names and slugs', () => {
    const slugs = catalogue.products.map((product) => slugify(product.name));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('prices from about 150 to 3,500 EGP, so carts fall both under and over free shipping', () => {
    const prices = catalogue.products.map((product) => product.price);
    expect(Math.min(...prices)).toBeLessThanOrEqual(200);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(3000);
    expect(Math.max(...prices)).toBeLessThanOrEqual(3500);
    expect(prices.some((price) => price > 1500)).toBe(true);
  });

  it('has varied stock: zero-stock sizes, a sold-out product and several One Size products', () => {
    const sizes = catalogue.products.flatMap((product) => product.sizes);
    expect(sizes.some((size) => size.countInStock === 0)).toBe(true);
    expect(catalogue.products.some((product) => totalStock(product.sizes) === 0)).toBe(true);
    const oneSize = catalogue.products.filter((product) => product.sizes.length === 1 && product.sizes[0]!.size === 'One Size');
    expect(oneSize.length).toBeGreaterThanOrEqual(3);
    for (const product of catalogue.products) {
      const names = product.sizes.map((size) => size.size);
      expect(new Set(names).size, product.name).toBe(names.length);
    }
  });

  it('has 2 to 4 pictures per product, all present on disk', () => {
    for (const product of catalogue.products) {
      for (let view = 1; view <= product.images; view += 1) {
        const file = path.join(SEED_DIR, 'images', `${slugify(product.name)}-${view}.webp`);
        expect(existsSync(file), file).toBe(true);
      }
    }
  });

  it('has colour families of differently coloured products, each named by its colour in both languages', () => {
    expect(catalogue.families.length).toBeGreaterThanOrEqual(1);
    for (const product of catalogue.products) {
      expect(product.colourName === undefined, product.name).toBe(product.colourNameAr === undefined);
      if (product.family) {
        expect(catalogue.families.map((family) => family.name), product.name).toContain(product.family);
        expect(product.colourName, product.name).toBeDefined();
      }
    }
    for (const family of catalogue.families) {
      const members = catalogue.products.filter((product) => product.family === family.name);
      expect(members.length, family.name).toBeGreaterThanOrEqual(2);
      expect(new Set(members.map((product) => product.colourName)).size, family.name).toBe(members.length);
      expect(new Set(members.map((product) => product.colour)).size, family.name).toBe(members.length);
    }
    // The leotard in three colours, one of them sold out (its swatch shows it).
    const leotards = catalogue.products.filter((product) => product.family === 'Camisole leotard');
    expect(leotards.map((product) => product.colourName)).toEqual(['Black', 'Navy', 'Burgundy']);
    expect(leotards.filter((product) => totalStock(product.sizes) === 0).map((product) => product.colourName)).toEqual(['Burgundy']);
  });
});
