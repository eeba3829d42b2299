import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * FawryPay's signatures (issue 40): SHA-256, hex, over fields concatenated with no separator and the
 * merchant's secure key last (developer.fawrystaging.com: "Create Payment Requests Using FawryPay
 * Reference Number", "Server To Server Notification V2", "Get Payment Status V2"). Amounts are written
 * with two decimals (`840.00`).
 */

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Piastres as Fawry writes an amount: 84000 → `840.00`. */
export function fawryAmount(piastres: number): string {
  if (!Number.isSafeInteger(piastres) || piastres < 0) throw new RangeError(`not an amount in piastres: ${piastres}`);
  return `${Math.trunc(piastres / 100)}.${String(piastres % 100).padStart(2, '0')}`;
}

/**
 * An amount as a notification carries it (a number or a numeric string of pounds) in piastres; null when
 * it is not one, or too large to count in whole piastres (a fuzzer's 9e13 pounds must not throw).
 */
export function notifiedPiastres(value: unknown): number | null {
  const pounds = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  const piastres = Math.round(pounds * 100);
  return Number.isSafeInteger(piastres) && piastres >= 0 ? piastres : null;
}

/** An amount as a notification carries it, with two decimals; '' when it is not one. */
const notifiedAmount = (value: unknown): string => {
  const piastres = notifiedPiastres(value);
  return piastres === null ? '' : fawryAmount(piastres);
};

/** What a PAYATFAWRY charge request signs (no card token, no customer profile unless given). */
export interface FawryCharge {
  merchantCode: string;
  merchantRefNum: string;
  customerProfileId?: string;
  paymentMethod: 'PAYATFAWRY';
  amountPiastres: number;
}

/** The charge request's `signature`: merchantCode, merchantRefNum, customerProfileId, paymentMethod, amount, secure key. */
export const fawryChargeSignature = (secureKey: string, charge: FawryCharge): string =>
  sha256(`${charge.merchantCode}${charge.merchantRefNum}${charge.customerProfileId ?? ''}${charge.paymentMethod}${fawryAmount(charge.amountPiastres)}${secureKey}`);

/** The payment status request's `signature`: merchantCode, merchantRefNumber, secure key. */
export const fawryStatusSignature = (secureKey: string, merchantCode: string, merchantRefNumber: string): string => sha256(`${merchantCode}${merchantRefNumber}${secureKey}`);

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * The `messageSignature` of a server notification V2: fawryRefNumber, merchantRefNumber, paymentAmount,
 * orderAmount, orderStatus, paymentMethod, paymentRefrenceNumber (Fawry's spelling; '' without one),
 * secure key. Null when the body is not an object.
 */
export function fawryNotificationSignature(secureKey: string, body: unknown): string | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const notice = body as Record<string, unknown>;
  // The V2 notification names it merchantRefNumber; older integrations read merchantRefNum.
  const merchantRef = text(notice.merchantRefNumber ?? notice.merchantRefNum);
  return sha256(
    `${text(notice.fawryRefNumber)}${merchantRef}${notifiedAmount(notice.paymentAmount)}${notifiedAmount(notice.orderAmount)}${text(notice.orderStatus)}${text(notice.paymentMethod)}${text(notice.paymentRefrenceNumber)}${secureKey}`,
  );
}

const SIGNATURE = /^[0-9a-f]{64}$/i;

/** Whether the notification's own `messageSignature` signs it with this key; false for a missing or malformed one. Constant-time comparison. */
export function isFawryNotificationValid(secureKey: string, body: unknown): boolean {
  const given = (body as { messageSignature?: unknown } | null)?.messageSignature;
  const expected = fawryNotificationSignature(secureKey, body);
  if (expected === null || typeof given !== 'string' || !SIGNATURE.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}
