import { describe, expect, it } from 'vitest';
import { besideTheirEnglish } from './admin-panel';

describe("the panel's edit form puts each Arabic field beside its English one", () => {
  it('pairs them where the English field was, the rest of its row following, whatever Strapi appended', () => {
    const appended = [
      [{ name: 'name', size: 6 }, { name: 'slug', size: 6 }],
      [{ name: 'images', size: 6 }, { name: 'brand', size: 6 }],
      [{ name: 'category', size: 6 }, { name: 'description', size: 6 }],
      [{ name: 'price', size: 4 }],
      [{ name: 'nameAr', size: 6 }, { name: 'descriptionAr', size: 6 }],
    ];
    expect(besideTheirEnglish(appended, { nameAr: 'name', descriptionAr: 'description' })).toEqual([
      [{ name: 'name', size: 6 }, { name: 'nameAr', size: 6 }],
      [{ name: 'slug', size: 6 }],
      [{ name: 'images', size: 6 }, { name: 'brand', size: 6 }],
      [{ name: 'description', size: 6 }, { name: 'descriptionAr', size: 6 }],
      [{ name: 'category', size: 6 }],
      [{ name: 'price', size: 4 }],
    ]);
  });

  it('is stable: a form already arranged stays as it is', () => {
    const arranged = [
      [{ name: 'name', size: 6 }, { name: 'nameAr', size: 6 }],
      [{ name: 'position', size: 4 }],
    ];
    expect(besideTheirEnglish(arranged, { nameAr: 'name' })).toEqual(arranged);
  });

  it('leaves an Arabic field alone when its English one is not on the form', () => {
    const layout = [[{ name: 'nameAr', size: 6 }], [{ name: 'position', size: 4 }]];
    expect(besideTheirEnglish(layout, { nameAr: 'name' })).toEqual(layout);
  });
});
