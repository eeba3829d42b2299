import { getToast } from 'remix-toast';
import type { ShopperHeader } from '../../server/hooks';
import { cartCount } from '~/models/cart.server';
import { TOAST_COOKIE, getSessionFromCookie, type ShopSession } from './session.server';

/** The header's values for the shopper of this session. */
export function shopperHeader(session: ShopSession): ShopperHeader {
  const user = session.get('user');
  return { name: user ? user.name : null, isAdmin: user?.isAdmin ?? false, cartCount: cartCount(session) };
}

/** A toast waiting in its flash cookie. The cookie itself stays once shown (emptied, not deleted), so its value is read. */
async function hasToast(cookieHeader: string): Promise<boolean> {
  if (!cookieHeader.split(';').some((cookie) => cookie.trim().startsWith(`${TOAST_COOKIE}=`))) return false;
  const { toast } = await getToast(new Request('http://shop.internal/', { headers: { Cookie: cookieHeader } }));
  return toast !== undefined;
}

/**
 * For the storefront server's shared pages (server/shopper-pages.ts): this shopper's header values,
 * or undefined when the page must be rendered for them alone (a toast to show and clear).
 */
export async function sharedPageShopper(cookieHeader: string): Promise<ShopperHeader | undefined> {
  const [toast, shopper] = await Promise.all([hasToast(cookieHeader), getSessionFromCookie(cookieHeader).then(shopperHeader)]);
  return toast ? undefined : shopper;
}
