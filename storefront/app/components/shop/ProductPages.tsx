import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/Button';
import { Pagination } from '~/components/ui/Pagination';
import { commonMessages } from '~/i18n/catalogues/common';
import { shopMessages } from '~/i18n/catalogues/shop';
import { useFormat } from '~/i18n/format';
import { usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { useHydrated } from '~/lib/use-hydrated';
import { ProductGrid, type GridProduct } from './ProductGrid';
import * as styles from './ProductPages.css';

/** One page of a paged product list, as the home and category loaders answer it. */
export interface ProductsPage {
  products: GridProduct[];
  page: number;
  pages: number;
  countProducts: number;
}

/**
 * A paged product grid (home, category pages). The server's page has Previous / Next links, so every
 * product is reachable without JavaScript (and by crawlers). Once the page's JavaScript runs, a
 * "Show more" button takes their place: it loads the next page through the route's own loader and
 * appends it in place, moves focus to the first new product (so the keyboard and a screen reader go
 * on from there) and says how many are shown. Render it with a `key` of the page's address, so that
 * a navigation starts afresh from the server's page.
 *
 * `href` gives a page's shop path (for the links); `dataHref` the address a fetcher loads it from
 * (for an index route, with `?index`).
 */
export function ProductPages({ first, href, dataHref, labelledBy, headingLevel }: {
  first: ProductsPage;
  href: (page: number) => string;
  dataHref: (page: number) => string;
  /** The id of the heading that names the grid, and that heading's level (the product names are one below it). */
  labelledBy: string;
  headingLevel: 1 | 2;
}) {
  const common = useMessages(commonMessages);
  const text = useMessages(shopMessages);
  const format = useFormat();
  const path = usePath();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ProductsPage>();
  const [appended, setAppended] = useState<ProductsPage[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);

  const last = appended.at(-1) ?? first;
  // A product that moved a page down while the shopper read (a newer one came in) is shown once.
  const seen = new Set<string>();
  const products = [first, ...appended].flatMap((loaded) => loaded.products).filter((product) => !seen.has(product._id) && seen.add(product._id));

  useEffect(() => {
    const loaded = fetcher.data;
    if (fetcher.state !== 'idle' || !loaded || loaded.page !== last.page + 1) return;
    focusFrom.current = products.length;
    setAppended((pages) => [...pages, loaded]);
  }, [fetcher.state, fetcher.data, last.page, products.length]);

  useEffect(() => {
    if (focusFrom.current === null) return;
    const items = list.current?.querySelectorAll('li');
    items?.[focusFrom.current]?.querySelector('a')?.focus();
    focusFrom.current = null;
  }, [appended]);

  const loading = fetcher.state !== 'idle';
  return (
    <>
      <div ref={list}>
        <ProductGrid products={products} headingLevel={headingLevel === 1 ? 2 : 3} labelledBy={labelledBy} savable />
      </div>
      {hydrated ? (
        <div className={styles.more}>
          <p className={styles.shown} role="status">
            {text.shownOf(format.number(products.length), format.number(Math.max(last.countProducts, products.length)))}
          </p>
          {last.page < last.pages ? (
            <Button variant="secondary" isDisabled={loading} aria-busy={loading} onPress={() => fetcher.load(path(dataHref(last.page + 1)))}>
              {loading ? common.loading : text.showMore}
            </Button>
          ) : null}
        </div>
      ) : (
        <Pagination page={first.page} pages={first.pages} href={href} />
      )}
    </>
  );
}
