import type { Core } from '@strapi/strapi';
import { authenticate } from '../auth/authenticate';
import { refuse } from '../utils/http';

/**
 * Route middleware: a valid bearer token is required (401 { message } otherwise); the user lands in
 * ctx.state.user. (A middleware rather than a policy: Strapi replaces a policy's 401 message.)
 */
const signedIn: Core.MiddlewareFactory = (_config, { strapi }) => async (ctx, next) => {
  const result = await authenticate(strapi, ctx.request.header.authorization);
  if ('status' in result) return refuse(ctx, result.status, result.error);
  ctx.state.user = result.user;
  // The session of the token (ended by a sign-out, kept by a profile update's fresh token).
  ctx.state.session = result.session;
  return next();
};

export default signedIn;
