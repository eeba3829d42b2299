import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { resetLinkIn, waitForMail } from '../../../scripts/lib/mailbox';
import { SHOPPER, expect, submitSignIn, test } from './fixtures';

const newEmail = (project: string) => `e2e-${project}-${randomUUID().slice(0, 8)}@example.com`;

async function openUserMenu(page: Page, name: string) {
  await page.getByRole('banner').getByText(`${name} ▾`).click();
}

test('sign up → profile → sign out → sign in with redirect → forgot → reset → sign in', async ({ page }, testInfo) => {
  const email = newEmail(testInfo.project.name);

  // Sign up: the passwords must match.
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Create your account' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Name').fill('Farida Nabil');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-password-1');
  await page.getByLabel('Confirm Password').fill('something-else');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('first-password-1');
  await page.getByLabel('Confirm Password').fill('first-password-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Welcome to Pointe, Farida Nabil!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Profile, from the user menu.
  await openUserMenu(page, 'Farida Nabil');
  await page.getByRole(testInfo.project.use.javaScriptEnabled === false ? 'link' : 'menuitem', { name: 'User Profile' }).click();
  await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Name').fill('Farida N.');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User updated successfully' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Farida N.');

  // Sign out, from the menu.
  await openUserMenu(page, 'Farida N.');
  await page.getByRole(testInfo.project.use.javaScriptEnabled === false ? 'button' : 'menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  // A signed-out visit to /profile goes to sign in, and back afterwards.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fprofile$/);
  await submitSignIn(page, { email, password: 'first-password-1' });
  await expect(page).toHaveURL(/\/profile$/);
  await openUserMenu(page, 'Farida N.');
  await page.getByRole(testInfo.project.use.javaScriptEnabled === false ? 'button' : 'menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  // Forgot password: the answer is shown inline; the link arrives by email.
  const since = Date.now() - 1000;
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists for that email' })).toBeVisible();
  const mail = await waitForMail(process.env.E2E_MAILBOX_DIR!, email, { since });
  const link = new URL(resetLinkIn(mail));

  // Reset: passwords must match; then the message, and on to /signin after 2 seconds.
  await page.goto(link.pathname);
  // With JavaScript the page is not loaded again from here on (no refresh racing the timer's navigation).
  const pagesLoaded: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) pagesLoaded.push(new URL(request.url()).pathname);
  });
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New Password').fill('second-password-2');
  await page.getByLabel('Confirm Password').fill('nope');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('New Password').fill('second-password-2');
  await page.getByLabel('Confirm Password').fill('second-password-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/, { timeout: 6000 });

  // The old password is refused (a toast), the new one works.
  await submitSignIn(page, { email, password: 'first-password-1' });
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await submitSignIn(page, { email, password: 'second-password-2' });
  await expect(page.getByRole('banner').getByText('Farida N. ▾')).toBeVisible();
  if (testInfo.project.use.javaScriptEnabled !== false) expect(pagesLoaded).toEqual([]);
});

test('the session cookie is httpOnly: no token for page scripts or storage', async ({ shopperPage: page, context }, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled === false, 'needs page scripts to look');
  const session = (await context.cookies()).find((cookie) => cookie.name === '__pointe_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(session!.expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
  expect(await page.evaluate(() => document.cookie)).not.toContain('__pointe_session');
  expect(await page.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage))).not.toMatch(/eyJ/);
  expect(await page.content()).not.toMatch(/eyJ[\w-]+\.eyJ/);

  // The user menu works from the keyboard.
  await page.getByRole('button', { name: 'Salma Hassan', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'User Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orderhistory$/);
});

test('only same-site redirects are followed after sign-in', async ({ page }) => {
  await page.goto('/signin?redirect=https://evil.example/steal');
  await submitSignIn(page, SHOPPER);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  // Signed in, /signin sends you on to the (safe) redirect.
  await page.goto('/signin?redirect=/contactus');
  await expect(page).toHaveURL(/\/contactus$/);
});

test('a cross-site POST is refused with 403', async ({ request, baseURL }) => {
  const form = { email: 'shopper@pointe.test', password: 'pointe-shopper-2026' };
  const crossSite = await request.post(`${baseURL}/signin`, { form, headers: { Origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(crossSite.status()).toBe(403);
  const noOrigin = await request.post(`${baseURL}/signout`, { form: {}, maxRedirects: 0 });
  expect(noOrigin.status()).toBe(403);
  // A foreign scheme is a foreign origin: https://<the shop's host> is not this http shop.
  const foreignScheme = await request.post(`${baseURL}/signin`, { form, headers: { Origin: baseURL!.replace(/^http:/, 'https:') }, maxRedirects: 0 });
  expect(foreignScheme.status()).toBe(403);
  const foreignSchemeReferer = await request.post(`${baseURL}/signin`, { form, headers: { Referer: `${baseURL!.replace(/^http:/, 'https:')}/signin` }, maxRedirects: 0 });
  expect(foreignSchemeReferer.status()).toBe(403);
  const sameSite = await request.post(`${baseURL}/signin`, { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(sameSite.status()).toBe(302);
});
