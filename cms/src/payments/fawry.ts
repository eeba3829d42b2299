import { fawryAmount, fawryChargeSignature, fawryStatusSignature, notifiedPiastres } from './fawry-signature';
import { PROVIDER_TIMEOUT_MS, ProviderError, readAnswer, settingsTogether } from './provider-call';
import type { PaymentNoticeFacts } from '@pointe/config';

/**
 * FawryPay as the shop calls it (issue 40, ADR 041): a PAYATFAWRY charge gives the shopper a
 * reference code to pay in cash at any Fawry outlet before it expires, and the status API tells
 * whether it was paid when no notification came. Paid references are refunded by hand or as store
 * credit (cash), so there is no refund call.
 */
export interface FawrySettings {
  /** https://www.atfawry.com in production, https://atfawry.fawrystaging.com for Fawry's staging; a fake in tests. */
  baseUrl: string;
  merchantCode: string;
  secureKey: string;
}

const FAWRY_URL = 'https://www.atfawry.com';

/** Fawry's settings, null when none is set (no Fawry method); throws at boot when only one is. */
export function fawrySettingsFromEnv(env: Readonly<Record<string, string | undefined>>): FawrySettings | null {
  const keys = settingsTogether('Fawry', { FAWRY_MERCHANT_CODE: env.FAWRY_MERCHANT_CODE, FAWRY_SECURE_KEY: env.FAWRY_SECURE_KEY });
  if (!keys) return null;
  const baseUrl = env.FAWRY_BASE_URL?.trim() || FAWRY_URL;
  if (!URL.canParse(baseUrl)) throw new Error(`FAWRY_BASE_URL must be an absolute URL (got "${baseUrl}").`);
  return { baseUrl: baseUrl.replace(/\/+$/, ''), merchantCode: keys.FAWRY_MERCHANT_CODE, secureKey: keys.FAWRY_SECURE_KEY };
}

export interface FawryChargeRequest {
  /** Our payment's reference: Fawry's notifications and status name the payment by it. */
  reference: string;
  amountPiastres: number;
  customer: { name: string; mobile: string; email: string };
  description: string;
  expiresAt: Date;
}

export interface FawryReference {
  /** What the shopper tells the outlet. */
  referenceNumber: string;
  expiresAt: Date;
}

async function answerOf(response: Response): Promise<Record<string, unknown>> {
  // Fawry answers most refusals as HTTP 200 with its own statusCode (9946: a wrong signature).
  const { body, text } = await readAnswer(response);
  const code = body ? Number(body.statusCode) : Number.NaN;
  if (!response.ok || !body || code !== 200) {
    const detail = body ? `${String(body.statusCode)} ${String(body.statusDescription ?? '')}`.trim() : text.slice(0, 200);
    throw new ProviderError('Fawry', response.ok && body ? code : response.status, detail);
  }
  return body;
}

/** Asks for a PAYATFAWRY reference code for this amount, valid until `expiresAt`. */
export async function createFawryReference(settings: FawrySettings, request: FawryChargeRequest): Promise<FawryReference> {
  const amount = fawryAmount(request.amountPiastres);
  const response = await fetch(`${settings.baseUrl}/ECommerceWeb/Fawry/payments/charge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      merchantCode: settings.merchantCode,
      merchantRefNum: request.reference,
      customerName: request.customer.name,
      customerMobile: request.customer.mobile,
      customerEmail: request.customer.email,
      paymentMethod: 'PAYATFAWRY',
      amount: Number(amount),
      currencyCode: 'EGP',
      description: request.description,
      paymentExpiry: request.expiresAt.getTime(),
      chargeItems: [{ itemId: request.reference, description: request.description, price: Number(amount), quantity: 1 }],
      signature: fawryChargeSignature(settings.secureKey, {
        merchantCode: settings.merchantCode,
        merchantRefNum: request.reference,
        paymentMethod: 'PAYATFAWRY',
        amountPiastres: request.amountPiastres,
      }),
    }),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const answer = await answerOf(response);
  const referenceNumber = answer.referenceNumber;
  if (typeof referenceNumber !== 'string' && typeof referenceNumber !== 'number') throw new ProviderError('Fawry', 200, 'a charge without its reference number');
  const expiry = Number(answer.expirationTime);
  return { referenceNumber: String(referenceNumber), expiresAt: Number.isFinite(expiry) && expiry > 0 ? new Date(expiry) : request.expiresAt };
}

const OUTCOMES = new Map<unknown, PaymentNoticeFacts['outcome']>([
  ['NEW', 'pending'],
  ['UNPAID', 'pending'],
  ['PAID', 'paid'],
  ['EXPIRED', 'expired'],
  ['CANCELED', 'failed'],
  ['CANCELLED', 'failed'],
  ['FAILED', 'failed'],
  ['REFUNDED', 'refunded'],
  ['PARTIALLY_REFUNDED', 'refunded'],
]);

/** A Fawry order status (notifications' orderStatus, the status API's) as the shop's outcome; undefined for one it does not know. */
export const fawryOutcome = (status: unknown): PaymentNoticeFacts['outcome'] | undefined => OUTCOMES.get(status);

/** Where the reference stands, asked of Fawry (the job that finds notifications that never came). */
export async function fawryPaymentStatus(settings: FawrySettings, reference: string): Promise<PaymentNoticeFacts> {
  const url = new URL(`${settings.baseUrl}/ECommerceWeb/Fawry/payments/status/v2`);
  url.searchParams.set('merchantCode', settings.merchantCode);
  url.searchParams.set('merchantRefNumber', reference);
  url.searchParams.set('signature', fawryStatusSignature(settings.secureKey, settings.merchantCode, reference));
  const answer = await answerOf(await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) }));
  const outcome = fawryOutcome(answer.orderStatus ?? answer.paymentStatus);
  const amountPiastres = notifiedPiastres(answer.orderAmount ?? answer.paymentAmount);
  if (!outcome || amountPiastres === null) throw new ProviderError('Fawry', 200, `a status it does not explain (${String(answer.orderStatus ?? answer.paymentStatus)})`);
  return { outcome, amountPiastres, currency: 'EGP' };
}
