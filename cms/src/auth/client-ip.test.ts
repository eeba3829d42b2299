import { describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER } from '@pointe/config';
import { clientIpOf, normalizeIp, readClientIpSettings, signClientIp, trustedProxyList } from './client-ip';

const SECRET = 'unit-client-ip-secret-0123456789';
const signed = (ip: string, secret = SECRET) => ({ [CLIENT_IP_HEADER]: ip, [CLIENT_IP_SIGNATURE_HEADER]: signClientIp(secret, ip) });

describe('clientIpOf', () => {
  const nothingTrusted = readClientIpSettings({});
  const withSecret = readClientIpSettings({ CMS_CLIENT_IP_SECRET: SECRET });
  const behindNginx = readClientIpSettings({ CMS_CLIENT_IP_SECRET: SECRET, CMS_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' });

  it("is the connection's address by default, whatever X-Forwarded-For says", () => {
    expect(clientIpOf('198.51.100.4', { 'x-forwarded-for': '203.0.113.9' }, nothingTrusted)).toBe('198.51.100.4');
    expect(clientIpOf('::ffff:198.51.100.4', { 'x-forwarded-for': '203.0.113.9' }, withSecret)).toBe('198.51.100.4');
  });

  it("is the storefront's signed address, and only with the shared secret's signature for that address", () => {
    expect(clientIpOf('172.18.0.5', signed('203.0.113.9'), withSecret)).toBe('203.0.113.9');
    expect(clientIpOf('172.18.0.5', signed('2001:db8::7'), withSecret)).toBe('2001:db8::7');
    expect(clientIpOf('172.18.0.5', signed('203.0.113.9', 'another-secret-0123456789'), withSecret)).toBe('172.18.0.5');
    expect(clientIpOf('172.18.0.5', { ...signed('203.0.113.9'), [CLIENT_IP_HEADER]: '203.0.113.10' }, withSecret)).toBe('172.18.0.5');
    expect(clientIpOf('172.18.0.5', { [CLIENT_IP_HEADER]: '203.0.113.9', [CLIENT_IP_SIGNATURE_HEADER]: 'zz' }, withSecret)).toBe('172.18.0.5');
    expect(clientIpOf('172.18.0.5', { [CLIENT_IP_HEADER]: '203.0.113.9' }, withSecret)).toBe('172.18.0.5');
    // Signed, but not an address.
    expect(clientIpOf('172.18.0.5', signed('not-an-ip'), withSecret)).toBe('172.18.0.5');
    // No secret configured: nothing signed is believed.
    expect(clientIpOf('172.18.0.5', signed('203.0.113.9'), nothingTrusted)).toBe('172.18.0.5');
  });

  it('reads X-Forwarded-For only from a trusted proxy: its last address, the one that proxy saw', () => {
    expect(clientIpOf('127.0.0.1', { 'x-forwarded-for': '203.0.113.66, 198.51.100.4' }, behindNginx)).toBe('198.51.100.4');
    // A caller on a trusted network still gets only the address the proxy saw, not what it wrote before.
    expect(clientIpOf('127.0.0.1', { 'x-forwarded-for': '203.0.113.66, 10.1.2.3' }, behindNginx)).toBe('10.1.2.3');
    expect(clientIpOf('127.0.0.1', {}, behindNginx)).toBe('127.0.0.1');
    expect(clientIpOf('127.0.0.1', { 'x-forwarded-for': 'garbage, 198.51.100.4' }, behindNginx)).toBe('198.51.100.4');
    expect(clientIpOf('127.0.0.1', { 'x-forwarded-for': '198.51.100.4, garbage' }, behindNginx)).toBe('127.0.0.1');
    expect(clientIpOf('127.0.0.1', { 'x-forwarded-for': ['203.0.113.66', '198.51.100.4'] }, behindNginx)).toBe('198.51.100.4');
    // Not from a trusted proxy: the header is the caller's word.
    expect(clientIpOf('198.51.100.9', { 'x-forwarded-for': '203.0.113.66' }, behindNginx)).toBe('198.51.100.9');
    // The signed address first, even through the proxy.
    expect(clientIpOf('127.0.0.1', { ...signed('203.0.113.9'), 'x-forwarded-for': '10.9.9.9' }, behindNginx)).toBe('203.0.113.9');
  });
});

describe('settings', () => {
  it('refuses a short or placeholder secret, and a proxy entry that is not an address or range', () => {
    expect(() => readClientIpSettings({ CMS_CLIENT_IP_SECRET: 'short' })).toThrow(/CMS_CLIENT_IP_SECRET/);
    expect(() => readClientIpSettings({ CMS_CLIENT_IP_SECRET: 'generate-me' })).toThrow(/CMS_CLIENT_IP_SECRET/);
    for (const bad of ['nginx', '10.0.0.0/33', '10.0.0.0/8/1', '1.2.3.4/x', '::1/129']) expect(() => trustedProxyList(bad), bad).toThrow(/CMS_TRUSTED_PROXIES/);
    expect(readClientIpSettings({ CMS_CLIENT_IP_SECRET: ' ', CMS_TRUSTED_PROXIES: ' ' })).toEqual({ secret: undefined, trustedProxies: undefined });
  });

  it('takes addresses and ranges of both families', () => {
    const list = trustedProxyList('127.0.0.1, 172.16.0.0/12, ::1, fd00::/8')!;
    expect(['127.0.0.1', '172.20.3.4', '::1', 'fd00::5'].map((address) => list.check(address, address.includes(':') ? 'ipv6' : 'ipv4'))).toEqual([true, true, true, true]);
    expect(list.check('172.32.0.1', 'ipv4')).toBe(false);
  });

  it('normalizes IPv4-mapped addresses and drops what is not an address', () => {
    expect([normalizeIp('::ffff:10.0.0.1'), normalizeIp(' 10.0.0.1 '), normalizeIp('::1'), normalizeIp('x'), normalizeIp('')]).toEqual(['10.0.0.1', '10.0.0.1', '::1', '', '']);
  });
});
