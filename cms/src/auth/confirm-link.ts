import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The shopper's own confirmation link (ADR 018): `<order documentId>.<expiry, base-36 seconds>.<tag>`,
 * where the tag is an HMAC-SHA256 (144 bits kept, short enough for an SMS) of the purpose, the order
 * and the expiry under ORDER_LINK_SECRET. The purpose is part of what is signed, so a tag made for
 * anything else under the same secret never passes here. The token only proves "the shop sent this
 * order's link"; whether it is still usable (the order still `pending`) is the life cycle's
 * compare-and-set, so a link is spent the moment its order is confirmed or cancelled, by anyone.
 */
const PURPOSE = 'pointe:order-self-confirm:v1';
const TAG_BYTES = 18;
const MIN_SECRET_LENGTH = 16;
/** A safety net only: an unconfirmed order is cancelled after ORDER_CONFIRM_DAYS, which spends its link much sooner. */
export const CONFIRM_LINK_DAYS = 30;
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;
const EXPIRY = /^[0-9a-z]{1,12}$/;
const TAG = /^[A-Za-z0-9_-]{24}$/;

export type ConfirmLinkCheck = { ok: true; documentId: string } | { ok: false; reason: 'invalid' | 'expired' };

/** The secret from the environment, refused at boot when missing or too short (a guessable key forges links). */
export function confirmLinkSecret(env: Record<string, string | undefined> = process.env): string {
  const secret = env.ORDER_LINK_SECRET?.trim() ?? '';
  if (secret.length < MIN_SECRET_LENGTH || secret === 'generate-me') {
    throw new Error(
      `ORDER_LINK_SECRET must be set to a random value of at least ${MIN_SECRET_LENGTH} characters (it signs the shoppers' confirmation links). ` +
        'Run `npm start` once on a fresh checkout (it writes .env from .env.example), or set it in the environment, e.g. `openssl rand -base64 32`.',
    );
  }
  return secret;
}

const tagOf = (secret: string, documentId: string, expiry: string): string =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${documentId}\n${expiry}`).digest().subarray(0, TAG_BYTES).toString('base64url');

/** A link token for this order, valid for CONFIRM_LINK_DAYS from `now` (while the order is pending). */
export function signConfirmLink(documentId: string, secret: string, now = new Date()): string {
  const expiry = Math.floor(now.getTime() / 1000 + CONFIRM_LINK_DAYS * 24 * 60 * 60).toString(36);
  return `${documentId}.${expiry}.${tagOf(secret, documentId, expiry)}`;
}

/** Which order a token names, if the shop signed it and it has not expired. Never throws on any input. */
export function verifyConfirmLink(token: unknown, secret: string, now = new Date()): ConfirmLinkCheck {
  if (typeof token !== 'string' || token.length > 120) return { ok: false, reason: 'invalid' };
  const [documentId, expiry, tag, ...rest] = token.split('.');
  if (rest.length > 0 || !documentId || !expiry || !tag || !DOCUMENT_ID.test(documentId) || !EXPIRY.test(expiry) || !TAG.test(tag)) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = Buffer.from(tagOf(secret, documentId, expiry));
  if (!timingSafeEqual(expected, Buffer.from(tag))) return { ok: false, reason: 'invalid' };
  // Checked after the tag: an expiry nobody signed says nothing.
  if (parseInt(expiry, 36) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, documentId };
}
