import { type Locale } from '@pointe/config';
import { useLocale } from './locale';

/**
 * A message catalogue: the same keys in English and Arabic. Each area of the shop has its own
 * (catalogues/*.ts) so a route bundles only the words it shows. The Arabic half is typed as the
 * English one, so a missing or extra key fails the typecheck; catalogues.test.ts checks that no
 * value is empty.
 */
export interface Catalogue<Messages> {
  en: Messages;
  ar: Messages;
}

/** The words of a catalogue in the page's language. */
export function useMessages<Messages>(catalogue: Catalogue<Messages>): Messages {
  return catalogue[useLocale()];
}

/** The words of a catalogue in a language (loaders, actions, emails). */
export function messagesFor<Messages>(catalogue: Catalogue<Messages>, locale: Locale): Messages {
  return catalogue[locale];
}
