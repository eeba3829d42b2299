import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { userInfoJson, type UserInfoJson } from '@pointe/config';
import { resetLinkIn, waitForMail } from '../../../scripts/lib/mailbox';
import { expectContract, refusal } from '../helpers/contract';
import { ago, sql } from '../helpers/database';
import { api, newClientIp } from '../helpers/http';

const newEmail = (label = 'shopper') => `${label}-${randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = 'correct-horse-battery';

async function signUp(email = newEmail(), password = PASSWORD, name = 'Nour Ali') {
  const response = await api('/api/users/signup', { method: 'POST', json: { name, email, password } });
  expect(response.status).toBe(201);
  return expectContract(userInfoJson, response.body);
}

async function requestReset(email: string) {
  const since = Date.now() - 1000;
  const response = await api<{ message: string }>('/api/users/forgot-password', { method: 'POST', json: { email } });
  expect(response.status).toBe(200);
  const mail = await waitForMail(inject('mailboxDirectory'), email, { since });
  return { mail, token: resetLinkIn(mail).split('/').at(-1)! };
}

describe('POST /api/users/signup', () => {
  it('creates a signed-in shopper with a normalised email, never an admin', async () => {
    const email = newEmail('Mixed.Case');
    const response = await api<UserInfoJson>('/api/users/signup', {
      method: 'POST',
      json: { name: '  Nour Ali ', email: `  ${email.toUpperCase()} `, password: PASSWORD, isAdmin: true, role: 1, confirmed: false },
    });
    expect(response.status).toBe(201);
    expect(expectContract(userInfoJson, response.body)).toMatchObject({ name: 'Nour Ali', email: email.toLowerCase(), isAdmin: false });
    const [row] = await sql<{ is_admin: boolean }>('SELECT is_admin FROM up_users WHERE email = $1', [email.toLowerCase()]);
    // false on PostgreSQL, 0 on SQLite.
    expect([false, 0]).toContain(row?.is_admin);
  });

  it('refuses a second account for the same email, whatever its casing', async () => {
    const user = await signUp();
    const again = await api('/api/users/signup', { method: 'POST', json: { name: 'X', email: user.email.toUpperCase(), password: PASSWORD } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusal('An account with this email already exists. Please sign in.'));
  });

  it('lets exactly one of several racing sign-ups for one email through', async () => {
    const email = newEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api('/api/users/signup', { method: 'POST', json: { name: 'R', email, password: PASSWORD } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it.each([
    [{ email: 'a@example.com', password: PASSWORD }, 'Name is required'],
    [{ name: 'A', password: PASSWORD }, 'Email is required'],
    [{ name: 'A', email: 'nope', password: PASSWORD }, 'Enter a valid email address'],
    [{ name: 'A', email: 'a@example.com' }, 'Password is required'],
    [{ name: 'A', email: 'a@example.com', password: 'short' }, 'Password must be at least 8 characters'],
    [{ name: 'A', email: 'a@example.com', password: 'x'.repeat(73) }, 'Password must be at most 72 bytes'],
    [{ name: ['A'], email: 'a@example.com', password: PASSWORD }, 'Name is required'],
  ])('answers 400 for %j', async (json, message) => {
    const response = await api('/api/users/signup', { method: 'POST', json });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal(message));
  });

  it('answers 400 { message } for malformed JSON and for a JSON array', async () => {
    const malformed = await api('/api/users/signup', { method: 'POST', body: '{"name": "A",', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: expect.any(String) });
    const array = await api('/api/users/signup', { method: 'POST', json: [] });
    expect(array.status).toBe(400);
    expect(array.body).toMatchObject({ message: expect.any(String) });
  });
});

describe('POST /api/users/signin', () => {
  it('signs in with the email in any casing and answers the user info', async () => {
    const user = await signUp();
    const response = await api<UserInfoJson>('/api/users/signin', { method: 'POST', json: { email: ` ${user.email.toUpperCase()}`, password: PASSWORD } });
    expect(response.status).toBe(200);
    expect(expectContract(userInfoJson, response.body)).toMatchObject({ _id: user._id, email: user.email, name: 'Nour Ali', isAdmin: false });
    expect(response.body.token.split('.')).toHaveLength(3);
  });

  it('signs in the demo admin with isAdmin true', async () => {
    const response = await api<UserInfoJson>('/api/users/signin', { method: 'POST', json: { email: 'admin@pointe.test', password: 'pointe-admin-2026' } });
    expect(response.status).toBe(200);
    expect(response.body.isAdmin).toBe(true);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const user = await signUp();
    const wrongPassword = await api('/api/users/signin', { method: 'POST', json: { email: user.email, password: 'not-the-password' } });
    const unknownEmail = await api('/api/users/signin', { method: 'POST', json: { email: newEmail('nobody'), password: PASSWORD } });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(refusal('Invalid email or password'));
    }
  });

  it('requires email and password', async () => {
    const response = await api('/api/users/signin', { method: 'POST', json: { email: 'a@example.com' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal('Password is required'));
  });
});

describe('rate limits', () => {
  it('answers 429 after 10 attempts a minute for one email, whatever the casing, extra fields or client IP', async () => {
    const email = newEmail('limited');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const variant = attempt % 2 ? email.toUpperCase() : ` ${email}`;
      const response = await api('/api/users/signin', {
        method: 'POST',
        json: { email: variant, password: 'wrong-password', [`extra${attempt}`]: attempt },
        ip: newClientIp(),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const refused = await api('/api/users/signin', { method: 'POST', json: { email, password: 'x' } });
    expect(refused.body).toEqual(refusal('Too many attempts. Please wait a minute and try again.'));
  });

  it('answers 429 after 10 attempts a minute from one IP, across emails', async () => {
    const ip = newClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await api('/api/users/forgot-password', { method: 'POST', json: { email: newEmail('ip') }, ip });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('PUT /api/users/profile', () => {
  it('needs a valid bearer token', async () => {
    const missing = await api('/api/users/profile', { method: 'PUT', json: { name: 'A', email: newEmail() } });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual(refusal('Please sign in to continue'));
    const forged = await api('/api/users/profile', { method: 'PUT', token: 'not.a.token', json: { name: 'A', email: newEmail() } });
    expect(forged.status).toBe(401);
  });

  it('refuses an unsigned (alg: none) token and one signed with another secret', async () => {
    const user = await signUp();
    const [, payload] = user.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const response = await api('/api/users/profile', { method: 'PUT', token: none, json: { name: 'A', email: user.email } });
    expect(response.status).toBe(401);
    const tampered = user.token.slice(0, -4) + (user.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await api('/api/users/profile', { method: 'PUT', token: tampered, json: { name: 'A', email: user.email } })).status).toBe(401);
  });

  it('updates name and email, keeps the password when it is empty, and answers fresh user info', async () => {
    const user = await signUp();
    const email = newEmail('renamed');
    const response = await api<UserInfoJson>('/api/users/profile', {
      method: 'PUT',
      token: user.token,
      json: { name: 'Nour A.', email: email.toUpperCase(), password: '', isAdmin: true },
    });
    expect(response.status).toBe(200);
    expect(expectContract(userInfoJson, response.body)).toMatchObject({ _id: user._id, name: 'Nour A.', email, isAdmin: false });
    const signIn = await api('/api/users/signin', { method: 'POST', json: { email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
  });

  it('changes the password, and the old one (and old tokens) stop working', async () => {
    const user = await signUp();
    const response = await api<UserInfoJson>('/api/users/profile', {
      method: 'PUT',
      token: user.token,
      json: { name: user.name, email: user.email, password: 'a-brand-new-password' },
    });
    expect(response.status).toBe(200);
    expect((await api('/api/users/signin', { method: 'POST', json: { email: user.email, password: PASSWORD } })).status).toBe(401);
    expect((await api('/api/users/signin', { method: 'POST', json: { email: user.email, password: 'a-brand-new-password' } })).status).toBe(200);
    const oldToken = await api('/api/users/profile', { method: 'PUT', token: user.token, json: { name: 'X', email: user.email } });
    expect(oldToken.status).toBe(401);
    const newToken = await api('/api/users/profile', { method: 'PUT', token: response.body.token, json: { name: 'X', email: user.email } });
    expect(newToken.status).toBe(200);
  });

  it("refuses another account's email with 409", async () => {
    const first = await signUp();
    const second = await signUp();
    const response = await api('/api/users/profile', { method: 'PUT', token: second.token, json: { name: 'B', email: first.email } });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(refusal('That email belongs to another account'));
  });
});

describe('password reset by email', () => {
  it('answers the same for known and unknown emails, and mails a link only to a real account', async () => {
    const user = await signUp();
    const known = await api('/api/users/forgot-password', { method: 'POST', json: { email: user.email } });
    const unknown = await api('/api/users/forgot-password', { method: 'POST', json: { email: newEmail('ghost') } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({
      message: 'If an account exists for that email, we have sent it a link to reset the password. The link works for 1 hour.',
    });
  });

  it('resets through the emailed link once; the old password and old tokens stop working', async () => {
    const user = await signUp(newEmail(), PASSWORD, 'Nour <b>Ali</b>');
    const { mail, token } = await requestReset(user.email);
    expect(mail.subject).toBe('Pointe: reset your password');
    expect(resetLinkIn(mail)).toBe(`http://shop.test/reset-password/${token}`);
    expect(mail.html).toContain('Nour &lt;b&gt;Ali&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Ali</b>');

    const reset = await api('/api/users/reset-password/' + token, { method: 'POST', json: { password: 'my-new-password-1' } });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual(refusal('Your password has been reset. Please sign in with the new one.'));

    expect((await api('/api/users/signin', { method: 'POST', json: { email: user.email, password: PASSWORD } })).status).toBe(401);
    expect((await api('/api/users/signin', { method: 'POST', json: { email: user.email, password: 'my-new-password-1' } })).status).toBe(200);
    const oldJwt = await api('/api/users/profile', { method: 'PUT', token: user.token, json: { name: 'X', email: user.email } });
    expect(oldJwt.status).toBe(401);

    const again = await api('/api/users/reset-password/' + token, { method: 'POST', json: { password: 'another-password-2' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(refusal('This reset link is invalid or has expired. Please ask for a new one.'));
  });

  it('lets only one of two racing resets with one link through', async () => {
    const user = await signUp();
    const { token } = await requestReset(user.email);
    const answers = await Promise.all(
      ['racing-password-1', 'racing-password-2'].map((password) =>
        api('/api/users/reset-password/' + token, { method: 'POST', json: { password } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('refuses an expired link (links live 1 hour)', async () => {
    const user = await signUp();
    const { token } = await requestReset(user.email);
    const [row] = await sql<{ expires: Date }>('SELECT reset_password_expires_at AS expires FROM up_users WHERE email = $1', [user.email]);
    const minutes = (new Date(row!.expires).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
    await sql('UPDATE up_users SET reset_password_expires_at = $1 WHERE email = $2', [ago(1000), user.email]);
    const response = await api('/api/users/reset-password/' + token, { method: 'POST', json: { password: 'too-late-password' } });
    expect(response.status).toBe(400);
  });

  it.each(['not-a-token', 'A'.repeat(43), '../../etc/passwd'])('refuses the unknown token %j with 400', async (token) => {
    const response = await api(`/api/users/reset-password/${encodeURIComponent(token)}`, { method: 'POST', json: { password: 'whatever-password' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal('This reset link is invalid or has expired. Please ask for a new one.'));
  });

  it('checks the new password like a sign-up password', async () => {
    const response = await api(`/api/users/reset-password/${'A'.repeat(43)}`, { method: 'POST', json: { password: 'short' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal('Password must be at least 8 characters'));
  });
});

describe("the users-permissions plugin's own routes are closed", () => {
  it.each([
    ['GET', '/api/users'],
    ['GET', '/api/users/1'],
    ['GET', '/api/users/me'],
    ['PUT', '/api/users/1'],
    ['DELETE', '/api/users/1'],
    ['POST', '/api/auth/local'],
    ['POST', '/api/auth/local/register'],
    ['POST', '/api/auth/forgot-password'],
  ])('%s %s is refused, signed in or not', async (method, path) => {
    const user = await signUp();
    for (const token of [undefined, user.token]) {
      const json = method === 'GET' ? undefined : { identifier: user.email, password: PASSWORD, isAdmin: true };
      const response = await api(path, { method, token, json });
      expect([401, 403, 405]).toContain(response.status);
      expect(JSON.stringify(response.body)).not.toContain('"password"');
    }
  });
});

describe('POST /api/users/signout', () => {
  const EXPIRED = refusal('Your session has expired. Please sign in again.');
  /** A bearer route every shopper may call: her store credit. */
  const credit = (token: string) => api('/api/users/me/store-credit', { token });

  it('ends this session for good: every copy of its token answers 401, while her other sessions keep working', async () => {
    const user = await signUp();
    const otherDevice = await api<UserInfoJson>('/api/users/signin', { method: 'POST', json: { email: user.email, password: PASSWORD } });
    expect(otherDevice.status).toBe(200);
    // Two sign-ins are two sessions, even within one second: their tokens differ.
    expect(otherDevice.body.token).not.toBe(user.token);
    expect((await credit(user.token)).status).toBe(200);

    const out = await api('/api/users/signout', { method: 'POST', token: user.token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'You have signed out. That session has ended on every device that had it.' });
    const replayed = await credit(user.token);
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual(EXPIRED);
    expect((await api('/api/users/profile', { method: 'PUT', token: user.token, json: { name: 'X', email: user.email } })).status).toBe(401);
    // Signing out again with it is refused like any other call.
    expect((await api('/api/users/signout', { method: 'POST', token: user.token })).status).toBe(401);
    // Her other device is still signed in.
    expect((await credit(otherDevice.body.token)).status).toBe(200);
  });

  it('also ends the tokens the session was given later (a profile update keeps the session, and signing out ends both)', async () => {
    const user = await signUp();
    const updated = await api<UserInfoJson>('/api/users/profile', { method: 'PUT', token: user.token, json: { name: 'Nour B.', email: user.email } });
    expect(updated.status).toBe(200);
    expect((await credit(user.token)).status).toBe(200);
    expect((await api('/api/users/signout', { method: 'POST', token: updated.body.token })).status).toBe(200);
    expect((await credit(updated.body.token)).status).toBe(401);
    // The cookie copied before the profile update carries the first token: ended too.
    expect((await credit(user.token)).status).toBe(401);
  });

  it('needs a valid bearer token', async () => {
    const missing = await api('/api/users/signout', { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual(refusal('Please sign in to continue'));
    expect((await api('/api/users/signout', { method: 'POST', token: 'not.a.token' })).status).toBe(401);
  });

  it('keeps a row per ended session only while its tokens could live', async () => {
    const user = await signUp();
    expect((await api('/api/users/signout', { method: 'POST', token: user.token })).status).toBe(200);
    const [row] = await sql<{ kept_until: Date }>('SELECT kept_until FROM ended_sessions WHERE user_id = (SELECT id FROM up_users WHERE document_id = $1)', [user._id]);
    const days = (new Date(row!.kept_until).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});
