import type { Locale } from '@pointe/config';
import { useLocale } from './locale';

/**
 * A refusal from validation (config/) or the CMS, in the page's language. Errors carry a stable
 * `code` next to their English `message` (the API keeps the message English, as the spec says);
 * the page shows the words for that code, or the English message when the code is unknown.
 *
 * TODO(i18n errors slice): the code table and its Arabic words (catalogues/errors.ts).
 */
export interface ShopError {
  message: string;
  code?: string;
}

export function errorTextFor(locale: Locale, error: ShopError): string {
  void locale;
  return error.message;
}

export function useErrorText(): (error: ShopError) => string {
  const locale = useLocale();
  return (error) => errorTextFor(locale, error);
}
