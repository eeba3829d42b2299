import { useSearchParams } from '@remix-run/react';
import { safeRedirect } from '@pointe/config';
import { localePath, useLocale } from '~/i18n/locale';

/**
 * Where the sign-in and sign-up pages go back to: their `?redirect=` (same site only, e.g. /ar/shipping)
 * or home in the page's language; `save`, the product a visitor's heart waits to save once she is
 * signed in; `keep` carries both on to the other page's link.
 */
export function useRedirectTarget(): { redirectTo: string; save: string | null; keep: string } {
  const [searchParams] = useSearchParams();
  const home = localePath(useLocale(), '/');
  const redirectTo = safeRedirect(searchParams.get('redirect'), home);
  const save = searchParams.get('save');
  const kept = new URLSearchParams();
  if (redirectTo !== home) kept.set('redirect', redirectTo);
  if (save) kept.set('save', save);
  return { redirectTo, save, keep: kept.size > 0 ? `?${kept}` : '' };
}
