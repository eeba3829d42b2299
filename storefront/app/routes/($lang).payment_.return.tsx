import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { redirectWithSuccess } from 'remix-toast';
import { FormPage } from '~/components/shop/FormPage';
import { Alert } from '~/components/ui/Alert';
import { checkoutMessages } from '~/i18n/catalogues/checkout';
import { commonMessages } from '~/i18n/catalogues/common';
import { localeOfPath, localePath, usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { CmsError } from '~/lib/cms.server';
import { paymentReturn } from '~/models/payment.server';

/** How often the waiting page asks again (seconds), and how many times before it says what happens next. */
const RECHECK_SECONDS = 3;
const RECHECKS = 10;

type Answer = { state: 'waiting'; orderId: string; tries: number } | { state: 'stillWaiting' | 'failed' | 'paidTooLate'; orderId: string } | { state: 'unreadable' };

/**
 * Where Paymob sends the shopper's browser back (issue 40). The query says what Paymob saw, signed,
 * but never makes the order paid: the CMS checks the signature and answers the order as Paymob's own
 * callback left it. Paid: her order's page. Not yet: this page asks again every few seconds by itself
 * (an HTTP Refresh header: no JavaScript needed, and no <meta> refresh in the page for a screen
 * reader to trip on), at most RECHECKS times, then says we will email her.
 */
export const meta: MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [{ title: `${checkoutMessages[locale].returnTitle} | ${commonMessages[locale].shopName}` }, { name: 'robots', content: 'noindex' }];
};

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams(url.search);
  const tries = Math.min(Number(query.get('tries')) || 0, RECHECKS);
  query.delete('tries');
  const headers = { 'Cache-Control': 'no-store' };
  const again = () => {
    const next = new URLSearchParams(url.search);
    next.set('tries', String(tries + 1));
    return { ...headers, Refresh: `${RECHECK_SECONDS};url=${url.pathname}?${next}` };
  };
  try {
    const { order, payment } = await paymentReturn(query);
    if (payment.state === 'paid' && order.status !== 'cancelled') {
      return redirectWithSuccess(localePath(context.locale, `/order/${order._id}`), checkoutMessages[context.locale].paidOnline, { headers });
    }
    // Taken, but the order was cancelled before it came: staff give it back (it is never "not charged").
    if (payment.state === 'paid') return data<Answer>({ state: 'paidTooLate', orderId: order._id }, { headers });
    if (payment.state === 'failed' || payment.state === 'expired' || order.status !== 'awaiting-payment') return data<Answer>({ state: 'failed', orderId: order._id }, { headers });
    if (tries >= RECHECKS) return data<Answer>({ state: 'stillWaiting', orderId: order._id }, { headers });
    return data<Answer>({ state: 'waiting', orderId: order._id, tries }, { headers: again() });
  } catch (error) {
    if (error instanceof CmsError && error.status >= 400 && error.status < 500) return data<Answer>({ state: 'unreadable' }, { status: error.status, headers });
    throw error;
  }
}

export default function PaymentReturnPage() {
  const answer = useLoaderData<typeof loader>();
  const words = useMessages(checkoutMessages);
  const path = usePath();
  const orderLink = 'orderId' in answer ? (
    <p>
      <Link to={path(`/order/${answer.orderId}`)}>{words.seeOrder}</Link>
    </p>
  ) : null;
  const message =
    answer.state === 'waiting' ? (
      <Alert tone="info">{words.checkingPayment}</Alert>
    ) : answer.state === 'stillWaiting' ? (
      <Alert tone="info">{words.stillChecking}</Alert>
    ) : answer.state === 'failed' ? (
      <Alert tone="danger">{words.paymentFailed}</Alert>
    ) : answer.state === 'paidTooLate' ? (
      <Alert tone="info">{words.paidAfterCancel}</Alert>
    ) : (
      <Alert tone="danger">{words.paymentLinkInvalid}</Alert>
    );
  return (
    <FormPage title={words.returnTitle}>
      {message}
      {orderLink}
    </FormPage>
  );
}
