import type { Core } from '@strapi/strapi';
import { MOBILE_PATTERN } from '@pointe/config';
import twilio from 'twilio';

/**
 * Text messages to shoppers, through one provider chosen by SMS_PROVIDER (ADR 018):
 * - `log` (the default): prints the message to the CMS log and says it was NOT sent. Nothing pretends
 *   to have reached a phone.
 * - `twilio`: Twilio's Programmable Messaging (its own SDK), which delivers to Egyptian mobiles;
 *   TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (a sender number or a Messaging Service
 *   SID, `MG…`) are required then, checked at boot.
 * Messages go in the background, like the emails: an order never waits for, or fails with, the gateway.
 */
export interface SmsMessage {
  /** An Egyptian mobile as the shop stores it: 01xxxxxxxxx. */
  to: string;
  text: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export const SMS_PROVIDERS = ['log', 'twilio'] as const;

type Env = Record<string, string | undefined>;
type Log = Pick<Core.Strapi['log'], 'info'>;

/** 01xxxxxxxxx → +201xxxxxxxxx (E.164, what gateways take); null for anything else. */
export function internationalMobile(mobile: string): string | null {
  return MOBILE_PATTERN.test(mobile) ? `+20${mobile.slice(1)}` : null;
}

const logProvider = (log: Log): SmsProvider => ({
  name: 'log',
  async send({ to, text }) {
    log.info(`SMS (SMS_PROVIDER=log: printed, NOT sent)\nTo: ${to}\n\n${text}`);
  },
});

const twilioProvider = (env: Env): SmsProvider => {
  const required = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
  const missing = required.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`SMS_PROVIDER=twilio needs ${missing.join(', ')} (see .env.example).`);
  const client = twilio(env.TWILIO_ACCOUNT_SID!.trim(), env.TWILIO_AUTH_TOKEN!.trim());
  const from = env.TWILIO_FROM!.trim();
  // A Messaging Service picks its own sender (an alphanumeric sender ID where the country allows one).
  const sender = from.startsWith('MG') ? { messagingServiceSid: from } : { from };
  return {
    name: 'twilio',
    async send({ to, text }) {
      const phone = internationalMobile(to);
      if (!phone) throw new Error(`not an Egyptian mobile number: ${to}`);
      await client.messages.create({ to: phone, body: text, ...sender });
    },
  };
};

/** The provider SMS_PROVIDER names; throws at boot on an unknown name or missing settings. */
export function smsProviderFromEnv(env: Env, log: Log): SmsProvider {
  const name = env.SMS_PROVIDER?.trim() || 'log';
  switch (name) {
    case 'log':
      return logProvider(log);
    case 'twilio':
      return twilioProvider(env);
    default:
      throw new Error(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')} (got "${name}").`);
  }
}

let provider: SmsProvider | undefined;

/** Chooses the provider once, at boot (src/index.ts), so a wrong setting stops the start-up, not an order. */
export function startSms(strapi: Core.Strapi, env: Env = process.env): SmsProvider {
  provider = smsProviderFromEnv(env, strapi.log);
  return provider;
}

/** Sends in the background: a failure is logged with the provider's reason, never thrown at the caller. */
export function sendSmsLater(strapi: Core.Strapi, message: SmsMessage): void {
  const current = (provider ??= smsProviderFromEnv(process.env, strapi.log));
  current.send(message).catch((error: unknown) => {
    strapi.log.error(`Could not send an SMS to ${message.to} through ${current.name}: ${(error as Error).message}`);
  });
}
