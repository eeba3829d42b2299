import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useSubmit } from '@remix-run/react';
import type { ShopRouteHandle } from '../../server/hooks';
import { ALL, SEARCH_ORDERS, parseSearchParams, refusalJson, type Locale, type SearchOrder, type SearchParams } from '@pointe/config';
import { errorTextFor } from '~/i18n/errors';
import { ProductGrid } from '~/components/shop/ProductGrid';
import { ButtonLink } from '~/components/ui/ButtonLink';
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
  const path = searchUrl(loaded.params, { order: 'newest' });
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
  const parsed = parseSearchParams(Object.fromEntries(new URL(request.url).searchParams));
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
  const next = { ...params, ...change };
  const query = new URLSearchParams();
  if (next.query !== ALL) query.set('query', next.query);
  if (next.category !== ALL) query.set('category', next.category);
  if (next.order !== 'newest') query.set('order', next.order);
  if (next.page !== 1) query.set('page', String(next.page));
  const search = query.toString();
  return search ? `/search?${search}` : '/search';
}

export default function SearchPage() {
  const { params, categoryAr, products, page, pages, countProducts } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const common = useMessages(commonMessages);
  const text = useMessages(shopMessages);
  const locale = useLocale();
  const path = usePath();
  const filtered = params.query !== ALL || params.category !== ALL;
  const orderLabels: Record<SearchOrder, string> = { newest: text.orderNewest, lowest: text.orderLowest, highest: text.orderHighest };

  return (
    <>
      <h1>{describeSearch(params, categoryAr, locale)}</h1>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {text.resultCount(countProducts)}
        </p>
        {filtered ? (
          <ButtonLink to={path('/search')} variant="secondary">
            {common.clear}
          </ButtonLink>
        ) : null}
        <Form method="get" action={path('/search')} className={styles.sortForm} onChange={(event) => submit(event.currentTarget)}>
          {params.query !== ALL ? <input type="hidden" name="query" value={params.query} /> : null}
          {params.category !== ALL ? <input type="hidden" name="category" value={params.category} /> : null}
          <label htmlFor="sort-order">{text.sortBy}</label>
          <select id="sort-order" name="order" defaultValue={params.order} className={styles.select}>
            {SEARCH_ORDERS.map((order) => (
              <option key={order} value={order}>
                {orderLabels[order]}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className={styles.sortButton}>
              {text.sort}
            </button>
          </noscript>
        </Form>
      </div>

      {products.length === 0 ? (
        <div className={styles.empty}>
          <p>{text.noProductFound}</p>
          <Link to={path('/search')}>{text.seeAllProducts}</Link>
        </div>
      ) : (
        <ProductGrid products={products} savable />
      )}

      <Pagination page={page} pages={pages} href={(target) => searchUrl(params, { page: target })} />
    </>
  );
}
