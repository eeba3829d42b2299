import { data } from '@remix-run/node';
import { redirectWithError } from 'remix-toast';
import type { ToastMessage } from '~/components/ui/Toast';
import { errorTextFor, type Refusal } from '~/i18n/errors';
import type { ShopArgs } from '~/load-context';
import { CmsError, throwAsResponse } from './cms.server';
import { endedSession } from './session.server';

/**
 * How a CMS failure shows, in one place (the shop's error catalogue):
 * - data screens (loaders): the page's error, shown by the error boundary in a red alert
 *   (a 404 as the not-found page): `failScreen`;
 * - forms and actions: an error toast, carried in the action's own answer so it shows on this very
 *   response with or without JavaScript, with the form's values kept: `failAction`; or on the
 *   redirect for actions that answer with one (row buttons in lists): `failActionTo`;
 * - the forgot and reset pages: inline, in the page's own alert: `failInline`;
 * - behind a session: when the CMS refuses the session itself, sign out and go to sign-in, then
 *   come back (`session` option, `failAdminScreen`).
 * Anything that is not a CMS failure is a bug and propagates as is.
 */

/** Which session a page runs under. A shopper's session ends with a 401; an admin's also with a 403 (no longer an admin). */
export type SessionKind = 'shopper' | 'admin';

/** Field messages when nothing is wrong with any field (fits any page's kind of field messages). */
export const NO_FIELD_ERRORS: Readonly<Record<string, never>> = Object.freeze({});

function cmsFailure(error: unknown): CmsError {
  if (error instanceof CmsError) return error;
  throw error;
}

/** The CMS's refusal as the page shows it: its English message and, when the CMS sent them, its code and values. */
export function shopErrorOf(failure: CmsError): Refusal {
  return failure.refusal;
}

/**
 * When the CMS refused the session itself, signs out and goes to sign-in (then back to this page);
 * otherwise returns, for the caller to show the failure its own way.
 */
export async function failSession(error: unknown, args: ShopArgs, session: SessionKind): Promise<void> {
  if (!(error instanceof CmsError)) return;
  const ended = error.status === 401 || (session === 'admin' && error.status === 403);
  if (ended) await endedSession(args, error);
}

/** For loaders of data screens: `.catch(failScreen)`. */
export function failScreen(error: unknown): never {
  return throwAsResponse(error);
}

/** For admin loaders: `.catch(failAdminScreen({ request, context }))`. */
export function failAdminScreen(args: ShopArgs) {
  return async (error: unknown): Promise<never> => {
    await failSession(error, args, 'admin');
    return failScreen(error);
  };
}

/** An action that runs under a session the CMS may refuse: its args and which kind of session. */
interface UnderSession extends ShopArgs {
  session: SessionKind;
}

type ActionOptions = { headers?: HeadersInit } & (UnderSession | { session?: undefined });

/**
 * For actions: the CMS's refusal as an error toast on the answer, with the CMS's status and the
 * form's values. Under a session (`{ request, context, session: 'admin' }`), a refused session signs out first.
 */
export async function failAction<Values>(error: unknown, values: Values, options: ActionOptions = {}) {
  const failure = cmsFailure(error);
  if (options.session) await failSession(failure, options, options.session);
  const { headers } = options;
  // The code and values ride along: the toast shows the words for them in the page's language.
  const toast: ToastMessage = { type: 'error', ...shopErrorOf(failure) };
  return data({ values, errors: NO_FIELD_ERRORS, toast }, { status: failure.status, headers });
}

/**
 * For actions that answer with a redirect: the error toast rides on it, in the page's language (a
 * redirect's toast carries words only). Under a session, a refused session signs out first.
 */
export async function failActionTo(error: unknown, to: string, args: ShopArgs, session?: SessionKind) {
  const failure = cmsFailure(error);
  if (session) await failSession(failure, args, session);
  return redirectWithError(to, errorTextFor(args.context.locale, shopErrorOf(failure)));
}

/** For the forgot and reset pages: the server's message shown inline, in the page's alert. */
export function failInline<Values>(error: unknown, values: Values) {
  const failure = cmsFailure(error);
  const refusal: Refusal = shopErrorOf(failure);
  return data({ values, errors: NO_FIELD_ERRORS, message: undefined, refusal }, { status: failure.status });
}

/** For actions: a form its schema refused, back with the field messages (shown inline) and its values. */
export function invalidForm<Values>(values: Values, errors: Readonly<Record<string, Refusal>>) {
  return data({ values, errors, toast: undefined }, { status: 400 });
}
