import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaymob, type FakePaymob } from '../../tests/fakes/paymob';
import { startReceiver } from '../../tests/fakes/receiver';
import { createPaymobIntention, paymobSettingsFromEnv, paymobTransaction, refundPaymobTransaction, type PaymobSettings } from './paymob';
import { ProviderError } from './provider-call';
import { readPaymobCallback, readPaymobReturn, type NoticeReading } from './notices';

const account = { secretKey: 'egy_sk_test_0123456789', publicKey: 'egy_pk_test_0123456789', hmacSecret: 'pointe-test-hmac-secret', integrationIds: [4097558, 4097559], apiKey: 'pointe-test-api-key' };

let paymob: FakePaymob;
let settings: PaymobSettings;
/** The shop's side of the callbacks: what arrived, read as the CMS will read it. */
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let notificationUrl: string;
const received: NoticeReading[] = [];

const billing = { firstName: 'Salma', lastName: 'Adel', email: 'salma@example.com', phone: '01012345678', street: '12 Tahrir St', city: 'Cairo' };
const intentionFor = (amountPiastres: number, reference: string) => ({
  method: 'card' as const,
  amountPiastres,
  reference,
  items: [{ name: `Order ${reference}`, amountPiastres, quantity: 1 }],
  billing,
  notificationUrl,
  redirectionUrl: 'http://shop.test/en/payments/return',
});

beforeAll(async () => {
  paymob = await startFakePaymob(account);
  settings = paymobSettingsFromEnv({
    PAYMOB_BASE_URL: `${paymob.url}/`,
    PAYMOB_SECRET_KEY: account.secretKey,
    PAYMOB_PUBLIC_KEY: account.publicKey,
    PAYMOB_HMAC_SECRET: account.hmacSecret,
    PAYMOB_INTEGRATION_IDS: '4097558, 4097559',
    PAYMOB_API_KEY: account.apiKey,
  })!;
  receiver = await startReceiver('/api/payments/paymob/callback', (url, body) => received.push(readPaymobCallback(settings.hmacSecret, body, url.searchParams.get('hmac'))));
  notificationUrl = receiver.url;
});

afterAll(async () => {
  await paymob.close();
  await receiver.close();
});

describe('Paymob, against a fake that speaks its documented API', () => {
  it('reads its settings from the environment: none means no Paymob, some means a stop at boot', () => {
    expect(paymobSettingsFromEnv({})).toBeNull();
    expect(settings).toMatchObject({ baseUrl: paymob.url, integrationIds: { card: [4097558, 4097559], wallet: [4097558, 4097559], installments: [4097558, 4097559] } });
    const byMethod = paymobSettingsFromEnv({ PAYMOB_SECRET_KEY: 'a', PAYMOB_PUBLIC_KEY: 'b', PAYMOB_HMAC_SECRET: 'c', PAYMOB_INTEGRATION_IDS: 'card:11, wallet:12,13' });
    expect(byMethod?.integrationIds).toEqual({ card: [11, 13], wallet: [12, 13], installments: [13] });
    expect(() => paymobSettingsFromEnv({ PAYMOB_SECRET_KEY: 'x' })).toThrow(/PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET, PAYMOB_INTEGRATION_IDS/);
    expect(() => paymobSettingsFromEnv({ ...{ PAYMOB_SECRET_KEY: 'a', PAYMOB_PUBLIC_KEY: 'b', PAYMOB_HMAC_SECRET: 'c' }, PAYMOB_INTEGRATION_IDS: 'cards' })).toThrow(/integration ids/);
    expect(() => paymobSettingsFromEnv({ ...{ PAYMOB_SECRET_KEY: 'a', PAYMOB_PUBLIC_KEY: 'b', PAYMOB_HMAC_SECRET: 'c' }, PAYMOB_INTEGRATION_IDS: 'cash:1' })).toThrow(/after its method/);
  });

  it('creates an intention for the amount and sends the shopper to the hosted checkout with its client secret', async () => {
    const intention = await createPaymobIntention(settings, intentionFor(125050, 'pay_1'));
    const kept = paymob.intentions.get(intention.intentionId)!;
    expect(kept).toMatchObject({ amountPiastres: 125050, specialReference: 'pay_1', notificationUrl });
    expect(kept.billingData).toMatchObject({ first_name: 'Salma', last_name: 'Adel', email: 'salma@example.com', phone_number: '01012345678', city: 'Cairo', country: 'EG', floor: 'NA' });
    expect(intention.paymobOrderId).toBe(String(kept.paymobOrderId));
    const checkout = new URL(intention.checkoutUrl);
    expect(`${checkout.origin}${checkout.pathname}`).toBe(`${paymob.url}/unifiedcheckout/`);
    const page = await fetch(intention.checkoutUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pay — succeeds');
  });

  it('refuses items that do not add up before asking, and reports what Paymob refused', async () => {
    await expect(createPaymobIntention(settings, { ...intentionFor(100, 'pay_2'), items: [{ name: 'x', amountPiastres: 99, quantity: 1 }] })).rejects.toThrow(RangeError);
    const wrongKey = createPaymobIntention({ ...settings, secretKey: 'egy_sk_test_wrong' }, intentionFor(100, 'pay_2'));
    await expect(wrongKey).rejects.toBeInstanceOf(ProviderError);
    await expect(wrongKey).rejects.toThrow('Paymob answered 401: Invalid token.');
    await expect(createPaymobIntention({ ...settings, integrationIds: { card: [1], wallet: [], installments: [] } }, intentionFor(100, 'pay_2'))).rejects.toThrow(/404: Integration ID/);
  });

  it('signs the callback and the return as the shop checks them: paid, declined, twice the same transaction, forged', async () => {
    const paid = await createPaymobIntention(settings, intentionFor(84000, 'pay_3'));
    received.length = 0;
    const { transaction, redirect } = await paymob.complete(paid.intentionId, 'paid');
    expect(received).toEqual([
      { ok: true, notice: { provider: 'paymob', transactionId: String(transaction.id), reference: paid.paymobOrderId, amountPiastres: 84000, currency: 'EGP', outcome: 'paid' } },
    ]);
    expect(readPaymobReturn(settings.hmacSecret, Object.fromEntries(new URL(redirect).searchParams))).toEqual(received[0]);

    received.length = 0;
    const declined = await createPaymobIntention(settings, intentionFor(5000, 'pay_4'));
    await paymob.complete(declined.intentionId, 'declined', 'twice');
    expect(received.map((reading) => reading.ok && reading.notice.outcome)).toEqual(['failed', 'failed']);
    expect(received[0]).toEqual(received[1]);

    received.length = 0;
    const forged = await createPaymobIntention(settings, intentionFor(5000, 'pay_5'));
    await paymob.complete(forged.intentionId, 'paid', 'forged');
    expect(received).toEqual([{ ok: false, reason: 'forged' }]);
  });

  it('refunds part, then the rest, and refuses more than was paid', async () => {
    const intention = await createPaymobIntention(settings, intentionFor(30000, 'pay_6'));
    const { transaction } = await paymob.complete(intention.intentionId, 'paid', 'never');
    const first = await refundPaymobTransaction(settings, String(transaction.id), 10000);
    const second = await refundPaymobTransaction(settings, String(transaction.id), 20000);
    expect(first.refundTransactionId).not.toBe(second.refundTransactionId);
    expect(paymob.transactions.get(transaction.id)!.refundedPiastres).toBe(30000);
    await expect(refundPaymobTransaction(settings, String(transaction.id), 1)).rejects.toThrow(/400: Refund amount exceeds/);
    await expect(refundPaymobTransaction(settings, String(transaction.id), 0)).rejects.toThrow(RangeError);
  });

  it("asks for an order's last transaction with the API key (a callback that never came), and says when there is none", async () => {
    const intention = await createPaymobIntention(settings, intentionFor(45000, 'pay_7'));
    expect(await paymobTransaction(settings, intention.paymobOrderId)).toBeNull();
    const { transaction } = await paymob.complete(intention.intentionId, 'declined', 'never');
    expect(await paymobTransaction(settings, intention.paymobOrderId)).toEqual({ transactionId: String(transaction.id), amountPiastres: 45000, currency: 'EGP', outcome: 'failed' });
    const { transaction: paid } = await paymob.complete(intention.intentionId, 'paid', 'never');
    expect(await paymobTransaction(settings, intention.paymobOrderId)).toEqual({ transactionId: String(paid.id), amountPiastres: 45000, currency: 'EGP', outcome: 'paid' });
    await expect(paymobTransaction({ ...settings, apiKey: 'not-the-key' }, intention.paymobOrderId)).rejects.toThrow(/403: Incorrect credentials/);
    await expect(paymobTransaction({ ...settings, apiKey: null }, intention.paymobOrderId)).rejects.toThrow(/PAYMOB_API_KEY/);
  });
});
