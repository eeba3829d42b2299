import { useEffect, useRef, useState } from 'react';
import { Link } from '@remix-run/react';
import { formatNumber } from '@pointe/config';
import { sizeGuideMessages } from '~/i18n/catalogues/size-guide';
import { shopMessages, sizeLabel } from '~/i18n/catalogues/shop';
import { useLocale, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { isSavedSize, type SavedSize } from '~/models/size-guide';
import * as styles from './SizeGuide.css';

type Chosen = Extract<SavedSize, { size: string }>;

/**
 * The size from her saved measurements, asked for by a request of its own (the product page is
 * shared by every shopper and never reads her session), applied only when she has not picked a size
 * yet, and said: "Size M selected from your saved measurements (bust 86 cm)", with a way to change
 * them. The sizes are RadioGroup's native radios, so the one to select is checked in place, in the
 * form this line sits in.
 */
export default function SavedSizeNote({ slug }: { slug: string }) {
  const text = useMessages(sizeGuideMessages);
  const shopText = useMessages(shopMessages);
  const locale = useLocale();
  const path = usePath();
  const line = useRef<HTMLDivElement>(null);
  const [answer, setAnswer] = useState<SavedSize | null>(null);
  const [saved, setSaved] = useState<Chosen | null>(null);
  const mySize = path(`/product/${slug}/my-size`);

  useEffect(() => {
    let current = true;
    fetch(mySize, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        if (current && isSavedSize(body)) setAnswer(body);
      })
      // A nicety: without an answer nothing is chosen and nothing is said.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [mySize]);

  useEffect(() => {
    if (!answer || answer.size === null) return;
    const radios = Array.from(line.current?.closest('form')?.querySelectorAll<HTMLInputElement>('input[type="radio"][name="size"]') ?? []);
    if (radios.some((radio) => radio.checked)) return;
    const radio = radios.find((candidate) => candidate.value === answer.size && !candidate.disabled);
    if (!radio) return;
    radio.checked = true;
    setSaved(answer);
  }, [answer]);

  return (
    <div ref={line} aria-live="polite" className={styles.choice}>
      {saved ? (
        <>
          <p className={styles.line}>
            {text.selectedFromSaved(
              sizeLabel(saved.size, shopText),
              text.readingShort(text.measurements[saved.measurement], formatNumber(saved.value, locale)),
            )}
          </p>
          <Link to={path('/profile/measurements')}>{text.changeMeasurements}</Link>
        </>
      ) : null}
    </div>
  );
}
