import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFawry, type FakeFawry } from '../../tests/fakes/fawry';
import { startReceiver } from '../../tests/fakes/receiver';
import { createFawryReference, fawryPaymentStatus, fawrySettingsFromEnv, type FawrySettings } from './fawry';
import { ProviderError } from './provider-call';
import { readFawryNotification, type NoticeReading } from './notices';

const account = { merchantCode: 'is0N+YQzlE4==', secureKey: 'pointe-test-fawry-key' };
let fawry: FakeFawry;
let settings: FawrySettings;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let notifyUrl: string;
const received: NoticeReading[] = [];

const customer = { name: 'Salma Adel', mobile: '01012345678', email: 'salma@example.com' };
const expiresAt = new Date('2026-12-01T12:00:00Z');

beforeAll(async () => {
  fawry = await startFakeFawry(account);
  settings = fawrySettingsFromEnv({ FAWRY_BASE_URL: fawry.url, FAWRY_MERCHANT_CODE: account.merchantCode, FAWRY_SECURE_KEY: account.secureKey })!;
  receiver = await startReceiver('/api/payments/fawry/notification', (_url, body) => received.push(readFawryNotification(account.secureKey, body)));
  notifyUrl = receiver.url;
});

afterAll(async () => {
  await fawry.close();
  await receiver.close();
});

describe('FawryPay, against a fake that speaks its documented API', () => {
  it('reads its settings from the environment: none means no Fawry, one of two stops the boot', () => {
    expect(fawrySettingsFromEnv({})).toBeNull();
    expect(() => fawrySettingsFromEnv({ FAWRY_MERCHANT_CODE: 'x' })).toThrow(/FAWRY_SECURE_KEY/);
    expect(() => fawrySettingsFromEnv({ ...{ FAWRY_MERCHANT_CODE: 'x', FAWRY_SECURE_KEY: 'y' }, FAWRY_BASE_URL: 'fawry' })).toThrow(/absolute URL/);
    expect(fawrySettingsFromEnv({ FAWRY_MERCHANT_CODE: 'x', FAWRY_SECURE_KEY: 'y' })!.baseUrl).toBe('https://www.atfawry.com');
  });

  it('asks for a reference code with a signature Fawry accepts, for the amount, until the expiry', async () => {
    const reference = await createFawryReference(settings, { reference: 'pay_f1', amountPiastres: 125050, customer, description: 'Order 10001', expiresAt });
    expect(reference).toEqual({ referenceNumber: fawry.charges.get('pay_f1')!.referenceNumber, expiresAt });
    expect(fawry.charges.get('pay_f1')).toMatchObject({ amountPiastres: 125050, status: 'UNPAID' });
    await expect(createFawryReference({ ...settings, secureKey: 'another-key' }, { reference: 'pay_f2', amountPiastres: 100, customer, description: 'x', expiresAt })).rejects.toThrow(
      new ProviderError('Fawry', 9946, '9946 blank or invalid signature'),
    );
  });

  it("tells where a reference stands when asked, and refuses to answer for one it does not know", async () => {
    await createFawryReference(settings, { reference: 'pay_f3', amountPiastres: 84000, customer, description: 'Order 10002', expiresAt });
    expect(await fawryPaymentStatus(settings, 'pay_f3')).toEqual({ outcome: 'pending', amountPiastres: 84000, currency: 'EGP' });
    await fawry.settle('pay_f3', 'PAID', notifyUrl, 'never');
    expect(await fawryPaymentStatus(settings, 'pay_f3')).toEqual({ outcome: 'paid', amountPiastres: 84000, currency: 'EGP' });
    await expect(fawryPaymentStatus(settings, 'pay_unknown')).rejects.toThrow(/9938 payment not found/);
  });

  it('signs its notifications as the shop checks them: paid, expired twice, forged', async () => {
    await createFawryReference(settings, { reference: 'pay_f4', amountPiastres: 15000, customer, description: 'Order 10003', expiresAt });
    await createFawryReference(settings, { reference: 'pay_f5', amountPiastres: 15000, customer, description: 'Order 10004', expiresAt });
    received.length = 0;
    await fawry.settle('pay_f4', 'PAID', notifyUrl);
    await fawry.settle('pay_f5', 'EXPIRED', notifyUrl, 'twice');
    await fawry.settle('pay_f4', 'PAID', notifyUrl, 'forged');
    expect(received.map((reading) => (reading.ok ? [reading.notice.reference, reading.notice.outcome, reading.notice.amountPiastres] : reading.reason))).toEqual([
      ['pay_f4', 'paid', 15000],
      ['pay_f5', 'expired', 15000],
      ['pay_f5', 'expired', 15000],
      'forged',
    ]);
  });
});
