import { Form, Link } from '@remix-run/react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useHydrated } from '~/lib/use-hydrated';
import * as styles from './DropdownMenu.css';

/** A menu entry: a link (href) or a POST to an action (postTo), e.g. Sign Out. */
export type DropdownItem = { id: string; label: string } & ({ href: string } | { postTo: string });

interface DropdownMenuProps {
  label: string;
  items: DropdownItem[];
  /** Submits a `postTo` item (the caller's useSubmit), once JavaScript runs. */
  onPost: (action: string) => void;
}

/**
 * A dropdown menu: react-aria's Menu (keyboard, focus, ARIA) once hydrated; before that, and
 * without JavaScript, a native disclosure with plain links and forms that work the same.
 */
export function DropdownMenu({ label, items, onPost }: DropdownMenuProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <details className={styles.fallback}>
        <summary className={styles.trigger}>{label} ▾</summary>
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
  return (
    <MenuTrigger>
      <Button className={styles.trigger}>{label} ▾</Button>
      <Popover placement="bottom end">
        <Menu
          className={styles.panel}
          aria-label={label}
          onAction={(id) => {
            const item = items.find((candidate) => candidate.id === id);
            if (item && 'postTo' in item) onPost(item.postTo);
          }}
        >
          {items.map((item) => (
            <MenuItem key={item.id} id={item.id} href={'href' in item ? item.href : undefined} className={styles.item}>
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
