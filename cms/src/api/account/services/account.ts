import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  ADMIN_PAGE_SIZE,
  type AdminUsersPageJson,
  type ProfileBody,
  type SigninBody,
  type SignupBody,
  type UserInfoJson,
  toLocale,
} from '@pointe/config';
import { USER_UID, endSession, issueToken, newSessionId, type ShopUser } from '../../../auth/authenticate';
import { joinTableOf } from '../../../database/names';
import { queueMail } from '../../../email/mailer';
import { passwordResetMail } from '../../../email/password-reset';
import { verifyPassword } from '../../../auth/passwords';
import { storefrontUrl } from '../../../utils/env';

const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** Reset tokens are 32 random bytes, base64url: exactly 43 characters. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/**
 * Compared against when the email is unknown, so a wrong email costs the same bcrypt time as a
 * wrong password: response times do not tell which accounts exist.
 */
const DUMMY_HASH = '$2a$10$zxyeHiROksrOIqDxeci9jOf7oxfgXXCrcoZHWd0Xn6YZoAGr2zQli';

const USER_FIELDS = ['id', 'documentId', 'name', 'email', 'isAdmin', 'tokenVersion', 'blocked'];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const accountService = ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(USER_UID);
  const userPlugin = () => strapi.plugin('users-permissions').service('user');

  /** The user DTO of sign-in, sign-up and profile answers (the `userInfoJson` contract), with a token of this session. */
  const userInfo = (user: ShopUser, session: string): UserInfoJson => ({
    _id: user.documentId,
    name: user.name ?? '',
    email: user.email,
    isAdmin: Boolean(user.isAdmin),
    token: issueToken(strapi, user, session),
  });

  const hashPassword = async (password: string): Promise<string> =>
    (await userPlugin().ensureHashedPasswords({ password })).password;

  const emailTaken = async (email: string, exceptId?: number) => {
    const owner = await users().findOne({ where: { email }, select: ['id'] });
    return Boolean(owner && owner.id !== exceptId);
  };

  return {
    /** The admin users page: name, email, admin flag, joined, order count. Never a password field. */
    async adminList(page: number): Promise<AdminUsersPageJson> {
      const total = await users().count({});
      const rows: Array<{ id: number; documentId: string; name: string | null; email: string; isAdmin: boolean | null; createdAt: string | Date }> =
        await users().findMany({
          select: ['id', 'documentId', 'name', 'email', 'isAdmin', 'createdAt'],
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          limit: ADMIN_PAGE_SIZE,
          offset: (page - 1) * ADMIN_PAGE_SIZE,
        });
      const link = joinTableOf(strapi, 'api::order.order', 'user');
      const userColumn = link.targetColumn;
      const counts: Array<{ userId: number; count: unknown }> = rows.length
        ? await strapi.db
            .connection(link.name)
            .select({ userId: userColumn })
            .count({ count: '*' })
            .whereIn(userColumn, rows.map((row) => row.id))
            .groupBy(userColumn)
        : [];
      return {
        users: rows.map((row) => ({
          _id: row.documentId,
          name: row.name ?? '',
          email: row.email,
          isAdmin: Boolean(row.isAdmin),
          createdAt: new Date(row.createdAt).toISOString(),
          orderCount: Number(counts.find((entry) => Number(entry.userId) === row.id)?.count ?? 0),
        })),
        page,
        pages: Math.ceil(total / ADMIN_PAGE_SIZE),
      };
    },

    /** The user info for good credentials; null otherwise (the caller says only 'Invalid email or password'). */
    async signin({ email, password }: SigninBody): Promise<UserInfoJson | null> {
      const user = await users().findOne({ where: { email }, select: [...USER_FIELDS, 'password', 'provider'] });
      const valid = await verifyPassword(password, user?.password || DUMMY_HASH);
      if (!user || !valid || user.blocked || user.provider !== 'local') return null;
      return userInfo(user, newSessionId());
    },

    /**
     * A new, signed-in shopper; 'taken' when the email already has an account. Never an admin.
     * `locale` is the language they signed up in: their emails are written in it (English when not sent).
     */
    async signup({ name, email, password, locale }: SignupBody): Promise<UserInfoJson | 'taken'> {
      if (await emailTaken(email)) return 'taken';
      const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
      try {
        const created = await strapi.documents(USER_UID).create({
          data: {
            username: email,
            email,
            password,
            name,
            language: toLocale(locale),
            provider: 'local',
            confirmed: true,
            blocked: false,
            isAdmin: false,
            role: role?.id,
          } as never,
        });
        return userInfo({ ...(created as unknown as ShopUser), tokenVersion: 0 }, newSessionId());
      } catch (error) {
        // Two sign-ups racing for one email: the unique index lets one through.
        if (await emailTaken(email)) return 'taken';
        throw error;
      }
    },

    /**
     * Name, email and (when given) password; a new password also ends every other session. The fresh
     * token stays in the caller's session (`session`), so signing out later ends the older ones too.
     */
    async updateProfile(user: ShopUser, session: string, { name, email, password }: ProfileBody): Promise<UserInfoJson | 'taken'> {
      if (await emailTaken(email, user.id)) return 'taken';
      const data: Record<string, unknown> = { name, email, username: email };
      if (password) {
        data.password = await hashPassword(password);
        data.tokenVersion = (user.tokenVersion ?? 0) + 1;
      }
      const updated: ShopUser = await users().update({ where: { id: user.id }, data, select: USER_FIELDS });
      return userInfo(updated, session);
    },

    /** Signs out: this session ends for good (every copy of its tokens, on every CMS process); her other sessions go on. */
    async signOut(user: ShopUser, session: string): Promise<void> {
      await endSession(strapi, user.id, session);
    },

    /** Emails a single-use reset link valid for 1 hour, when the account exists. Says nothing either way. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await users().findOne({ where: { email, provider: 'local' }, select: ['id', 'name', 'email', 'blocked', 'language'] });
      if (!user || user.blocked) return;
      const token = randomBytes(32).toString('base64url');
      await users().update({
        where: { id: user.id },
        data: { resetPasswordToken: sha256(token), resetPasswordExpiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS) },
      });
      await queueMail(strapi, passwordResetMail(user, token, storefrontUrl(), toLocale(user.language)));
    },

    /**
     * Sets the new password if the token is known and unexpired. The token is consumed by a
     * conditional update, so it works once even when two requests race; older JWTs stop working.
     */
    async resetPassword(token: string, password: string): Promise<boolean> {
      if (!RESET_TOKEN_PATTERN.test(token)) return false;
      const tokenHash = sha256(token);
      const user = await users().findOne({
        where: { resetPasswordToken: tokenHash, resetPasswordExpiresAt: { $gt: new Date() } },
        select: ['id', 'tokenVersion'],
      });
      if (!user) return false;
      const { count } = await users().updateMany({
        where: { id: user.id, resetPasswordToken: tokenHash },
        data: {
          password: await hashPassword(password),
          resetPasswordToken: null,
          resetPasswordExpiresAt: null,
          tokenVersion: (user.tokenVersion ?? 0) + 1,
        },
      });
      return count === 1;
    },
  };
};

export type AccountService = ReturnType<typeof accountService>;
export default accountService;
