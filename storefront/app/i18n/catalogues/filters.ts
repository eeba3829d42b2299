import { plural } from '@pointe/config';
import type { Catalogue } from '../messages';
import { shopMessages } from './shop';

/**
 * Words of the search's filters. The search page's loader words the filters (they are drawn from its
 * data), so these cost the browsing pages' script nothing. Price and brand are the admin's words too,
 * Apply the checkout's: they take them from here.
 */
const en = {
  filters: 'Filters',
  filtersChosen: (count: number) => plural('en', count, { other: 'Filters ({count} chosen)' }),
  apply: 'Apply',
  colour: 'Colour',
  brand: 'Brand',
  price: 'Price',
  priceEgp: 'Price (EGP)',
  priceFrom: 'From',
  priceTo: 'To',
  inStockOnly: 'In stock only',
  /** A filter's value and how many products the search finds with it. */
  valueCount: (value: string, count: string) => `${value} (${count})`,
};

const ar: typeof en = {
  filters: 'تصفية النتائج',
  filtersChosen: (count) =>
    plural('ar', count, {
      one: 'تصفية النتائج (اختيار واحد)',
      two: 'تصفية النتائج (اختياران)',
      few: 'تصفية النتائج ({count} اختيارات)',
      other: 'تصفية النتائج ({count} اختيار)',
    }),
  apply: 'تطبيق',
  colour: shopMessages.ar.colour,
  brand: 'الماركة',
  price: 'السعر',
  priceEgp: 'السعر (ج.م.)',
  priceFrom: 'من',
  priceTo: 'إلى',
  inStockOnly: 'المتوفر فقط',
  valueCount: (value, count) => `${value} (${count})`,
};

export const filterMessages: Catalogue<typeof en> = { en, ar };
