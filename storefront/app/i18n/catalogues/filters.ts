import { plural, type SearchOrder } from '@pointe/config';
import type { Catalogue } from '../messages';
import { shopMessages } from './shop';

/**
 * Words of the search's filters, and of what it offers when it finds nothing. The search page's
 * loader words them (they are drawn from its data), so these cost the browsing pages' script nothing. Price and brand are the admin's words too,
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
  didYouMean: 'Did you mean',
  questionMark: '?',
  /** The sorts: the spec's three, and Best match. */
  orders: { newest: 'Newest Arrivals', lowest: 'Price: Low to High', highest: 'Price: High to Low', relevance: 'Best Match' } satisfies Record<SearchOrder, string>,
  bestSellers: 'Best sellers',
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
  didYouMean: 'هل تقصد',
  questionMark: '؟',
  orders: { newest: 'الأحدث وصولًا', lowest: 'السعر: من الأقل إلى الأعلى', highest: 'السعر: من الأعلى إلى الأقل', relevance: 'الأكثر تطابقًا' },
  bestSellers: 'الأكثر مبيعًا',
};

export const filterMessages: Catalogue<typeof en> = { en, ar };
