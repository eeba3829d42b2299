import { formatMoney } from '@pointe/config';
import type { OrderJson } from '../api/order/services/order';
import { escapeHtml, type Mail } from './mailer';

/**
 * The email sent when an order is placed: it was received, we will call to confirm it, then the
 * items, totals and the cash to have ready on delivery. (The order is confirmed only by that call:
 * the confirmed email comes from order-status.ts.)
 */
export function orderConfirmationMail(order: OrderJson, to: string, storefrontUrl: string): Mail {
  const link = `${storefrontUrl}/order/${order._id}`;
  const lines = order.orderItems.map((item) => `${item.quantity} × ${item.name} (${item.size}): ${formatMoney(item.price * item.quantity)}`);
  const summary = [
    `Items: ${formatMoney(order.itemsPrice)}`,
    `Shipping: ${formatMoney(order.shippingPrice)}`,
    ...(order.discount > 0 ? [`Discount (${order.promoCode}): -${formatMoney(order.discount)}`] : []),
    `Total: ${formatMoney(order.totalPrice)}`,
  ];
  const call = `We will call you on ${order.shippingAddress.mobileNumber} to confirm your order before we ship it.`;
  const cash = `Please have ${formatMoney(order.totalPrice)} in cash ready when your order is delivered.`;
  const address = order.shippingAddress;
  const deliverTo = `${address.fullName}, ${address.buildingNumber} ${address.streetName}, apartment ${address.apartmentNumber}, ${address.area}, ${address.city}`;
  return {
    to,
    subject: `Pointe: we received your order ${order._id}`,
    text: [`Thank you for your order, ${address.fullName}! We received it.`, '', call, '', ...lines, '', ...summary, '', cash, '', `Delivering to: ${deliverTo}`, `Follow your order: ${link}`, '', 'Pointe Dancewear'].join('\n'),
    html: [
      `<p>Thank you for your order, ${escapeHtml(address.fullName)}! We received it.</p>`,
      `<p><strong>${escapeHtml(call)}</strong></p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p>${summary.map(escapeHtml).join('<br>')}</p>`,
      `<p><strong>${escapeHtml(cash)}</strong></p>`,
      `<p>Delivering to: ${escapeHtml(deliverTo)}</p>`,
      `<p><a href="${escapeHtml(link)}">Follow your order</a></p>`,
      '<p>Pointe Dancewear</p>',
    ].join(''),
  };
}
