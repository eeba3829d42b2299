import { describe, expect, it } from 'vitest';
import { productUpdateBody } from '@pointe/config';
import { draftFromProduct, editDraft, readDraft, updateOfDraft, type Draft } from './product-editor';

const draft: Draft = {
  name: 'Wrap Skirt',
  slug: 'wrap-skirt',
  price: '450',
  category: 'Skirts',
  brand: 'Pointe',
  description: 'Chiffon',
  nameAr: 'تنورة ملفوفة',
  descriptionAr: '',
  image: ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'],
  sizes: [{ size: 'XS', countInStock: '4' }],
  colour: '',
  colourAr: '',
  swatch: '',
  family: '',
  newFamily: '',
};

describe('readDraft', () => {
  it('reads the fields as typed and pairs each size with its stock, in order', () => {
    const form = new FormData();
    for (const [key, value] of [
      ['name', 'Wrap Skirt'],
      ['nameAr', 'تنورة ملفوفة'],
      ['price', '450'],
      ['image', '/uploads/a.webp'],
      ['image', '/uploads/b.webp'],
      ['size', 'XS'],
      ['stock', '4'],
      ['size', 'S'],
      ['colour', 'Navy'],
      ['swatch', '#1f2a48'],
      ['family', 'Camisole leotard'],
    ] as const) {
      form.append(key, value);
    }
    expect(readDraft(form)).toEqual({
      name: 'Wrap Skirt',
      slug: '',
      price: '450',
      category: '',
      brand: '',
      description: '',
      nameAr: 'تنورة ملفوفة',
      descriptionAr: '',
      image: ['/uploads/a.webp', '/uploads/b.webp'],
      sizes: [
        { size: 'XS', countInStock: '4' },
        { size: 'S', countInStock: '0' },
      ],
      colour: 'Navy',
      colourAr: '',
      swatch: '#1f2a48',
      family: 'Camisole leotard',
      newFamily: '',
    });
  });
});

describe('the colour and family of the editor', () => {
  it('come from the product as the CMS answers it, empty where it has none', () => {
    const product = { name: 'Leotard', slug: 'leotard', price: 649, category: 'Leotards', brand: 'B', description: 'D', image: [], sizes: [] };
    expect(draftFromProduct({ ...product, colour: { name: 'Navy', nameAr: 'كحلي', swatch: '#1f2a48' }, family: { name: 'Camisole leotard' } })).toMatchObject({
      colour: 'Navy',
      colourAr: 'كحلي',
      swatch: '#1f2a48',
      family: 'Camisole leotard',
      newFamily: '',
    });
    expect(draftFromProduct({ ...product, colour: null, family: null })).toMatchObject({ colour: '', colourAr: '', swatch: '', family: '' });
  });

  it('send the family by name, a new name first, and clear it when both are empty', () => {
    expect(updateOfDraft({ ...draft, family: 'Camisole leotard' })).toMatchObject({ familyName: 'Camisole leotard' });
    expect(updateOfDraft({ ...draft, family: 'Camisole leotard', newFamily: ' Wrap skirt ' })).toMatchObject({ familyName: 'Wrap skirt' });
    const none = updateOfDraft(draft);
    expect(none).toMatchObject({ family: '' });
    expect(none).not.toHaveProperty('familyName');
    expect(none).not.toHaveProperty('newFamily');
  });

  it('are checked by the shared schema: a swatch that is no #rrggbb is refused with its code', () => {
    const bad = productUpdateBody.safeParse(updateOfDraft({ ...draft, category: 'Skirts', swatch: 'navy' }));
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error?.issues)).toContain('swatchInvalid');
    const good = productUpdateBody.safeParse(updateOfDraft({ ...draft, swatch: '#1F2A48', colour: 'Navy' }));
    expect(good.data).toMatchObject({ swatch: '#1f2a48', colour: 'Navy', colourAr: null, family: null });
  });
});

describe('editDraft', () => {
  it('moves a picture up and down, and not past either end', () => {
    expect(editDraft(draft, { intent: 'image-up', index: 2 }).image).toEqual(['/uploads/a.webp', '/uploads/c.webp', '/uploads/b.webp']);
    expect(editDraft(draft, { intent: 'image-down', index: 0 }).image).toEqual(['/uploads/b.webp', '/uploads/a.webp', '/uploads/c.webp']);
    expect(editDraft(draft, { intent: 'image-up', index: 0 }).image).toEqual(draft.image);
    expect(editDraft(draft, { intent: 'image-down', index: 2 }).image).toEqual(draft.image);
    expect(editDraft(draft, { intent: 'image-up', index: 7 }).image).toEqual(draft.image);
  });

  it('removes a picture or a size row, and ignores a row that is not there', () => {
    expect(editDraft(draft, { intent: 'image-remove', index: 1 }).image).toEqual(['/uploads/a.webp', '/uploads/c.webp']);
    expect(editDraft(draft, { intent: 'remove-size', index: 0 }).sizes).toEqual([]);
    expect(editDraft(draft, { intent: 'remove-size', index: 5 }).sizes).toEqual(draft.sizes);
  });

  it('adds the next free size with stock 0, until every size has a row', () => {
    expect(editDraft(draft, { intent: 'add-size' }).sizes).toEqual([
      { size: 'XS', countInStock: '4' },
      { size: 'S', countInStock: '0' },
    ]);
    const full = { ...draft, sizes: ['XS', 'S', 'M', 'One Size'].map((size) => ({ size, countInStock: '1' })) };
    expect(editDraft(full, { intent: 'add-size' }).sizes).toEqual(full.sizes);
  });

  it('leaves the draft as it is for an upload (the picture is added on the way in)', () => {
    expect(editDraft(draft, { intent: 'upload' })).toEqual(draft);
  });
});
