import type { Core } from '@strapi/strapi';
import { coded } from '@pointe/config';
import { authenticate } from '../auth/authenticate';
import { refuse } from '../utils/http';

/** Route middleware: signed in (401) and a shop admin (403). Admin rights are checked here, on the CMS. */
const adminOnly: Core.MiddlewareFactory = (_config, { strapi }) => async (ctx, next) => {
  const result = await authenticate(strapi, ctx.request.header.authorization);
  if ('status' in result) return refuse(ctx, result.status, result.error);
  if (!result.user.isAdmin) return refuse(ctx, 403, coded('adminsOnly'));
  ctx.state.user = result.user;
  // The session of the token (ended by a sign-out, kept by a profile update's fresh token).
  ctx.state.session = result.session;
  return next();
};

export default adminOnly;
