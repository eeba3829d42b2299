import type { Locale } from '../i18n.js';

/**
 * The shop's terms, each written once in English and Arabic: the names of the cities, sizes,
 * payment methods and order statuses (the stored values are English) and the stock words. The
 * storefront's catalogues and the CMS's emails import them. They are split by the pages that show
 * them (shop.ts, orders.ts), each importing only types, so the bundler keeps them apart and the
 * browsing pages do not carry the order statuses.
 */
export type Terms<Words> = Record<Locale, Words>;

export * from './shop.js';
export * from './orders.js';
export * from './returns.js';

/** A term's words in a language, or the stored value as it is when it has none (an old size, say). */
export function termName(names: Terms<Record<string, string>>, locale: Locale, value: string): string {
  return names[locale][value] ?? value;
}
