import { Form, Link } from '@remix-run/react';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import { MenuArrow } from './MenuArrow';
import * as styles from './DropdownMenu.css';

/** A menu entry: a link (href) or a POST to an action (postTo), e.g. Sign Out. */
export type DropdownItem = { id: string; label: string } & ({ href: string } | { postTo: string });

export interface DropdownMenuProps {
  label: string;
  items: DropdownItem[];
  /** Submits a `postTo` item (the caller's useSubmit), once JavaScript runs. */
  onPost: (action: string) => void;
}

// react-aria's Menu and Popover are only used after hydration, so they load after it too.
const AriaDropdownMenu = lazy(() => import('./AriaDropdownMenu'));

/**
 * A dropdown menu: react-aria's Menu (keyboard, focus, ARIA) once hydrated; before that, while it
 * loads, and without JavaScript, a native disclosure with plain links and forms that work the same.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const hydrated = useHydrated();
  // The menu first shows after hydration when a client navigation signs the shopper in, and its
  // module may still be loading when they open the disclosure: the loaded menu then opens too,
  // rather than replacing the open disclosure with a closed menu.
  const [openedWhileLoading, setOpenedWhileLoading] = useState(false);
  const fallback = <DisclosureMenu {...props} onToggle={setOpenedWhileLoading} />;
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <AriaDropdownMenu {...props} defaultOpen={openedWhileLoading} />
    </Suspense>
  );
}

function DisclosureMenu({ label, items, onToggle }: DropdownMenuProps & { onToggle: (open: boolean) => void }) {
  return (
    <details className={styles.fallback} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary className={styles.trigger}>
        {label} <MenuArrow />
      </summary>
      <ul className={styles.fallbackPanel}>
        {items.map((item) => (
          <li key={item.id}>
            {'href' in item ? (
              <Link to={item.href} className={styles.item}>
                {item.label}
              </Link>
            ) : (
              <Form method="post" action={item.postTo}>
                <button type="submit" className={styles.item}>
                  {item.label}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
