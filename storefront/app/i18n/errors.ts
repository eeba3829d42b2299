import { errorCodeOf, errorParamsOf, isErrorCode, type Locale } from '@pointe/config';
import { arabicErrorWords } from './catalogues/errors';
import { localeOfRequest, useLocale } from './locale';

/**
 * A refusal from validation (config/) or the CMS, in the page's language. Errors carry a stable
 * `code` next to their English `message` (the API keeps the message English, as the spec says);
 * a message without one (a schema's field message, an older answer) is looked up in config's error
 * table by its words. ADR 011.
 */
export interface ShopError {
  message: string;
  code?: string;
}

type WordsOfValues = (params: Record<string, string>) => string;

/**
 * English: the message as it is (the spec's words). Arabic: the words of the error's code; a code
 * with values (`Only {max}…`) takes them from the English message. An unknown code, or a message
 * that does not fit its code's template, shows the English message rather than nothing.
 */
export function errorTextFor(locale: Locale, { message, code }: ShopError): string {
  if (locale === 'en') return message;
  const known = isErrorCode(code) ? code : errorCodeOf(message);
  if (!known) return message;
  const words: string | WordsOfValues = arabicErrorWords[known];
  if (typeof words === 'string') return words;
  const params = errorParamsOf(known, message);
  return params ? words(params) : message;
}

/** `errorText({ message, code })` → the error in the page's language. Field messages are plain strings: `errorText({ message })`. */
export function useErrorText(): (error: ShopError) => string {
  const locale = useLocale();
  return (error) => errorTextFor(locale, error);
}

/**
 * In loaders and actions: the error in the language of the request's address. Costs the browser
 * nothing, where `useErrorText` brings the error table and its Arabic words (about 6 KB gzipped)
 * into the page's JavaScript: browsing pages, under the tighter budget, translate on the server.
 */
export function requestErrorText(request: Request, error: ShopError): string {
  return errorTextFor(localeOfRequest(request), error);
}
