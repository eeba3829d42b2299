import { createHmac, timingSafeEqual } from 'node:crypto';
import { COURIER_NAME, COURIER_SIGNATURE_WINDOW_SECONDS } from '@pointe/config';

/** One courier's shared secret, from COURIER_WEBHOOK_SECRETS. */
export interface CourierSecret {
  courier: string;
  secret: string;
}

const MIN_SECRET_LENGTH = 16;

/**
 * COURIER_WEBHOOK_SECRETS: `name:secret` pairs separated by commas (`bosta:3f…,mylerz:9a…`), one per
 * courier, so the secret that verifies a request also names the courier. Empty: the webhook refuses
 * everything (401). Anything else malformed stops the CMS at boot with the fix in the message.
 */
export function parseCourierSecrets(value: string | undefined): CourierSecret[] {
  if (!value || value.trim() === '') return [];
  const secrets = value.split(',').map((pair, index) => {
    const colon = pair.indexOf(':');
    const courier = pair.slice(0, colon).trim().toLowerCase();
    const secret = pair.slice(colon + 1).trim();
    if (colon < 1 || !COURIER_NAME.test(courier)) {
      throw new Error(`COURIER_WEBHOOK_SECRETS entry ${index + 1} must be name:secret with a name of lowercase letters, digits, - and _ (e.g. bosta:<secret>).`);
    }
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`COURIER_WEBHOOK_SECRETS: the secret of ${courier} must be at least ${MIN_SECRET_LENGTH} characters (e.g. \`openssl rand -hex 32\`).`);
    }
    return { courier, secret };
  });
  const names = secrets.map((entry) => entry.courier);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`COURIER_WEBHOOK_SECRETS names ${twice} twice.`);
  return secrets;
}

/** The signature a courier sends: hex HMAC-SHA256 of `<timestamp>.<raw body>` with its secret. */
export function courierSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

const SIGNATURE = /^(?:sha256=)?([0-9a-f]{64})$/i;
const TIMESTAMP = /^\d{1,12}$/;

/**
 * The courier whose secret signed this request, or null: a missing or malformed header, a timestamp
 * (unix seconds) outside the window either way, or no secret matching. Each comparison takes the
 * same time whatever the bytes (timingSafeEqual).
 */
export function verifyCourierSignature(
  secrets: readonly CourierSecret[],
  request: { timestamp: string | undefined; signature: string | undefined; rawBody: string },
  now = Date.now(),
): string | null {
  const { timestamp, signature, rawBody } = request;
  if (!timestamp || !signature || !TIMESTAMP.test(timestamp)) return null;
  if (Math.abs(now / 1000 - Number(timestamp)) > COURIER_SIGNATURE_WINDOW_SECONDS) return null;
  const given = SIGNATURE.exec(signature.trim());
  if (!given) return null;
  const givenBytes = Buffer.from(given[1]!.toLowerCase(), 'hex');
  for (const { courier, secret } of secrets) {
    const expected = Buffer.from(courierSignature(secret, timestamp, rawBody), 'hex');
    if (timingSafeEqual(expected, givenBytes)) return courier;
  }
  return null;
}

let secrets: CourierSecret[] | undefined;

/** COURIER_WEBHOOK_SECRETS, read once (checked at boot: index.ts `register`). */
export function courierSecrets(): CourierSecret[] {
  secrets ??= parseCourierSecrets(process.env.COURIER_WEBHOOK_SECRETS);
  return secrets;
}
