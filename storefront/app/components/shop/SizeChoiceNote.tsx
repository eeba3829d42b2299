import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useRouteLoaderData } from '@remix-run/react';
import { formatNumber } from '@pointe/config';
import { sizeGuideMessages } from '~/i18n/catalogues/size-guide';
import { shopMessages, sizeLabel } from '~/i18n/catalogues/shop';
import { useLocale, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import type { SavedSize } from '~/models/size-guide';
import type { loader as rootLoader } from '~/root';
import type { loader as mySizeLoader } from '~/routes/($lang).product.$slug_.my-size';
import * as styles from './SizeGuide.css';

type Chosen = Extract<SavedSize, { size: string }>;

/**
 * Never a silent choice: the line under the sizes saying which size the page chose for her, and why.
 * From the size guide, the size comes in the address (?size=M, read by the page's loader). From her
 * saved measurements, it comes once the page has hydrated, from a request of its own (the product
 * page is shared by every shopper and cannot read her session), and is only applied when she has
 * not picked a size yet: the sizes are RadioGroup's native radios, so the one to select is checked
 * in place, in the form this line sits in.
 */
export function SizeChoiceNote({ size, slug }: { size: string | null; slug: string }) {
  const text = useMessages(sizeGuideMessages);
  const shopText = useMessages(shopMessages);
  const locale = useLocale();
  const path = usePath();
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user);
  const fetcher = useFetcher<typeof mySizeLoader>();
  const line = useRef<HTMLDivElement>(null);
  const [saved, setSaved] = useState<Chosen | null>(null);
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    if (size || !signedIn || asked) return;
    setAsked(true);
    fetcher.load(path(`/product/${slug}/my-size`));
  }, [size, signedIn, asked, fetcher, path, slug]);

  const answer = fetcher.data;
  useEffect(() => {
    if (!answer || answer.size === null) return;
    const radios = Array.from(line.current?.closest('form')?.querySelectorAll<HTMLInputElement>('input[type="radio"][name="size"]') ?? []);
    if (radios.some((radio) => radio.checked)) return;
    const radio = radios.find((candidate) => candidate.value === answer.size && !candidate.disabled);
    if (!radio) return;
    radio.checked = true;
    setSaved(answer);
  }, [answer]);

  const note = size
    ? text.selectedFromGuide(sizeLabel(size, shopText))
    : saved
      ? text.selectedFromSaved(sizeLabel(saved.size, shopText), text.readingShort(text.measurements[saved.measurement], formatNumber(saved.value, locale)))
      : null;
  return (
    <div ref={line} aria-live="polite" className={styles.choice}>
      {note ? <p className={styles.line}>{note}</p> : null}
      {saved && !size ? <Link to={path('/profile/measurements')}>{text.changeMeasurements}</Link> : null}
    </div>
  );
}
