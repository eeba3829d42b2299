import { ALL, type Locale, type SearchParams } from '@pointe/config';
import { shopMessages } from '~/i18n/catalogues/shop';
import { localName } from '~/i18n/content';

/** A facet's value as one of the page's boxes: its words and count in the page's language, ticked when chosen. */
export interface FilterBox {
  value: string;
  label: string;
  isChecked: boolean;
  swatch?: string | null;
}

/** The filters' words in the page's language (worded by the loader, like the boxes). */
export interface FilterWords {
  summary: string;
  size: string;
  colour: string;
  brand: string;
  priceEgp: string;
  priceFrom: string;
  priceTo: string;
  inStockOnly: string;
  apply: string;
}

/** The page's heading and title: what was searched, in the page's language (the category by its Arabic name where it has one). */
export function describeSearch({ query, category }: Pick<SearchParams, 'query' | 'category'>, categoryAr: string | null, locale: Locale): string {
  const text = shopMessages[locale];
  const categoryName = localName({ name: category, nameAr: categoryAr }, locale);
  if (query !== ALL && category !== ALL) return text.queryInCategory(query, categoryName);
  if (query !== ALL) return text.resultsFor(query);
  if (category !== ALL) return categoryName;
  return text.allProducts;
}

/** How many filters a search has chosen (each value, each price bound, "in stock only"). */
export function chosenFilterCount(params: SearchParams): number {
  return params.sizes.length + params.colours.length + params.brands.length + (params.minPrice === null ? 0 : 1) + (params.maxPrice === null ? 0 : 1) + (params.inStock ? 1 : 0);
}
