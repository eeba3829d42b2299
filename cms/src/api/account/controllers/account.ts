import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { z } from 'zod';
import { coded, adminPageQuery, firstIssue, forgotPasswordBody, profileBody, resetPasswordBody, signinBody, signupBody } from '@pointe/config';
import { callerSession, type ShopUser } from '../../../auth/authenticate';
import { envInt } from '../../../utils/env';
import { refuse } from '../../../utils/http';
import { RateLimiter } from '../../../utils/rate-limit';
import { getService } from '../../../utils/services';

const TOO_MANY = coded('tooManyAttempts');
const FORGOT_ANSWER =
  'If an account exists for that email, we have sent it a link to reset the password. The link works for 1 hour.';

const SIGNED_OUT_ANSWER = 'You have signed out. That session has ended on every device that had it.';

const windowSeconds = envInt('AUTH_RATE_WINDOW_SECONDS', 60);
const perIp = new RateLimiter({ name: 'auth-ip', limit: envInt('AUTH_RATE_LIMIT_PER_IP', 10), windowSeconds });
const perEmail = new RateLimiter({ name: 'auth-email', limit: envInt('AUTH_RATE_LIMIT_PER_EMAIL', 10), windowSeconds });

/** Validates the JSON body; answers 400 { message } and returns null when it is not acceptable. */
function parseBody<Schema extends z.ZodType>(ctx: Context, schema: Schema): z.output<Schema> | null {
  const parsed = schema.safeParse(ctx.request.body ?? {});
  if (parsed.success) return parsed.data;
  refuse(ctx, 400, firstIssue(parsed.error));
  return null;
}

/**
 * Counts an attempt per client IP and per (normalised) email for one route; answers 429 when either
 * is over its limit. The email comes from the validated body, so casing or extra fields change nothing.
 */
async function allowAttempt(ctx: Context, route: string, email?: string): Promise<boolean> {
  const [ipAllowed, emailAllowed] = await Promise.all([
    perIp.attempt(`${route}:ip:${ctx.request.ip}`),
    email === undefined || perEmail.attempt(`${route}:email:${email}`),
  ]);
  if (ipAllowed && emailAllowed) return true;
  refuse(ctx, 429, TOO_MANY);
  return false;
}

export default ({ strapi }: { strapi: Core.Strapi }): Core.Controller => {
  const accounts = () => getService(strapi, 'api::account.account');

  return {
    async adminList(ctx) {
      const query = adminPageQuery.safeParse(ctx.query);
      if (!query.success) return refuse(ctx, 400, firstIssue(query.error));
      ctx.body = await accounts().adminList(query.data.page);
    },

    async signin(ctx) {
      const body = parseBody(ctx, signinBody);
      if (!body || !(await allowAttempt(ctx, 'signin', body.email))) return;
      const user = await accounts().signin(body);
      if (!user) return refuse(ctx, 401, coded('invalidCredentials'));
      ctx.body = user;
    },

    async signup(ctx) {
      const body = parseBody(ctx, signupBody);
      if (!body || !(await allowAttempt(ctx, 'signup', body.email))) return;
      const user = await accounts().signup(body);
      if (user === 'taken') return refuse(ctx, 409, coded('emailTaken'));
      ctx.status = 201;
      ctx.body = user;
    },

    async updateProfile(ctx) {
      const body = parseBody(ctx, profileBody);
      if (!body) return;
      const user = await accounts().updateProfile(ctx.state.user as ShopUser, callerSession(ctx.state), body);
      if (user === 'taken') return refuse(ctx, 409, coded('emailBelongsToAnother'));
      ctx.body = user;
    },

    /** POST /api/users/signout: ends the caller's session (the bearer token's) for good. */
    async signOut(ctx) {
      await accounts().signOut(ctx.state.user as ShopUser, callerSession(ctx.state));
      ctx.body = { message: SIGNED_OUT_ANSWER };
    },

    async forgotPassword(ctx) {
      const body = parseBody(ctx, forgotPasswordBody);
      if (!body || !(await allowAttempt(ctx, 'forgot-password', body.email))) return;
      await accounts().requestPasswordReset(body.email);
      ctx.body = { message: FORGOT_ANSWER };
    },

    async resetPassword(ctx) {
      const body = parseBody(ctx, resetPasswordBody);
      if (!body || !(await allowAttempt(ctx, 'reset-password'))) return;
      const done = await accounts().resetPassword(String(ctx.params.token ?? ''), body.password);
      if (!done) return refuse(ctx, 400, coded('resetLinkInvalid'));
      ctx.body = { message: 'Your password has been reset. Please sign in with the new one.' };
    },
  };
};
