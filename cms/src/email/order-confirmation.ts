import { amountDue, formatDate, formatNumber, formatPrice, type Locale } from '@pointe/config';
import type { OrderJson } from '../api/order/services/order';
import { escapeHtml, htmlBody, htmlOf, sentenceHtml, sentenceText, shopLink, type Mail, type Sentence } from './mailer';
import { cityLabel, emailMessages, sizeLabel } from './messages';

/**
 * The email sent when an order is placed, in the language the shopper ordered in: it was received,
 * we will call to confirm it, then the items, totals and the cash to have ready on delivery. (The
 * order is confirmed only by that call: the confirmed email comes from order-status.ts.)
 * In Arabic, the products' and the governorate's Arabic names as the order kept them when it was
 * placed (a product without an Arabic name keeps its English one).
 * `confirmLink` (the signed link of ADR 018) lets her confirm or cancel it herself, without signing in.
 */
export function orderConfirmationMail(
  order: OrderJson,
  to: string,
  storefrontUrl: string,
  locale: Locale = 'en',
  confirmLink?: string,
  /** An order staff changed while confirming it (ADR 022): the same mail of the whole order, saying it was changed. */
  changed = false,
): Mail {
  const words = emailMessages[locale];
  const price = (egp: number) => formatPrice(egp, locale);
  const link = shopLink(storefrontUrl, locale, `/order/${order._id}`);
  const address = order.shippingAddress;
  const lines = order.orderItems.map(
    (item) => [formatNumber(item.quantity, locale), (locale === 'ar' && item.nameAr) || item.name, sizeLabel(words, item.size), price(item.price * item.quantity)] as const,
  );
  const discount: Sentence[] = order.discount > 0 ? [[words.discount, [order.promoCode, price(order.discount)]]] : [];
  const fee: Sentence[] = order.codFee ? [[words.codFee, [price(order.codFee)]]] : [];
  const summary: Sentence[] = [[words.items, [price(order.itemsPrice)]], [words.shipping, [price(order.shippingPrice)]], ...discount, ...fee, [words.total, [price(order.totalPrice)]]];
  const placedOn = formatDate(order.createdAt, locale, true);
  const mobile = address.mobileNumber;
  // The cash to have ready: the total less the store credit the order used (ADR 024).
  const total = price(amountDue(order));
  const orderNumber = String(order.orderNumber);
  const deliverTo = words.address(address.fullName, address.buildingNumber, address.streetName, address.apartmentNumber, address.area, (locale === 'ar' && address.cityAr) || cityLabel(words, address.city), address);
  return {
    to,
    subject: changed ? words.changedSubject(orderNumber, order._id) : words.receivedSubject(orderNumber, order._id),
    text: [
      changed ? words.changedThanks(address.fullName) : words.receivedThanks(address.fullName),
      words.placedOn(placedOn),
      words.orderNumber(orderNumber, order._id),
      '',
      words.willCall(mobile),
      ...(confirmLink ? [words.confirmYourself, confirmLink] : []),
      '',
      ...lines.map((line) => words.line(...line)),
      '',
      ...summary.map(sentenceText),
      '',
      words.cashOnDelivery(total),
      '',
      words.deliveringTo(deliverTo),
      `${words.followOrder}: ${link}`,
      '',
      words.signature,
    ].join('\n'),
    html: htmlBody(locale, [
      `<p>${htmlOf(changed ? words.changedThanks : words.receivedThanks, address.fullName)} ${htmlOf(words.placedOn, placedOn)}</p>`,
      `<p>${htmlOf(words.orderNumber, orderNumber, order._id)}</p>`,
      `<p><strong>${htmlOf(words.willCall, mobile)}</strong></p>`,
      ...(confirmLink ? [`<p>${escapeHtml(words.confirmYourself)} <a href="${escapeHtml(confirmLink)}">${escapeHtml(words.confirmButton)}</a></p>`] : []),
      `<ul>${lines.map((line) => `<li>${htmlOf(words.line, ...line)}</li>`).join('')}</ul>`,
      `<p>${summary.map(sentenceHtml).join('<br>')}</p>`,
      `<p><strong>${htmlOf(words.cashOnDelivery, total)}</strong></p>`,
      `<p>${htmlOf(words.deliveringTo, deliverTo)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.followOrder)}</a></p>`,
      `<p>${escapeHtml(words.signature)}</p>`,
    ]),
  };
}
