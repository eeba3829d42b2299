import { commonMessages } from '~/i18n/catalogues/common';
import { useFormat } from '~/i18n/format';
import { usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { ButtonLink } from './ButtonLink';
import { DirectionIcon } from './DirectionIcon';
import * as styles from './Pagination.css';

/**
 * Previous / Page N of M / Next, as links (no JavaScript needed). `href` gives a page's shop path; it
 * is put in the page's language here, so every list pages through in the language it is read in.
 * The links sit in reading order: right to left, Previous is on the right.
 */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const text = useMessages(commonMessages);
  const format = useFormat();
  const path = usePath();
  if (pages <= 1) return null;
  return (
    <nav aria-label={text.pages} className={styles.pagination}>
      <ButtonLink to={path(href(page - 1))} disabled={page <= 1} rel="prev">
        <DirectionIcon direction="previous" />
        {text.previous}
      </ButtonLink>
      <span>{text.pageOf(format.number(page), format.number(pages))}</span>
      <ButtonLink to={path(href(page + 1))} disabled={page >= pages} rel="next">
        {text.next}
        <DirectionIcon direction="next" />
      </ButtonLink>
    </nav>
  );
}
