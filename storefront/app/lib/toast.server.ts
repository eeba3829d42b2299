import { data } from '@remix-run/node';
import type { ToastMessage } from '~/components/ui/Toast';
import { CmsError } from './cms.server';
import { NO_FIELD_ERRORS } from './forms.server';

/**
 * For actions: a CMS refusal becomes an error toast (spec §8: server messages are toasts on forms),
 * carried in the action's own answer (not a flash cookie), so it shows on this very response with or
 * without JavaScript. The form's values come back so nothing typed is lost. Anything else propagates.
 */
export function refusalToast<Values>(error: unknown, values: Values) {
  if (!(error instanceof CmsError)) throw error;
  const toast: ToastMessage = { type: 'error', message: error.message };
  return data({ values, errors: NO_FIELD_ERRORS, toast }, { status: error.status === 401 ? 401 : 400 });
}

/** For actions: a form the schema refused, back with its field messages (inline) and values. */
export function invalidForm<Values>(values: Values, errors: Record<string, string>) {
  return data({ values, errors, toast: undefined }, { status: 400 });
}
