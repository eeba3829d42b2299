import { ButtonLink } from './ButtonLink';
import * as styles from './Pagination.css';

/** Previous / Page N of M / Next, as links (no JavaScript needed). */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className={styles.pagination}>
      <ButtonLink to={href(page - 1)} disabled={page <= 1} rel="prev">
        Previous
      </ButtonLink>
      <span>
        Page {page} of {pages}
      </span>
      <ButtonLink to={href(page + 1)} disabled={page >= pages} rel="next">
        Next
      </ButtonLink>
    </nav>
  );
}
