/** What the account routes answer. No answer ever carries a password, its hash, a reset token or provider internals. */
import { z } from 'zod';
import { countJson, idJson, pageFieldsJson, timestampJson } from './common.js';

/** Sign-in, sign-up and profile update: the account and a fresh bearer token. */
export const userInfoJson = z.object({
  _id: idJson,
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  token: z.string().min(1),
});
export type UserInfoJson = z.infer<typeof userInfoJson>;

/** A row of the admin users page. */
export const adminUserJson = z.object({
  _id: idJson,
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  createdAt: timestampJson,
  orderCount: countJson,
});
export type AdminUserJson = z.infer<typeof adminUserJson>;

/** GET /api/users/admin?page (admin): a page of accounts, newest first. */
export const adminUsersPageJson = z.object({ users: z.array(adminUserJson), ...pageFieldsJson });
export type AdminUsersPageJson = z.infer<typeof adminUsersPageJson>;
