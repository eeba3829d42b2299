import { formatDate, formatPrice, type Locale, type OrderJson, type PaymentJson } from '@pointe/config';
import { shopLink, type Mail, type Sentence } from './mailer';
import { emailMessages } from './messages';
import { orderNoticeMail } from './order-status';

/**
 * The email of an order waiting for its online payment (issue 40), in the shopper's language: what
 * to pay and until when, online from her order's page, at a Fawry outlet with its reference number,
 * or by an InstaPay transfer to the shop's address with the order's note.
 * Sent once the provider gave the place to pay, so she can come back to it from another device.
 */
export function paymentDueMail(order: OrderJson, payment: PaymentJson, to: string, storefrontUrl: string, locale: Locale): Mail {
  const words = emailMessages[locale];
  const amount = formatPrice(payment.amount, locale);
  const until = formatDate(payment.holdUntil, locale, true);
  const how: Sentence = payment.payTo
    ? [words.payByInstapay, [amount, payment.payTo.address, payment.payTo.note, until]]
    : payment.outletCode
      ? [words.payAtFawry, [amount, payment.outletCode, until]]
      : [words.payOnline, [amount, until]];
  const link = shopLink(storefrontUrl, locale, `/order/${order._id}`);
  return orderNoticeMail(order, to, words.payDueSubject(String(order.orderNumber), order._id), [how, words.payOrCancelled], link, locale);
}

/** Staff refunded the payment of her order, which ended without her keeping the goods, through its provider (issue 40). */
export function paymentRefundedMail(order: OrderJson, amount: number, to: string, storefrontUrl: string, locale: Locale): Mail {
  const words = emailMessages[locale];
  const link = shopLink(storefrontUrl, locale, `/order/${order._id}`);
  return orderNoticeMail(order, to, words.refundedSubject(String(order.orderNumber), order._id), [[words.paymentRefunded, [formatPrice(amount, locale)]]], link, locale);
}
