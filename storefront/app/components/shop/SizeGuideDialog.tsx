import { Suspense } from 'react';
import { Link } from '@remix-run/react';
import { shopMessages } from '~/i18n/catalogues/shop';
import { usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { useHydrated } from '~/lib/use-hydrated';
import { SizeGuideAriaDialog } from './size-guide-later';
import * as styles from './SizeChoice.css';


/**
 * The product page's "Size guide": a link to the guide's own page before and without JavaScript
 * (and while the dialog's module loads); once hydrated, a button opening the same guide in a
 * react-aria dialog (SizeGuideAriaDialog.tsx).
 */
export function SizeGuideDialog({ slug }: { slug: string }) {
  const hydrated = useHydrated();
  const text = useMessages(shopMessages);
  const path = usePath();
  const href = path(`/product/${slug}/size-guide`);
  const link = (
    <Link to={href} className={styles.dialogTrigger}>
      {text.sizeGuide}
    </Link>
  );
  if (!hydrated) return link;
  return (
    <Suspense fallback={link}>
      <SizeGuideAriaDialog href={href} productPath={path(`/product/${slug}`)} />
    </Suspense>
  );
}
