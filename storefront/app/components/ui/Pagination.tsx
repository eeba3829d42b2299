import { commonMessages } from '~/i18n/catalogues/common';
import { useFormat } from '~/i18n/format';
import { useMessages } from '~/i18n/messages';
import { ButtonLink } from './ButtonLink';
import * as styles from './Pagination.css';

/**
 * Previous / Page N of M / Next, as links (no JavaScript needed). A flex row, so it mirrors on
 * right-to-left pages by itself: Previous on the right, where an Arabic reader starts.
 */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const t = useMessages(commonMessages);
  const format = useFormat();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.pages} className={styles.pagination}>
      <ButtonLink to={href(page - 1)} disabled={page <= 1} rel="prev">
        {t.previous}
      </ButtonLink>
      <span>{t.pageOf(format.number(page), format.number(pages))}</span>
      <ButtonLink to={href(page + 1)} disabled={page >= pages} rel="next">
        {t.next}
      </ButtonLink>
    </nav>
  );
}
