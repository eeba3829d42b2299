import { useState, type MouseEvent } from 'react';
import { ButtonLink } from '~/components/ui/ButtonLink';
import { DirectionIcon } from '~/components/ui/DirectionIcon';
import { commonMessages } from '~/i18n/catalogues/common';
import { shopMessages } from '~/i18n/catalogues/shop';
import { useFormat } from '~/i18n/format';
import { useMessages } from '~/i18n/messages';
import { NoPicture } from './Icons';
import { highPriority } from './image';
import * as styles from './Carousel.css';

/** One column on phones, half of a page at most 72rem wide from 48rem. */
const PICTURE_SIZES = '(min-width: 48rem) min(50vw, 36rem), 100vw';

interface CarouselProps {
  images: string[];
  /** A srcset per picture (may be empty). */
  srcSets: string[];
  alt: string;
  /** 0-based picture shown first (from the ?image= link, so Previous/Next work without JavaScript). */
  initialIndex: number;
}

/**
 * Product pictures with Previous and Next. They are links to ?image=N, so they work without
 * JavaScript; once hydrated, a click just changes the picture (no navigation, no reload). The
 * controls follow the reading direction: right to left, Previous is on the right, its arrow pointing right.
 */
export function Carousel({ images, srcSets, alt, initialIndex }: CarouselProps) {
  const common = useMessages(commonMessages);
  const text = useMessages(shopMessages);
  const format = useFormat();
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), Math.max(images.length - 1, 0)));
  const count = images.length;
  if (count === 0) {
    return (
      <div className={styles.frame}>
        <NoPicture className={styles.noPicture} />
      </div>
    );
  }
  const previous = (index - 1 + count) % count;
  const next = (index + 1) % count;
  const show = (target: number) => (event: MouseEvent) => {
    event.preventDefault();
    setIndex(target);
  };

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={text.pictures(alt)}>
      <div className={styles.frame}>
        <img
          src={images[index]}
          srcSet={srcSets[index] || undefined}
          sizes={srcSets[index] ? PICTURE_SIZES : undefined}
          alt={text.pictureAlt(alt, format.number(index + 1), format.number(count))}
          width={720}
          height={720}
          className={styles.image}
          {...highPriority}
        />
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <ButtonLink to={`?image=${previous + 1}`} replace preventScrollReset onClick={show(previous)} aria-label={text.previousPicture}>
            <DirectionIcon direction="previous" />
            {common.previous}
          </ButtonLink>
          <span className={styles.counter} aria-live="polite">
            {text.pictureCounter(format.number(index + 1), format.number(count))}
          </span>
          <ButtonLink to={`?image=${next + 1}`} replace preventScrollReset onClick={show(next)} aria-label={text.nextPicture}>
            {common.next}
            <DirectionIcon direction="next" />
          </ButtonLink>
        </div>
      ) : null}
    </section>
  );
}
