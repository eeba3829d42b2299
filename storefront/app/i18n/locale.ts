import { useLocation } from '@remix-run/react';
import { TEXT_DIRECTION, type Locale } from '@pointe/config';

/**
 * English lives at the shop's addresses as they always were; Arabic under /ar (ADR 011). The
 * language is read from the address alone: no cookie, no Accept-Language, so both languages
 * stay publicly cacheable by address.
 */
export const ARABIC_PREFIX = '/ar';

/** The language of a path: '/ar' and '/ar/…' are Arabic, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? 'ar' : 'en';
}

/** The path without its language prefix: '/ar/cart' → '/cart', '/ar' → '/'. */
export function unlocalisedPath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(ARABIC_PREFIX.length) || '/';
}

/**
 * A shop path ('/cart', '/search?query=x', '/') in a language: '/ar/cart', '/ar/search?query=x', '/ar'.
 * Every link, form action and redirect of the shop goes through this (or `usePath`), so a shopper
 * stays in their language.
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'en' || !path.startsWith('/')) return path;
  if (localeOfPath(path) === 'ar') return path;
  if (path === '/') return ARABIC_PREFIX;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${ARABIC_PREFIX}${path.slice(1)}`;
  return `${ARABIC_PREFIX}${path}`;
}

/** The page's language, from its address (works in error boundaries too). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** `path('/cart')` → the cart in the page's language. */
export function usePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}

export function useTextDirection(): 'ltr' | 'rtl' {
  return TEXT_DIRECTION[useLocale()];
}

/** "From … to …" as an arrow in the reading direction: S → M in English, S ← M in Arabic (read right to left). */
export const forwardArrow = (locale: Locale): string => (locale === 'ar' ? '←' : '→');
