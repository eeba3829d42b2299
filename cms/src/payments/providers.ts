import { createHmac } from 'node:crypto';
import type { OnlinePaymentMethod } from '@pointe/config';
import { fawrySettingsFromEnv, type FawrySettings } from './fawry';
import { instapaySettingsFromEnv, type InstapaySettings } from './instapay';
import { paymobSettingsFromEnv, type PaymobSettings } from './paymob';

/**
 * Which provider takes each online method (issue 40, ADR 041), and the providers this CMS has keys
 * for. A method is offered only when staff switched it on AND its provider's keys are set.
 */
export type PaymentProvider = 'paymob' | 'fawry' | 'instapay';

export const PROVIDER_OF: Readonly<Record<OnlinePaymentMethod, PaymentProvider>> = {
  card: 'paymob',
  wallet: 'paymob',
  installments: 'paymob',
  fawry: 'fawry',
  instapay: 'instapay',
};

/** What each provider needs in the CMS's environment (.env.example), for the staff's message when it is missing. */
export const PROVIDER_SETTINGS: Readonly<Record<PaymentProvider, readonly string[]>> = {
  paymob: ['PAYMOB_SECRET_KEY', 'PAYMOB_PUBLIC_KEY', 'PAYMOB_HMAC_SECRET', 'PAYMOB_INTEGRATION_IDS'],
  fawry: ['FAWRY_MERCHANT_CODE', 'FAWRY_SECURE_KEY'],
  instapay: ['INSTAPAY_ADDRESS'],
};

export interface PaymentProviders {
  paymob: PaymobSettings | null;
  fawry: FawrySettings | null;
  instapay: InstapaySettings | null;
}

/** Where the CMS serves its own stand-in for Paymob (test-paymob.ts) when PAYMOB_TEST_PROVIDER is on. */
export const TEST_PAYMOB_PATH = '/test-paymob';

/**
 * The quick start's Paymob (PAYMOB_TEST_PROVIDER=true, no PAYMOB_* keys): the CMS's own stand-in, with
 * keys of this install (from its APP_KEYS: a callback to another shop's CMS is forged there).
 */
function testPaymob(env: Readonly<Record<string, string | undefined>>, cmsUrl: string): PaymobSettings {
  const key = (purpose: string) => createHmac('sha256', env.APP_KEYS ?? '').update(`test-paymob:${purpose}`).digest('hex');
  return { baseUrl: `${cmsUrl}${TEST_PAYMOB_PATH}`, secretKey: `egy_sk_test_${key('secret')}`, publicKey: `egy_pk_test_${key('public')}`, hmacSecret: key('hmac'), integrationIds: { card: [1], wallet: [2], installments: [3] }, apiKey: key('api') };
}

/** Whether this CMS plays Paymob itself (the quick start's test provider): only with no real Paymob keys. */
export const playsPaymob = (env: Readonly<Record<string, string | undefined>>): boolean => env.PAYMOB_TEST_PROVIDER === 'true' && paymobSettingsFromEnv(env) === null;

/** The providers' settings from the environment; throws (at boot) when a provider's keys are only partly set. */
export const providersFromEnv = (env: Readonly<Record<string, string | undefined>>, cmsUrl: string): PaymentProviders => ({
  paymob: playsPaymob(env) ? testPaymob(env, cmsUrl) : paymobSettingsFromEnv(env),
  fawry: fawrySettingsFromEnv(env),
  instapay: instapaySettingsFromEnv(env),
});

/** Whether this CMS can take the method: its provider's settings are in its environment (for Paymob, an integration for the method). */
export function canTake(providers: PaymentProviders, method: OnlinePaymentMethod): boolean {
  if (method === 'card' || method === 'wallet' || method === 'installments') return (providers.paymob?.integrationIds[method].length ?? 0) > 0;
  return providers[PROVIDER_OF[method]] !== null;
}
