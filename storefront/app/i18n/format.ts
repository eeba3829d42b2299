import { formatDate, formatNumber, formatPercent, formatPrice, plural, type PluralForms } from '@pointe/config';
import { useLocale } from './locale';

/**
 * The page's formatters, bound to its language. Pages format on the server and in the browser with
 * the same Intl options, so the hydrated text matches the HTML.
 */
export function useFormat() {
  const locale = useLocale();
  return {
    locale,
    price: (egp: number) => formatPrice(egp, locale),
    number: (value: number) => formatNumber(value, locale),
    percent: (share: number) => formatPercent(share, locale),
    date: (iso: string | Date, withTime = false) => formatDate(iso, locale, withTime),
    plural: (count: number, forms: PluralForms) => plural(locale, count, forms),
  };
}
