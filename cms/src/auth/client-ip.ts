import { createHmac, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER, clientIpSigned } from '@pointe/config';

/**
 * The one place that decides a request's client address, which every per-IP limit counts (the shop's
 * own and Strapi's: the client-ip middleware sets koa's `ctx.request.ip` from it before anything runs).
 * In order:
 * 1. the storefront's server's word for the shopper's address: CLIENT_IP_HEADER, believed only with
 *    a matching HMAC under CMS_CLIENT_IP_SECRET (config/src/client-ip.ts);
 * 2. from a proxy the operator names in CMS_TRUSTED_PROXIES (the cluster's nginx), the last
 *    X-Forwarded-For address: the one that proxy saw (one hop; what came before it is the caller's word);
 * 3. otherwise the connection's own address: whatever else a caller writes in its headers is ignored.
 */
export interface ClientIpSettings {
  secret: string | undefined;
  trustedProxies: BlockList | undefined;
}

const MIN_SECRET_LENGTH = 16;

type Env = Readonly<Record<string, string | undefined>>;

/** The settings from the environment; a bad value stops the CMS at boot with the fix in the message. */
export function readClientIpSettings(env: Env = process.env): ClientIpSettings {
  const secret = env.CMS_CLIENT_IP_SECRET?.trim() || undefined;
  if (secret !== undefined && (secret.length < MIN_SECRET_LENGTH || secret === 'generate-me')) {
    throw new Error(
      `CMS_CLIENT_IP_SECRET must be a random value of at least ${MIN_SECRET_LENGTH} characters, the same for the CMS and the storefront ` +
        '(it signs the shopper addresses the storefront passes on). `npm start` writes one to .env; elsewhere e.g. `openssl rand -base64 32`.',
    );
  }
  return { secret, trustedProxies: trustedProxyList(env.CMS_TRUSTED_PROXIES ?? '') };
}

/** `127.0.0.1, 10.0.0.0/8, ::1`: addresses and CIDR ranges, IPv4 or IPv6 (empty: none). */
export function trustedProxyList(value: string): BlockList | undefined {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (family === 0 || extra !== undefined || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits && /^\d+$/.test(prefix!)))) {
      throw new Error(`CMS_TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range (e.g. 127.0.0.1, 10.0.0.0/8, ::1).`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

/** `::ffff:10.1.2.3` (an IPv4 client on a dual-stack socket) as `10.1.2.3`; anything not an address as ''. */
export function normalizeIp(value: string): string {
  const address = value.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && isIP(mapped[1]!) === 4) return mapped[1]!;
  return isIP(address) ? address : '';
}

const isTrusted = (list: BlockList, address: string): boolean => {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

export const signClientIp = (secret: string, ip: string): string => createHmac('sha256', secret).update(clientIpSigned(ip)).digest('hex');

/** The storefront's signed shopper address, or undefined when it is absent, not an address, or not signed with the secret. */
function signedClientIp(secret: string, claimed: string | undefined, signature: string | undefined): string | undefined {
  if (claimed === undefined || signature === undefined) return undefined;
  const address = normalizeIp(claimed);
  if (!address || !/^[0-9a-f]{64}$/.test(signature)) return undefined;
  const expected = Buffer.from(signClientIp(secret, claimed), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? address : undefined;
}

type Headers = Readonly<Record<string, string | string[] | undefined>>;
const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? undefined : value);

/** The client address of a request that came from `peer` (the socket's remote address) with `headers`. */
export function clientIpOf(peer: string | undefined, headers: Headers, settings: ClientIpSettings): string {
  const connection = normalizeIp(peer ?? '');
  if (settings.secret) {
    const signed = signedClientIp(settings.secret, single(headers[CLIENT_IP_HEADER]), single(headers[CLIENT_IP_SIGNATURE_HEADER]));
    if (signed) return signed;
  }
  const proxies = settings.trustedProxies;
  if (!proxies || !isTrusted(proxies, connection)) return connection;
  // One hop: the last address is the one the trusted proxy wrote (what it saw); any before it are the caller's word.
  const last = [headers['x-forwarded-for'] ?? []].flat().join(',').split(',').at(-1) ?? '';
  return normalizeIp(last) || connection;
}
