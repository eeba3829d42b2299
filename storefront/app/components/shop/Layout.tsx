import type { ReactNode } from 'react';
import { Form, Link, useSubmit } from '@remix-run/react';
import { DropdownMenu } from '~/components/ui/DropdownMenu';
import { SHOP_NAME, text } from '~/strings';
import { MenuIcon, ShoppingBagIcon } from './Icons';
import * as styles from './Layout.css';

interface LayoutProps {
  categories: string[];
  cartCount: number;
  /** The signed-in shopper's name, or null for a visitor. */
  userName: string | null;
  /** Shows the Admin menu (the admin pages are still checked on the server and by the CMS). */
  isAdmin: boolean;
  children: ReactNode;
}

/** Header (brand, side menu, search, cart, sign in), the page, and the footer. */
export function ShopLayout({ categories, cartCount, userName, isAdmin, children }: LayoutProps) {
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <SideMenu categories={categories} />
          <Link to="/" className={styles.brand}>
            {SHOP_NAME}
          </Link>
          <Form method="get" action="/search" role="search" className={styles.searchForm}>
            <label htmlFor="site-search" className="visually-hidden">
              {text.searchLabel}
            </label>
            <input
              id="site-search"
              type="search"
              name="query"
              placeholder={text.searchPlaceholder}
              maxLength={100}
              className={styles.searchInput}
            />
            <button type="submit" className={styles.searchButton}>
              {text.search}
            </button>
          </Form>
          <nav aria-label="Account" className={styles.actions}>
            <Link to="/cart" className={styles.actionLink} aria-label={`${text.cart}, ${cartCount} items`}>
              <ShoppingBagIcon />
              <span className={styles.badge}>{cartCount}</span>
            </Link>
            {isAdmin ? <AdminMenu /> : null}
            {userName ? (
              <UserMenu name={userName} />
            ) : (
              <Link to="/signin" className={styles.actionLink}>
                {text.signIn}
              </Link>
            )}
          </nav>
        </div>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerLinks}>
          <Link to="/contactus">{text.helpContact}</Link>
        </div>
        <p>
          © 2024–{new Date().getFullYear()} {SHOP_NAME}. All rights reserved.
        </p>
      </footer>
    </>
  );
}

function UserMenu({ name }: { name: string }) {
  const submit = useSubmit();
  return (
    <DropdownMenu
      label={name}
      items={[
        { id: 'profile', label: 'User Profile', href: '/profile' },
        { id: 'orders', label: 'Order History', href: '/orderhistory' },
        { id: 'signout', label: 'Sign Out', postTo: '/signout' },
      ]}
      onPost={(action) => submit(null, { method: 'post', action })}
    />
  );
}

function AdminMenu() {
  return (
    <DropdownMenu
      label="Admin"
      items={[
        { id: 'dashboard', label: 'Dashboard', href: '/admin/dashboard' },
        { id: 'products', label: 'Products', href: '/admin/products' },
        { id: 'orders', label: 'Orders', href: '/admin/orders' },
        { id: 'users', label: 'Users', href: '/admin/users' },
        { id: 'promos', label: 'Promos', href: '/admin/promos' },
      ]}
      onPost={() => undefined}
    />
  );
}

/** The side menu: a native disclosure, so it opens and closes without JavaScript. */
function SideMenu({ categories }: { categories: string[] }) {
  return (
    <details className={styles.menu}>
      <summary className={styles.menuSummary}>
        <MenuIcon />
        <span>{text.menu}</span>
      </summary>
      <nav aria-label="Shop" className={styles.menuPanel}>
        <h2 className={styles.menuHeading}>{text.categories}</h2>
        <ul className={styles.menuList}>
          {categories.map((category) => (
            <li key={category}>
              <Link to={`/search?category=${encodeURIComponent(category)}`} className={styles.menuLink}>
                {category}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/contactus" className={styles.menuLink}>
              {text.helpContact}
            </Link>
          </li>
        </ul>
      </nav>
    </details>
  );
}
