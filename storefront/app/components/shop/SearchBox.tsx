import { Form } from '@remix-run/react';
import { lazy, Suspense } from 'react';
import { commonMessages } from '~/i18n/catalogues/common';
import { usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { useHydrated } from '~/lib/use-hydrated';
import * as styles from './Layout.css';

// react-aria's ComboBox loads after hydration (as the dropdown menus), outside the pages' JavaScript budget.
const SearchCombobox = lazy(() => import('./SearchCombobox'));

/** What she typed into the plain box while the combobox loaded, and whether she was in it: the combobox takes over both. */
export interface TypedSoFar {
  value: string;
  focused: boolean;
}
const typedSoFar: TypedSoFar = { value: '', focused: false };

/**
 * The header's search: a plain GET form to /search (without JavaScript, and until hydration), then
 * react-aria's combobox suggesting products and categories as she types (issue 39).
 */
export function SearchBox() {
  const hydrated = useHydrated();
  const plain = <PlainSearchBox />;
  if (!hydrated) return plain;
  return (
    <Suspense fallback={plain}>
      <SearchCombobox typedSoFar={typedSoFar} />
    </Suspense>
  );
}

function PlainSearchBox() {
  const text = useMessages(commonMessages);
  const path = usePath();
  return (
    <Form method="get" action={path('/search')} role="search" className={styles.searchForm}>
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
        onInput={(event) => (typedSoFar.value = event.currentTarget.value)}
        onFocus={() => (typedSoFar.focused = true)}
        onBlur={() => (typedSoFar.focused = false)}
      />
      <button type="submit" className={styles.searchButton}>
        {text.search}
      </button>
    </Form>
  );
}
