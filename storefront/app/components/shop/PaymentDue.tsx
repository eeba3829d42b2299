import type { OrderJson } from '@pointe/config';
import { Alert } from '~/components/ui/Alert';
import { ButtonLink } from '~/components/ui/ButtonLink';
import { checkoutMessages } from '~/i18n/catalogues/checkout';
import { useFormat } from '~/i18n/format';
import { useMessages } from '~/i18n/messages';

/**
 * What she still has to do for an order waiting for its online payment (issue 40): pay on the
 * provider's page (a plain link: no JavaScript needed), or at a Fawry outlet with its reference number,
 * before the hold ends. Nothing for any other order.
 */
export function PaymentDue({ order }: { order: Pick<OrderJson, 'status' | 'payment'> }) {
  const words = useMessages(checkoutMessages);
  const { date, price } = useFormat();
  const payment = order.payment;
  if (order.status !== 'awaiting-payment' || payment?.state !== 'awaiting') return null;
  const held = <p>{words.heldUntil(date(payment.holdUntil, true))}</p>;
  if (payment.method === 'fawry') {
    return (
      <>
        {payment.outletCode ? (
          <Alert tone="info">
            {words.payAtFawry(price(payment.amount))}{' '}
            <strong>
              <bdi>{payment.outletCode}</bdi>
            </strong>
          </Alert>
        ) : (
          <Alert tone="info">{words.paymentPageUnavailable}</Alert>
        )}
        {held}
      </>
    );
  }
  return (
    <>
      {payment.checkoutUrl ? (
        <ButtonLink to={payment.checkoutUrl} reloadDocument variant="primary">
          {words.payNow}
        </ButtonLink>
      ) : (
        <Alert tone="info">{words.paymentPageUnavailable}</Alert>
      )}
      {held}
    </>
  );
}
