import { messageJson, userInfoJson, type ProfileBody, type SigninBody, type SignupBody, type UserInfoJson } from '@pointe/config';
import { cmsRequest } from '~/lib/cms.server';

export function signIn(body: SigninBody, clientIp: string): Promise<UserInfoJson> {
  return cmsRequest('/users/signin', userInfoJson, { method: 'POST', body, clientIp });
}

export function signUp(body: SignupBody, clientIp: string): Promise<UserInfoJson> {
  return cmsRequest('/users/signup', userInfoJson, { method: 'POST', body, clientIp });
}

export function updateProfile(body: ProfileBody, token: string): Promise<UserInfoJson> {
  return cmsRequest('/users/profile', userInfoJson, { method: 'PUT', body, token });
}

export async function requestPasswordReset(email: string, clientIp: string): Promise<string> {
  return (await cmsRequest('/users/forgot-password', messageJson, { method: 'POST', body: { email }, clientIp })).message;
}

export async function resetPassword(token: string, password: string, clientIp: string): Promise<string> {
  const path = `/users/reset-password/${encodeURIComponent(token)}`;
  return (await cmsRequest(path, messageJson, { method: 'POST', body: { password }, clientIp })).message;
}
