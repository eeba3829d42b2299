import type { Core } from '@strapi/strapi';

type StrapiErrorBody = { error?: { message?: unknown } };

function messageOf(body: unknown, status: number): string {
  const nested = (body as StrapiErrorBody | null)?.error?.message;
  if (typeof nested === 'string' && nested) return nested;
  const flat = (body as { message?: unknown } | null)?.message;
  if (typeof flat === 'string' && flat) return flat;
  return status === 404 ? 'Not Found' : 'Request failed';
}

/**
 * The shop's contract: every /api refusal is `{ message }` at the top level
 * (Strapi's own shape is `{ data: null, error: { status, name, message } }`).
 * A 5xx never leaks internals: the message is generic and the error is logged by strapi::errors.
 */
const apiErrors: Core.MiddlewareFactory = () => async (ctx, next) => {
  await next();
  if (!ctx.path.startsWith('/api/') || ctx.status < 400) return;
  // A 503 carries our own "try again" message (database-unavailable); other 5xx stay generic.
  const leaksNothing = ctx.status >= 500 && ctx.status !== 503;
  const message = leaksNothing ? 'Something went wrong. Please try again.' : messageOf(ctx.body, ctx.status);
  ctx.body = { message };
};

export default apiErrors;
