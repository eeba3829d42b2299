import { describe, expect, it } from 'vitest';
import { CONFIRM_LINK_DAYS, confirmLinkSecret, signConfirmLink, verifyConfirmLink } from './confirm-link';

const SECRET = 'unit-test-order-link-secret-0123';
const ORDER = 'z6pk4qsc8v9nzy3eq1pyugrz';
const NOW = new Date('2026-11-25T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('confirmation link tokens', () => {
  it('verifies a token it signed, naming its order', () => {
    const token = signConfirmLink(ORDER, SECRET, NOW);
    expect(token.startsWith(`${ORDER}.`)).toBe(true);
    // Short enough for an SMS with the shop's address around it.
    expect(token.length).toBeLessThan(60);
    expect(verifyConfirmLink(token, SECRET, NOW)).toEqual({ ok: true, documentId: ORDER });
  });

  it('refuses a token signed with another secret', () => {
    const token = signConfirmLink(ORDER, 'another-secret-of-enough-length', NOW);
    expect(verifyConfirmLink(token, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it("refuses another order's id under a valid tag, a changed expiry and a changed tag", () => {
    const [, expiry, tag] = signConfirmLink(ORDER, SECRET, NOW).split('.');
    expect(verifyConfirmLink(`aaaaaaaaaaaaaaaaaaaaaaaa.${expiry}.${tag}`, SECRET, NOW).ok).toBe(false);
    const later = (parseInt(expiry!, 36) + 86_400).toString(36);
    expect(verifyConfirmLink(`${ORDER}.${later}.${tag}`, SECRET, NOW).ok).toBe(false);
    const flipped = `${tag!.slice(0, -1)}${tag!.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyConfirmLink(`${ORDER}.${expiry}.${flipped}`, SECRET, NOW).ok).toBe(false);
  });

  it('expires after CONFIRM_LINK_DAYS, and says so only for a token it signed', () => {
    const token = signConfirmLink(ORDER, SECRET, NOW);
    expect(verifyConfirmLink(token, SECRET, new Date(NOW.getTime() + (CONFIRM_LINK_DAYS - 1) * DAY)).ok).toBe(true);
    expect(verifyConfirmLink(token, SECRET, new Date(NOW.getTime() + CONFIRM_LINK_DAYS * DAY + 1000))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyConfirmLink(token, 'another-secret-of-enough-length', new Date(NOW.getTime() + 40 * DAY))).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([undefined, 42, '', '...', 'a.b', 'a.b.c.d', `${ORDER}.zz.${'A'.repeat(24)}`, `${'x'.repeat(200)}`, `${ORDER}.-1.${'A'.repeat(24)}`, 'ÄÖ.ü.ß'])(
    'refuses %j without throwing',
    (token) => {
      expect(verifyConfirmLink(token, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it('refuses a missing, placeholder or short secret at boot', () => {
    expect(() => confirmLinkSecret({})).toThrow(/ORDER_LINK_SECRET/);
    expect(() => confirmLinkSecret({ ORDER_LINK_SECRET: 'generate-me' })).toThrow(/ORDER_LINK_SECRET/);
    expect(() => confirmLinkSecret({ ORDER_LINK_SECRET: 'short' })).toThrow(/at least 16/);
    expect(confirmLinkSecret({ ORDER_LINK_SECRET: SECRET })).toBe(SECRET);
  });
});
