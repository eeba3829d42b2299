import { MANUAL_DELIVERY, ORDER_STATUS_LABELS, type OrderEventJson, type OrderJson, type OrderStatus } from '@pointe/config';
import { formatDate } from '~/lib/dates';
import * as styles from './OrderTimeline.css';

/** The order's life in words: the shopper's view (status changes) and the staff's (calls, who, notes). */

/** What each status change is called on the timeline. */
const STEP: Readonly<Record<OrderStatus, string>> = {
  pending: 'Placed',
  confirmed: 'Confirmed by phone',
  shipped: 'Shipped',
  delivered: 'Delivered, cash paid',
  refused: 'Refused at the door',
  returned: 'Returned to us',
  cancelled: 'Cancelled',
};

const WHO: Readonly<Record<'shopper' | 'staff', Readonly<Record<OrderEventJson['by'], string>>>> = {
  shopper: { shopper: 'by you', admin: 'by the shop', system: 'automatically: it was not confirmed in time' },
  staff: { shopper: 'by the shopper', admin: 'by staff', system: 'automatically: not confirmed in time' },
};

/** The courier's tracking number, or our own delivery. */
export function trackingText(trackingNumber: string): string {
  return trackingNumber === MANUAL_DELIVERY ? 'Delivered by our own staff' : `Tracking number ${trackingNumber}`;
}

/** Counts the phone calls made to the shopper (staff only see them). */
export const callAttempts = (order: Pick<OrderJson, 'events'>) => order.events.filter((event) => event.type === 'call').length;

function stepText(event: OrderEventJson, audience: 'shopper' | 'staff'): string {
  if (event.type === 'call') return event.outcome === 'answered' ? 'Call: answered' : 'Call: no answer';
  const step = STEP[event.to ?? 'pending'];
  if (event.to === 'cancelled') return `${step} ${WHO[audience][event.by]}`;
  if (audience === 'staff' && event.from !== null) return `${step} ${WHO.staff[event.by]}`;
  return step;
}

/** The status in words, as a sentence for the order page. */
export function OrderStatusText({ status }: { status: OrderStatus }) {
  return (
    <p>
      Status: <strong>{ORDER_STATUS_LABELS[status]}</strong>
    </p>
  );
}

/**
 * The timeline, oldest first. The shopper sees the status changes with their dates (and the tracking
 * number once shipped); staff also see every call, who made each change and the notes.
 */
export function OrderTimeline({ order, audience }: { order: OrderJson; audience: 'shopper' | 'staff' }) {
  const events = order.events.filter((event) => audience === 'staff' || event.type === 'status');
  // Orders from before the life cycle have no events: their placing is still a step.
  const placed = events.some((event) => event.type === 'status' && event.from === null);
  const steps: OrderEventJson[] = placed
    ? events
    : [{ type: 'status', from: null, to: 'pending', outcome: null, by: 'shopper', note: '', at: order.createdAt }, ...events];
  return (
    <ol className={styles.timeline} aria-label="Order timeline">
      {steps.map((event, index) => (
        <li key={`${event.at}-${index}`} className={event.type === 'call' ? styles.call : styles.step}>
          <strong>{stepText(event, audience)}</strong>
          <time dateTime={event.at} className={styles.when}>
            {formatDate(event.at, undefined, true)}
          </time>
          {event.type === 'status' && event.to === 'shipped' && order.trackingNumber ? <span>{trackingText(order.trackingNumber)}</span> : null}
          {audience === 'staff' && event.note ? <p className={styles.note}>{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
