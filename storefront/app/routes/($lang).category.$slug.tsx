import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { categorySlug } from '@pointe/config';
import type { ShopRouteHandle } from '../../server/hooks';
import { ProductPages } from '~/components/shop/ProductPages';
import { commonMessages } from '~/i18n/catalogues/common';
import { shopMessages } from '~/i18n/catalogues/shop';
import { localName } from '~/i18n/content';
import { localeOfPath, useLocale } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { failScreen } from '~/lib/errors.server';
import { env } from '~/lib/env.server';
import { breadcrumbs, pagedListMeta } from '~/lib/seo';
import { pageOfRequest } from '~/lib/product-pages.server';
import { listCategories, newestProducts, productCard } from '~/models/product.server';

/** A page of a category's landing page: `/category/leotards`, then `?page=2`, … */
const categoryPath = (slug: string) => (page: number) => (page === 1 ? `/category/${slug}` : `/category/${slug}?page=${page}`);

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location }) => {
  const locale = localeOfPath(location.pathname);
  const common = commonMessages[locale];
  if (!loaded) return [{ title: `${common.notFoundTitle} | ${common.shopName}` }];
  const name = localName(loaded.category, locale);
  const pathOf = categoryPath(loaded.slug);
  return [
    ...pagedListMeta({
      origin: loaded.origin,
      locale,
      title: `${name} | ${common.shopName}`,
      description: shopMessages[locale].searchDescription(name, common.shopName),
      page: loaded.page,
      pages: loaded.pages,
      pathOf,
      image: loaded.products[0]?.image[0],
    }),
    breadcrumbs(loaded.origin, locale, [
      [common.shopName, '/'],
      [name, pathOf(1)],
    ]),
  ];
};

/** The same page for every shopper but the header: kept once per kind of shopper, public without cookies (server/hooks.ts). */
export const handle: ShopRouteHandle = { sharedPage: true };

/**
 * A category's landing page: its newest products a page at a time, as the home page. The category
 * is found by its slug in the menu's (cached) category list, which has both its names; an unknown
 * slug is the shop's 404 page without asking the CMS for products.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const page = pageOfRequest(request, context.locale);
  const category = (await listCategories().catch(failScreen)).find((candidate) => categorySlug(candidate.name) === slug);
  if (!category) throw new Response(null, { status: 404, statusText: 'Not Found' });
  const { products, ...paging } = await newestProducts({ page, category: slug }).catch(failScreen);
  if (page > 1 && page > paging.pages) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return data({ origin: env.STOREFRONT_URL, slug, category, ...paging, products: products.map(productCard) });
}

export default function CategoryPage() {
  const loaded = useLoaderData<typeof loader>();
  const locale = useLocale();
  const text = useMessages(shopMessages);
  const pathOf = categoryPath(loaded.slug);
  return (
    <>
      <h1 id="category-name">{localName(loaded.category, locale)}</h1>
      {loaded.countProducts === 0 ? <p>{text.noProductFound}</p> : null}
      <ProductPages key={`${loaded.slug}:${loaded.page}`} first={loaded} labelledBy="category-name" headingLevel={1} href={pathOf} dataHref={pathOf} />
    </>
  );
}
