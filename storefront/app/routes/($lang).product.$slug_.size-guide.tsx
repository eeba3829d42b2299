import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import type { ShopRouteHandle } from '../../server/hooks';
import { SIZE_ANSWER_ID, SizeGuide } from '~/components/shop/SizeGuide';
import * as styles from '~/components/shop/SizeGuide.css';
import { commonMessages } from '~/i18n/catalogues/common';
import { sizeGuideMessages } from '~/i18n/catalogues/size-guide';
import { localName } from '~/i18n/content';
import { localePath, localeOfPath, useLocale } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { env } from '~/lib/env.server';
import { pageMeta } from '~/lib/seo';
import { sizeGuideData } from '~/models/size-guide.server';

export const meta: MetaFunction<typeof loader> = ({ data: loaded, location }) => {
  const locale = localeOfPath(location.pathname);
  const common = commonMessages[locale];
  if (!loaded) return [{ title: `${common.notFoundTitle} | ${common.shopName}` }];
  const name = localName(loaded.product, locale);
  const text = sizeGuideMessages[locale];
  return [
    ...pageMeta({
      origin: loaded.origin,
      path: `/product/${loaded.product.slug}/size-guide`,
      locale,
      title: `${text.sizeGuideFor(name)} | ${common.shopName}`,
      description: text.sizeGuideDescription(name),
    }),
    // A page per typed measurement is no page for search engines.
    ...(location.search ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
};

/** The same for every shopper (the measurements are in the address, nothing is read from the session). */
export const handle: ShopRouteHandle = { sharedPage: true };

/**
 * The size guide's own page: the chart and "Find my size" without JavaScript (a GET form to this
 * page), and the loader the product page's dialog reads with JavaScript.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  return data({ ...(await sizeGuideData(params.slug ?? '', request)), origin: env.STOREFRONT_URL });
}

export default function SizeGuidePage() {
  const { product, origin: _origin, ...answer } = useLoaderData<typeof loader>();
  const text = useMessages(sizeGuideMessages);
  const locale = useLocale();
  const productPath = localePath(locale, `/product/${product.slug}`);
  const name = localName(product, locale);
  return (
    <article className={styles.page}>
      <p className={styles.line}>
        <Link to={productPath}>{text.backTo(name)}</Link>
      </p>
      <h1 className={styles.line}>{text.sizeGuideFor(name)}</h1>
      <SizeGuide
        answer={answer}
        // The answer's anchor: without JavaScript the page opens at the answer, not at the top of the chart.
        action={localePath(locale, `/product/${product.slug}/size-guide#${SIZE_ANSWER_ID}`)}
        FormComponent={Form}
        chooseHref={(size) => `${productPath}?size=${encodeURIComponent(size)}`}
        pickableSizes={product.pickableSizes}
      />
    </article>
  );
}
