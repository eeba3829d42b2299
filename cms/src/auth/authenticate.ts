import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { MemoryCache, coded, type CodedError } from '@pointe/config';
import { signedInUsers } from './signed-in-users';
import { TOKEN_LIFETIME_SECONDS } from './token-lifetime';

export const USER_UID = 'plugin::users-permissions.user';
export const ENDED_SESSION_UID = 'api::account.ended-session';

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
  /** The session the token belongs to: made at sign-in, kept by the tokens the session is given later (a profile update). */
  sid?: unknown;
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

/** A user as authentication reads them: the row, and the sessions she signed out of whose tokens could still be alive. */
export interface KnownUser {
  user: ShopUser;
  endedSessions: ReadonlySet<string>;
}

export type Authentication = { user: ShopUser; session: string } | { status: 401; error: CodedError };

/**
 * The session a token belongs to: its `sid`. A token from before sessions had ids (it has none) is a
 * session of its own, named by its hash: signing out with it ends exactly that token.
 */
function sessionOf(payload: TokenPayload, token: string): string {
  return typeof payload.sid === 'string' && payload.sid !== '' ? payload.sid : `token:${createHash('sha256').update(token).digest('base64url')}`;
}

/** The bearer token of a request, or null when there is none. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(authorization ?? '');
  return match ? match[1]! : null;
}

/**
 * Who is calling, from the bearer JWT (HS256 only, signature and expiry checked by the
 * users-permissions jwt service), and in which session. A token stops working when its version is
 * older than the user's (a password reset or change bumps the version, so stolen or old tokens die
 * with it), and when its session has ended (she signed out: every copy of every token of that session
 * dies, her other sessions live on). Both are read with the user's row, which every CMS process
 * forgets on any write to users or ended sessions (signed-in-users.ts).
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
  if (typeof id !== 'number') return { status: 401, error: EXPIRED };
  const load = () => loadKnownUser(strapi, id);
  const users = signedInUsers();
  const known = users ? await users.user(id, load) : await load();
  const session = sessionOf(payload, token);
  if (!known) return { status: 401, error: EXPIRED };
  const { user, endedSessions } = known;
  if (user.blocked || (user.tokenVersion ?? 0) !== (payload.tv ?? 0) || endedSessions.has(session)) return { status: 401, error: EXPIRED };
  return { user, session };
}

/** The user's row and her ended sessions that are not yet past every token's expiry (two indexed reads, side by side). */
async function loadKnownUser(strapi: Core.Strapi, id: number): Promise<KnownUser | null> {
  const [user, ended]: [ShopUser | null, Array<{ sessionId: string }>] = await Promise.all([
    strapi.db.query(USER_UID).findOne({ where: { id }, select: ['id', 'documentId', 'name', 'email', 'isAdmin', 'tokenVersion', 'blocked'] }),
    strapi.db.query(ENDED_SESSION_UID).findMany({ where: { userId: id, keptUntil: { $gt: new Date() } }, select: ['sessionId'] }),
  ]);
  return user ? { user, endedSessions: new Set(ended.map((row) => row.sessionId)) } : null;
}

/** The session of a request that passed the signed-in or admin-only middleware (they put it in ctx.state). */
export function callerSession(state: { session?: unknown }): string {
  if (typeof state.session !== 'string') throw new Error('No session on this request: its route lacks the signed-in or admin-only middleware');
  return state.session;
}

/** A new session's id: 16 random bytes. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Ends a session for good: every token of it is refused from now on, by every CMS process (the write
 * empties their signed-in users, signed-in-users.ts). The row is kept as long as any token of the
 * session could live (each was issued before now, for TOKEN_LIFETIME_SECONDS); expired rows go here too.
 * Ending a session twice (two sign-outs racing) ends it once.
 */
export async function endSession(strapi: Core.Strapi, userId: number, session: string, now = new Date()): Promise<void> {
  const ended = strapi.db.query(ENDED_SESSION_UID);
  try {
    await ended.create({ data: { sessionId: session, userId, keptUntil: new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000) } });
  } catch (error) {
    if (!(await ended.findOne({ where: { sessionId: session }, select: ['id'] }))) throw error;
  }
  await ended.deleteMany({ where: { keptUntil: { $lt: now } } });
}

/**
 * A fresh JWT for the user in a session, bound to the user's token version. It lives as long as the
 * storefront's session cookie (users-permissions' `jwt.expiresIn` in config/plugins.ts, 30 days).
 * A sign-in or sign-up starts a new session (`newSessionId()`); a token given within a session (a
 * profile update) keeps its id, so signing out ends the tokens before it too.
 */
export function issueToken(strapi: Core.Strapi, user: Pick<ShopUser, 'id' | 'tokenVersion'>, session: string): string {
  return strapi.plugin('users-permissions').service('jwt').issue({ id: user.id, tv: user.tokenVersion ?? 0, sid: session });
}

