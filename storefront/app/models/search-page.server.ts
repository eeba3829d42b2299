import { ALL, formatNumber, sizeNames, type Locale, type SearchFacetsJson, type SearchParams } from '@pointe/config';
import { filterMessages } from '~/i18n/catalogues/filters';
import { shopMessages } from '~/i18n/catalogues/shop';
import { localName } from '~/i18n/content';
import { failScreen } from '~/lib/errors.server';
import { env } from '~/lib/env.server';
import { chosenFilterCount, type FilterBox, type FilterWords } from '~/models/search-page';
import { listCategories, productCard, searchProducts } from '~/models/product.server';

/**
 * The search page's data: the products found, the filters' boxes and words, the page's addresses.
 * The same data in both languages' pages but for the words, worded here so the page's script only
 * draws them (the browsing pages' JavaScript budget).
 */
export async function searchPage(params: SearchParams, search: URLSearchParams, locale: Locale) {
  const [{ products, ...result }, categories] = await Promise.all([searchProducts(params), listCategories()]).catch(failScreen);
  const { facets, nothingFound, ...page } = result;
  return {
    params,
    ...page,
    boxes: filterBoxes(params, facets, locale),
    words: filterWords(params, locale),
    // Something narrows the search (its text, category or a filter): the page offers to clear it.
    filtered: params.query !== ALL || params.category !== ALL || chosenFilterCount(params) > 0,
    canonicalPath: searchPath(search, ['query', 'category', 'page']),
    // Every page of this search but the page number (the address is tidy: `page` comes last).
    pagePath: searchPath(search, null, 1),
    // Whole pounds as the price boxes' hints.
    price: { min: facets.price.min === null ? undefined : Math.floor(facets.price.min), max: facets.price.max === null ? undefined : Math.ceil(facets.price.max) },
    // The category by its Arabic name where it has one (the page's heading).
    categoryAr: categories.find((candidate) => candidate.name === params.category)?.nameAr ?? null,
    products: products.map(productCard),
    // When nothing is found: the search with the catalogue's nearest words, and the best sellers (issue 39).
    didYouMean: nothingFound?.didYouMean
      ? { before: filterMessages[locale].didYouMean, text: nothingFound.didYouMean, after: filterMessages[locale].questionMark, path: correctedPath(search, nothingFound.didYouMean) }
      : null,
    orderLabels: filterMessages[locale].orders,
    bestSellers: { heading: filterMessages[locale].bestSellers, products: (nothingFound?.bestSellers ?? []).map(productCard) },
    origin: env.STOREFRONT_URL,
  };
}

/** The same search (its category, filters and order) with another text, from its first page. */
function correctedPath(search: URLSearchParams, text: string): string {
  const query = new URLSearchParams(search);
  query.set('query', text);
  query.delete('page');
  return `/search?${query}`;
}

/** A facet's values as the page's boxes: each with its words and count in the page's language, ticked when chosen. */
function filterBoxes(params: SearchParams, facets: SearchFacetsJson, locale: Locale): Record<'sizes' | 'colours' | 'brands', FilterBox[]> {
  const text = filterMessages[locale];
  const withCount = (value: string, count: number) => text.valueCount(value, formatNumber(count, locale));
  const isOneOf = (chosen: string[], value: string) => chosen.some((candidate) => candidate.toLowerCase() === value.toLowerCase());
  return {
    sizes: facets.sizes.map(({ size, count }) => ({ value: size, label: withCount(sizeNames[locale][size], count), isChecked: params.sizes.includes(size) })),
    colours: facets.colours.map(({ colour, colourAr, swatch, count }) => ({
      value: colour,
      label: withCount(localName({ name: colour, nameAr: colourAr }, locale), count),
      isChecked: isOneOf(params.colours, colour),
      swatch,
    })),
    brands: facets.brands.map(({ brand, count }) => ({ value: brand, label: withCount(brand, count), isChecked: isOneOf(params.brands, brand) })),
  };
}

/** The filters' words in the page's language. */
function filterWords(params: SearchParams, locale: Locale): FilterWords {
  const words = filterMessages[locale];
  const chosen = chosenFilterCount(params);
  return {
    summary: chosen > 0 ? words.filtersChosen(chosen) : words.filters,
    size: shopMessages[locale].size,
    colour: words.colour,
    brand: words.brand,
    priceEgp: words.priceEgp,
    priceFrom: words.priceFrom,
    priceTo: words.priceTo,
    inStockOnly: words.inStockOnly,
    apply: words.apply,
  };
}

/**
 * The shop path of a search, from the page's own query string (already tidy: the loader sends other
 * spellings to it): with only the parameters `keep`, or another page of it.
 */
function searchPath(search: URLSearchParams, keep: string[] | null, page?: number): string {
  const query = new URLSearchParams([...search].filter(([name]) => keep === null || keep.includes(name)));
  if (page !== undefined) {
    if (page === 1) query.delete('page');
    else query.set('page', String(page));
  }
  return query.size > 0 ? `/search?${query}` : '/search';
}
