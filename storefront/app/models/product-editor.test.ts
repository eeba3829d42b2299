import { describe, expect, it } from 'vitest';
import { editDraft, readDraft, type Draft } from './product-editor';

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
    });
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
