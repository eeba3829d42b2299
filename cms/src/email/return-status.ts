import { formatPrice, returnStatusNames, type Locale, type ReturnJson, type ReturnStatus } from '@pointe/config';
import { escapeHtml, htmlBody, htmlOf, shopLink, type Mail } from './mailer';
import { emailMessages } from './messages';

/**
 * The emails of a return (issue 23), in the language of the order: asked, approved, picked up,
 * received, refunded (each refund), exchanged, rejected (with the reason). Plain text and HTML, like
 * the order emails, with a link to the order page that lists her returns.
 */
const en = {
  subject: (orderNumber: string, status: string) => `Pointe: your return for order ${orderNumber}: ${status}`,
  requested: 'We received your return request. We will look at it and tell you when it is approved.',
  approved: 'Your return is approved. Our courier will call you to pick the parcel up.',
  'picked-up': 'Our courier picked up your parcel. We will tell you when it reaches us.',
  received: 'Your parcel reached us. Any refund follows shortly.',
  exchanged: 'Your parcel reached us and your exchange is on its way as a new order (0 EGP).',
  rejected: (reason: string) => `We could not accept this return: ${reason}`,
  refunded: (amount: string, method: string) => `We refunded ${amount} (${method}).`,
};

const ar: typeof en = {
  subject: (orderNumber, status) => `إرجاع الطلب رقم ${orderNumber}: ${status} | Pointe`,
  requested: 'استلمنا طلب الإرجاع. سنراجعه ونخبرك عند الموافقة عليه.',
  approved: 'تمت الموافقة على الإرجاع. سيتصل بك مندوبنا لاستلام الطرد.',
  'picked-up': 'استلم مندوبنا الطرد. سنخبرك عند وصوله إلينا.',
  received: 'وصل الطرد إلينا. سيصلك أي مبلغ مستحق قريبًا.',
  exchanged: 'وصل الطرد إلينا والمقاس البديل في الطريق إليك في طلب جديد (0 جنيه).',
  rejected: (reason) => `لم نتمكن من قبول هذا الإرجاع: ${reason}`,
  refunded: (amount, method) => `رددنا إليك ${amount} (${method}).`,
};

const words: Record<Locale, typeof en> = { en, ar };

export type ReturnMailEvent = { status: Exclude<ReturnStatus, 'refunded'> } | { status: 'refunded'; amount: number; method: string };

export function returnStatusMail(request: ReturnJson, event: ReturnMailEvent, to: string, name: string, storefrontUrl: string, locale: Locale = 'en'): Mail {
  const own = words[locale];
  const shop = emailMessages[locale];
  const link = shopLink(storefrontUrl, locale, `/order/${request.orderId}`);
  const orderNumber = String(request.orderNumber);
  const sentence: [string, string] =
    event.status === 'refunded'
      ? [own.refunded(formatPrice(event.amount, locale), event.method), htmlOf(own.refunded, formatPrice(event.amount, locale), event.method)]
      : event.status === 'rejected'
        ? [own.rejected(request.rejectionReason), htmlOf(own.rejected, request.rejectionReason)]
        : [own[event.status], escapeHtml(own[event.status])];
  return {
    to,
    subject: own.subject(orderNumber, returnStatusNames[locale][event.status]),
    text: [shop.hello(name), shop.orderNumber(orderNumber, request.orderId), '', sentence[0], '', `${shop.yourOrder}: ${link}`, '', shop.signature].join('\n'),
    html: htmlBody(locale, [
      `<p>${htmlOf(shop.hello, name)}</p>`,
      `<p>${htmlOf(shop.orderNumber, orderNumber, request.orderId)}</p>`,
      `<p>${sentence[1]}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(shop.yourOrder)}</a></p>`,
      `<p>${escapeHtml(shop.signature)}</p>`,
    ]),
  };
}
