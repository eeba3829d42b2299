import { Form } from '@remix-run/react';
import { useState, type FormEvent } from 'react';
import { MANUAL_DELIVERY, ORDER_TRANSITIONS, confirmedOnlyByPayment, firstIssue, orderCallBody, orderStatusChangeBody, refusalJson, type OrderJson, type OrderStatus } from '@pointe/config';
import { useErrorText } from '~/i18n/errors';
import { Button } from '~/components/ui/Button';
import { ConfirmButton, ConfirmPanel } from '~/components/ui/ConfirmButton';
import { TextField } from '~/components/ui/TextField';
import { adminMessages } from '~/i18n/catalogues/admin';
import { useMessages } from '~/i18n/messages';
import * as styles from './OrderActions.css';

/** The Egyptian mobile number as a dialable link (+20, without the leading 0). */
export const dialHref = (mobile: string) => `tel:+20${mobile.replace(/^0/, '')}`;

/** The changes that give stock back, and so ask first (with and without JavaScript). */
type Asking = Extract<OrderStatus, 'cancelled' | 'returned'>;
export const isAsking = (status: string): status is Asking => status === 'cancelled' || status === 'returned';

/** The way forward is the primary button; the rest are secondary. */
const FORWARD: readonly OrderStatus[] = ['confirmed', 'shipped', 'delivered'];

interface OrderActionsProps {
  order: Pick<OrderJson, '_id' | 'orderNumber' | 'status'>;
  /** The page to come back to after the change (the list with its filter, or the order page). */
  back: string;
  /** Without JavaScript: the page that asks before a change that gives stock back. */
  confirmHref: (status: Asking) => string;
}

function Hidden({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/**
 * A staff member's buttons for one order, offered from the life-cycle table (ORDER_TRANSITIONS):
 * record a call while it waits for confirmation, then confirm, ship (with a tracking number), deliver,
 * refuse, return, cancel. Plain forms, so they work without JavaScript; the CMS checks every change again.
 */
export function OrderActions({ order, back, confirmHref }: OrderActionsProps) {
  const t = useMessages(adminMessages);
  // Only its payment confirms an order awaiting one: staff may only cancel it.
  const next = ORDER_TRANSITIONS[order.status].filter((status) => !confirmedOnlyByPayment(order.status, status));
  const base = { id: order._id, back };
  if (next.length === 0) return null;
  return (
    <div className={styles.actions}>
      {order.status === 'pending' ? <CallForm fields={base} /> : null}
      {next.includes('shipped') ? <ShipForm fields={base} /> : null}
      <div className={styles.row}>
        {next.map((status) => {
          // The one-press changes have a label; those that give stock back ask first.
          const label = t.pressLabel[status];
          if (label) {
            return (
              <Form key={status} method="post" preventScrollReset>
                <Hidden fields={{ ...base, intent: 'status', status }} />
                <Button type="submit" variant={FORWARD.includes(status) ? 'primary' : 'secondary'}>
                  {label}
                </Button>
              </Form>
            );
          }
          if (!isAsking(status)) return null;
          return (
            <ConfirmButton
              key={status}
              label={t.askLabel[status].label}
              question={t.askQuestion[status](String(order.orderNumber))}
              confirmLabel={t.askLabel[status].confirm}
              dismissLabel={t.keepAsIs}
              fields={{ ...base, intent: 'status', status }}
              fallbackHref={confirmHref(status)}
              variant="secondary"
            />
          );
        })}
      </div>
    </div>
  );
}

/** The no-JavaScript question for a change that gives stock back, on the page itself. */
export function OrderConfirmPanel({ id, orderNumber, status, back }: { id: string; orderNumber: number; status: Asking; back: string }) {
  const t = useMessages(adminMessages);
  return (
    <ConfirmPanel
      question={t.askQuestion[status](String(orderNumber))}
      confirmLabel={t.askLabel[status].confirm}
      dismissLabel={t.keepAsIs}
      fields={{ id, back, intent: 'status', status }}
      cancelHref={back}
    />
  );
}

/** Answered or not, with an optional note; checked with the CMS's own schema before it is sent. */
function CallForm({ fields }: { fields: Record<string, string> }) {
  const t = useMessages(adminMessages);
  const errorText = useErrorText();
  const [error, setError] = useState<string>();
  const check = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const call = orderCallBody.safeParse({ outcome: submitter?.value, note: new FormData(event.currentTarget).get('note') });
    setError(call.success ? undefined : errorText(refusalJson(firstIssue(call.error))));
    if (!call.success) event.preventDefault();
  };
  return (
    <Form method="post" onSubmit={check} preventScrollReset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.recordCall}</legend>
        <Hidden fields={{ ...fields, intent: 'call' }} />
        <TextField label={t.callNote} name="note" maxLength={500} errorMessage={error} />
        <div className={styles.row}>
          <Button type="submit" name="outcome" value="answered" variant="secondary">
            {t.answered}
          </Button>
          <Button type="submit" name="outcome" value="no-answer" variant="secondary">
            {t.noAnswer}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}

/** Mark shipped: the courier's tracking number, or one press when our own staff deliver (the CMS's "manual"). */
function ShipForm({ fields }: { fields: Record<string, string> }) {
  const t = useMessages(adminMessages);
  const errorText = useErrorText();
  const [error, setError] = useState<string>();
  const check = (event: FormEvent<HTMLFormElement>) => {
    const change = orderStatusChangeBody.safeParse({ status: 'shipped', trackingNumber: new FormData(event.currentTarget).get('trackingNumber') });
    setError(change.success ? undefined : errorText(refusalJson(firstIssue(change.error))));
    if (!change.success) event.preventDefault();
  };
  return (
    <>
      <Form method="post" onSubmit={check} className={styles.row} preventScrollReset>
        <Hidden fields={{ ...fields, intent: 'status', status: 'shipped' }} />
        <div className={styles.grow}>
          <TextField label={t.trackingNumber} name="trackingNumber" description={t.trackingHint} maxLength={60} errorMessage={error} isRequired />
        </div>
        <Button type="submit">{t.markShipped}</Button>
      </Form>
      <Form method="post" preventScrollReset>
        <Hidden fields={{ ...fields, intent: 'status', status: 'shipped', trackingNumber: MANUAL_DELIVERY }} />
        <Button type="submit" variant="secondary">
          {t.deliverOurselves}
        </Button>
      </Form>
    </>
  );
}
