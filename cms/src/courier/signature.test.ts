import { describe, expect, it } from 'vitest';
import { courierSignature, parseCourierSecrets, verifyCourierSignature } from './signature';

const secrets = parseCourierSecrets('bosta:0123456789abcdef0123, mylerz:fedcba9876543210fedc');
const body = '{"eventId":"e1","orderNumber":10001,"event":"picked_up"}';
const now = 1_790_000_000_000;
const timestamp = String(now / 1000);

describe('courier webhook signatures', () => {
  it('names the courier whose secret signed the timestamp and the raw body', () => {
    expect(verifyCourierSignature(secrets, { timestamp, signature: courierSignature('fedcba9876543210fedc', timestamp, body), rawBody: body }, now)).toBe('mylerz');
    expect(verifyCourierSignature(secrets, { timestamp, signature: `sha256=${courierSignature('0123456789abcdef0123', timestamp, body)}`, rawBody: body }, now)).toBe('bosta');
  });

  it('refuses a changed body, another secret, a missing header and a timestamp outside the window', () => {
    const signature = courierSignature('0123456789abcdef0123', timestamp, body);
    expect(verifyCourierSignature(secrets, { timestamp, signature, rawBody: body.replace('10001', '10002') }, now)).toBeNull();
    expect(verifyCourierSignature(secrets, { timestamp, signature: courierSignature('another-secret-0000000', timestamp, body), rawBody: body }, now)).toBeNull();
    expect(verifyCourierSignature(secrets, { timestamp: undefined, signature, rawBody: body }, now)).toBeNull();
    expect(verifyCourierSignature(secrets, { timestamp, signature: undefined, rawBody: body }, now)).toBeNull();
    expect(verifyCourierSignature(secrets, { timestamp, signature: 'zz', rawBody: body }, now)).toBeNull();
    expect(verifyCourierSignature(secrets, { timestamp, signature, rawBody: body }, now + 301_000)).toBeNull();
    expect(verifyCourierSignature(secrets, { timestamp, signature, rawBody: body }, now - 301_000)).toBeNull();
    expect(verifyCourierSignature([], { timestamp, signature, rawBody: body }, now)).toBeNull();
  });

  it('stops the boot on a malformed COURIER_WEBHOOK_SECRETS', () => {
    expect(parseCourierSecrets('')).toEqual([]);
    expect(() => parseCourierSecrets('bosta')).toThrow(/name:secret/);
    expect(() => parseCourierSecrets('bosta:short')).toThrow(/at least 16/);
    expect(() => parseCourierSecrets('Bad Name:0123456789abcdef0123')).toThrow(/name:secret/);
    expect(() => parseCourierSecrets('a:0123456789abcdef0123,a:0123456789abcdef0123')).toThrow(/twice/);
  });
});
