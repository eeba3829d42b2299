import { formatMoney, MANUAL_DELIVERY, type OrderStatus } from '@pointe/config';
import type { OrderJson } from '../api/order/services/order';
import { escapeHtml, type Mail } from './mailer';

type Actor = OrderJson['events'][number]['by'];

/** Why the order was cancelled, in the shopper's words. */
const CANCELLED_BY: Record<Actor, string> = {
  shopper: 'You cancelled this order.',
  admin: 'Our team cancelled this order.',
  system: 'We cancelled this order automatically because we could not confirm it with you by phone in time.',
};

/**
 * The email telling the shopper their order changed: confirmed, shipped (with the tracking number),
 * delivered or cancelled (by whom). Plain text and HTML, like the order-received email. Null for a
 * change the shopper is not emailed about (refused, returned: the staff are already talking to them).
 */
export function orderStatusMail(order: OrderJson, status: OrderStatus, by: Actor, to: string, storefrontUrl: string): Mail | null {
  const link = `${storefrontUrl}/order/${order._id}`;
  const name = order.shippingAddress.fullName;
  const total = formatMoney(order.totalPrice);
  let subject: string;
  let body: string[];
  switch (status) {
    case 'confirmed':
      subject = `Pointe: your order ${order._id} is confirmed`;
      body = ['Thank you for confirming your order by phone. We are preparing it now.', `Please have ${total} in cash ready when it is delivered.`];
      break;
    case 'shipped':
      subject = `Pointe: your order ${order._id} is on its way`;
      body = [
        order.trackingNumber && order.trackingNumber !== MANUAL_DELIVERY
          ? `Your order has been handed to the courier. Tracking number: ${order.trackingNumber}.`
          : 'Your order is on its way with our own delivery team.',
        `Please have ${total} in cash ready when it is delivered.`,
      ];
      break;
    case 'delivered':
      subject = `Pointe: your order ${order._id} was delivered`;
      body = [`Your order was delivered and we received your payment of ${total}. Enjoy dancing in it!`];
      break;
    case 'cancelled':
      subject = `Pointe: your order ${order._id} is cancelled`;
      body = [CANCELLED_BY[by], 'Nothing is due. You are welcome to order again at any time.'];
      break;
    default:
      return null;
  }
  return {
    to,
    subject,
    text: [`Hello ${name},`, '', ...body, '', `Your order: ${link}`, '', 'Pointe Dancewear'].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(name)},</p>`,
      ...body.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">Your order</a></p>`,
      '<p>Pointe Dancewear</p>',
    ].join(''),
  };
}
