import { DEFAULT_LOCALE } from '@pointe/config';

/** Dates for people, in the shop's time zone, through Intl with the locale passed in (ready for Arabic). */
export function formatDate(iso: string, locale: string = DEFAULT_LOCALE, withTime = false): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Africa/Cairo',
  }).format(new Date(iso));
}
