import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { redirectWithSuccess } from 'remix-toast';
import { accountMessages } from '~/i18n/catalogues/account';
import { localeOfRequest, localePath } from '~/i18n/locale';
import { messagesFor } from '~/i18n/messages';
import { signOutHeaders } from '~/lib/session.server';

/** Sign Out is a POST (a link must not sign anyone out); a GET here just goes home, in the page's language. */
export function loader({ request }: LoaderFunctionArgs) {
  throw redirect(localePath(localeOfRequest(request), '/'));
}

export async function action({ request }: ActionFunctionArgs) {
  const locale = localeOfRequest(request);
  return redirectWithSuccess(localePath(locale, '/'), messagesFor(accountMessages, locale).signedOut, { headers: await signOutHeaders(request) });
}
