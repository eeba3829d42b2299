import { messageJson, userInfoJson, type ProfileBody, type SigninBody, type SignupBody, type UserInfoJson } from '@pointe/config';
import type { CmsClient } from '~/lib/cms.server';

// Signed out (`context.cms`): the CMS limits these per shopper's IP. Signed in: the shopper's client.

export function signIn(cms: CmsClient, body: SigninBody): Promise<UserInfoJson> {
  return cms.request('/users/signin', userInfoJson, { method: 'POST', body });
}

export function signUp(cms: CmsClient, body: SignupBody): Promise<UserInfoJson> {
  return cms.request('/users/signup', userInfoJson, { method: 'POST', body });
}

export function updateProfile(cms: CmsClient, body: ProfileBody): Promise<UserInfoJson> {
  return cms.request('/users/profile', userInfoJson, { method: 'PUT', body });
}

/** Ends the session of the client's token on the CMS, for good (every copy of the cookie that carries it). */
export function endSession(cms: CmsClient): Promise<unknown> {
  return cms.request('/users/signout', messageJson, { method: 'POST' });
}

export async function requestPasswordReset(cms: CmsClient, email: string): Promise<string> {
  return (await cms.request('/users/forgot-password', messageJson, { method: 'POST', body: { email } })).message;
}

/** `resetToken` is the one from the emailed link (not a sign-in). */
export async function resetPassword(cms: CmsClient, resetToken: string, password: string): Promise<string> {
  const path = `/users/reset-password/${encodeURIComponent(resetToken)}`;
  return (await cms.request(path, messageJson, { method: 'POST', body: { password } })).message;
}
