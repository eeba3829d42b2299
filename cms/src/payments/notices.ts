import { isPaymobHmacValid, processedCallbackValues, responseCallbackValues, type PaymobHmacValues } from './paymob-hmac';
import type { PaymentNoticeFacts } from '@pointe/config';
import { isFawryNotificationValid, notifiedPiastres } from './fawry-signature';
import { fawryOutcome } from './fawry';

/**
 * What a provider's signed message says about one payment, in the shop's terms (ADR 041): read only
 * after its signature checked out, so nothing here is taken from a message nobody signed. What it
 * does to the payment (its amount and currency must match) is config's `decideNotice`.
 */
export interface PaymentNotice extends PaymentNoticeFacts {
  provider: 'paymob' | 'fawry';
  /** The provider's id of the transaction: the same notice twice has the same id (the key that makes a repeat change nothing). */
  transactionId: string;
  /**
   * Which payment it is, from the signed fields only: Paymob's order id (its intention's, kept when the
   * payment was started), our merchantRefNumber for Fawry. A signed notice of one payment can never be
   * pointed at another.
   */
  reference: string;
}

export type NoticeReading = { ok: true; notice: PaymentNotice } | { ok: false; reason: 'forged' | 'malformed' };

const FORGED = { ok: false, reason: 'forged' } as const;
const MALFORMED = { ok: false, reason: 'malformed' } as const;

const piastres = (value: unknown): number | null => {
  const amount = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(amount) && amount >= 0 ? amount : null;
};
const flag = (value: unknown): boolean => value === true || value === 'true';

/** Paymob's transaction, from the values its HMAC covers (the same in the POST body and the GET query). */
function paymobNotice(values: PaymobHmacValues): NoticeReading {
  const amountPiastres = piastres(values.amount_cents);
  const reference = values['order.id'];
  if (!values.id || !reference || amountPiastres === null) return MALFORMED;
  const outcome = flag(values.is_refunded) || flag(values.is_voided) ? 'refunded' : flag(values.pending) ? 'pending' : flag(values.success) ? 'paid' : 'failed';
  return { ok: true, notice: { provider: 'paymob', transactionId: values.id, reference, amountPiastres, currency: values.currency, outcome } };
}

/** Paymob's transaction-processed callback: the JSON body, and the `hmac` of its query string. */
export function readPaymobCallback(secret: string, body: unknown, hmac: unknown): NoticeReading {
  const values = processedCallbackValues(body);
  if (!values) return MALFORMED;
  return isPaymobHmacValid(secret, values, hmac) ? paymobNotice(values) : FORGED;
}

/** Paymob's response callback (the shopper's browser coming back): the query string, `hmac` among it. */
export function readPaymobReturn(secret: string, query: Readonly<Record<string, unknown>>): NoticeReading {
  const values = responseCallbackValues(query);
  return isPaymobHmacValid(secret, values, query.hmac) ? paymobNotice(values) : FORGED;
}

/** FawryPay's server notification V2 (JSON body, signed in its own messageSignature). */
export function readFawryNotification(secureKey: string, body: unknown): NoticeReading {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return MALFORMED;
  if (!isFawryNotificationValid(secureKey, body)) return FORGED;
  const notice = body as Record<string, unknown>;
  // orderAmount: what the order is settled for; paymentAmount adds the fees the shopper paid Fawry.
  const amountPiastres = notifiedPiastres(notice.orderAmount);
  const outcome = fawryOutcome(notice.orderStatus);
  const reference = notice.merchantRefNumber ?? notice.merchantRefNum;
  if (typeof notice.fawryRefNumber !== 'string' && typeof notice.fawryRefNumber !== 'number') return MALFORMED;
  if (amountPiastres === null || !outcome || (typeof reference !== 'string' && typeof reference !== 'number')) return MALFORMED;
  return {
    ok: true,
    notice: { provider: 'fawry', transactionId: String(notice.fawryRefNumber), reference: String(reference), amountPiastres, currency: 'EGP', outcome },
  };
}
