import { amountDue, formatPrice, MANUAL_DELIVERY, type Locale, type OrderStatus } from '@pointe/config';
import type { OrderJson } from '../api/order/services/order';
import { escapeHtml, htmlBody, htmlOf, sentenceHtml, sentenceText, shopLink, type Mail, type Sentence } from './mailer';
import { emailMessages } from './messages';

type Actor = OrderJson['events'][number]['by'];

/**
 * The email telling the shopper their order changed, in the language they ordered in: confirmed,
 * shipped (with the tracking number), delivered or cancelled (by whom). Plain text and HTML, like
 * the order-received email. Null for a change the shopper is not emailed about (refused, returned:
 * the staff are already talking to them).
 */
export function orderStatusMail(order: OrderJson, status: OrderStatus, by: Actor, to: string, storefrontUrl: string, locale: Locale = 'en'): Mail | null {
  const words = emailMessages[locale];
  const link = shopLink(storefrontUrl, locale, `/order/${order._id}`);
  // The cash part: the total less the store credit the order used (ADR 024).
  const total = formatPrice(amountDue(order), locale);
  const orderNumber = String(order.orderNumber);
  // Paid online (issue 40): the change just made came from its payment, and nothing is collected at the door.
  const fromPayment = order.events.at(-1)?.from === 'awaiting-payment';
  const atTheDoor: Sentence = order.isPaid ? words.nothingAtDoor : [words.cashWhenDelivered, [total]];
  let subject: string;
  let body: Sentence[];
  switch (status) {
    case 'confirmed':
      subject = words.confirmedSubject(orderNumber, order._id);
      body = [fromPayment ? words.paidThanks : by === 'shopper' ? words.confirmedByYouThanks : words.confirmedThanks, atTheDoor];
      break;
    case 'shipped':
      subject = words.shippedSubject(orderNumber, order._id);
      body = [
        order.trackingNumber && order.trackingNumber !== MANUAL_DELIVERY ? [words.shippedCourier, [order.trackingNumber]] : words.shippedOurselves,
        atTheDoor,
      ];
      break;
    case 'delivered':
      subject = words.deliveredSubject(orderNumber, order._id);
      body = [[words.deliveredPaid, [total]]];
      break;
    case 'cancelled':
      subject = words.cancelledSubject(orderNumber, order._id);
      body = [fromPayment && by === 'system' ? words.paymentReleased : words.cancelledBy[by], words.nothingDue];
      break;
    default:
      return null;
  }
  return orderNoticeMail(order, to, subject, body, link, locale);
}

/** A short email about one order: greeting, its number, the sentences, the link to its page (text and HTML). */
export function orderNoticeMail(order: OrderJson, to: string, subject: string, body: Sentence[], link: string, locale: Locale): Mail {
  const words = emailMessages[locale];
  const name = order.shippingAddress.fullName;
  const orderNumber = String(order.orderNumber);
  return {
    to,
    subject,
    text: [words.hello(name), words.orderNumber(orderNumber, order._id), '', ...body.map(sentenceText), '', `${words.yourOrder}: ${link}`, '', words.signature].join('\n'),
    html: htmlBody(locale, [
      `<p>${htmlOf(words.hello, name)}</p>`,
      `<p>${htmlOf(words.orderNumber, orderNumber, order._id)}</p>`,
      ...body.map((sentence) => `<p>${sentenceHtml(sentence)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.yourOrder)}</a></p>`,
      `<p>${escapeHtml(words.signature)}</p>`,
    ]),
  };
}
