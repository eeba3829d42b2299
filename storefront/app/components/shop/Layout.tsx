import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useSubmit } from '@remix-run/react';
import type { CategoryName } from '@pointe/config';
import { DropdownMenu } from '~/components/ui/DropdownMenu';
import { localName } from '~/i18n/content';
import { commonMessages } from '~/i18n/catalogues/common';
import { localePath, unlocalisedPath, useLocale, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { MenuIcon, ShoppingBagIcon } from './Icons';
import { SearchBox } from './SearchBox';
import * as styles from './Layout.css';

interface LayoutProps {
  categories: CategoryName[];
  cartCount: number;
  /** The signed-in shopper's name, or null for a visitor. */
  userName: string | null;
  /** Shows the Admin menu (the admin pages are still checked on the server and by the CMS). */
  isAdmin: boolean;
  children: ReactNode;
}

/** Header (brand, side menu, search, cart, sign in), the page, and the footer. */
export function ShopLayout({ categories, cartCount, userName, isAdmin, children }: LayoutProps) {
  const text = useMessages(commonMessages);
  const path = usePath();
  // Staff at work on a phone need the page, not the shop's search, side menu and cart: their header is one row.
  const { pathname } = useLocation();
  const staffPage = isAdmin && unlocalisedPath(pathname).startsWith('/admin');
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {text.skipToContent}
      </a>
      <header className={styles.header}>
        <div className={staffPage ? styles.staffHeaderInner : styles.headerInner}>
          {staffPage ? null : <SideMenu categories={categories} />}
          <Link to={path('/')} className={styles.brand}>
            {text.shopName}
          </Link>
          {staffPage ? null : (
            <SearchBox />
          )}
          <nav aria-label={text.accountNav} className={staffPage ? styles.staffActions : styles.actions}>
            <LanguageSwitch short={staffPage} />
            {/* The count as bare digits (Latin in both languages), never grouped or in a plural form: the
                shared signed-in pages write each shopper's count over a stand-in number here (server/shopper-pages.ts). */}
            {staffPage ? null : (
              <Link to={path('/cart')} className={styles.actionLink} aria-label={text.cartLabel(String(cartCount))}>
                <ShoppingBagIcon />
                <span className={styles.badge}>{cartCount}</span>
              </Link>
            )}
            {isAdmin ? <AdminMenu /> : null}
            {userName ? (
              // Staff at work see their first name: with the language and the Admin menu it fits one row at 360 px.
              <UserMenu name={staffPage ? (userName.split(/\s+/)[0] ?? userName) : userName} />
            ) : (
              <Link to={path('/signin')} className={styles.actionLink}>
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
          <Link to={path('/contactus')}>{text.helpContact}</Link>
        </div>
        <p>
          <bdi>© 2024–{new Date().getFullYear()} {text.shopName}.</bdi> {text.allRightsReserved}
        </p>
      </footer>
    </>
  );
}

/**
 * The same page in the other language: a plain link (it works without JavaScript), keeping the
 * query (a search stays the same search).
 */
function LanguageSwitch({ short }: { short: boolean }) {
  const text = useMessages(commonMessages);
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other = locale === 'en' ? 'ar' : 'en';
  return (
    <Link to={localePath(other, `${unlocalisedPath(pathname)}${search}`)} className={styles.actionLink} lang={other === 'ar' ? 'ar-EG' : 'en'} hrefLang={other} aria-label={text.otherLanguageLabel}>
      {short ? text.otherLanguageShort : text.otherLanguage}
    </Link>
  );
}

function UserMenu({ name }: { name: string }) {
  const submit = useSubmit();
  const text = useMessages(commonMessages);
  const path = usePath();
  return (
    <DropdownMenu
      label={name}
      items={[
        { id: 'profile', label: text.userProfile, href: path('/profile') },
        { id: 'orders', label: text.orderHistory, href: path('/orderhistory') },
        { id: 'saved', label: text.savedItems, href: path('/saved') },
        { id: 'signout', label: text.signOut, postTo: path('/signout') },
      ]}
      onPost={(action) => submit(null, { method: 'post', action })}
    />
  );
}

function AdminMenu() {
  const text = useMessages(commonMessages);
  const path = usePath();
  return (
    <DropdownMenu
      label={text.admin}
      items={[
        { id: 'dashboard', label: text.dashboard, href: path('/admin/dashboard') },
        { id: 'products', label: text.products, href: path('/admin/products') },
        { id: 'orders', label: text.orders, href: path('/admin/orders') },
        { id: 'users', label: text.users, href: path('/admin/users') },
        { id: 'promos', label: text.promos, href: path('/admin/promos') },
        { id: 'shipping', label: text.shippingZones, href: path('/admin/shipping') },
        { id: 'settlements', label: text.settlements, href: path('/admin/settlements') },
        { id: 'returns', label: text.returns, href: path('/admin/returns') },
        { id: 'cod-rules', label: text.codRules, href: path('/admin/cod-rules') },
        { id: 'payments', label: text.payments, href: path('/admin/payments') },
        { id: 'outbox', label: text.outbox, href: path('/admin/outbox') },
      ]}
      onPost={() => undefined}
    />
  );
}

/**
 * The side menu: a native disclosure, so it opens and closes without JavaScript. With JavaScript a
 * followed link is a client-side navigation that keeps the header: the menu is closed on every new page.
 */
function SideMenu({ categories }: { categories: CategoryName[] }) {
  const text = useMessages(commonMessages);
  const path = usePath();
  const locale = useLocale();
  const menu = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [key]);
  return (
    <details className={styles.menu} ref={menu}>
      <summary className={styles.menuSummary}>
        <MenuIcon />
        <span>{text.menu}</span>
      </summary>
      <nav aria-label={text.shopNav} className={styles.menuPanel}>
        <h2 className={styles.menuHeading}>{text.categories}</h2>
        <ul className={styles.menuList}>
          {categories.map((category) => (
            <li key={category.name}>
              <Link to={path(`/search?category=${encodeURIComponent(category.name)}`)} className={styles.menuLink}>
                {localName(category, locale)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={path('/contactus')} className={styles.menuLink}>
              {text.helpContact}
            </Link>
          </li>
        </ul>
      </nav>
    </details>
  );
}
