import { describe, expect, it } from 'vitest';
import { PAYMOB_SAMPLE_TRANSACTION } from './test-paymob';
import { isPaymobHmacValid, paymobHmac, paymobHmacString, processedCallbackValues, responseCallbackValues } from './paymob-hmac';

/** The sample transaction-processed callback of Paymob's "HMAC Transaction Callback" page. */
const processed = { type: 'TRANSACTION', obj: PAYMOB_SAMPLE_TRANSACTION };
/** The same transaction as the response callback's query string. */
const response = {
  id: '192036465',
  pending: 'false',
  amount_cents: '100000',
  success: 'true',
  is_auth: 'false',
  is_capture: 'false',
  is_standalone_payment: 'true',
  is_voided: 'false',
  is_refunded: 'false',
  is_3d_secure: 'true',
  integration_id: '4097558',
  has_parent_transaction: 'false',
  order_id: '217503754',
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  'source_data.pan': '2346',
  'source_data.type': 'card',
  'source_data.sub_type': 'MasterCard',
  error_occured: 'false',
  owner: '302852',
  'data.message': 'Approved',
};
/** The concatenated string the page gives for that sample. */
const DOCUMENTED = '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';
const SECRET = 'pointe-test-hmac-secret';
/** `printf '%s' "$DOCUMENTED" | openssl dgst -sha512 -hmac "$SECRET"`: computed apart from this code. */
const BY_OPENSSL = '8737eb4bb4e0005706d6059b2b813eeda421e841ab34cd17fdc3a3c70a506191882b29eee75c591a9063f59651123deaa21e982ed27b7f8cf72169e16b0f6ecb';

describe("Paymob's transaction callback HMAC", () => {
  it('concatenates the documented sample exactly as the documentation does, from the POST body and from the GET query', () => {
    expect(paymobHmacString(processedCallbackValues(processed)!)).toBe(DOCUMENTED);
    expect(paymobHmacString(responseCallbackValues(response))).toBe(DOCUMENTED);
  });

  it('signs it as openssl does, and accepts that signature from either callback, in either case of hex', () => {
    expect(paymobHmac(SECRET, processedCallbackValues(processed)!)).toBe(BY_OPENSSL);
    expect(isPaymobHmacValid(SECRET, processedCallbackValues(processed)!, BY_OPENSSL)).toBe(true);
    expect(isPaymobHmacValid(SECRET, responseCallbackValues(response), BY_OPENSSL.toUpperCase())).toBe(true);
  });

  it('refuses a tampered amount, success or order, another secret, and a missing or malformed hmac', () => {
    const tampered = (change: Record<string, unknown>) => processedCallbackValues({ obj: { ...processed.obj, ...change } })!;
    expect(isPaymobHmacValid(SECRET, tampered({ amount_cents: 1 }), BY_OPENSSL)).toBe(false);
    expect(isPaymobHmacValid(SECRET, tampered({ success: false }), BY_OPENSSL)).toBe(false);
    expect(isPaymobHmacValid(SECRET, tampered({ order: { id: 217503755 } }), BY_OPENSSL)).toBe(false);
    expect(isPaymobHmacValid(SECRET, responseCallbackValues({ ...response, currency: 'USD' }), BY_OPENSSL)).toBe(false);
    expect(isPaymobHmacValid('another-secret', processedCallbackValues(processed)!, BY_OPENSSL)).toBe(false);
    for (const hmac of [undefined, '', 'zz', BY_OPENSSL.slice(0, 127), `${BY_OPENSSL}00`, ['a'], 42]) {
      expect(isPaymobHmacValid(SECRET, processedCallbackValues(processed)!, hmac)).toBe(false);
    }
  });

  it('reads a body without a transaction object as nothing to verify, and missing fields as empty', () => {
    for (const body of [null, {}, { obj: null }, { obj: [] }, { obj: 'x' }, 'text']) expect(processedCallbackValues(body)).toBeNull();
    expect(paymobHmacString(processedCallbackValues({ obj: { id: 7, source_data: null } })!)).toBe('7');
  });
});
