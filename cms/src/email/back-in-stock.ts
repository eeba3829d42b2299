import type { Locale } from '@pointe/config';
import { escapeHtml, htmlBody, htmlOf, shopLink, type Mail } from './mailer';
import { emailMessages, sizeLabel } from './messages';

export interface BackInStockProduct {
  slug: string;
  name: string;
  nameAr: string | null;
}

/**
 * "It's back": the one email a shopper gets when a size she waited for is restocked, in the
 * language she asked in; its link opens the product page in that language (/ar/product/<slug>).
 */
export function backInStockMail(to: string, product: BackInStockProduct, size: string, storefrontUrl: string, locale: Locale): Mail {
  const words = emailMessages[locale];
  const name = (locale === 'ar' && product.nameAr) || product.name;
  const link = shopLink(storefrontUrl, locale, `/product/${encodeURIComponent(product.slug)}`);
  const sizeName = sizeLabel(words, size);
  return {
    to,
    subject: words.backSubject(name),
    text: `${words.helloNoName}\n\n${words.backNews(name, sizeName)}\n${words.backOpen}\n\n${link}\n\n${words.backOnce}\n\n${words.signature}`,
    html: htmlBody(locale, [
      `<p>${escapeHtml(words.helloNoName)}</p>`,
      `<p>${htmlOf(words.backNews, name, sizeName)} ${escapeHtml(words.backOpen)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.backButton)}</a></p>`,
      `<p>${escapeHtml(words.backOnce)}</p>`,
      `<p>${escapeHtml(words.signature)}</p>`,
    ]),
  };
}
