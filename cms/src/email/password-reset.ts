import type { Locale } from '@pointe/config';
import { escapeHtml, htmlBody, htmlOf, shopLink, type Mail } from './mailer';
import { emailMessages } from './messages';

/**
 * The password-reset email, in the language the shopper signed up in; its link opens the reset page
 * in that language (`/ar/reset-password/<token>` for Arabic).
 */
export function passwordResetMail(user: { email: string; name?: string | null }, token: string, storefrontUrl: string, locale: Locale = 'en'): Mail {
  const words = emailMessages[locale];
  const link = shopLink(storefrontUrl, locale, `/reset-password/${token}`);
  const greeting = user.name ? words.hello(user.name) : words.helloNoName;
  return {
    to: user.email,
    subject: words.resetSubject,
    text: `${greeting}\n\n${words.resetAsked}\n${words.resetOpen}\n\n${link}\n\n${words.resetIgnore}\n\n${words.signature}`,
    html: htmlBody(locale, [
      `<p>${user.name ? htmlOf(words.hello, user.name) : escapeHtml(words.helloNoName)}</p>`,
      `<p>${escapeHtml(words.resetAsked)} ${escapeHtml(words.resetOpen)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.resetButton)}</a></p>`,
      `<p>${escapeHtml(words.resetIgnore)}</p>`,
      `<p>${escapeHtml(words.signature)}</p>`,
    ]),
  };
}
