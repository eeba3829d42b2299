import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { INTL_LOCALE } from '@pointe/config';
import { useLocale } from '~/i18n/locale';

/**
 * react-aria's components in the page's language: their own words (a field's "required", a dialog's
 * "Dismiss"), their number formats and their direction follow the address (ar-EG with Latin digits,
 * as our formatters). Without it react-aria guesses from the browser, which the server cannot know,
 * so the hydrated text would differ from the HTML. Provided by each react-aria wrapper rather than
 * around every page, so that pages without react-aria don't load it (ADR 005).
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={INTL_LOCALE[useLocale()]}>{children}</I18nProvider>;
}
