import { describe, expect, it } from 'vitest';
import { changedSessionHeaders, getSessionFromCookie, sessionHeaders } from './session.server';

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
