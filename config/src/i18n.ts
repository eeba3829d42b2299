/**
 * The shop's two languages and the one place numbers, prices, dates and plurals are formatted
 * for people, shared by the storefront (pages, on the server and in the browser alike, so
 * hydration matches) and the CMS (emails). ADR 011 records the choices.
 */

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_SHOP_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored or sent language, or English when it is missing or unknown. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_SHOP_LOCALE;
}

/** `lang` and `dir` of a page in that language. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', ar: 'ar-EG' };
export const TEXT_DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

/**
 * The Intl locale behind each language. Arabic uses Egyptian Arabic with Latin digits, as Egyptian
 * shops print prices and phone numbers; English keeps the en-EG conventions the shop always had.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-EG', ar: 'ar-EG-u-nu-latn' };

/**
 * Intl wraps Arabic numbers and dates in right-to-left marks (U+200F, U+200E, U+061C). Inside an
 * Arabic sentence they push the amount to the wrong side of its neighbours, so they are dropped:
 * a run of Latin digits is laid out left to right by the bidi algorithm on its own.
 */
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;
const stripBidiMarks = (text: string) => text.replace(BIDI_MARKS, '');

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A price: 'EGP 1,234.00' in English, '1,234.00 ج.م.' in Arabic. */
export function formatPrice(egp: number, locale: Locale = DEFAULT_SHOP_LOCALE): string {
  const format = numberFormat(locale, {
    style: 'currency',
    currency: 'EGP',
    // English shows the ISO code as the shop always has; Arabic shows the symbol Egyptians read (ج.م.).
    currencyDisplay: locale === 'en' ? 'code' : 'symbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // Intl puts a non-breaking space between code and amount; keep it, it stops line breaks inside a price.
  return stripBidiMarks(format.format(egp));
}

/** A count or a plain number, with the language's grouping: '1,234'. */
export function formatNumber(value: number, locale: Locale = DEFAULT_SHOP_LOCALE): string {
  return stripBidiMarks(numberFormat(locale, { maximumFractionDigits: 2 }).format(value));
}

/** A share as a percentage: 0.25 → '25%' (English) or '25٪' (Arabic). */
export function formatPercent(share: number, locale: Locale = DEFAULT_SHOP_LOCALE): string {
  return stripBidiMarks(numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share));
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

const cairoDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Cairo calendar day of a moment, as YYYY-MM-DD (the shop's days: the dashboard's, a settlement's). */
export const cairoDayOf = (moment: Date): string => cairoDays.format(moment);

/** A date (and time), in the shop's time zone: '22 Nov 2026' / '22 نوفمبر 2026'. */
export function formatDate(iso: string | Date, locale: Locale = DEFAULT_SHOP_LOCALE, withTime = false): string {
  const key = `${locale} ${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: 'Africa/Cairo',
    });
    dateFormats.set(key, format);
  }
  return stripBidiMarks(format.format(typeof iso === 'string' ? new Date(iso) : iso));
}

/** The forms of a counted phrase. Arabic uses all six categories; English needs one and other. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * The phrase for a count in the language's plural rules, with `{count}` replaced by the formatted
 * number: plural('ar', 3, { one: 'قطعة واحدة', two: 'قطعتان', few: '{count} قطع', other: '{count} قطعة' }).
 */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALE[locale]);
    pluralRules.set(locale, rules);
  }
  const form = forms[rules.select(count)] ?? forms.other;
  return form.replaceAll('{count}', formatNumber(count, locale));
}

/**
 * Arabic-Indic (٠…٩) and Extended Arabic-Indic (۰…۹, Persian/Urdu keyboards) digits to Latin
 * digits, so a mobile number, quantity, postal code or promo code typed on an Arabic keyboard
 * validates like one typed in Latin digits. Applied to input before validation, in both languages.
 */
export function normaliseDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
