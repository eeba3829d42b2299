import { MANUAL_DELIVERY, type OrderEventJson, type OrderJson, type OrderStatus } from '@pointe/config';
import { checkoutMessages } from '~/i18n/catalogues/checkout';
import { orderMessages } from '~/i18n/catalogues/orders';
import { selfConfirmMessages } from '~/i18n/catalogues/self-confirm';
import { useFormat } from '~/i18n/format';
import { useMessages } from '~/i18n/messages';
import * as styles from './OrderTimeline.css';

/** The order's life in words: the shopper's view (status changes) and the staff's (calls, who, notes). */

type Words = (typeof checkoutMessages)['en'];
type SelfConfirmWords = (typeof selfConfirmMessages)['en'];

/** Counts the phone calls made to the shopper (staff only see them). */
export const callAttempts = (order: Pick<OrderJson, 'events'>) => order.events.filter((event) => event.type === 'call').length;

function stepText(event: OrderEventJson, audience: 'shopper' | 'staff', words: Words, self: SelfConfirmWords): string {
  if (event.type === 'call') return event.outcome === 'answered' ? words.callAnswered : words.callNoAnswer;
  if (event.type === 'edit') return words.itemsChanged;
  if (event.type === 'cash') return words.cashDifferent;
  // An exchange order is made confirmed by its return (no call, no one pressing Confirm).
  if (event.to === 'confirmed' && event.from === null) return words.exchangeConfirmed;
  if (event.to === 'confirmed' && event.from === 'awaiting-payment') return words.paidOnline;
  if (event.to === 'cancelled' && event.from === 'awaiting-payment' && event.by === 'system') return words.notPaidInTime;
  // Confirmed from her own link (ADR 018), not by phone.
  if (event.to === 'confirmed' && event.by === 'shopper') return audience === 'shopper' ? self.confirmedByYou : self.confirmedByShopper;
  const step = words.timelineSteps[event.to ?? 'pending'];
  const who = audience === 'shopper' ? words.byShopperView : words.byStaffView;
  if (event.to === 'cancelled') return `${step} ${who[event.by]}`;
  if (audience === 'staff' && event.from !== null) return `${step} ${who[event.by]}`;
  return step;
}

/** The courier's tracking number (isolated: it never reorders in Arabic text), or our own delivery. */
function Tracking({ trackingNumber, words }: { trackingNumber: string; words: Words }) {
  if (trackingNumber === MANUAL_DELIVERY) return <span>{words.ownDelivery}</span>;
  return (
    <span>
      {words.trackingNumber} <bdi>{trackingNumber}</bdi>
    </span>
  );
}

/** The status in words, as a sentence for the order page. */
export function OrderStatusText({ status }: { status: OrderStatus }) {
  const words = useMessages(checkoutMessages);
  const statuses = useMessages(orderMessages).status;
  return (
    <p>
      {words.statusLabel} <strong>{statuses[status]}</strong>
    </p>
  );
}

/**
 * The timeline, oldest first. The shopper sees the status changes with their dates (and the tracking
 * number once shipped); staff also see every call, who made each change and the notes.
 */
export function OrderTimeline({ order, audience }: { order: OrderJson; audience: 'shopper' | 'staff' }) {
  const words = useMessages(checkoutMessages);
  const self = useMessages(selfConfirmMessages);
  const { date } = useFormat();
  const events = order.events.filter((event) => audience === 'staff' || event.type === 'status');
  // Orders from before the life cycle have no events: their placing is still a step.
  const placed = events.some((event) => event.type === 'status' && event.from === null);
  const steps: OrderEventJson[] = placed
    ? events
    : [{ type: 'status', from: null, to: 'pending', outcome: null, by: 'shopper', note: '', at: order.createdAt }, ...events];
  return (
    <ol className={styles.timeline} aria-label={words.orderTimeline}>
      {steps.map((event, index) => (
        <li key={`${event.at}-${index}`} className={event.type === 'call' || event.type === 'cash' ? styles.call : styles.step}>
          <strong>{stepText(event, audience, words, self)}</strong>
          <time dateTime={event.at} className={styles.when}>
            {date(event.at, true)}
          </time>
          {event.type === 'status' && event.to === 'shipped' && order.trackingNumber ? <Tracking trackingNumber={order.trackingNumber} words={words} /> : null}
          {audience === 'staff' && event.note ? <p className={styles.note}>{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
