import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  productFamiliesJson,
  productJson,
  productListJson,
  searchPageJson,
  productSavedJson,
  type ProductJson,
  type SearchPageJson,
} from '@pointe/config';
import { expectContract, refusal } from '../helpers/contract';
import { createProduct, demoAdmin, editorToken, type TestUser } from '../helpers/fixtures';
import { api } from '../helpers/http';

let admin: TestUser;

beforeAll(async () => {
  admin = await demoAdmin();
});

const bySlug = async (slug: string): Promise<ProductJson> => {
  const response = await api(`/api/products/slug/${slug}`);
  expect(response.status).toBe(200);
  return expectContract(productJson, response.body);
};

/** The seed's leotard in three colours, in the order they were added; the burgundy one is sold out. */
const CAMISOLE_SIBLINGS = [
  { slug: 'camisole-leotard-in-black', name: 'Camisole Leotard in Black', nameAr: 'ليوتارد كامي أسود', colour: { name: 'Black', nameAr: 'أسود', swatch: '#1f1d24' }, countInStock: 20 },
  { slug: 'camisole-leotard-in-navy', name: 'Camisole Leotard in Navy', nameAr: 'ليوتارد كامي كحلي', colour: { name: 'Navy', nameAr: 'كحلي', swatch: '#1f2a48' }, countInStock: 19 },
  { slug: 'camisole-leotard-in-burgundy', name: 'Camisole Leotard in Burgundy', nameAr: 'ليوتارد كامي عنابي', colour: { name: 'Burgundy', nameAr: 'عنابي', swatch: '#6d1a2e' }, countInStock: 0 },
];

/** The product editor's body for a product as the API answered it, with the given changes. */
const updateBody = (product: ProductJson, changes: Record<string, unknown> = {}) => ({
  name: product.name,
  slug: product.slug,
  price: product.price,
  image: product.image,
  category: product.category || 'Leotards',
  brand: product.brand,
  description: product.description,
  sizes: product.sizes,
  ...changes,
});

const update = (id: string, body: Record<string, unknown>) => api(`/api/products/${id}`, { method: 'PUT', token: admin.token, json: body });

describe('a product colour and its family', () => {
  it('the product answer has its colour and its family with every sibling, itself included, in the order they were added', async () => {
    for (const { slug, colour } of CAMISOLE_SIBLINGS) {
      const product = await bySlug(slug);
      expect(product.colour, slug).toEqual(colour);
      expect(product.family, slug).toEqual({ name: 'Camisole leotard', siblings: CAMISOLE_SIBLINGS });
    }
    // Read by id: the same answer.
    const black = await bySlug('camisole-leotard-in-black');
    expect(expectContract(productJson, (await api(`/api/products/${black._id}`)).body)).toEqual(black);
  });

  it('a product in no family and of no colour answers null for both; every spec field is as before', async () => {
    const shoes = await bySlug('etude-pointe-shoes');
    expect(shoes).toMatchObject({ name: 'Étude Pointe Shoes', colour: null, family: null });
    const velvet = await bySlug('long-sleeve-velvet-leotard');
    expect(velvet.colour).toEqual({ name: 'Plum', nameAr: 'برقوقي', swatch: '#6b2d4a' });
    expect(velvet.family).toBeNull();
  });

  it('lists and search pages carry the same colour and family on every card (no read per card)', async () => {
    const all = expectContract(productListJson, (await api('/api/products')).body);
    const navy = all.find((product) => product.slug === 'camisole-leotard-in-navy');
    expect(navy?.family?.siblings).toEqual(CAMISOLE_SIBLINGS);
    const page = expectContract(searchPageJson, (await api<SearchPageJson>('/api/products/search?query=camisole')).body);
    expect(page.products.map((product) => product.slug).sort()).toEqual(CAMISOLE_SIBLINGS.map((sibling) => sibling.slug).sort());
    for (const product of page.products) expect(product.family?.siblings, product.slug).toEqual(CAMISOLE_SIBLINGS);
  });

  it('search finds colours by their English and Arabic names, with the other words in any order', async () => {
    // The seed's products only: other files' products (createProduct's, the filters' kit) share the database and may be navy leotards too.
    const slugsFor = async (query: string) =>
      expectContract(searchPageJson, (await api(`/api/products/search?query=${encodeURIComponent(query)}`)).body)
        .products.map((product) => product.slug)
        .filter((slug) => !/^test-product-|filterkit/.test(slug));
    expect(await slugsFor('navy leotard')).toEqual(['camisole-leotard-in-navy']);
    expect(await slugsFor('ليوتارد كحلي')).toEqual(['camisole-leotard-in-navy']);
    expect(await slugsFor('كحلى')).toEqual(['camisole-leotard-in-navy']);
    expect((await slugsFor('burgundy')).sort()).toEqual(['camisole-leotard-in-burgundy']);
    expect(await slugsFor('teal leotard')).toEqual(['mesh-back-tank-leotard']);
    expect(await slugsFor('navy pointe')).toEqual([]);
  });
});

describe('the admin product editor sets colour and family', () => {
  it('sets the colour (swatch stored lower-case), makes a family by name, joins another product to it by id, and lists the families', async () => {
    const first = await createProduct(100, [{ size: 'S', countInStock: 2 }]);
    const second = await createProduct(100, []);
    const firstProduct = await bySlug(first.slug);
    const familyName = `Test family ${first.slug}`;
    const saved = await update(first._id, updateBody(firstProduct, { colour: ' Sea green ', colourAr: 'أخضر بحري', swatch: '#2E8B57', familyName }));
    expect(saved.status).toBe(200);
    const product = expectContract(productSavedJson, saved.body).product;
    expect(product.colour).toEqual({ name: 'Sea green', nameAr: 'أخضر بحري', swatch: '#2e8b57' });
    expect(product.family).toEqual({ name: familyName, siblings: [{ slug: first.slug, name: first.name, nameAr: null, colour: product.colour, countInStock: 2 }] });

    const families = await api('/api/products/families', { token: admin.token });
    expect(families.status).toBe(200);
    const made = expectContract(productFamiliesJson, families.body).find((family) => family.name === familyName);
    expect(made).toEqual({ _id: expect.any(String), name: familyName, products: 1 });

    // The same name again is the same family, not a second one.
    const joined = await update(second._id, updateBody(await bySlug(second.slug), { family: made!._id, colour: 'Coral', swatch: '#ff7f50' }));
    expect(joined.status).toBe(200);
    const siblings = expectContract(productSavedJson, joined.body).product.family?.siblings.map((sibling) => [sibling.slug, sibling.colour?.name]);
    expect(siblings).toEqual([
      [first.slug, 'Sea green'],
      [second.slug, 'Coral'],
    ]);
    const again = await update(second._id, updateBody(await bySlug(second.slug), { familyName }));
    expect(expectContract(productSavedJson, again.body).product.family?.siblings).toHaveLength(2);
    const listed = expectContract(productFamiliesJson, (await api('/api/products/families', { token: admin.token })).body);
    expect(listed.filter((family) => family.name === familyName)).toEqual([{ _id: made!._id, name: familyName, products: 2 }]);
    expect(listed.map((family) => family.name)).toEqual([...listed.map((family) => family.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    // Left out, colour and family are kept; sent empty, they are cleared.
    const kept = await update(first._id, updateBody(await bySlug(first.slug)));
    expect(expectContract(productSavedJson, kept.body).product).toMatchObject({ colour: { name: 'Sea green' }, family: { name: familyName } });
    const cleared = await update(first._id, updateBody(await bySlug(first.slug), { colour: '', colourAr: '', swatch: '', family: '' }));
    expect(expectContract(productSavedJson, cleared.body).product).toMatchObject({ colour: null, family: null });
    expect((await bySlug(second.slug)).family?.siblings.map((sibling) => sibling.slug)).toEqual([second.slug]);

    for (const { _id } of [first, second]) await api(`/api/products/${_id}`, { method: 'DELETE', token: admin.token });
  });

  it.each([
    ['a swatch that is no #rrggbb', { swatch: 'navy' }, 'swatchInvalid', 'Swatch must be a colour written #rrggbb, e.g. #1f1d24'],
    ['a short swatch', { swatch: '#fff' }, 'swatchInvalid', 'Swatch must be a colour written #rrggbb, e.g. #1f1d24'],
    ['a swatch that is not text', { swatch: 12 }, 'swatchInvalid', 'Swatch must be a colour written #rrggbb, e.g. #1f1d24'],
    ['an unknown family', { family: 'no-such-family' }, 'familyUnknown', 'Unknown colour family'],
    ['a colour of 41 characters', { colour: 'x'.repeat(41) }, 'colourTooLong', 'Colour must be at most 40 characters'],
    ['an Arabic colour of 41 characters', { colourAr: 'ل'.repeat(41) }, 'arabicColourTooLong', 'Arabic colour must be at most 40 characters'],
    ['a family name of 121 characters', { familyName: 'f'.repeat(121) }, 'familyNameTooLong', 'Family name must be at most 120 characters'],
  ])('refuses %s with 400 and a code, changing nothing', async (_case, changes, code, message) => {
    const created = await createProduct(100, []);
    const before = await bySlug(created.slug);
    const response = await update(created._id, updateBody(before, changes));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal(message));
    expect(response.body).toMatchObject({ code });
    expect(await bySlug(created.slug)).toEqual(before);
    await api(`/api/products/${created._id}`, { method: 'DELETE', token: admin.token });
  });

  it('the families list is for admins only', async () => {
    expect((await api('/api/products/families')).status).toBe(401);
  });
});

describe('the Strapi panel', () => {
  it('takes a colour and a family, and refuses a swatch that is no #rrggbb', async () => {
    const token = await editorToken();
    const family = await api<{ data: { documentId: string } }>('/content-manager/collection-types/api::product-family.product-family', {
      method: 'POST',
      token,
      json: { name: 'Panel family', nameAr: 'مجموعة اللوحة' },
    });
    expect(family.status).toBe(201);
    const created = await createProduct(100, []);
    const url = `/content-manager/collection-types/api::product.product/${created._id}`;
    const bad = await api(url, { method: 'PUT', token, json: { swatch: 'red' } });
    expect(bad.status).toBe(400);
    const good = await api(url, { method: 'PUT', token, json: { colour: 'Red', colourAr: 'أحمر', swatch: '#C0392B', family: family.body.data.documentId } });
    expect(good.status).toBe(200);
    expect(await bySlug(created.slug)).toMatchObject({
      colour: { name: 'Red', nameAr: 'أحمر', swatch: '#c0392b' },
      family: { name: 'Panel family', siblings: [{ slug: created.slug, colour: { name: 'Red' } }] },
    });
    await api(`/api/products/${created._id}`, { method: 'DELETE', token: admin.token });
  });

  it("Preview opens the product's shop page, in English, and in Arabic when asked in Arabic", async () => {
    const token = await editorToken();
    const navy = await bySlug('camisole-leotard-in-navy');
    const shop = inject('storefrontUrl').replace(/\/$/, '');
    const previewOf = (query: string) => api<{ data: { url?: string } }>(`/content-manager/preview/url/api::product.product?${query}`, { token });
    const english = await previewOf(`documentId=${navy._id}`);
    expect(english.status).toBe(200);
    expect(english.body.data.url).toBe(`${shop}/product/camisole-leotard-in-navy`);
    expect((await previewOf(`documentId=${navy._id}&locale=ar`)).body.data.url).toBe(`${shop}/ar/product/camisole-leotard-in-navy`);
    // An unknown product has no page: no URL (204).
    expect((await previewOf('documentId=no-such-product')).status).toBe(204);
    // Only the panel's signed-in editors ask.
    expect((await api(`/content-manager/preview/url/api::product.product?documentId=${navy._id}`)).status).toBe(401);
  });
});
