import { describe, expect, it } from 'vitest';
import {
  fieldErrors,
  firstIssue,
  profileBody,
  profileForm,
  resetPasswordForm,
  safeRedirect,
  signinBody,
  signupBody,
  signupForm,
} from './accounts.js';
import { englishOf } from './error-words-en.js';

describe('account schemas', () => {
  it('normalises the email: trimmed and lower-case', () => {
    expect(signinBody.parse({ email: '  Salma@Example.COM ', password: 'x' }).email).toBe('salma@example.com');
  });

  it('drops unknown fields such as isAdmin or role', () => {
    const parsed = signupBody.parse({ name: 'Salma', email: 's@example.com', password: 'long-enough', isAdmin: true, role: 1 });
    expect(parsed).toEqual({ name: 'Salma', email: 's@example.com', password: 'long-enough' });
  });

  it.each([
    [{ email: '', password: 'long-enough', name: 'A' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'long-enough', name: 'A' }, 'Enter a valid email address'],
    [{ email: 'a@example.com', password: 'short', name: 'A' }, 'Password must be at least 8 characters'],
    [{ email: 'a@example.com', password: 'é'.repeat(37), name: 'A' }, 'Password must be at most 72 bytes'],
    [{ email: 'a@example.com', password: 'long-enough', name: '  ' }, 'Name is required'],
    [{ email: 42, password: 'long-enough', name: 'A' }, 'Email is required'],
  ])('refuses %j: %s', (body, message) => {
    const result = signupBody.safeParse(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(englishOf(firstIssue(result.error))).toBe(message);
  });

  it('accepts a 72-byte password and refuses 73 bytes', () => {
    expect(signupBody.safeParse({ name: 'A', email: 'a@example.com', password: 'a'.repeat(72) }).success).toBe(true);
    expect(signupBody.safeParse({ name: 'A', email: 'a@example.com', password: 'a'.repeat(73) }).success).toBe(false);
  });

  it('keeps the current password when the profile password is empty', () => {
    expect(profileBody.parse({ name: 'A', email: 'a@example.com', password: '' }).password).toBeUndefined();
    expect(profileBody.parse({ name: 'A', email: 'a@example.com' }).password).toBeUndefined();
  });

  it("says 'Passwords do not match' on the confirmation field", () => {
    const result = signupForm.safeParse({ name: 'A', email: 'a@example.com', password: 'long-enough', confirmPassword: 'different' });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ confirmPassword: { code: 'passwordsDoNotMatch' } });
    expect(resetPasswordForm.safeParse({ password: 'long-enough', confirmPassword: 'long-enough' }).success).toBe(true);
    expect(profileForm.safeParse({ name: 'A', email: 'a@example.com', password: '', confirmPassword: '' }).success).toBe(true);
    expect(profileForm.safeParse({ name: 'A', email: 'a@example.com', password: 'long-enough', confirmPassword: '' }).success).toBe(false);
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/shipping', '/shipping'],
    ['/order/abc?x=1#top', '/order/abc?x=1#top'],
    ['/ar/shipping', '/ar/shipping'],
    ['/ar/order/abc?x=1', '/ar/order/abc?x=1'],
    ['/ar', '/ar'],
    ['/ar/..//evil.example', '/'],
    ['/ar/%2e%2e//evil.example/x', '/'],
    ['/.//evil.example', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [undefined, '/'],
  ])('%j → %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it('falls back to the page language\'s home when given one', () => {
    expect(safeRedirect('https://evil.example/', '/ar')).toBe('/ar');
    expect(safeRedirect('/ar/..//evil.example', '/ar')).toBe('/ar');
  });
});
