import { Link, useFetcher } from '@remix-run/react';
import { useState, type ReactNode } from 'react';
import type { ProductJson } from '@pointe/config';
import { shopMessages } from '~/i18n/catalogues/shop';
import { localName } from '~/i18n/content';
import { useLocale, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { NoPicture } from './Icons';
import { highPriority } from './image';
import { Price } from './Price';
import * as styles from './ProductGrid.css';

/** Pictures in the first rows are in the first screenful; the rest load lazily. */
const EAGER_IMAGES = 3;
/** The first row's pictures (two on a phone) are the largest paint: fetch them first. */
const URGENT_IMAGES = 2;
/** 2 columns on phones, 3 from 48rem in a page at most 72rem wide. */
const GRID_IMAGE_SIZES = '(min-width: 48rem) min(33vw, 24rem), 50vw';

/** A card: `swatches` are its colour family's (models/product.server.ts productCard), empty when it has none. */
export type GridProduct = Pick<ProductJson, '_id' | 'name' | 'nameAr' | 'slug' | 'image' | 'imageSrcSet' | 'price'> & { swatches?: readonly string[] };

interface ProductGridProps {
  products: GridProduct[];
  headingLevel?: 2 | 3;
  /** The id of the heading that names the list (so the list is found and announced by it). */
  labelledBy?: string;
  /**
   * A Save button on each card: a plain POST to /saved, the same markup for every shopper (these are
   * shared pages, rendered without her session), so it starts unfilled. A visitor is told why she must
   * sign in, and the item is saved once she has; with JavaScript the heart fills once she saved it here
   * (her saved products are listed on her Saved page).
   */
  savable?: boolean;
  /** Something under a card, outside its link (the Saved page's Remove button). */
  after?: (product: GridProduct) => ReactNode;
}

export function ProductGrid({ products, headingLevel = 2, labelledBy, savable = false, after }: ProductGridProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const locale = useLocale();
  const path = usePath();
  const text = useMessages(shopMessages);
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy}>
      {products.map((product, index) => (
        <li key={product._id} className={styles.item}>
          <Link to={path(`/product/${product.slug}`)} className={styles.card} prefetch="intent">
            {product.image[0] ? (
              <img
                src={product.image[0]}
                srcSet={product.imageSrcSet[0] || undefined}
                sizes={product.imageSrcSet[0] ? GRID_IMAGE_SIZES : undefined}
                alt=""
                width={360}
                height={360}
                loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                {...(index < URGENT_IMAGES ? highPriority : {})}
                decoding="async"
                className={styles.image}
              />
            ) : (
              <NoPicture className={styles.noPicture} />
            )}
            <div className={styles.body}>
              <Heading className={styles.name}>{localName(product, locale)}</Heading>
              <Price amount={product.price} className={styles.price} />
              {product.swatches?.length ? (
                // Not links (the card is one): the colours a shopper will find on the product page.
                <span className={styles.swatches}>
                  {product.swatches.map((swatch, position) => (
                    <span key={position} className={styles.swatch} style={{ backgroundColor: swatch }} />
                  ))}
                  <span className="visually-hidden">{text.colourCount(product.swatches.length)}</span>
                </span>
              ) : null}
            </div>
          </Link>
          {savable ? <SaveHeart productId={product._id} label={text.saveItemLabel(localName(product, locale))} /> : null}
          {after?.(product)}
        </li>
      ))}
    </ul>
  );
}

/**
 * A card's heart: a plain form without JavaScript; with it, sent without leaving the page's place, and
 * filled (pressed) from the tap on. The action answers with a redirect (back here with its toast, or to
 * sign in), which the fetcher follows.
 */
function SaveHeart({ productId, label }: { productId: string; label: string }) {
  const path = usePath();
  const saver = useFetcher();
  const [saved, setSaved] = useState(false);
  return (
    <saver.Form method="post" action={path('/saved')} className={styles.save} preventScrollReset onSubmit={() => setSaved(true)}>
      <input type="hidden" name="productId" value={productId} />
      <button type="submit" name="intent" value="save" className={styles.saveButton} aria-label={label} aria-pressed={saved}>
        <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
      </button>
    </saver.Form>
  );
}
