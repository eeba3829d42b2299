import { Form } from '@remix-run/react';
import { ENDED_WITHOUT_GOODS, isPaymobMethod, PICTURE_ACCEPT, TRANSFER_REFERENCE_LENGTH, toEgp, toPiastres, type OrderJson, type PaymentJson } from '@pointe/config';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { ButtonLink } from '~/components/ui/ButtonLink';
import { Field } from '~/components/ui/Field';
import { TextField } from '~/components/ui/TextField';
import { checkoutMessages } from '~/i18n/catalogues/checkout';
import type { Refusal } from '~/i18n/errors';
import { useFormat } from '~/i18n/format';
import { usePath } from '~/i18n/locale';
import { useMessages } from '~/i18n/messages';
import { useFieldErrors } from '~/lib/forms';
import * as styles from './PaymentDue.css';

/** The transfer form's answer when it was refused: her value back, with its field's message. */
export interface TransferFormResult {
  values: { reference?: string };
  errors: Readonly<Record<string, Refusal>>;
}

interface PaymentDueProps {
  order: Pick<OrderJson, '_id' | 'status' | 'payment'>;
  /** Staff see the transfer she reported and confirm it; she reports it. */
  staff?: boolean;
  back?: string;
  form?: TransferFormResult;
}

/**
 * What is still to do for an order waiting for its online payment (issue 40): pay on the provider's
 * page (a plain link: no JavaScript needed), at a Fawry outlet with its reference number, or by an
 * InstaPay transfer she then reports, before the hold ends. Nothing for any other order.
 */
export function PaymentDue({ order, staff = false, back = '', form }: PaymentDueProps) {
  const words = useMessages(checkoutMessages);
  const { date, price } = useFormat();
  const payment = order.payment;
  if (order.status !== 'awaiting-payment' || payment?.state !== 'awaiting') return null;
  const held = <p>{words.heldUntil(date(payment.holdUntil, true))}</p>;
  if (payment.method === 'instapay') return <InstapayDue orderId={order._id} payment={payment} staff={staff} back={back} form={form} held={held} />;
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

interface InstapayDueProps {
  orderId: string;
  payment: PaymentJson;
  staff: boolean;
  back: string;
  form?: TransferFormResult;
  held: JSX.Element;
}

/**
 * InstaPay has no payment page: where to send the money and the note that names the order, then a
 * form for her receipt's reference. Once she reported it, the order waits for staff, who confirm it
 * here (or from the bank statement, Admin › Payments).
 */
function InstapayDue({ orderId, payment, staff, back, form, held }: InstapayDueProps) {
  const words = useMessages(checkoutMessages);
  const { date, price } = useFormat();
  const errors = useFieldErrors(form?.errors);
  const path = usePath();
  const { payTo, transfer } = payment;
  if (!payTo) return <Alert tone="info">{words.paymentPageUnavailable}</Alert>;
  const note = (
    <dl className={styles.payTo}>
      <dt>{words.instapayAddress}</dt>
      <dd>
        <strong>
          <bdi>{payTo.address}</bdi>
        </strong>
      </dd>
      <dt>{words.transferNote}</dt>
      <dd>
        <strong>
          <bdi>{payTo.note}</bdi>
        </strong>
      </dd>
    </dl>
  );
  if (staff) {
    return (
      <>
        {transfer ? <Alert tone="info">{words.transferToCheck(transfer.reference, date(transfer.reportedAt, true))}</Alert> : <p>{words.transferNotReported}</p>}
        {transfer?.screenshot ? (
          <p>
            {/* A picture from the CMS, through the admin's session: opened as a document. */}
            <a href={path(`/admin/orders/${encodeURIComponent(orderId)}/screenshot`)} target="_blank" rel="noopener">
              {words.seeTransferScreenshot}
            </a>
          </p>
        ) : null}
        {note}
        <Form method="post" className={styles.transferForm}>
          <input type="hidden" name="intent" value="confirmTransfer" />
          <input type="hidden" name="id" value={orderId} />
          <input type="hidden" name="back" value={back} />
          <Button type="submit">{words.confirmTransfer(price(payment.amount))}</Button>
        </Form>
      </>
    );
  }
  return (
    <>
      <Alert tone="info">{words.payByInstapay(price(payment.amount))}</Alert>
      {note}
      {payTo.link ? (
        <ButtonLink to={payTo.link} reloadDocument variant="secondary">
          {words.openInstapay}
        </ButtonLink>
      ) : null}
      {transfer ? <Alert tone="success">{words.transferWaiting(transfer.reference, date(transfer.reportedAt, true))}</Alert> : null}
      <Form method="post" encType="multipart/form-data" className={styles.transferForm} noValidate>
        <input type="hidden" name="intent" value="transfer" />
        <input type="hidden" name="id" value={orderId} />
        <TextField
          label={words.transferReference}
          name="reference"
          autoComplete="off"
          maxLength={TRANSFER_REFERENCE_LENGTH.max}
          defaultValue={form?.values.reference ?? transfer?.reference ?? ''}
          description={words.transferReferenceHint}
          errorMessage={errors.reference}
          isRequired
        />
        <Field label={words.transferScreenshot} description={words.transferScreenshotHint} errorMessage={errors.screenshot}>
          {({ className: _unstyled, ...control }) => <input {...control} name="screenshot" type="file" accept={PICTURE_ACCEPT} />}
        </Field>
        <Button type="submit" variant={transfer ? 'secondary' : 'primary'}>
          {transfer ? words.correctTransfer : words.reportTransfer}
        </Button>
      </Form>
      {transfer ? <p>{words.transferHeld}</p> : held}
    </>
  );
}

/** What is left to give back of a paid payment whose order ended without her keeping the goods, in EGP; null for any other. */
function leftToGiveBack(order: Pick<OrderJson, 'status' | 'payment'>): number | null {
  const payment = order.payment;
  if (payment?.state !== 'paid' || !ENDED_WITHOUT_GOODS.includes(order.status)) return null;
  return toEgp(Math.max(0, toPiastres(payment.amount) - toPiastres(payment.refunded ?? 0)));
}

/**
 * Staff's side of a payment (issue 40): what they must look at (its flag), and the payment of an order
 * that ended without her keeping the goods (cancelled, refused, returned; money after a cancel too),
 * which they give back here through its provider, all at once; then that it went back.
 */
export function StaffPaymentNotice({ order, back }: { order: Pick<OrderJson, '_id' | 'status' | 'payment'>; back: string }) {
  const words = useMessages(checkoutMessages);
  const { price } = useFormat();
  const payment = order.payment;
  if (!payment) return null;
  const left = leftToGiveBack(order);
  if (left === 0) return <Alert tone="success">{words.paymentWentBack(price(payment.amount))}</Alert>;
  return (
    <>
      {payment.flag ? <Alert tone="danger">{words.paymentFlags[payment.flag]}</Alert> : null}
      {left !== null && isPaymobMethod(payment.method) ? (
        <Form method="post" className={styles.transferForm}>
          <input type="hidden" name="intent" value="refundPayment" />
          <input type="hidden" name="id" value={order._id} />
          <input type="hidden" name="back" value={back} />
          <Button type="submit" variant="secondary">
            {words.refundPayment(price(left))}
          </Button>
        </Form>
      ) : null}
    </>
  );
}

/** Her side: the payment of her order that ended without the goods goes back to her, then went back. */
export function PaymentGoesBack({ order }: { order: Pick<OrderJson, 'status' | 'payment'> }) {
  const words = useMessages(checkoutMessages);
  const { price } = useFormat();
  const left = leftToGiveBack(order);
  if (left === null || !order.payment) return null;
  return left === 0 ? (
    <Alert tone="success">{words.paymentRefundedToYou(price(order.payment.amount))}</Alert>
  ) : (
    <Alert tone="info">{words.paymentGoesBack(price(order.payment.amount))}</Alert>
  );
}
