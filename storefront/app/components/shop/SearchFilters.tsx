import { useFetcher } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { tidySearchQuery, type SearchParams } from '@pointe/config';
import { Checkbox, CheckboxGroup } from '~/components/ui/CheckboxGroup';
import * as field from '~/components/ui/TextField.css';
import type { FilterBox, FilterWords } from '~/models/search-page';
import * as styles from './SearchFilters.css';

const PRICE_NAMES = ['minPrice', 'maxPrice'] as const;
/** Whole piastres below the search's highest price filter (MAX_PRICE_FILTER), in the tidy address's spelling. */
const COUNTABLE_PRICE = /^(0|[1-9][0-9]{0,6})(\.[0-9]{1,2})?$/;

/**
 * With JavaScript, the filters as the shopper changes them: how many products they find (the search's
 * own cached answer for that address, fetched quietly a moment after the last change), and a panel
 * that closes when they are applied, so the results' first row is in view. Without JavaScript the
 * page is drawn afresh with the panel closed.
 */
export function useChosenFilters(pagePath: string) {
  // The search page's own loader: its answer has the count of products found.
  const counter = useFetcher<{ countProducts: number }>();
  const panel = useRef<HTMLDetailsElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [changed, setChanged] = useState(false);
  // A new search (applied, a link, Back) starts with the plain Apply again.
  useEffect(() => setChanged(false), [pagePath]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const countChosen = (form: HTMLFormElement) => {
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
    const query = tidySearchQuery(fields);
    clearTimeout(timer.current);
    // A price the search would refuse is not counted (a refused load would replace the page with its
    // error): the button says Apply, and applying shows the page's own message.
    const counted = PRICE_NAMES.every((name) => !query.has(name) || COUNTABLE_PRICE.test(query.get(name)!));
    setChanged(counted);
    if (!counted) return;
    timer.current = setTimeout(() => counter.load(`${form.getAttribute('action') ?? ''}${query.size > 0 ? `?${query}` : ''}`), 250);
  };
  const closePanel = () => {
    clearTimeout(timer.current);
    if (panel.current) panel.current.open = false;
  };
  const chosenCount = changed && counter.state === 'idle' && counter.data ? counter.data.countProducts : null;
  return { countChosen, chosenCount, panel, closePanel };
}

/** The filters: each value with the number of products the search finds with it (the CMS's facets). */
export function FilterFields({
  params,
  boxes,
  price,
  words: text,
}: {
  params: SearchParams;
  boxes: Record<'sizes' | 'colours' | 'brands', FilterBox[]>;
  price: { min?: number; max?: number };
  words: FilterWords;
}) {
  const id = useId();
  const priceInput = (name: 'minPrice' | 'maxPrice', placeholder: number | undefined) => (
    <div className={styles.priceField}>
      <label htmlFor={id + name} className={field.label}>
        {name === 'minPrice' ? text.priceFrom : text.priceTo}
      </label>
      <input
        id={id + name}
        className={field.input}
        // Text, not type="number": Chromium's number box drops digits typed on an Arabic keyboard (٥٠٠).
        type="text"
        name={name}
        inputMode="decimal"
        defaultValue={params[name] ?? ''}
        placeholder={placeholder?.toString()}
      />
    </div>
  );
  return (
    <div className={styles.filterGrid}>
      <CheckboxGroup label={text.size} name="size" options={boxes.sizes} />
      {boxes.colours.length > 0 ? <CheckboxGroup label={text.colour} name="colour" options={boxes.colours} /> : null}
      {boxes.brands.length > 0 ? <CheckboxGroup label={text.brand} name="brand" options={boxes.brands} /> : null}
      <fieldset className={styles.priceGroup}>
        <legend className={styles.legend}>{text.priceEgp}</legend>
        <div className={styles.priceFields}>
          {priceInput('minPrice', price.min)}
          {priceInput('maxPrice', price.max)}
        </div>
      </fieldset>
      <div>
        <Checkbox name="inStock" value="true" label={text.inStockOnly} isChecked={params.inStock} />
      </div>
    </div>
  );
}
