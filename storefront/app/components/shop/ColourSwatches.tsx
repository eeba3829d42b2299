import { Link } from '@remix-run/react';
import type { ColourJson, FamilyJson } from '@pointe/config';
import { shopMessages } from '~/i18n/catalogues/shop';
import { localColour, localName } from '~/i18n/content';
import { useLocale, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import * as styles from './ColourSwatches.css';

/**
 * The product's colour and its family's other colours: each swatch a plain link to that product's
 * page (so it works without JavaScript), this one marked as the current page, a sold-out colour
 * struck through and said to be sold out.
 */
export function ColourSwatches({ slug, colour, family }: { slug: string; colour: ColourJson | null; family: FamilyJson | null }) {
  const locale = useLocale();
  const path = usePath();
  const text = useMessages(shopMessages);
  const siblings = family && family.siblings.length > 1 ? family.siblings : [];
  if (!colour && siblings.length === 0) return null;
  return (
    <div className={styles.colours}>
      {colour ? (
        <p className={styles.current}>
          {text.colour}: <strong>{localColour(colour, locale)}</strong>
        </p>
      ) : null}
      {siblings.length > 0 ? (
        <nav aria-label={text.otherColours}>
          <ul className={styles.list}>
            {siblings.map((sibling) => {
              const soldOut = sibling.countInStock === 0;
              const name = sibling.colour ? localColour(sibling.colour, locale) : localName(sibling, locale);
              return (
                <li key={sibling.slug}>
                  <Link
                    to={path(`/product/${sibling.slug}`)}
                    className={styles.swatch}
                    aria-current={sibling.slug === slug ? 'page' : undefined}
                    prefetch="intent"
                  >
                    <span
                      aria-hidden="true"
                      className={soldOut ? styles.dotSoldOut : styles.dot}
                      style={sibling.colour?.swatch ? { backgroundColor: sibling.colour.swatch } : undefined}
                    />
                    <span className={soldOut ? styles.soldOutName : undefined}>{name}</span>
                    {soldOut ? <span className="visually-hidden">{text.colourSoldOut}</span> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
