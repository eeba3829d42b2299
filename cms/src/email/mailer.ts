import type { Core } from '@strapi/strapi';

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
 * Sends through Strapi's email plugin (nodemailer). Without SMTP_HOST the message is also printed
 * to the CMS log, so a local `npm start` user can follow a reset link.
 */
export async function sendMail(strapi: Core.Strapi, mail: Mail): Promise<void> {
  await strapi.plugin('email').service('email').send(mail);
  if (!process.env.SMTP_HOST) {
    strapi.log.info(`Email (no SMTP_HOST set, printed instead of sent)\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`);
  }
}

/** Sends in the background: the answer does not wait for (or reveal anything about) delivery. */
export function sendMailLater(strapi: Core.Strapi, mail: Mail): void {
  sendMail(strapi, mail).catch((error: unknown) => {
    strapi.log.error(`Could not send "${mail.subject}" to ${mail.to}: ${(error as Error).message}`);
  });
}
