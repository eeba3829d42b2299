import type { Core } from '@strapi/strapi';
import { HTML_LANG, TEXT_DIRECTION, type Locale } from '@pointe/config';
import { getService } from '../utils/services';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML email body: user input never becomes markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char]!);
}

/**
 * A message with arguments as HTML: its words escaped, and each argument (a name, an order id, a
 * phone or tracking number, an amount) escaped and isolated in <bdi>, so a Latin value inside an
 * Arabic sentence (or an Arabic name inside an English one) never reorders its neighbours.
 */
export function htmlOf<Args extends string[]>(message: (...args: Args) => string, ...args: Args): string {
  // Private-use marks stand in for the arguments: escapeHtml leaves them alone.
  const marks = args.map((_, index) => `\ue000${index}\ue001`) as Args;
  return escapeHtml(message(...marks)).replace(/\ue000(\d+)\ue001/g, (_, index: string) => `<bdi>${escapeHtml(args[Number(index)]!)}</bdi>`);
}

/** A sentence of an email: fixed words, or a message and the values it takes (isolated in the HTML part). */
export type Sentence = string | [message: (...args: string[]) => string, args: string[]];

export const sentenceText = (sentence: Sentence): string => (typeof sentence === 'string' ? sentence : sentence[0](...sentence[1]));
export const sentenceHtml = (sentence: Sentence): string => (typeof sentence === 'string' ? escapeHtml(sentence) : htmlOf(sentence[0], ...sentence[1]));

/** The HTML part's paragraphs in one block that carries the language and its direction (rtl for Arabic). */
export function htmlBody(locale: Locale, paragraphs: string[]): string {
  return `<div lang="${HTML_LANG[locale]}" dir="${TEXT_DIRECTION[locale]}">${paragraphs.join('')}</div>`;
}

/** A page of the shop in the shopper's language: English at /x, Arabic at /ar/x (as the storefront's routes). */
export function shopLink(storefrontUrl: string, locale: Locale, path: string): string {
  return `${storefrontUrl}${locale === 'ar' ? '/ar' : ''}${path}`;
}

/**
 * Sends through Strapi's email plugin (nodemailer). Without SMTP_HOST the message is also printed
 * to the CMS log, so a local `npm start` user can follow a reset link.
 */
export async function sendMail(strapi: Core.Strapi, mail: Mail): Promise<void> {
  await strapi.plugin('email').service('email').send(mail);
  if (!process.env.SMTP_HOST) {
    strapi.log.info(`Email (no SMTP_HOST set, printed instead of sent)\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`);
  }
}

/**
 * Queues a mail in the outbox (ADR 025): written in the caller's transaction when there is one, so
 * it goes only if that commits; the outbox worker sends it (retrying while the mail server is down).
 */
export async function queueMail(strapi: Core.Strapi, mail: Mail): Promise<void> {
  await getService(strapi, 'api::outbox.outbox').write(mail);
}
