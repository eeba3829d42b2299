import { useSearchParams } from '@remix-run/react';
import { safeRedirect } from '@pointe/config';
import { localePath, useLocale } from '~/i18n/locale';

/**
 * Where the sign-in and sign-up pages go back to: their `?redirect=` (same site only, e.g. /ar/shipping)
 * or home in the page's language; `keep` carries it on to the other page's link.
 */
export function useRedirectTarget(): { redirectTo: string; keep: string } {
  const [searchParams] = useSearchParams();
  const home = localePath(useLocale(), '/');
  const redirectTo = safeRedirect(searchParams.get('redirect'), home);
  return { redirectTo, keep: redirectTo === home ? '' : `?redirect=${encodeURIComponent(redirectTo)}` };
}
