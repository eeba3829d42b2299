import { useErrorText, type Refusal } from '~/i18n/errors';

/**
 * A form's field messages (from `parseForm`, or none) as words in the page's language:
 * `errors.email` is what to show under the field, undefined when it is fine.
 */
export function useFieldErrors(errors: Readonly<Record<string, Refusal>> | undefined): Readonly<Record<string, string>> {
  const errorText = useErrorText();
  return Object.fromEntries(Object.entries(errors ?? {}).map(([field, error]) => [field, errorText(error)]));
}
