import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { redirectWithSuccess } from 'remix-toast';
import { signOutHeaders } from '~/lib/session.server';

/** Sign Out is a POST (a link must not sign anyone out); a GET here just goes home. */
export function loader() {
  throw redirect('/');
}

export async function action({ request }: ActionFunctionArgs) {
  return redirectWithSuccess('/', 'You have signed out', { headers: await signOutHeaders(request) });
}
