import { Form, useFetcher, useHref, useNavigate } from '@remix-run/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ComboBox, Header, Input, Label, ListBox, ListBoxItem, ListBoxSection, Popover, RouterProvider } from 'react-aria-components';
import { commonMessages } from '~/i18n/catalogues/common';
import { usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { AriaLocale } from '~/components/ui/AriaLocale';
import type { Suggestions } from '~/routes/($lang).search-suggestions[.]json';
import type { TypedSoFar } from './SearchBox';
import * as layout from './Layout.css';
import * as styles from './SearchCombobox.css';

/** Letters typed before suggestions are asked for, and the pause after the last key. */
const FIRST_LETTERS = 2;
const PAUSE_MS = 150;

/**
 * The header's search once hydrated (loaded lazily by SearchBox): react-aria's ComboBox, announced
 * to screen readers, suggesting up to 6 products (picture, name, price) and the categories her words
 * name. A suggestion opens its page; Enter without one, or the button, searches what she typed.
 */
export default function SearchCombobox({ typedSoFar }: { typedSoFar: TypedSoFar }) {
  const text = useMessages(commonMessages);
  const path = usePath();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher<Suggestions>();
  const [typed, setTyped] = useState(typedSoFar.value);
  useEffect(() => {
    const query = typed.trim();
    if (query.length < FIRST_LETTERS) return;
    const timer = setTimeout(() => fetcher.load(`${path('/search-suggestions.json')}?${new URLSearchParams({ query })}`), PAUSE_MS);
    return () => clearTimeout(timer);
    // fetcher.load is stable enough: a new one each render would fetch on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  const suggestions = typed.trim().length >= FIRST_LETTERS ? fetcher.data : undefined;
  const products = suggestions?.products ?? [];
  const categories = suggestions?.categories ?? [];
  // Enter with no suggestion chosen searches what she typed (react-aria keeps Enter for the list while it is open).
  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.currentTarget.getAttribute('aria-activedescendant')) form.current?.requestSubmit();
  };
  return (
    <AriaLocale>
      <RouterProvider navigate={navigate} useHref={useHref}>
        <Form ref={form} method="get" action={path('/search')} role="search" className={layout.searchForm}>
          <ComboBox
            className={styles.combobox}
            inputValue={typed}
            onInputChange={setTyped}
            allowsCustomValue
            menuTrigger="input"
            // The suggestions arrive after the keys: the list opens as she types (empty and unseen until
            // they come, SearchCombobox.css.ts), and the CMS has matched them already (no filter here).
            allowsEmptyCollection={typed.trim().length >= FIRST_LETTERS}
            defaultFilter={() => true}
          >
            <Label className="visually-hidden">{text.searchLabel}</Label>
            {/* No id of our own: react-aria ties the label to the id it makes, and one given here reached the
                label a render later (axe found the box unlabelled in between, under CI's load). */}
            <Input type="search" name="query" placeholder={text.searchPlaceholder} maxLength={100} className={layout.searchInput} autoFocus={typedSoFar.focused} onKeyDown={searchOnEnter} />
            <Popover className={styles.popover} placement="bottom start" offset={4}>
              <ListBox className={styles.list}>
                {products.length > 0 ? (
                  <ListBoxSection>
                    <Header className={styles.header}>{text.products}</Header>
                    {products.map((product) => (
                      <ListBoxItem key={product.id} id={`product:${product.id}`} href={product.href} textValue={product.name} className={styles.item}>
                        {product.image ? <img src={product.image} alt="" width={40} height={40} className={styles.picture} loading="lazy" /> : <span className={styles.picture} />}
                        <span className={styles.name}>{product.name}</span>
                        <span className={styles.price}>{product.price}</span>
                      </ListBoxItem>
                    ))}
                  </ListBoxSection>
                ) : null}
                {categories.length > 0 ? (
                  <ListBoxSection>
                    <Header className={styles.header}>{text.categories}</Header>
                    {categories.map((category) => (
                      <ListBoxItem key={category.href} id={`category:${category.href}`} href={category.href} textValue={category.name} className={styles.item}>
                        <span className={styles.name}>{category.name}</span>
                      </ListBoxItem>
                    ))}
                  </ListBoxSection>
                ) : null}
              </ListBox>
            </Popover>
          </ComboBox>
          <button type="submit" className={layout.searchButton}>
            {text.search}
          </button>
        </Form>
      </RouterProvider>
    </AriaLocale>
  );
}
