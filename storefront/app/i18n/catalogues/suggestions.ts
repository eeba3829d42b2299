import type { Catalogue } from '../messages';

/** The header's suggestion list (SearchCombobox): its own catalogue, so its words load with the list rather than with every page. */
const en = {
  products: 'Products',
  categories: 'Categories',
};

const ar: typeof en = {
  products: 'المنتجات',
  categories: 'الأقسام',
};

export const suggestionMessages: Catalogue<typeof en> = { en, ar };
