import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useSubmit } from '@remix-run/react';
import { useId, type FormEvent } from 'react';
import type { ShopRouteHandle } from '../../server/hooks';
import { ALL, SEARCH_ORDERS, parseSearchParams, refusalJson, tidySearchQuery } from '@pointe/config';
import { ProductGrid } from '~/components/shop/ProductGrid';
import { FilterFields, useChosenFilters } from '~/components/shop/SearchFilters';
import { button } from '~/components/ui/Button.css';
import { ButtonLink } from '~/components/ui/ButtonLink';
import * as field from '~/components/ui/TextField.css';
import { Pagination } from '~/components/ui/Pagination';
import { commonMessages } from '~/i18n/catalogues/common';
import { shopMessages } from '~/i18n/catalogues/shop';
import { errorTextFor } from '~/i18n/errors';
import { localeOfPath, useLocale, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { breadcrumbs, pageMeta } from '~/lib/seo';
import { describeSearch } from '~/models/search-page';
import { searchPage } from '~/models/search-page.server';
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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // A submitted form sends its blank fields and defaults too: the page answers at one address per
  // search (shareable, and one cached page), so other spellings are sent there.
  const tidy = tidySearchQuery(url.searchParams);
  if (tidy.toString() !== url.searchParams.toString()) throw redirect(`${url.pathname}${tidy.size > 0 ? `?${tidy}` : ''}`);
  const parsed = parseSearchParams(url.searchParams);
  if (!parsed.success) throw new Response(errorTextFor(context.locale, refusalJson(parsed.error)), { status: 400 });
  return data(await searchPage(parsed.data, url.searchParams, context.locale));
}

export default function SearchPage() {
  const { params, categoryAr, products, page, pages, countProducts, boxes, price, words, filtered, pagePath, didYouMean, bestSellers, orderLabels } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const common = useMessages(commonMessages);
  const text = useMessages(shopMessages);
  const locale = useLocale();
  const path = usePath();
  const sortId = useId();
  const bestSellersId = useId();
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
        <>
          <div className={styles.empty}>
            <p>{text.noProductFound}</p>
            {didYouMean ? (
              <p>
                {didYouMean.before} <Link to={path(didYouMean.path)}>{didYouMean.text}</Link>
                {didYouMean.after}
              </p>
            ) : null}
            <Link to={path('/search')}>{text.seeAllProducts}</Link>
          </div>
          {bestSellers.products.length > 0 ? (
            <section aria-labelledby={bestSellersId} className={styles.bestSellers}>
              <h2 id={bestSellersId}>{bestSellers.heading}</h2>
              <ProductGrid products={bestSellers.products} savable />
            </section>
          ) : null}
        </>
      ) : (
        <ProductGrid products={products} savable />
      )}

      <Pagination page={page} pages={pages} href={(target) => (target === 1 ? pagePath : `${pagePath}${pagePath.includes('?') ? '&' : '?'}page=${target}`)} />
    </>
  );
}
