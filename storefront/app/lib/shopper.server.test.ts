import { getToast, redirectWithSuccess } from 'remix-toast';
import { describe, expect, it } from 'vitest';
import { getSessionFromCookie, sessionHeaders } from './session.server';
import { sharedPageShopper } from './shopper.server';

const cookieOf = (headers: Headers) => headers.get('Set-Cookie')!.split(';')[0]!;

async function sessionCookie(user: { name: string; isAdmin: boolean } | null, quantities: number[]): Promise<string> {
  const session = await getSessionFromCookie(null);
  if (user) session.set('user', { _id: 'u1', email: 'a@pointe.test', ...user });
  session.set('cart', quantities.map((quantity, index) => ({ productId: `p${index}`, size: 'S' as const, quantity })));
  return cookieOf(await sessionHeaders(session));
}

describe("the shared pages' shopper", () => {
  it('is the signed cookie’s name, admin flag and cart count', async () => {
    expect(await sharedPageShopper(await sessionCookie({ name: 'Salma', isAdmin: false }, [2, 1]))).toEqual({ name: 'Salma', isAdmin: false, cartCount: 3 });
    expect(await sharedPageShopper(await sessionCookie({ name: 'Pointe Admin', isAdmin: true }, []))).toEqual({ name: 'Pointe Admin', isAdmin: true, cartCount: 0 });
    expect(await sharedPageShopper(await sessionCookie(null, [4]))).toEqual({ name: null, isAdmin: false, cartCount: 4 });
  });

  it('ignores a cookie that is not signed by us', async () => {
    const forged = `__pointe_session=${Buffer.from(JSON.stringify({ user: { name: 'Mallory', isAdmin: true }, cart: [] })).toString('base64')}`;
    expect(await sharedPageShopper(forged)).toEqual({ name: null, isAdmin: false, cartCount: 0 });
  });

  it('sends a shopper with a toast waiting to a fresh render, and not once the toast is shown', async () => {
    const session = await sessionCookie({ name: 'Salma', isAdmin: false }, [1]);
    const toast = cookieOf((await redirectWithSuccess('/', 'Added to your cart')).headers);
    expect(await sharedPageShopper(`${session}; ${toast}`)).toBeUndefined();
    const shown = await getToast(new Request('http://shop.test/', { headers: { Cookie: toast } }));
    expect(shown.toast?.message).toBe('Added to your cart');
    const emptied = cookieOf(shown.headers);
    expect(emptied.startsWith('__pointe_toast=')).toBe(true);
    expect(await sharedPageShopper(`${session}; ${emptied}`)).toEqual({ name: 'Salma', isAdmin: false, cartCount: 1 });
  });
});
