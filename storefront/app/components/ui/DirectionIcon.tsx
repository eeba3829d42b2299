import * as styles from './DirectionIcon.css';

/**
 * The chevron beside Previous and Next: decorative (the word beside it carries the meaning), and
 * mirrored on right-to-left pages, where "previous" lies to the right.
 */
export function DirectionIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false" className={styles.directionIcon}>
      <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
