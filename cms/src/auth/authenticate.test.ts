import type { Core } from '@strapi/strapi';
import jwt from 'jsonwebtoken';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_UID, authenticate, type ShopUser } from './authenticate';

const SECRET = 'authenticate-test-secret-0123456789';
const USER: ShopUser = { id: 7, documentId: 'u7', name: 'Nour', email: 'nour@example.com', isAdmin: false, tokenVersion: 0, blocked: false };

/** A Strapi with users-permissions' real HS256 check (counted), one user row and her ended sessions. */
function fakeStrapi() {
  const verify = vi.fn(async (token: string) => jwt.verify(token, SECRET, { algorithms: ['HS256'] }));
  const row = { current: USER };
  const ended: string[] = [];
  const strapi = {
    plugin: () => ({ service: () => ({ verify }) }),
    db: {
      query: (uid: string) =>
        uid === USER_UID ? { findOne: async () => ({ ...row.current }) } : { findMany: async () => ended.map((sessionId) => ({ sessionId })) },
    },
  } as unknown as Core.Strapi;
  return { strapi, verify, row, ended };
}

const bearer = (payload: object, options: jwt.SignOptions = { expiresIn: '30d' }) => `Bearer ${jwt.sign(payload, SECRET, options)}`;

describe('authenticate: bearer tokens', () => {
  afterEach(() => vi.useRealTimers());

  it("checks a token's signature once, then reads it from memory", async () => {
    const { strapi, verify } = fakeStrapi();
    const header = bearer({ id: 7, tv: 0, sid: 'session-1' });
    for (let call = 0; call < 3; call++) expect(await authenticate(strapi, header)).toEqual({ user: USER, session: 'session-1' });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('refuses a kept token once it has expired', async () => {
    const { strapi, verify } = fakeStrapi();
    vi.useFakeTimers({ toFake: ['Date'] });
    const header = bearer({ id: 7, tv: 0, sid: 'session-1' }, { expiresIn: 60 });
    expect(await authenticate(strapi, header)).toEqual({ user: USER, session: 'session-1' });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await authenticate(strapi, header)).toEqual({ status: 401, error: { code: 'sessionExpired' } });
    // Checked again, and refused by the check itself.
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing of a token that fails its check', async () => {
    const { strapi, verify } = fakeStrapi();
    const forged = `Bearer ${jwt.sign({ id: 7, tv: 0 }, 'another-secret-0123456789abcdef')}`;
    expect(await authenticate(strapi, forged)).toEqual({ status: 401, error: { code: 'sessionExpired' } });
    expect(await authenticate(strapi, forged)).toEqual({ status: 401, error: { code: 'sessionExpired' } });
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('still ends a kept token when the user’s token version moves on (a password reset)', async () => {
    const { strapi, verify, row } = fakeStrapi();
    const header = bearer({ id: 7, tv: 0, sid: 'session-1' });
    expect(await authenticate(strapi, header)).toEqual({ user: USER, session: 'session-1' });
    row.current = { ...USER, tokenVersion: 1 };
    expect(await authenticate(strapi, header)).toEqual({ status: 401, error: { code: 'sessionExpired' } });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('refuses every token of an ended session (she signed out), and only of that session', async () => {
    const { strapi, ended } = fakeStrapi();
    const first = bearer({ id: 7, tv: 0, sid: 'session-1' });
    const later = bearer({ id: 7, tv: 0, sid: 'session-1' }, { expiresIn: '29d' });
    const otherDevice = bearer({ id: 7, tv: 0, sid: 'session-2' });
    ended.push('session-1');
    for (const header of [first, later]) expect(await authenticate(strapi, header)).toEqual({ status: 401, error: { code: 'sessionExpired' } });
    expect(await authenticate(strapi, otherDevice)).toEqual({ user: USER, session: 'session-2' });
  });

  it('takes a token from before session ids as a session of its own, named by its hash', async () => {
    const { strapi, ended } = fakeStrapi();
    const header = bearer({ id: 7, tv: 0 });
    const answer = await authenticate(strapi, header);
    expect(answer).toMatchObject({ user: USER, session: expect.stringMatching(/^token:[\w-]{43}$/) });
    ended.push((answer as { session: string }).session);
    expect(await authenticate(strapi, header)).toEqual({ status: 401, error: { code: 'sessionExpired' } });
  });
});
