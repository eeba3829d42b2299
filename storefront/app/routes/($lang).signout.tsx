import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { redirectWithSuccess, redirectWithWarning } from 'remix-toast';
import { accountMessages } from '~/i18n/catalogues/account';
import { localePath } from '~/i18n/locale';
import { messagesFor } from '~/i18n/messages';
import { signOut } from '~/lib/session.server';
import { endSession } from '~/models/user.server';

/** Sign Out is a POST (a link must not sign anyone out); a GET here just goes home, in the page's language. */
export function loader({ context }: LoaderFunctionArgs) {
  throw redirect(localePath(context.locale, '/'));
}

/**
 * The session ends on the CMS (every copy of this cookie stops working), then the cookie is cleared
 * here. With the CMS out of reach the cookie is still cleared, and the toast says the session could
 * not be ended everywhere.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  const words = messagesFor(accountMessages, locale);
  const { headers, endedEverywhere } = await signOut({ request, context }, endSession);
  if (!endedEverywhere) return redirectWithWarning(localePath(locale, '/'), words.signedOutHereOnly, { headers });
  return redirectWithSuccess(localePath(locale, '/'), words.signedOut, { headers });
}
