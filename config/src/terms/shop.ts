import type { Size } from '../catalog.js';
import type { City } from '../shipping.js';
import type { Locale } from '../i18n.js';
import type { Terms } from './index.js';

// The terms the browsing pages show (one module, so one small chunk for them): the product page's
// sizes and stock words, the contact page's cities. The checkout and the emails use them too.

export const cityNames = {
  en: { Alexandria: 'Alexandria', Cairo: 'Cairo', Giza: 'Giza' },
  ar: { Alexandria: 'الإسكندرية', Cairo: 'القاهرة', Giza: 'الجيزة' },
} satisfies Terms<Record<City, string>>;

const listFormats = { en: new Intl.ListFormat('en-GB', { type: 'conjunction' }), ar: new Intl.ListFormat('ar', { type: 'conjunction' }) };

/** Cities as one phrase in a language ("Alexandria, Cairo and Giza", "الإسكندرية والقاهرة والجيزة"): the names are written once, above. */
export function cityList(locale: Locale, cities: readonly string[]): string {
  const names: Record<string, string> = cityNames[locale];
  return listFormats[locale].format(cities.map((city) => names[city] ?? city));
}

/** XS, S and M read the same in both languages; 'One Size' is a phrase. */
export const sizeNames = {
  en: { XS: 'XS', S: 'S', M: 'M', 'One Size': 'One Size' },
  ar: { XS: 'XS', S: 'S', M: 'M', 'One Size': 'مقاس واحد' },
} satisfies Terms<Record<Size, string>>;

/** Stock words. `outOfStock` is the spec's refusal; the English error table takes it from here (terms.test.ts). */
export const stockWords = {
  en: { inStock: 'In Stock', unavailable: 'Unavailable', outOfStock: 'Sorry. Product is out of stock' },
  ar: { inStock: 'متوفر', unavailable: 'غير متوفر', outOfStock: 'عذرًا، المنتج غير متوفر حاليًا' },
} satisfies Terms<Record<string, string>>;
