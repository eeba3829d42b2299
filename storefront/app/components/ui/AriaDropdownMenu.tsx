import { useHref, useNavigate } from '@remix-run/react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, RouterProvider } from 'react-aria-components';
import type { DropdownMenuProps } from './DropdownMenu';
import { AriaLocale } from './AriaLocale';
import { MenuArrow } from './MenuArrow';
import * as styles from './DropdownMenu.css';

/** The hydrated dropdown: react-aria's Menu in a Popover (loaded lazily by DropdownMenu). */
export default function AriaDropdownMenu({ label, items, onPost, defaultOpen = false }: DropdownMenuProps & { defaultOpen?: boolean }) {
  const navigate = useNavigate();
  return (
    // In the page's language (AriaLocale); the menu's links navigate through Remix, without a full
    // page load. Provided here rather than around every page: these are the shop's only react-aria
    // links, and they load after hydration.
    <AriaLocale>
      <RouterProvider navigate={navigate} useHref={useHref}>
        <MenuTrigger defaultOpen={defaultOpen}>
          <Button className={styles.trigger}>
            {label} <MenuArrow />
          </Button>
          {/* 'end' is the reading end: the right in English, the left in Arabic (react-aria flips it by the locale). */}
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
      </RouterProvider>
    </AriaLocale>
  );
}
