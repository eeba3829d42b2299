import type { Core } from '@strapi/strapi';
import { MemoryCache, coded, type CodedError } from '@pointe/config';
import { signedInUsers } from './signed-in-users';

export const USER_UID = 'plugin::users-permissions.user';

export interface ShopUser {
  id: number;
  documentId: string;
  name: string | null;
  email: string;
  isAdmin: boolean;
  tokenVersion: number | null;
  blocked: boolean | null;
}

interface TokenPayload {
  id?: unknown;
  tv?: unknown;
  /** Expiry, seconds since the epoch (users-permissions sets it). */
  exp?: unknown;
}

/**
 * Tokens whose signature this process has checked, with their payload, per Strapi instance (its
 * secret): the HMAC check and its parsing were 3–4 % of an order's CMS CPU (issue 24, profiled
 * 2026-11-27). A token's payload never changes, so keeping it skips nothing but the arithmetic: its
 * expiry is read on every use, and the token version and the user's state are checked as before.
 */
const verifiedTokens = new WeakMap<Core.Strapi, MemoryCache<TokenPayload>>();
const VERIFIED_TOKENS_KEPT = 10_000;
const VERIFIED_TOKEN_MS = 10 * 60 * 1000;

async function verifiedPayload(strapi: Core.Strapi, token: string): Promise<TokenPayload> {
  let verified = verifiedTokens.get(strapi);
  if (!verified) verifiedTokens.set(strapi, (verified = new MemoryCache<TokenPayload>({ max: VERIFIED_TOKENS_KEPT, ttlMs: VERIFIED_TOKEN_MS })));
  const kept = verified.get(token);
  if (kept && (typeof kept.exp !== 'number' || kept.exp * 1000 > Date.now())) return kept;
  const payload: TokenPayload = await strapi.plugin('users-permissions').service('jwt').verify(token);
  verified.set(token, payload);
  return payload;
}

const SIGN_IN = coded('signInToContinue');
const EXPIRED = coded('sessionExpired');

export type Authentication = { user: ShopUser } | { status: 401; error: CodedError };

/** The bearer token of a request, or null when there is none. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(authorization ?? '');
  return match ? match[1]! : null;
}

/**
 * Who is calling, from the bearer JWT (HS256 only, signature and expiry checked by the
 * users-permissions jwt service). A token stops working when its version is older than the
 * user's: a password reset or change bumps the version, so stolen or old tokens die with it.
 */
export async function authenticate(strapi: Core.Strapi, authorization: string | undefined): Promise<Authentication> {
  const token = bearerToken(authorization);
  if (!token) return { status: 401, error: SIGN_IN };
  let payload: TokenPayload;
  try {
    payload = await verifiedPayload(strapi, token);
  } catch {
    return { status: 401, error: EXPIRED };
  }
  const id = payload.id;
  const load = (): Promise<ShopUser | null> =>
    strapi.db.query(USER_UID).findOne({ where: { id }, select: ['id', 'documentId', 'name', 'email', 'isAdmin', 'tokenVersion', 'blocked'] });
  const users = signedInUsers();
  const user = typeof id !== 'number' ? null : users ? await users.user(id, load) : await load();
  if (!user || user.blocked || (user.tokenVersion ?? 0) !== (payload.tv ?? 0)) return { status: 401, error: EXPIRED };
  return { user };
}

/**
 * A fresh JWT for the user, bound to the user's token version. It lives as long as the storefront's
 * session cookie (users-permissions' `jwt.expiresIn` in config/plugins.ts, 30 days).
 */
export function issueToken(strapi: Core.Strapi, user: Pick<ShopUser, 'id' | 'tokenVersion'>): string {
  return strapi.plugin('users-permissions').service('jwt').issue({ id: user.id, tv: user.tokenVersion ?? 0 });
}

