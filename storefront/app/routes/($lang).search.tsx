import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useFetcher, useLoaderData, useSubmit } from '@remix-run/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ShopRouteHandle } from '../../server/hooks';
import {
  ALL,
  SEARCH_ORDERS,
  parseSearchParams,
  refusalJson,
  formatNumber,
  sizeNames,
  tidySearchQuery,
  type Locale,
  type SearchFacetsJson,
  type SearchOrder,
  type SearchParams,
} from '@pointe/config';
import { errorTextFor } from '~/i18n/errors';
import { ProductGrid } from '~/components/shop/ProductGrid';
import { button } from '~/components/ui/Button.css';
import { ButtonLink } from '~/components/ui/ButtonLink';
import { Checkbox, CheckboxGroup } from '~/components/ui/CheckboxGroup';
import * as field from '~/components/ui/TextField.css';
import { Pagination } from '~/components/ui/Pagination';
import { commonMessages } from '~/i18n/catalogues/common';
import { filterMessages } from '~/i18n/catalogues/filters';
import { shopMessages } from '~/i18n/catalogues/shop';
import { localName } from '~/i18n/content';
import { localeOfPath, useLocale, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { failScreen } from '~/lib/errors.server';
import { env } from '~/lib/env.server';
import { breadcrumbs, pageMeta } from '~/lib/seo';
import { listCategories, productCard, searchProducts } from '~/models/product.server';
import * as styles from './search.css';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location }) => {
  const locale = localeOfPath(location.pathname);
  const common = commonMessages[locale];
  const text = shopMessages[locale];
  if (!loaded) return [{ title: `${text.searchTitle} | ${common.shopName}` }];
  const title = describeSearch(loaded.params, loaded.categoryAr, locale);
  // One address per search text, category and page: the filters and the order narrow or reorder that page.
  const path = loaded.canonicalPath;
  return [
    ...pageMeta({
      origin: loaded.origin,
      path,
      locale,
      title: `${title} | ${common.shopName}`,
      description: text.searchDescription(title, common.shopName),
      image: loaded.products[0]?.image[0],
    }),
    breadcrumbs(loaded.origin, locale, [
      [common.shopName, '/'],
      [title, path],
    ]),
  ];
};

/** The same page for every shopper but the header: kept once per kind of shopper, public without cookies (server/hooks.ts). */
export const handle: ShopRouteHandle = { sharedPage: true };

/** The page's heading and title: what was searched, in the page's language (the category by its Arabic name where it has one). */
function describeSearch({ query, category }: Pick<SearchParams, 'query' | 'category'>, categoryAr: string | null, locale: Locale): string {
  const text = shopMessages[locale];
  const categoryName = localName({ name: category, nameAr: categoryAr }, locale);
  if (query !== ALL && category !== ALL) return text.queryInCategory(query, categoryName);
  if (query !== ALL) return text.resultsFor(query);
  if (category !== ALL) return categoryName;
  return text.allProducts;
}

/** A facet's values as the page's boxes: each with its words and count in the page's language, ticked when chosen. */
interface FilterBox {
  value: string;
  label: string;
  isChecked: boolean;
  swatch?: string | null;
}

/**
 * The filters' boxes, worded on the server in the page's language, so the page's script only draws
 * them (the browsing pages' JavaScript budget).
 */
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

/** The filters' words in the page's language (from the loader, like the boxes: see filterBoxes). */
function filterWords(params: SearchParams, locale: Locale) {
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
type FilterWords = ReturnType<typeof filterWords>;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // A submitted form sends its blank fields and defaults too: the page answers at one address per
  // search (shareable, and one cached page), so other spellings are sent there.
  const tidy = tidySearchQuery(url.searchParams);
  if (tidy.toString() !== url.searchParams.toString()) throw redirect(`${url.pathname}${tidy.size > 0 ? `?${tidy}` : ''}`);
  const parsed = parseSearchParams(url.searchParams);
  if (!parsed.success) throw new Response(errorTextFor(context.locale, refusalJson(parsed.error)), { status: 400 });
  const [{ products, ...result }, categories] = await Promise.all([searchProducts(parsed.data), listCategories()]).catch(failScreen);
  // The same data in both languages (the page picks the words), so one cached search serves both.
  const categoryAr = categories.find((candidate) => candidate.name === parsed.data.category)?.nameAr ?? null;
  const { facets, ...page } = result;
  return data({
    params: parsed.data,
    ...page,
    boxes: filterBoxes(parsed.data, facets, context.locale),
    words: filterWords(parsed.data, context.locale),
    // Something narrows the search (its text, category or a filter): the page offers to clear it.
    filtered: parsed.data.query !== ALL || parsed.data.category !== ALL || chosenFilterCount(parsed.data) > 0,
    canonicalPath: searchPath(url.searchParams, ['query', 'category', 'page']),
    // Every page of this search but the page number (the address is tidy: `page` comes last).
    pagePath: searchPath(url.searchParams, null, 1),
    // Whole pounds as the price boxes' hints.
    price: { min: facets.price.min === null ? undefined : Math.floor(facets.price.min), max: facets.price.max === null ? undefined : Math.ceil(facets.price.max) },
    categoryAr,
    products: products.map(productCard),
    origin: env.STOREFRONT_URL,
  });
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

/** How many filters a search has chosen (each value, each price bound, "in stock only"). */
function chosenFilterCount(params: SearchParams): number {
  return params.sizes.length + params.colours.length + params.brands.length + (params.minPrice === null ? 0 : 1) + (params.maxPrice === null ? 0 : 1) + (params.inStock ? 1 : 0);
}


export default function SearchPage() {
  const { params, categoryAr, products, page, pages, countProducts, boxes, price, words, filtered, pagePath } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const common = useMessages(commonMessages);
  const text = useMessages(shopMessages);
  const locale = useLocale();
  const path = usePath();
  const sortId = useId();
  const orderLabels: Record<SearchOrder, string> = { newest: text.orderNewest, lowest: text.orderLowest, highest: text.orderHighest };
  const { countChosen, chosenCount, panel, closePanel } = useChosenFilters(pagePath);
  /**
   * A new order applies at once (it only reorders). The filters apply with the button (or Enter in a
   * price), with or without JavaScript: ticking a box does not move the page under the shopper, it
   * only updates the button's count.
   */
  const onFormChange = (event: FormEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLSelectElement) submit(event.currentTarget, { preventScrollReset: true });
    else countChosen(event.currentTarget);
  };
  return (
    <>
      <h1>{describeSearch(params, categoryAr, locale)}</h1>
      <Form
        method="get"
        action={path('/search')}
        className={styles.form}
        onChange={onFormChange}
        onSubmit={closePanel}
      >
        {params.query !== ALL ? <input type="hidden" name="query" value={params.query} /> : null}
        {params.category !== ALL ? <input type="hidden" name="category" value={params.category} /> : null}
        <div className={styles.toolbar}>
          {/* A live region from the first render: the new count is read out when a filter applies. */}
          <p className={styles.count} role="status">
            {text.resultCount(countProducts)}
          </p>
          {filtered ? (
            <ButtonLink to={path('/search')} variant="secondary">
              {common.clear}
            </ButtonLink>
          ) : null}
          <div className={styles.sortField}>
            <label htmlFor={sortId} className={field.label}>
              {text.sortBy}
            </label>
            <select id={sortId} name="order" defaultValue={params.order} className={field.input}>
              {SEARCH_ORDERS.map((order) => (
                <option key={order} value={order}>
                  {orderLabels[order]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <details ref={panel} className={styles.filters}>
          <summary className={styles.summary}>{words.summary}</summary>
          {/* Drawn afresh for each search (a link or Back to another keeps no stale ticks); the disclosure stays open. */}
          <FilterFields key={pagePath} params={params} boxes={boxes} price={price} words={words} />
        </details>
        <div className={styles.applyRow}>
          <button type="submit" className={button.secondary}>
            {chosenCount === null ? words.apply : text.showResults(chosenCount)}
          </button>
        </div>
      </Form>

      {products.length === 0 ? (
        <div className={styles.empty}>
          <p>{text.noProductFound}</p>
          <Link to={path('/search')}>{text.seeAllProducts}</Link>
        </div>
      ) : (
        <ProductGrid products={products} savable />
      )}

      <Pagination page={page} pages={pages} href={(target) => (target === 1 ? pagePath : `${pagePath}${pagePath.includes('?') ? '&' : '?'}page=${target}`)} />
    </>
  );
}

const PRICE_NAMES = ['minPrice', 'maxPrice'] as const;
/** Whole piastres below the search's highest price filter (MAX_PRICE_FILTER), in the tidy address's spelling. */
const COUNTABLE_PRICE = /^(0|[1-9][0-9]{0,6})(\.[0-9]{1,2})?$/;

/**
 * With JavaScript, the filters as the shopper changes them: how many products they find (the search's
 * own cached answer for that address, fetched quietly a moment after the last change), and a panel
 * that closes when they are applied, so the results' first row is in view. Without JavaScript the
 * page is drawn afresh with the panel closed.
 */
function useChosenFilters(pagePath: string) {
  const counter = useFetcher<typeof loader>();
  const panel = useRef<HTMLDetailsElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [changed, setChanged] = useState(false);
  // A new search (applied, a link, Back) starts with the plain Apply again.
  useEffect(() => setChanged(false), [pagePath]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const countChosen = (form: HTMLFormElement) => {
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
    const query = tidySearchQuery(fields);
    clearTimeout(timer.current);
    // A price the search would refuse is not counted (a refused load would replace the page with its
    // error): the button says Apply, and applying shows the page's own message.
    const counted = PRICE_NAMES.every((name) => !query.has(name) || COUNTABLE_PRICE.test(query.get(name)!));
    setChanged(counted);
    if (!counted) return;
    timer.current = setTimeout(() => counter.load(`${form.getAttribute('action') ?? ''}${query.size > 0 ? `?${query}` : ''}`), 250);
  };
  const closePanel = () => {
    clearTimeout(timer.current);
    if (panel.current) panel.current.open = false;
  };
  const chosenCount = changed && counter.state === 'idle' && counter.data ? counter.data.countProducts : null;
  return { countChosen, chosenCount, panel, closePanel };
}

/** The filters: each value with the number of products the search finds with it (the CMS's facets). */
function FilterFields({
  params,
  boxes,
  price,
  words: text,
}: {
  params: SearchParams;
  boxes: Record<'sizes' | 'colours' | 'brands', FilterBox[]>;
  price: { min?: number; max?: number };
  words: FilterWords;
}) {
  const id = useId();
  const priceInput = (name: 'minPrice' | 'maxPrice', placeholder: number | undefined) => (
    <div className={styles.priceField}>
      <label htmlFor={id + name} className={field.label}>
        {name === 'minPrice' ? text.priceFrom : text.priceTo}
      </label>
      <input
        id={id + name}
        className={field.input}
        // Text, not type="number": Chromium's number box drops digits typed on an Arabic keyboard (٥٠٠).
        type="text"
        name={name}
        inputMode="decimal"
        defaultValue={params[name] ?? ''}
        placeholder={placeholder?.toString()}
      />
    </div>
  );
  return (
    <div className={styles.filterGrid}>
      <CheckboxGroup label={text.size} name="size" options={boxes.sizes} />
      {boxes.colours.length > 0 ? <CheckboxGroup label={text.colour} name="colour" options={boxes.colours} /> : null}
      {boxes.brands.length > 0 ? <CheckboxGroup label={text.brand} name="brand" options={boxes.brands} /> : null}
      <fieldset className={styles.priceGroup}>
        <legend className={styles.legend}>{text.priceEgp}</legend>
        <div className={styles.priceFields}>
          {priceInput('minPrice', price.min)}
          {priceInput('maxPrice', price.max)}
        </div>
      </fieldset>
      <div>
        <Checkbox name="inStock" value="true" label={text.inStockOnly} isChecked={params.inStock} />
      </div>
    </div>
  );
}
