import { describe, expect, it, vi } from 'vitest';
import { internationalMobile, smsProviderFromEnv } from './sms';

describe('SMS providers', () => {
  it('prints with the log provider (the default) and says it was not sent', async () => {
    const log = { info: vi.fn() };
    const provider = smsProviderFromEnv({}, log);
    expect(provider.name).toBe('log');
    await provider.send({ to: '01012345678', text: 'Confirm order 10001: https://shop/c/x' });
    expect(log.info).toHaveBeenCalledOnce();
    expect(log.info.mock.calls[0]![0]).toMatch(/NOT sent[\s\S]*01012345678[\s\S]*Confirm order 10001/);
  });

  it('refuses an unknown provider and Twilio without its settings, at boot', () => {
    const log = { info: vi.fn() };
    expect(() => smsProviderFromEnv({ SMS_PROVIDER: 'carrier-pigeon' }, log)).toThrow(/SMS_PROVIDER must be one of log, twilio/);
    expect(() => smsProviderFromEnv({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC123' }, log)).toThrow(/TWILIO_AUTH_TOKEN, TWILIO_FROM/);
  });

  it('builds the Twilio provider from its settings without calling the network', () => {
    const provider = smsProviderFromEnv(
      { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: `MG${'0'.repeat(32)}` },
      { info: vi.fn() },
    );
    expect(provider.name).toBe('twilio');
  });

  it('writes Egyptian mobiles in E.164 for the gateway', () => {
    expect(internationalMobile('01012345678')).toBe('+201012345678');
    expect(internationalMobile('+201012345678')).toBeNull();
    expect(internationalMobile('0101234567')).toBeNull();
  });
});
