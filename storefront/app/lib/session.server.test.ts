import { describe, expect, it, vi } from 'vitest';
import { messageJson } from '@pointe/config';
import { argsFor } from '~/load-context.testing';
import { CmsError } from './cms.server';
import { changedSessionHeaders, getSessionFromCookie, getSignedIn, sessionHeaders, signOut } from './session.server';

const cookieOf = (headers: Headers) => headers.get('Set-Cookie')!.split(';')[0]!;

async function cartCookie(quantity: number): Promise<string> {
  const session = await getSessionFromCookie(null);
  session.set('cart', [{ productId: 'p1', size: 'S', quantity }]);
  return cookieOf(await sessionHeaders(session));
}

describe('reading the session cookie (verified once per cookie, then remembered)', () => {
  it('reads the same cookie the same every time, and each read is its own copy to change', async () => {
    const cookie = await cartCookie(2);
    const first = await getSessionFromCookie(cookie);
    expect(first.get('cart')).toEqual([{ productId: 'p1', size: 'S', quantity: 2 }]);
    // A loader changing its session (viewCart drops a vanished line) must not change what the next read sees.
    first.get('cart')![0]!.quantity = 9;
    first.set('promoCode', 'WELCOME10');
    const second = await getSessionFromCookie(cookie);
    expect(second.get('cart')).toEqual([{ productId: 'p1', size: 'S', quantity: 2 }]);
    expect(second.get('promoCode')).toBeUndefined();
  });

  it('reads a changed session (a new cookie) afresh', async () => {
    const one = await cartCookie(1);
    const three = await cartCookie(3);
    expect((await getSessionFromCookie(one)).get('cart')?.[0]?.quantity).toBe(1);
    expect((await getSessionFromCookie(three)).get('cart')?.[0]?.quantity).toBe(3);
  });

  it('never remembers a forged cookie as valid, however often it comes', async () => {
    const genuine = await cartCookie(1);
    const [name, value] = genuine.split('=');
    const forgedValue = `${Buffer.from(JSON.stringify({ user: { _id: 'x', name: 'Mallory', email: 'm@x.test', isAdmin: true }, token: 't' })).toString('base64')}.${value!.split('.').pop()}`;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const session = await getSessionFromCookie(`${name}=${forgedValue}`);
      expect(session.get('user')).toBeUndefined();
    }
  });
});

describe('a page that changed nothing sends no cookie', () => {
  it('answers no Set-Cookie for a session as read, and the new cookie once it changed', async () => {
    const cookie = await cartCookie(2);
    for (let read = 0; read < 2; read += 1) expect(await changedSessionHeaders(await getSessionFromCookie(cookie))).toBeUndefined();
    const changed = await getSessionFromCookie(cookie);
    changed.unset('cart');
    const headers = await changedSessionHeaders(changed);
    expect(headers?.get('Set-Cookie')).toMatch(/^__pointe_session=/);
    expect((await getSessionFromCookie(cookieOf(headers!))).get('cart')).toBeUndefined();
  });
});

describe('signing out, and a session the CMS refuses', () => {
  const signedInCookie = async () => {
    const session = await getSessionFromCookie(null);
    session.set('token', 'the-token');
    session.set('user', { _id: 'u1', name: 'Salma', email: 'salma@example.com', isAdmin: false });
    return cookieOf(await sessionHeaders(session));
  };
  const argsWith = (cookie: string, url = 'http://shop.test/ar/profile') => argsFor(new Request(url, { headers: { Cookie: cookie } }));
  const cleared = (headers: Headers) => headers.getSetCookie().some((cookie) => cookie.startsWith('__pointe_session=;'));

  it('ends the session on the CMS with its own token, then clears the cookie', async () => {
    const args = argsWith(await signedInCookie());
    const tokens: unknown[] = [];
    const out = await signOut(args, async (cms) => tokens.push(cms.caller));
    expect(tokens).toEqual([{ token: 'the-token' }]);
    expect(out.endedEverywhere).toBe(true);
    expect(cleared(out.headers)).toBe(true);
  });

  it('still clears the cookie when the CMS is out of reach, and says the session was not ended everywhere', async () => {
    const out = await signOut(argsWith(await signedInCookie()), async () => {
      throw new CmsError(503, 'The shop is unavailable', 'shopUnavailable');
    });
    expect(out.endedEverywhere).toBe(false);
    expect(cleared(out.headers)).toBe(true);
  });

  it('takes a token the CMS already refuses (401) as ended, and a bug as a bug', async () => {
    const refused = await signOut(argsWith(await signedInCookie()), async () => {
      throw new CmsError(401, 'Your session has expired. Please sign in again.', 'sessionExpired');
    });
    expect(refused.endedEverywhere).toBe(true);
    await expect(signOut(argsWith(await signedInCookie()), async () => Promise.reject(new TypeError('a bug')))).rejects.toThrow('a bug');
  });

  it("makes a 401 on the signed-in shopper's calls sign the cookie out and go to sign-in, back to the page, in its language", async () => {
    const args = argsWith(await signedInCookie());
    const shopper = await getSignedIn(args);
    vi.stubGlobal('fetch', async () => Response.json({ message: 'Your session has expired. Please sign in again.', code: 'sessionExpired' }, { status: 401 }));
    try {
      const thrown = await shopper!.cms.request('/users/me/store-credit', messageJson).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      const answer = thrown as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get('Location')).toBe('/ar/signin?redirect=%2Far%2Fprofile');
      expect(cleared(answer.headers)).toBe(true);
      // Another refusal stays the page's to show.
      vi.stubGlobal('fetch', async () => Response.json({ message: 'Not found' }, { status: 404 }));
      await expect(shopper!.cms.request('/orders/x', messageJson)).rejects.toBeInstanceOf(CmsError);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
