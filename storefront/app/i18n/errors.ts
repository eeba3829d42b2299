import { codedErrorOf, wordsOf, type ErrorWords, type Locale, type MessageJson } from '@pointe/config';
import { arabicErrorWords } from './catalogues/errors';
import { useLocale } from './locale';

/**
 * A refusal as the pages get it, in the wire's shape: the CMS's `{ message, code, params }`, or a
 * schema's refusal written the same way on the server (`refusalJson` in @pointe/config). `message`
 * is the English words (config's English table); `code` and `params` are what the other languages
 * are written from. A refusal with no code (Strapi's or zod's own words) has only its message.
 */
export type Refusal = MessageJson;

/**
 * The words of each language other than English, by code. English needs no table here: its words
 * came written from config's English table with the refusal (`message`), so the browser never loads
 * that table.
 */
const TRANSLATED: Record<Exclude<Locale, 'en'>, ErrorWords> = { ar: arabicErrorWords };

/**
 * A refusal in the page's language. English: the message as it came (the spec's words). Arabic: the
 * Arabic table's words for the code, written from its values; the English words are never read for
 * meaning. A refusal without a known code, or whose values do not fit its code, shows its message.
 * In loaders and actions: `errorTextFor(context.locale, refusal)`. That costs the browser nothing,
 * where `useErrorText` brings the error table and its Arabic words (about 6 KB gzipped) into the
 * page's JavaScript: browsing pages, under the tighter budget, translate on the server.
 */
export function errorTextFor(locale: Locale, { message, code, params }: Refusal): string {
  if (locale === 'en') return message;
  const coded = codedErrorOf(code, params);
  return coded ? wordsOf(TRANSLATED[locale], coded) : message;
}

/** `errorText(refusal)` → the refusal in the page's language (field messages, toasts, inline alerts). */
export function useErrorText(): (refusal: Refusal) => string {
  const locale = useLocale();
  return (refusal) => errorTextFor(locale, refusal);
}
