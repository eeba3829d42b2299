import { Suspense, useState } from 'react';
import { Link } from '@remix-run/react';
import { shopMessages } from '~/i18n/catalogues/shop';
import { usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { useHydrated } from '~/lib/use-hydrated';
import { SizeGuideAriaDialog, loadSizeGuideDialog } from './size-guide-later';
import * as styles from './SizeChoice.css';

/**
 * The product page's "Size guide": a link to the guide's own page before and without JavaScript.
 * Once hydrated, the dialog's code is fetched when she reaches for the link (pointer over it, focus,
 * a tap) and the guide then opens in react-aria's dialog (SizeGuideAriaDialog.tsx); a click before
 * the code has arrived opens the dialog as soon as it has.
 */
export function SizeGuideDialog({ slug }: { slug: string }) {
  const hydrated = useHydrated();
  const text = useMessages(shopMessages);
  const path = usePath();
  const href = path(`/product/${slug}/size-guide`);
  const [open, setOpen] = useState(false);
  // Fetched ahead, but the link stays the same element until she clicks (replacing it under her
  // pointer between press and release would lose the click).
  const reach = () => void loadSizeGuideDialog();
  const link = (
    <Link
      to={href}
      className={styles.dialogTrigger}
      // Handlers only work once hydrated: before that (and without JavaScript) the link goes to the guide's page.
      onPointerEnter={reach}
      onFocus={reach}
      onClick={(event) => {
        event.preventDefault();
        setOpen(true);
      }}
    >
      {text.sizeGuide}
    </Link>
  );
  if (!hydrated || !open) return link;
  return (
    <Suspense fallback={link}>
      <SizeGuideAriaDialog href={href} productPath={path(`/product/${slug}`)} defaultOpen />
    </Suspense>
  );
}
