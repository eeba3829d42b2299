import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { redirectWithSuccess } from 'remix-toast';
import { accountMessages } from '~/i18n/catalogues/account';
import { localePath } from '~/i18n/locale';
import { messagesFor } from '~/i18n/messages';
import { signOutHeaders } from '~/lib/session.server';

/** Sign Out is a POST (a link must not sign anyone out); a GET here just goes home, in the page's language. */
export function loader({ context }: LoaderFunctionArgs) {
  throw redirect(localePath(context.locale, '/'));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = context;
  return redirectWithSuccess(localePath(locale, '/'), messagesFor(accountMessages, locale).signedOut, { headers: await signOutHeaders({ request, context }) });
}
