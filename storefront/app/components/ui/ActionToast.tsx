import { useMemo } from 'react';
import { useErrorText } from '~/i18n/errors';
import { Toast, type ToastMessage } from './Toast';

/**
 * The toast of a page's own action: a refusal may carry the CMS's or a schema's English words, so it
 * is shown by its code in the page's language. Kept apart from Toast, which every page renders, so
 * the error words load only with the forms that can be refused (the browsing pages' JS budget).
 */
export function ActionToast({ toast }: { toast?: ToastMessage }) {
  const errorText = useErrorText();
  // The same toast object as long as the action's answer is the same: Toast restarts its timer on a new one.
  const shown = useMemo(() => (toast?.type === 'error' ? { ...toast, message: errorText(toast) } : toast), [toast]); // eslint-disable-line react-hooks/exhaustive-deps
  return <Toast toast={shown} />;
}
