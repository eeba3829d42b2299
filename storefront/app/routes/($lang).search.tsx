import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useSubmit } from '@remix-run/react';
import { useEffect, useRef, type FormEvent } from 'react';
import type { ShopRouteHandle } from '../../server/hooks';
import {
  ALL,
  NO_SEARCH_FILTERS,
  SEARCH_ORDERS,
  hasSearchFilters,
  parseSearchParams,
  refusalJson,
  formatNumber,
  searchQueryEntries,
  sizeNames,
  tidySearchQuery,
  type Locale,
  type SearchFacetsJson,
  type SearchOrder,
  type SearchParams,
} from '@pointe/config';
import { errorTextFor } from '~/i18n/errors';
import { ProductGrid } from '~/components/shop/ProductGrid';
import { Button } from '~/components/ui/Button';
import { ButtonLink } from '~/components/ui/ButtonLink';
import { Checkbox, CheckboxGroup } from '~/components/ui/CheckboxGroup';
import { Field } from '~/components/ui/Field';
import { Pagination } from '~/components/ui/Pagination';
import { commonMessages } from '~/i18n/catalogues/common';
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
  // One address per search text and category: the filters and the order narrow or reorder that page.
  const path = searchUrl(loaded.params, { ...NO_SEARCH_FILTERS, order: 'newest' });
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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // A submitted form sends its blank fields and defaults too: the page answers at one address per
  // search (shareable, and one cached page), so other spellings are sent there.
  const tidy = tidySearchQuery(url.searchParams);
  // A price range typed the wrong way round (from 500 to 100) is read the right way round.
  const [from, to] = [Number(tidy.get('minPrice')), Number(tidy.get('maxPrice'))];
  if (tidy.has('minPrice') && tidy.has('maxPrice') && from > to) {
    tidy.set('minPrice', String(to));
    tidy.set('maxPrice', String(from));
  }
  if (tidy.toString() !== url.searchParams.toString()) throw redirect(`${url.pathname}${tidy.size > 0 ? `?${tidy}` : ''}`);
  const parsed = parseSearchParams(url.searchParams);
  if (!parsed.success) throw new Response(errorTextFor(context.locale, refusalJson(parsed.error)), { status: 400 });
  const [{ products, ...result }, categories] = await Promise.all([searchProducts(parsed.data), listCategories()]).catch(failScreen);
  // The same data in both languages (the page picks the words), so one cached search serves both.
  const categoryAr = categories.find((candidate) => candidate.name === parsed.data.category)?.nameAr ?? null;
  return data(
    { params: parsed.data, ...result, categoryAr, products: products.map(productCard), origin: env.STOREFRONT_URL },
  );
}

/** The shop path of this search with some parameters changed; defaults are left out to keep URLs short. */
function searchUrl(params: SearchParams, change: Partial<SearchParams>): string {
  const search = new URLSearchParams(searchQueryEntries({ ...params, ...change })).toString();
  return search ? `/search?${search}` : '/search';
}

/** How many filters a search has chosen (each value, each price bound, "in stock only"). */
function chosenFilterCount(params: SearchParams): number {
  return params.sizes.length + params.colours.length + params.brands.length + (params.minPrice === null ? 0 : 1) + (params.maxPrice === null ? 0 : 1) + (params.inStock ? 1 : 0);
}

/** A price bound as the form shows it: a plain number of EGP, empty for none. */
const priceText = (price: number | null) => (price === null ? '' : String(price));

/**
 * The form's controls set to the search the page shows. They are uncontrolled (so a choice shows at
 * once and the form works before hydration), so after a navigation that did not come from them (a
 * link, Back) they are set here; the one just changed keeps its focus.
 */
function useFormShowing(params: SearchParams) {
  const form = useRef<HTMLFormElement>(null);
  const shown = useRef<string | null>(null);
  const key = JSON.stringify(searchQueryEntries({ ...params, page: 1 }));
  useEffect(() => {
    // Not at hydration: the server drew this search, and a box ticked before hydration stays ticked.
    const first = shown.current === null;
    shown.current = key;
    if (first || !form.current) return;
    const chosen: Record<string, readonly string[]> = {
      size: params.sizes,
      colour: params.colours.map((colour) => colour.toLowerCase()),
      brand: params.brands.map((brand) => brand.toLowerCase()),
      inStock: params.inStock ? ['true'] : [],
    };
    for (const control of Array.from(form.current.elements)) {
      if (control instanceof HTMLInputElement && control.type === 'checkbox') {
        control.checked = (chosen[control.name] ?? []).includes(control.name === 'size' ? control.value : control.value.toLowerCase());
      } else if (control instanceof HTMLInputElement && (control.name === 'minPrice' || control.name === 'maxPrice')) {
        control.value = priceText(params[control.name]);
      } else if (control instanceof HTMLSelectElement && control.name === 'order') {
        control.value = params.order;
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the search the controls show
  }, [key]);
  return form;
}

export default function SearchPage() {
  const { params, categoryAr, products, page, pages, countProducts, facets } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const common = useMessages(commonMessages);
  const text = useMessages(shopMessages);
  const locale = useLocale();
  const path = usePath();
  const form = useFormShowing(params);
  const filtered = params.query !== ALL || params.category !== ALL || hasSearchFilters(params);
  const chosenFilters = chosenFilterCount(params);
  const orderLabels: Record<SearchOrder, string> = { newest: text.orderNewest, lowest: text.orderLowest, highest: text.orderHighest };
  /** With JavaScript the search goes straight to its tidy address (no blank fields, so no redirect). */
  const apply = (formElement: HTMLFormElement) => {
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(formElement)) if (typeof value === 'string') fields.append(name, value);
    submit(tidySearchQuery(fields), { method: 'get', action: path('/search'), preventScrollReset: true });
  };
  /** A choice (a box, the order) applies at once; a price applies with the button or Enter, once typed. */
  const applyChoice = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if ((target instanceof HTMLInputElement && target.type === 'checkbox') || target instanceof HTMLSelectElement) apply(event.currentTarget);
  };

  return (
    <>
      <h1>{describeSearch(params, categoryAr, locale)}</h1>
      <Form
        ref={form}
        method="get"
        action={path('/search')}
        className={styles.form}
        onChange={applyChoice}
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
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
          <Field label={text.sortBy} className={styles.sortField}>
            {(control) => (
              <select {...control} name="order" defaultValue={params.order}>
                {SEARCH_ORDERS.map((order) => (
                  <option key={order} value={order}>
                    {orderLabels[order]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <details className={styles.filters}>
          <summary className={styles.summary}>{chosenFilters > 0 ? text.filtersChosen(chosenFilters) : text.filters}</summary>
          <FilterFields params={params} facets={facets} />
        </details>
        <div className={styles.applyRow}>
          <Button type="submit" variant="secondary">
            {text.applyFilters}
          </Button>
        </div>
      </Form>

      {products.length === 0 ? (
        <div className={styles.empty}>
          <p>{text.noProductFound}</p>
          <Link to={path('/search')}>{text.seeAllProducts}</Link>
        </div>
      ) : (
        <ProductGrid products={products} />
      )}

      <Pagination page={page} pages={pages} href={(target) => searchUrl(params, { page: target })} />
    </>
  );
}

/** The filters: each value with the number of products the search finds with it (the CMS's facets). */
function FilterFields({ params, facets }: { params: SearchParams; facets: SearchFacetsJson }) {
  const text = useMessages(shopMessages);
  const locale = useLocale();
  const withCount = (value: string, count: number) => text.valueCount(value, formatNumber(count, locale));
  const isOneOf = (chosen: string[], value: string) => chosen.some((candidate) => candidate.toLowerCase() === value.toLowerCase());
  const priceInput = (name: 'minPrice' | 'maxPrice', placeholder: number | null) => (
    <Field label={name === 'minPrice' ? text.priceFrom : text.priceTo} className={styles.priceField}>
      {(control) => (
        <input
          {...control}
          type="number"
          name={name}
          inputMode="decimal"
          min={0}
          step="0.01"
          defaultValue={priceText(params[name])}
          placeholder={placeholder === null ? undefined : String(Math.round(placeholder))}
        />
      )}
    </Field>
  );
  return (
    <div className={styles.filterGrid}>
      <CheckboxGroup
        label={text.size}
        name="size"
        options={facets.sizes.map(({ size, count }) => ({ value: size, label: withCount(sizeNames[locale][size], count), isChecked: params.sizes.includes(size) }))}
      />
      {facets.colours.length > 0 ? (
        <CheckboxGroup
          label={text.colour}
          name="colour"
          options={facets.colours.map(({ colour, colourAr, swatch, count }) => ({
            value: colour,
            label: withCount(localName({ name: colour, nameAr: colourAr }, locale), count),
            isChecked: isOneOf(params.colours, colour),
            swatch,
          }))}
        />
      ) : null}
      {facets.brands.length > 0 ? (
        <CheckboxGroup
          label={text.brand}
          name="brand"
          options={facets.brands.map(({ brand, count }) => ({ value: brand, label: withCount(brand, count), isChecked: isOneOf(params.brands, brand) }))}
        />
      ) : null}
      <fieldset className={styles.priceGroup}>
        <legend className={styles.legend}>{text.priceEgp}</legend>
        <div className={styles.priceFields}>
          {priceInput('minPrice', facets.price.min)}
          {priceInput('maxPrice', facets.price.max)}
        </div>
      </fieldset>
      <div>
        <Checkbox name="inStock" value="true" label={text.inStockOnly} isChecked={params.inStock} />
      </div>
    </div>
  );
}
