import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { rowNumberParam } from '@pointe/config';
import { localePath } from '~/i18n/locale';
import { CmsError } from '~/lib/cms.server';
import { getSignedIn } from '~/lib/session.server';
import { getOrderByNumber } from '~/models/order.server';

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

/**
 * /order/by-number/{n}: staff go to the order's page (`/order/{id}` stays its address). Anyone else,
 * signed in or not, gets the plain not-found page: nothing says whether the number exists. A number
 * no order can have (not a number, or past the order-number column) is not found without asking.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await getSignedIn({ request, context });
  if (!staff?.user.isAdmin) throw notFound();
  const number = rowNumberParam(params.number);
  if (number === null) throw notFound();
  try {
    const order = await getOrderByNumber(staff.cms, number);
    return redirect(localePath(context.locale, `/order/${order._id}`));
  } catch (error) {
    if (error instanceof CmsError && error.status < 500) throw notFound();
    throw error;
  }
}

/** A page route, so the not-found answer is the shop's own page (the root error boundary), not an empty 404. */
export default function OrderByNumber() {
  return null;
}
