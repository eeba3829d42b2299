import type { Core } from '@strapi/strapi';
import { errorJson } from '@pointe/config';

const NUL_IN_URL = /%00/i;

/**
 * PostgreSQL text can't hold the NUL character: a NUL in a path, query or JSON body would fail deep
 * in a query as a 500. The shop never needs one, so such a request is refused up front with a 400.
 */
const cleanInput: Core.MiddlewareFactory = () => async (ctx, next) => {
  if (ctx.path.startsWith('/api/')) {
    const body: unknown = ctx.request.body;
    const bodyHasNul = typeof body === 'object' && body !== null && JSON.stringify(body).includes('\\u0000');
    if (NUL_IN_URL.test(ctx.url) || ctx.url.includes('\0') || bodyHasNul) {
      ctx.status = 400;
      ctx.body = errorJson({ code: 'requestCharacter' });
      return;
    }
  }
  await next();
};

export default cleanInput;
