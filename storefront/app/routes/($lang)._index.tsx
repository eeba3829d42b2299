import { data, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { ShopRouteHandle } from '../../server/hooks';
import { ProductGrid } from '~/components/shop/ProductGrid';
import { commonMessages } from '~/i18n/catalogues/common';
import { shopMessages } from '~/i18n/catalogues/shop';
import { localeOfPath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { failScreen } from '~/lib/errors.server';
import { env } from '~/lib/env.server';
import { pageMeta } from '~/lib/seo';
import { listProducts, productCard } from '~/models/product.server';
import * as styles from './_index.css';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location }) => {
  const locale = localeOfPath(location.pathname);
  const common = commonMessages[locale];
  return pageMeta({
    origin: loaded?.origin ?? '',
    path: '/',
    locale,
    title: common.shopName,
    description: common.tagline,
    image: loaded?.products[0]?.image[0],
  });
};

/** The same page for every shopper but the header: kept once per kind of shopper, public without cookies (server/hooks.ts). */
export const handle: ShopRouteHandle = { sharedPage: true };

export async function loader() {
  const products = await listProducts().catch(failScreen);
  return data({ origin: env.STOREFRONT_URL, products: products.map(productCard) });
}

export default function Home() {
  const { products } = useLoaderData<typeof loader>();
  const common = useMessages(commonMessages);
  const text = useMessages(shopMessages);
  return (
    <>
      <section className={styles.hero}>
        <h1>{common.shopName}</h1>
        <p className={styles.tagline}>{common.tagline}</p>
      </section>
      <h2 className={styles.sectionTitle}>{text.allProducts}</h2>
      <ProductGrid products={products} savable />
    </>
  );
}
