import { randomUUID } from 'node:crypto';
import type { Cookie, Page } from '@playwright/test';
import { e2eCms, expect, openPage, signIn, test } from './fixtures';

// Signing out ends the session for good (issue 36): a copy of the session cookie taken before the
// shopper signed out opens nothing afterwards, in any browser, and the CMS refuses its token.

const SESSION_COOKIE = '__pointe_session';

/** A new account of its own, made through the shop's API (its sessions are this test's alone). */
async function newAccount(project: string) {
  const account = { name: 'Dalia Fawzy', email: `e2e-signout-${project}-${randomUUID().slice(0, 8)}@example.com`, password: 'signout-password-1' };
  const response = await fetch(`${e2eCms()}/api/users/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  expect(response.status).toBe(201);
  return account;
}

/** The bearer token inside a session cookie: a signed cookie is its base64 JSON, a dot and the signature. */
function tokenInCookie(cookie: Cookie): string {
  const value = decodeURIComponent(cookie.value);
  const data = JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64').toString('utf8')) as { token?: unknown };
  expect(typeof data.token).toBe('string');
  return String(data.token);
}

async function signOutFromMenu(page: Page, name: string, javaScript: boolean) {
  await page.getByRole('banner').getByText(`${name} ▾`).click();
  await page.getByRole(javaScript ? 'menuitem' : 'button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out' })).toBeVisible();
}

/** The session cookie a storefront answer sets, as a Cookie header. */
function sessionCookieOf(headers: Array<{ name: string; value: string }>): string {
  const cookie = headers.find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith(`${SESSION_COOKIE}=`));
  expect(cookie).toBeDefined();
  return cookie!.value.split(';')[0]!;
}

test('a session cookie replayed after sign-out is sent to sign in, and the CMS refuses its token', async ({ request, baseURL }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'HTTP answers only: one project is enough');
  const account = await newAccount(testInfo.project.name);
  const signedIn = await request.post(`${baseURL}/signin`, { form: { email: account.email, password: account.password }, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(signedIn.status()).toBe(302);
  const copied = sessionCookieOf(signedIn.headersArray());
  const [name, value] = [copied.slice(0, copied.indexOf('=')), copied.slice(copied.indexOf('=') + 1)];
  const token = tokenInCookie({ name, value } as Cookie);
  const profile = () => request.get(`${baseURL}/profile`, { headers: { Cookie: copied }, maxRedirects: 0 });
  expect((await profile()).status()).toBe(200);

  const signedOut = await request.post(`${baseURL}/signout`, { form: {}, headers: { Cookie: copied, Origin: baseURL! }, maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  // This browser's cookie is cleared.
  expect(sessionCookieOf(signedOut.headersArray())).toBe(`${SESSION_COOKIE}=`);

  // The copy, replayed: sign in, and the copy is cleared there too.
  const replayed = await profile();
  expect(replayed.status()).toBe(302);
  expect(replayed.headers().location).toBe('/signin?redirect=%2Fprofile');
  expect(sessionCookieOf(replayed.headersArray())).toBe(`${SESSION_COOKIE}=`);
  const refused = await fetch(`${e2eCms()}/api/users/me/store-credit`, { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'sessionExpired' });
});

test('a session cookie copied before sign-out opens nothing afterwards, in another browser', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  const account = await newAccount(testInfo.project.name);
  await signIn(page, account);
  const copied = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  expect(copied).toBeDefined();
  const token = tokenInCookie(copied!);
  const credit = () => fetch(`${e2eCms()}/api/users/me/store-credit`, { headers: { authorization: `Bearer ${token}` } });
  expect((await credit()).status).toBe(200);

  // Another browser with the copy is signed in, as long as the session lasts.
  const thief = await openPage(browser, { baseURL: baseURL!, javaScriptEnabled: javaScript });
  await thief.context().addCookies([copied!]);
  await thief.goto('/profile');
  await expect(thief.getByRole('heading', { name: 'User Profile' })).toBeVisible();

  await signOutFromMenu(page, account.name, javaScript);

  // The copy no longer opens her profile, anywhere: it goes to sign in (and its cookie is cleared).
  await thief.goto('/profile');
  await expect(thief).toHaveURL(/\/signin\?redirect=%2Fprofile$/);
  await expect(thief.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  // Replayed as is (the thief keeps the copy), it is still refused.
  const replayed = await thief.request.get(`${baseURL}/profile`, { headers: { Cookie: `${SESSION_COOKIE}=${copied!.value}` }, maxRedirects: 0 });
  expect(replayed.status()).toBe(302);
  expect(replayed.headers().location).toBe('/signin?redirect=%2Fprofile');
  // The CMS itself refuses the token, on every process that asks it.
  const refused = await credit();
  expect(refused.status).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'sessionExpired' });
  await thief.context().close();

  // Signing in again is a new session, which works.
  await signIn(page, account);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
});

test('signing out of one browser leaves her other sessions signed in', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const javaScript = testInfo.project.use.javaScriptEnabled !== false;
  const account = await newAccount(testInfo.project.name);
  const phone = await openPage(browser, { baseURL: baseURL!, javaScriptEnabled: javaScript });
  await signIn(page, account);
  await signIn(phone, account);
  await signOutFromMenu(page, account.name, javaScript);
  await phone.goto('/profile');
  await expect(phone.getByRole('heading', { name: 'User Profile' })).toBeVisible();
  await phone.context().close();
});
