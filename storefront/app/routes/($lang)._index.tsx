import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ProductGrid } from '~/components/shop/ProductGrid';
import { failScreen } from '~/lib/errors.server';
import { env } from '~/lib/env.server';
import { publicPageHeaders } from '~/lib/http.server';
import { pageMeta } from '~/lib/seo';
import { listProducts, productCard } from '~/models/product.server';
import { SHOP_NAME, SHOP_TAGLINE } from '~/strings';
import * as styles from './_index.css';

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  pageMeta({ origin: loaded?.origin ?? '', path: '/', title: SHOP_NAME, description: SHOP_TAGLINE, image: loaded?.products[0]?.image[0] });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const products = await listProducts().catch(failScreen);
  return data(
    { origin: env.STOREFRONT_URL, products: products.map(productCard) },
    { headers: publicPageHeaders(request) },
  );
}

export default function Home() {
  const { products } = useLoaderData<typeof loader>();
  return (
    <>
      <section className={styles.hero}>
        <h1>{SHOP_NAME}</h1>
        <p className={styles.tagline}>{SHOP_TAGLINE}</p>
      </section>
      <h2 className={styles.sectionTitle}>All products</h2>
      <ProductGrid products={products} />
    </>
  );
}
