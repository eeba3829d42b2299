import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useSubmit } from '@remix-run/react';
import { ALL, SEARCH_ORDERS, SEARCH_ORDER_LABELS, parseSearchParams, type SearchParams } from '@pointe/config';
import { ProductGrid } from '~/components/shop/ProductGrid';
import { ButtonLink } from '~/components/ui/ButtonLink';
import { Pagination } from '~/components/ui/Pagination';
import { failScreen } from '~/lib/errors.server';
import { env } from '~/lib/env.server';
import { publicPageHeaders } from '~/lib/http.server';
import { breadcrumbs, pageMeta } from '~/lib/seo';
import { productCard, searchProducts } from '~/models/product.server';
import { SHOP_NAME, text } from '~/strings';
import * as styles from './search.css';

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  if (!loaded) return [{ title: `Search | ${SHOP_NAME}` }];
  const title = describeSearch(loaded.params);
  const path = searchUrl(loaded.params, { order: 'newest' });
  return [
    ...pageMeta({
      origin: loaded.origin,
      path,
      title: `${title} | ${SHOP_NAME}`,
      description: `${title}: dancewear from ${SHOP_NAME}, delivered in Alexandria, Cairo and Giza.`,
      image: loaded.products[0]?.image[0],
    }),
    breadcrumbs(loaded.origin, [
      [SHOP_NAME, '/'],
      [title, path],
    ]),
  ];
};

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

function describeSearch({ query, category }: Pick<SearchParams, 'query' | 'category'>): string {
  if (query !== ALL && category !== ALL) return `“${query}” in ${category}`;
  if (query !== ALL) return `Results for “${query}”`;
  if (category !== ALL) return category;
  return 'All products';
}

export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = parseSearchParams(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw new Response(parsed.message, { status: 400 });
  const { products, ...result } = await searchProducts(parsed.data).catch(failScreen);
  return data({ params: parsed.data, ...result, products: products.map(productCard), origin: env.STOREFRONT_URL }, { headers: publicPageHeaders(request) });
}

/** The URL of this search with some parameters changed; defaults are left out to keep URLs short. */
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
  const { params, products, page, pages, countProducts } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const filtered = params.query !== ALL || params.category !== ALL;

  return (
    <>
      <h1>{describeSearch(params)}</h1>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {countProducts === 1 ? '1 result' : `${countProducts} results`}
        </p>
        {filtered ? (
          <ButtonLink to="/search" variant="secondary">
            {text.clear}
          </ButtonLink>
        ) : null}
        <Form method="get" action="/search" className={styles.sortForm} onChange={(event) => submit(event.currentTarget)}>
          {params.query !== ALL ? <input type="hidden" name="query" value={params.query} /> : null}
          {params.category !== ALL ? <input type="hidden" name="category" value={params.category} /> : null}
          <label htmlFor="sort-order">{text.sortBy}</label>
          <select id="sort-order" name="order" defaultValue={params.order} className={styles.select}>
            {SEARCH_ORDERS.map((order) => (
              <option key={order} value={order}>
                {SEARCH_ORDER_LABELS[order]}
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
          <Link to="/search">See all products</Link>
        </div>
      ) : (
        <ProductGrid products={products} />
      )}

      <Pagination page={page} pages={pages} href={(target) => searchUrl(params, { page: target })} />
    </>
  );
}
