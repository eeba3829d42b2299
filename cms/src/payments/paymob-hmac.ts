import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paymob's transaction callbacks (issue 40), both signed the same way: HMAC-SHA512, hex, with the
 * merchant's HMAC secret, over the values of these 20 fields concatenated in this order, with no
 * separator (developers.paymob.com, "HMAC Transaction Callback"). The signature comes as the `hmac`
 * query parameter. The transaction-processed callback (POST) carries them in its JSON body's `obj`,
 * nested (`order.id`, `source_data.pan`); the response callback (GET, the shopper's browser coming
 * back) in its query string, flat, with `id` and `order_id` for `obj.id` and `order.id`.
 */
export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

export type PaymobHmacField = (typeof PAYMOB_HMAC_FIELDS)[number];
export type PaymobHmacValues = Record<PaymobHmacField, string>;

/** A value as Paymob writes it into the string: booleans as true/false, numbers in decimal, a missing one as nothing. */
const text = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'object' ? '' : String(value));

/** The field's value in a nested JSON object (`order.id` → obj.order.id); a plain value at `order` (some callbacks) counts as its id. */
function nested(obj: Record<string, unknown>, field: PaymobHmacField): unknown {
  const [head, tail] = field.split('.') as [string, string | undefined];
  const value = obj[head];
  if (tail === undefined) return value;
  if (value !== null && typeof value === 'object') return (value as Record<string, unknown>)[tail];
  return head === 'order' ? value : undefined;
}

/** The signed values of a transaction-processed callback's body (`{ type: 'TRANSACTION', obj: {...} }`); null when it has no `obj`. */
export function processedCallbackValues(body: unknown): PaymobHmacValues | null {
  const obj = (body as { obj?: unknown } | null)?.obj;
  if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) return null;
  return Object.fromEntries(PAYMOB_HMAC_FIELDS.map((field) => [field, text(nested(obj as Record<string, unknown>, field))])) as PaymobHmacValues;
}

/** The signed values of a response callback's query string (flat keys; `id` and `order_id`). */
export function responseCallbackValues(query: Readonly<Record<string, unknown>>): PaymobHmacValues {
  const key = (field: PaymobHmacField) => (field === 'order.id' ? 'order_id' : field);
  return Object.fromEntries(PAYMOB_HMAC_FIELDS.map((field) => [field, text(query[key(field)])])) as PaymobHmacValues;
}

/** The string Paymob signs: the values in PAYMOB_HMAC_FIELDS' order, nothing between them. */
export const paymobHmacString = (values: PaymobHmacValues): string => PAYMOB_HMAC_FIELDS.map((field) => values[field]).join('');

/** The `hmac` Paymob sends with these values. */
export const paymobHmac = (secret: string, values: PaymobHmacValues): string => createHmac('sha512', secret).update(paymobHmacString(values), 'utf8').digest('hex');

const HMAC = /^[0-9a-f]{128}$/i;

/** Whether `hmac` signs these values with this secret; false for a missing or malformed one. The comparison takes the same time whatever the bytes. */
export function isPaymobHmacValid(secret: string, values: PaymobHmacValues, hmac: unknown): boolean {
  if (typeof hmac !== 'string' || !HMAC.test(hmac)) return false;
  return timingSafeEqual(Buffer.from(paymobHmac(secret, values), 'hex'), Buffer.from(hmac, 'hex'));
}
