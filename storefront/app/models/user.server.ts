import { z } from 'zod';
import type { ProfileBody, SigninBody, SignupBody } from '@pointe/config';
import { cmsRequest } from '~/lib/cms.server';

const userInfoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  token: z.string(),
});
const messageSchema = z.object({ message: z.string() });

export type UserInfo = z.infer<typeof userInfoSchema>;

export function signIn(body: SigninBody, clientIp: string): Promise<UserInfo> {
  return cmsRequest('/users/signin', userInfoSchema, { method: 'POST', body, clientIp });
}

export function signUp(body: SignupBody, clientIp: string): Promise<UserInfo> {
  return cmsRequest('/users/signup', userInfoSchema, { method: 'POST', body, clientIp });
}

export function updateProfile(body: ProfileBody, token: string): Promise<UserInfo> {
  return cmsRequest('/users/profile', userInfoSchema, { method: 'PUT', body, token });
}

export async function requestPasswordReset(email: string, clientIp: string): Promise<string> {
  return (await cmsRequest('/users/forgot-password', messageSchema, { method: 'POST', body: { email }, clientIp })).message;
}

export async function resetPassword(token: string, password: string, clientIp: string): Promise<string> {
  const path = `/users/reset-password/${encodeURIComponent(token)}`;
  return (await cmsRequest(path, messageSchema, { method: 'POST', body: { password }, clientIp })).message;
}
