import { Suspense } from 'react';
import { useRouteLoaderData } from '@remix-run/react';
import { shopMessages, sizeLabel } from '~/i18n/catalogues/shop';
import { useMessages } from '~/i18n/messages';
import { useHydrated } from '~/lib/use-hydrated';
import { SavedSizeNote } from './size-guide-later';
import type { loader as rootLoader } from '~/root';
import * as styles from './SizeChoice.css';


/**
 * Never a silent choice: the line under the sizes saying which size the page chose for her, and why.
 * From the size guide, the size comes in the address (?size=M, read by the page's loader); from her
 * saved measurements, once the page has hydrated (SavedSizeNote.tsx).
 */
export function SizeChoiceNote({ size, slug }: { size: string | null; slug: string }) {
  const shopText = useMessages(shopMessages);
  const hydrated = useHydrated();
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user);
  if (size) return <p className={styles.line}>{shopText.selectedFromGuide(sizeLabel(size, shopText))}</p>;
  if (!hydrated || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SavedSizeNote slug={slug} />
    </Suspense>
  );
}
