import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ALL, categorySlug, cityList, plural, type Locale } from '@pointe/config';
import type { ShopRouteHandle } from '../../server/hooks';
import { ProductPages } from '~/components/shop/ProductPages';
import { commonMessages } from '~/i18n/catalogues/common';
import { shopMessages } from '~/i18n/catalogues/shop';
import { localName } from '~/i18n/content';
import { localeOfPath, useLocale, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { failScreen } from '~/lib/errors.server';
import { env } from '~/lib/env.server';
import { pageOfRequest } from '~/lib/product-pages.server';
import { pagedListMeta } from '~/lib/seo';
import { listCategories, newestProducts, productCard } from '~/models/product.server';
import { openGovernorates } from '~/models/shipping.server';
import * as styles from './_index.css';

/** A page of the home grid: `/`, then `/?page=2`, … (page 1 has no parameter: one address for the home page). */
const homePath = (page: number) => (page === 1 ? '/' : `/?page=${page}`);

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location }) => {
  const locale = localeOfPath(location.pathname);
  const common = commonMessages[locale];
  // The spec's title for the home page, the shop's name; later pages say which page they are.
  return pagedListMeta({
    origin: loaded?.origin ?? '',
    locale,
    title: common.shopName,
    description: loaded ? taglineOf(locale, loaded.delivered) : common.tagline,
    page: loaded?.page ?? 1,
    pages: loaded?.pages ?? 1,
    pathOf: homePath,
    image: loaded?.products[0]?.image[0],
  });
};

/** The same page for every shopper but the header: kept once per kind of shopper, public without cookies (server/hooks.ts). */
export const handle: ShopRouteHandle = { sharedPage: true };

/** The newest products, a page at a time (HOME_PAGE_SIZE): the page stays the same size however large the catalogue grows. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageOfRequest(request, context.locale);
  const [{ products, ...paging }, categories, open] = await Promise.all([newestProducts({ page, category: ALL }), listCategories(), openGovernorates()]).catch(failScreen);
  // A page past the end (an old link after products were removed) is not a page: the shop's 404, which links home.
  if (page > 1 && page > paging.pages) throw new Response(null, { status: 404, statusText: 'Not Found' });
  // Each category with its page's address segment, made here so the page's JavaScript need not carry the slug rule.
  const categoryLinks = categories.map(({ name, nameAr }) => ({ name, nameAr, slug: categorySlug(name) }));
  const delivered = open.map(({ name, nameAr }) => ({ name, nameAr }));
  return data({ origin: env.STOREFRONT_URL, ...paging, categories: categoryLinks, products: products.map(productCard), delivered });
}

/** Where the shop delivers, as the zones are now: a few governorates by name, more by their number. */
function taglineOf(locale: Locale, delivered: ReadonlyArray<{ name: string; nameAr: string }>): string {
  const words = commonMessages[locale];
  if (delivered.length === 0) return words.tagline;
  const places =
    delivered.length <= NAMED_IN_TAGLINE
      ? cityList(locale, delivered.map((governorate) => (locale === 'ar' ? governorate.nameAr : governorate.name)))
      : plural(locale, delivered.length, words.governorates);
  return words.taglineFor(places);
}
const NAMED_IN_TAGLINE = 4;

export default function Home() {
  const loaded = useLoaderData<typeof loader>();
  const common = useMessages(commonMessages);
  const text = useMessages(shopMessages);
  const locale = useLocale();
  const path = usePath();
  const { categories } = loaded;
  return (
    <>
      <section className={styles.hero}>
        <h1>{common.shopName}</h1>
        <p className={styles.tagline}>{taglineOf(locale, loaded.delivered)}</p>
      </section>
      {categories.length > 0 ? (
        <nav aria-labelledby="home-categories" className={styles.categories}>
          <h2 id="home-categories" className={styles.sectionTitle}>
            {common.categories}
          </h2>
          <ul className={styles.categoryList}>
            {categories.map((category) => (
              <li key={category.name}>
                <Link to={path(`/category/${category.slug}`)} className={styles.categoryLink}>
                  {localName(category, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <h2 id="home-products" className={styles.sectionTitle}>
        {text.allProducts}
      </h2>
      <ProductPages key={loaded.page} first={loaded} labelledBy="home-products" headingLevel={2} href={homePath} dataHref={(page) => `/?index&page=${page}`} />
    </>
  );
}
