import { createCookieSessionStorage, redirect, type Session } from '@remix-run/node';
import { setToastCookieOptions } from 'remix-toast';
import type { PaymentMethod, ShippingAddress, Size } from '@pointe/config';
import { localeOfRequest, localePath } from '~/i18n/locale';
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
  paymentMethod: PaymentMethod;
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

export function getSession(request: Request): Promise<ShopSession> {
  return getSessionFromCookie(request.headers.get('Cookie'));
}

export function getSessionFromCookie(cookieHeader: string | null): Promise<ShopSession> {
  return storage.getSession(cookieHeader);
}

/** Set-Cookie headers that store a changed session (cart, address, ...). */
export async function sessionHeaders(session: ShopSession): Promise<Headers> {
  return new Headers({ 'Set-Cookie': await storage.commitSession(session) });
}

export interface SignedIn {
  token: string;
  user: SessionUser;
}

export async function getSignedIn(request: Request): Promise<SignedIn | null> {
  const session = await getSession(request);
  const token = session.get('token');
  const user = session.get('user');
  return token && user ? { token, user } : null;
}

/** For pages that need a shopper: signed-out visitors go to /signin and come back afterwards. */
export async function requireSignedIn(request: Request): Promise<SignedIn> {
  const signedIn = await getSignedIn(request);
  if (signedIn) return signedIn;
  const url = new URL(request.url);
  throw redirect(`/signin?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * For /admin pages: shop admins only. Anyone else goes to sign-in in the page's language (/ar/signin
 * from /ar/admin/…) and back, once an admin signs in.
 */
export async function requireAdmin(request: Request): Promise<SignedIn> {
  const signedIn = await getSignedIn(request);
  if (signedIn?.user.isAdmin) return signedIn;
  const url = new URL(request.url);
  throw redirect(localePath(localeOfRequest(request), `/signin?redirect=${encodeURIComponent(url.pathname + url.search)}`));
}

/** Set-Cookie headers that store a (fresh) sign-in in the session. */
export async function signInHeaders(request: Request, { token, user }: SignedIn): Promise<Headers> {
  const session = await getSession(request);
  session.set('token', token);
  session.set('user', user);
  return new Headers({ 'Set-Cookie': await storage.commitSession(session) });
}

/** Set-Cookie headers that end the session: user, and with it the cart, address and payment method. */
export async function signOutHeaders(request: Request): Promise<Headers> {
  return new Headers({ 'Set-Cookie': await storage.destroySession(await getSession(request)) });
}
