import { formatPrice, MANUAL_DELIVERY, type Locale, type OrderStatus } from '@pointe/config';
import type { OrderJson } from '../api/order/services/order';
import { escapeHtml, htmlBody, htmlOf, shopLink, type Mail } from './mailer';
import { emailMessages } from './messages';

type Actor = OrderJson['events'][number]['by'];

/** A paragraph of the email: a fixed sentence, or a message and its arguments (isolated in the HTML part). */
type Paragraph = string | [(...args: string[]) => string, string[]];

/**
 * The email telling the shopper their order changed, in the language they ordered in: confirmed,
 * shipped (with the tracking number), delivered or cancelled (by whom). Plain text and HTML, like
 * the order-received email. Null for a change the shopper is not emailed about (refused, returned:
 * the staff are already talking to them).
 */
export function orderStatusMail(order: OrderJson, status: OrderStatus, by: Actor, to: string, storefrontUrl: string, locale: Locale = 'en'): Mail | null {
  const words = emailMessages[locale];
  const link = shopLink(storefrontUrl, locale, `/order/${order._id}`);
  const total = formatPrice(order.totalPrice, locale);
  let subject: string;
  let body: Paragraph[];
  switch (status) {
    case 'confirmed':
      subject = words.confirmedSubject(order._id);
      body = [words.confirmedThanks, [words.cashWhenDelivered, [total]]];
      break;
    case 'shipped':
      subject = words.shippedSubject(order._id);
      body = [
        order.trackingNumber && order.trackingNumber !== MANUAL_DELIVERY ? [words.shippedCourier, [order.trackingNumber]] : words.shippedOurselves,
        [words.cashWhenDelivered, [total]],
      ];
      break;
    case 'delivered':
      subject = words.deliveredSubject(order._id);
      body = [[words.deliveredPaid, [total]]];
      break;
    case 'cancelled':
      subject = words.cancelledSubject(order._id);
      body = [words.cancelledBy[by], words.nothingDue];
      break;
    default:
      return null;
  }
  const name = order.shippingAddress.fullName;
  const asText = (paragraph: Paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph[0](...paragraph[1]));
  const asHtml = (paragraph: Paragraph) => (typeof paragraph === 'string' ? escapeHtml(paragraph) : htmlOf(paragraph[0], ...paragraph[1]));
  return {
    to,
    subject,
    text: [words.hello(name), '', ...body.map(asText), '', `${words.yourOrder}: ${link}`, '', words.signature].join('\n'),
    html: htmlBody(locale, [
      `<p>${htmlOf(words.hello, name)}</p>`,
      ...body.map((paragraph) => `<p>${asHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.yourOrder)}</a></p>`,
      `<p>${escapeHtml(words.signature)}</p>`,
    ]),
  };
}
