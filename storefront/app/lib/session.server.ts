import { createCookieSessionStorage, createSession, redirect, type Session } from '@remix-run/node';
import { redirectWithError, setToastCookieOptions } from 'remix-toast';
import { MemoryCache } from '@pointe/config';
import type { MessageJson, OrderPaymentMethod, ShippingAddress, Size } from '@pointe/config';
import { errorTextFor } from '~/i18n/errors';
import { localePath } from '~/i18n/locale';
import type { ShopArgs } from '~/load-context';
import { CmsError, type CmsClient } from './cms.server';
import { env } from './env.server';

/** The signed-in shopper, as the CMS answered at sign-in (the JWT stays on the server, in the cookie). */
export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

/** One cart line, kept small: product id, size, quantity (names and prices always come fresh from the CMS). */
export interface CartLine {
  productId: string;
  size: Size;
  quantity: number;
}

interface SessionData {
  token: string;
  user: SessionUser;
  cart: CartLine[];
  promoCode: string;
  shippingAddress: ShippingAddress;
  paymentMethod: OrderPaymentMethod;
  /** Cash on delivery was refused for what paying first answers (issue 40): the payment step says why, once. */
  payFirstInstead: MessageJson;
}

export type ShopSession = Session<SessionData>;

const THIRTY_DAYS = 60 * 60 * 24 * 30;

/**
 * One signed, httpOnly cookie carries the session: JavaScript in the page never sees the JWT.
 * Secure whenever the shop is served over https (production); SameSite=Lax blocks cross-site posts
 * from carrying it, and the Origin check in server/csrf.ts refuses them outright.
 */
const cookie = {
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: new URL(env.STOREFRONT_URL).protocol === 'https:',
  path: '/',
  secrets: [env.SESSION_SECRET],
};

/** The flash cookie a toast travels in (remix-toast). */
export const TOAST_COOKIE = '__pointe_toast';

const storage = createCookieSessionStorage<SessionData>({ cookie: { ...cookie, name: '__pointe_session', maxAge: THIRTY_DAYS } });
setToastCookieOptions({ ...cookie, name: TOAST_COOKIE });

/** Sessions read lately, by the exact Cookie header they came in: what a verified read gave. */
const readSessions = new MemoryCache<Readonly<Partial<SessionData>>>({ max: 2000 });

/**
 * A signed cookie's content is fixed by its exact text (a changed session is a new cookie), so the
 * same header always reads the same: the signature check and decoding run once per session cookie,
 * not on every request that carries it. A request reads its session through `context.session()`
 * (load-context.ts), once however many loaders ask. Each read gets its own copy, free to change.
 * Headers that carry no valid session are not kept.
 */
export async function getSessionFromCookie(cookieHeader: string | null): Promise<ShopSession> {
  if (!cookieHeader) return storage.getSession(cookieHeader);
  const known = readSessions.get(cookieHeader);
  // Remix types a session's initial data as complete; its own cookie storage passes what the cookie held, as here.
  const session = known ? createSession<SessionData>(structuredClone(known) as SessionData) : await storage.getSession(cookieHeader);
  if (!known && Object.keys(session.data).length > 0) readSessions.set(cookieHeader, structuredClone(session.data));
  // The remembered copy, untouched by the caller: compared only when a page asks (changedSessionHeaders).
  const asRead = readSessions.get(cookieHeader);
  if (asRead) dataAsRead.set(session, asRead);
  return session;
}

/** Each session's data as it was read from its cookie (none kept for a session that held nothing). */
const dataAsRead = new WeakMap<ShopSession, Readonly<Partial<SessionData>>>();

/**
 * Set-Cookie headers only when the session changed since it was read: a cart or place-order view
 * that dropped nothing sends no cookie (no signature to make, and a smaller answer).
 */
export async function changedSessionHeaders(session: ShopSession): Promise<Headers | undefined> {
  return JSON.stringify(dataAsRead.get(session) ?? {}) === JSON.stringify(session.data) ? undefined : sessionHeaders(session);
}

/** Set-Cookie headers that store a changed session (cart, address, ...). */
export async function sessionHeaders(session: ShopSession): Promise<Headers> {
  return new Headers({ 'Set-Cookie': await storage.commitSession(session) });
}

export interface SignedIn {
  token: string;
  user: SessionUser;
}

/** A signed-in shopper, with the CMS client that calls as them. */
export interface Shopper extends SignedIn {
  cms: CmsClient;
}

/**
 * The signed-in shopper of this request, or null. Her client's calls end the session when the CMS
 * refuses it (401): a cookie whose session ended on the server (she signed out elsewhere with a copy
 * of it, changed her password, was blocked) is cleared, and she goes to sign in, then back.
 */
export async function getSignedIn(args: ShopArgs): Promise<Shopper | null> {
  const session = await args.context.session();
  const token = session.get('token');
  const user = session.get('user');
  return token && user ? { token, user, cms: args.context.cms.withToken(token, (refusal) => endedSession(args, refusal)) } : null;
}

/**
 * The CMS refused this request's session: throws the way out, i.e. the cookie cleared and a redirect
 * to sign-in in the page's language, coming back to this page (its path keeps its /ar), with the
 * CMS's reason as an error toast.
 */
export async function endedSession(args: ShopArgs, refusal: CmsError): Promise<never> {
  const { pathname } = new URL(args.request.url);
  const { locale } = args.context;
  throw await redirectWithError(localePath(locale, `/signin?redirect=${encodeURIComponent(pathname)}`), errorTextFor(locale, refusal.refusal), {
    headers: await signOutHeaders(args),
  });
}

/**
 * Sign-in in the language of the page asked for, coming back to that page afterwards (its path
 * keeps its /ar): /ar/orderhistory → /ar/signin?redirect=%2Far%2Forderhistory.
 */
function toSignIn({ request, context }: ShopArgs): Response {
  const url = new URL(request.url);
  return redirect(localePath(context.locale, `/signin?redirect=${encodeURIComponent(url.pathname + url.search)}`));
}

/** For pages that need a shopper: signed-out visitors go to /signin and come back afterwards. */
export async function requireSignedIn(args: ShopArgs): Promise<Shopper> {
  const signedIn = await getSignedIn(args);
  if (signedIn) return signedIn;
  throw toSignIn(args);
}

/** For /admin pages: shop admins only. Anyone else goes to /signin (and back, once an admin signs in). */
export async function requireAdmin(args: ShopArgs): Promise<Shopper> {
  const signedIn = await getSignedIn(args);
  if (signedIn?.user.isAdmin) return signedIn;
  throw toSignIn(args);
}

/** Set-Cookie headers that store a (fresh) sign-in in the session. */
export async function signInHeaders({ context }: ShopArgs, { token, user }: SignedIn): Promise<Headers> {
  const session = await context.session();
  session.set('token', token);
  session.set('user', user);
  return new Headers({ 'Set-Cookie': await storage.commitSession(session) });
}

/** Set-Cookie headers that end the session: user, and with it the cart, address and payment method. */
export async function signOutHeaders({ context }: ShopArgs): Promise<Headers> {
  return new Headers({ 'Set-Cookie': await storage.destroySession(await context.session()) });
}

export interface SignedOut {
  /** Set-Cookie headers that clear this browser's cookie (always). */
  headers: Headers;
  /**
   * Whether the session is over on the server too, for every copy of the cookie: the CMS ended it
   * (or had already refused it). False when the CMS could not be reached: only this browser is signed out.
   */
  endedEverywhere: boolean;
}

/**
 * Signs out: the CMS ends the session's token for good (every copy of this cookie, on every device),
 * then this browser's cookie is cleared, whatever the CMS answered.
 */
export async function signOut(args: ShopArgs, endOnServer: (cms: CmsClient) => Promise<unknown>): Promise<SignedOut> {
  const token = (await args.context.session()).get('token');
  let endedEverywhere = true;
  if (token) {
    endedEverywhere = await endOnServer(args.context.cms.withToken(token)).then(
      () => true,
      (error: unknown) => {
        // A token the CMS already refuses has no session left to end.
        if (error instanceof CmsError) return error.status === 401;
        throw error;
      },
    );
  }
  return { headers: await signOutHeaders(args), endedEverywhere };
}
