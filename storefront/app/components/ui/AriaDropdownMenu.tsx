import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { DropdownMenuProps } from './DropdownMenu';
import { MenuArrow } from './MenuArrow';
import * as styles from './DropdownMenu.css';

/** The hydrated dropdown: react-aria's Menu in a Popover (loaded lazily by DropdownMenu). */
export default function AriaDropdownMenu({ label, items, onPost }: DropdownMenuProps) {
  return (
    <MenuTrigger>
      <Button className={styles.trigger}>
        {label} <MenuArrow />
      </Button>
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
