import { PAYMOB_METHODS, type PaymentNoticeFacts, type PaymobMethod } from '@pointe/config';
import { PROVIDER_TIMEOUT_MS, ProviderError, readAnswer, settingsTogether } from './provider-call';

/**
 * Paymob's API as the shop calls it (issue 40, ADR 041): a payment intention that sends the shopper to
 * Paymob's hosted checkout, and a refund. The answers about a payment come back signed
 * (notices.ts), never from these calls' answers alone.
 */

/** One merchant's Paymob account, from the environment (PAYMOB_*). */
export interface PaymobSettings {
  /** https://accept.paymob.com in production; a fake in tests. */
  baseUrl: string;
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  /** The account's payment integrations offered at Paymob's checkout, for each method she may choose. */
  integrationIds: Readonly<Record<PaymobMethod, readonly number[]>>;
  /**
   * The account's API key (PAYMOB_API_KEY, optional): with it the hold job asks Paymob about a payment
   * whose callback never came (transaction inquiry); without, such a payment is released at its hold's end.
   */
  apiKey: string | null;
}

const PAYMOB_URL = 'https://accept.paymob.com';

/**
 * PAYMOB_INTEGRATION_IDS: ids separated by commas, each for one method (`card:4097558`) or, bare, for
 * all three (the account's checkout then shows all of them whichever she chose).
 */
function integrationIdsOf(text: string): Record<PaymobMethod, number[]> {
  const ids: Record<PaymobMethod, number[]> = { card: [], wallet: [], installments: [] };
  for (const entry of text.split(',')) {
    const match = /^(?:(card|wallet|installments):)?(\d{1,12})$/.exec(entry.trim());
    if (!match) throw new Error('PAYMOB_INTEGRATION_IDS must be integration ids separated by commas, each bare or after its method (e.g. card:4097558,wallet:4097559).');
    const methods = match[1] ? [match[1] as PaymobMethod] : PAYMOB_METHODS;
    for (const method of methods) ids[method].push(Number(match[2]));
  }
  return ids;
}

/** Paymob's settings, null when none is set (the shop offers no Paymob method); throws at boot when only some are. */
export function paymobSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): PaymobSettings | null {
  const keys = settingsTogether('Paymob', {
    PAYMOB_SECRET_KEY: env.PAYMOB_SECRET_KEY,
    PAYMOB_PUBLIC_KEY: env.PAYMOB_PUBLIC_KEY,
    PAYMOB_HMAC_SECRET: env.PAYMOB_HMAC_SECRET,
    PAYMOB_INTEGRATION_IDS: env.PAYMOB_INTEGRATION_IDS,
  });
  if (!keys) return null;
  const integrationIds = integrationIdsOf(keys.PAYMOB_INTEGRATION_IDS);
  const baseUrl = env.PAYMOB_BASE_URL?.trim() || PAYMOB_URL;
  if (!URL.canParse(baseUrl)) throw new Error(`PAYMOB_BASE_URL must be an absolute URL (got "${baseUrl}").`);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    secretKey: keys.PAYMOB_SECRET_KEY,
    publicKey: keys.PAYMOB_PUBLIC_KEY,
    hmacSecret: keys.PAYMOB_HMAC_SECRET,
    integrationIds,
    apiKey: env.PAYMOB_API_KEY?.trim() || null,
  };
}

export interface PaymobBilling {
  firstName: string;
  lastName: string;
  email: string;
  /** As the shopper gave it (01xxxxxxxxx). */
  phone: string;
  street: string;
  city: string;
}

export interface PaymobIntentionRequest {
  /** What she chose: Paymob's checkout offers that method's integrations. */
  method: PaymobMethod;
  amountPiastres: number;
  /** Our payment's reference: Paymob keeps it as the intention's special_reference. */
  reference: string;
  /** What the amount is for; Paymob refuses items that do not add up to the amount. */
  items: Array<{ name: string; amountPiastres: number; quantity: number }>;
  billing: PaymobBilling;
  /** Where Paymob posts the transaction-processed callback (the CMS). */
  notificationUrl: string;
  /** Where the shopper's browser comes back (the storefront's return page). */
  redirectionUrl: string;
}

export interface PaymobIntention {
  intentionId: string;
  /** Paymob's order id: the signed callbacks name the payment by it (notices.ts). */
  paymobOrderId: string;
  /** The hosted checkout the shopper is sent to (a 303 from the checkout's action). */
  checkoutUrl: string;
}

/** A POST to Paymob: with the secret key unless `authorization` says otherwise ('' for none: the auth call itself). */
async function call(settings: PaymobSettings, path: string, body: unknown, authorization = `Token ${settings.secretKey}`): Promise<Record<string, unknown>> {
  const response = await fetch(`${settings.baseUrl}${path}`, {
    method: 'POST',
    headers: { ...(authorization ? { authorization } : {}), 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const { body: answer, text } = await readAnswer(response);
  if (!response.ok) {
    const detail = answer?.detail ?? answer?.message ?? text.slice(0, 200);
    throw new ProviderError('Paymob', response.status, typeof detail === 'string' ? detail : JSON.stringify(detail));
  }
  if (!answer) throw new ProviderError('Paymob', response.status, 'an answer that is not a JSON object');
  return answer;
}

const idOf = (value: unknown): string | null => (typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : null);

/** Creates the payment intention (POST /v1/intention/) and gives the hosted checkout to send the shopper to. */
export async function createPaymobIntention(settings: PaymobSettings, request: PaymobIntentionRequest): Promise<PaymobIntention> {
  const itemsTotal = request.items.reduce((sum, item) => sum + item.amountPiastres * item.quantity, 0);
  if (itemsTotal !== request.amountPiastres) throw new RangeError(`the items add up to ${itemsTotal} piastres, not ${request.amountPiastres}`);
  const { billing } = request;
  const answer = await call(settings, '/v1/intention/', {
    amount: request.amountPiastres,
    currency: 'EGP',
    payment_methods: settings.integrationIds[request.method],
    items: request.items.map((item) => ({ name: item.name, amount: item.amountPiastres, quantity: item.quantity })),
    billing_data: {
      first_name: billing.firstName,
      last_name: billing.lastName || billing.firstName,
      email: billing.email,
      phone_number: billing.phone,
      street: billing.street,
      city: billing.city,
      country: 'EG',
      // Paymob's billing fields the shop does not ask for: its documentation says to send "NA".
      apartment: 'NA',
      floor: 'NA',
      building: 'NA',
      state: 'NA',
    },
    special_reference: request.reference,
    notification_url: request.notificationUrl,
    redirection_url: request.redirectionUrl,
  });
  const intentionId = idOf(answer.id);
  const paymobOrderId = idOf(answer.intention_order_id);
  const clientSecret = idOf(answer.client_secret);
  if (!intentionId || !paymobOrderId || !clientSecret) throw new ProviderError('Paymob', 200, 'an intention without its id, order id or client secret');
  const checkout = new URL(`${settings.baseUrl}/unifiedcheckout/`);
  checkout.searchParams.set('publicKey', settings.publicKey);
  checkout.searchParams.set('clientSecret', clientSecret);
  return { intentionId, paymobOrderId, checkoutUrl: checkout.href };
}

/** Refunds part or all of a paid transaction; the refund's own transaction id, as Paymob records it. */
export async function refundPaymobTransaction(settings: PaymobSettings, transactionId: string, amountPiastres: number): Promise<{ refundTransactionId: string }> {
  if (!Number.isSafeInteger(amountPiastres) || amountPiastres <= 0) throw new RangeError(`not an amount to refund: ${amountPiastres}`);
  const answer = await call(settings, '/api/acceptance/void_refund/refund', { transaction_id: Number(transactionId), amount_cents: amountPiastres });
  const refundTransactionId = idOf(answer.id);
  if (answer.success !== true || !refundTransactionId) throw new ProviderError('Paymob', 200, `the refund was not made (${String((answer.data as { message?: unknown } | undefined)?.message ?? 'no reason given')})`);
  return { refundTransactionId };
}

/** What Paymob says of an order's last transaction, in the shop's terms (amount in piastres). */
export type PaymobTransactionFacts = PaymentNoticeFacts & { transactionId: string };

/**
 * Asks Paymob for the last transaction of one of its orders (the intention's order id): an auth token
 * from the API key, then the transaction inquiry. Null when the order has no transaction (she never
 * paid). Only for a payment whose callback never came: the answer is Paymob's own, over TLS, so the
 * hold job may act on it as on a signed callback.
 */
export async function paymobTransaction(settings: PaymobSettings, paymobOrderId: string): Promise<PaymobTransactionFacts | null> {
  if (!settings.apiKey) throw new Error('PAYMOB_API_KEY is not set: Paymob cannot be asked about a payment');
  const { token } = await call(settings, '/api/auth/tokens', { api_key: settings.apiKey }, '');
  if (typeof token !== 'string' || token === '') throw new ProviderError('Paymob', 200, 'an auth answer without its token');
  let answer: Record<string, unknown>;
  try {
    answer = await call(settings, '/api/ecommerce/orders/transaction_inquiry', { auth_token: token, order_id: Number(paymobOrderId) }, `Bearer ${token}`);
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) return null;
    throw error;
  }
  const transactionId = idOf(answer.id);
  const amountPiastres = Number(answer.amount_cents);
  if (!transactionId || !Number.isSafeInteger(amountPiastres)) throw new ProviderError('Paymob', 200, 'a transaction without its id or amount');
  const outcome = answer.is_refunded === true || answer.is_voided === true ? 'refunded' : answer.pending === true ? 'pending' : answer.success === true ? 'paid' : 'failed';
  return { transactionId, amountPiastres, currency: String(answer.currency ?? ''), outcome };
}
