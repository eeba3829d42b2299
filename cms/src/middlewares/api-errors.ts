import type { Core } from '@strapi/strapi';
import { ERROR_MESSAGES, errorCodeOf, type MessageJson } from '@pointe/config';

type StrapiErrorBody = { error?: { message?: unknown } };

function messageOf(body: unknown, status: number): string {
  const nested = (body as StrapiErrorBody | null)?.error?.message;
  if (typeof nested === 'string' && nested) return nested;
  const flat = (body as { message?: unknown } | null)?.message;
  if (typeof flat === 'string' && flat) return flat;
  return status === 404 ? ERROR_MESSAGES.notFound : ERROR_MESSAGES.requestFailed;
}

/**
 * The shop's contract: every /api refusal is `{ message, code? }` at the top level
 * (Strapi's own shape is `{ data: null, error: { status, name, message } }`).
 * The message stays English (the spec); `code` is its stable name in config's error table, so the
 * storefront can show it in the page's language. A message the table does not know (Strapi's own,
 * zod's defaults) goes without a code.
 * A 5xx never leaks internals: the message is generic and the error is logged by strapi::errors.
 */
const apiErrors: Core.MiddlewareFactory = () => async (ctx, next) => {
  await next();
  if (!ctx.path.startsWith('/api/') || ctx.status < 400) return;
  // A 503 carries our own "try again" message (database-unavailable); other 5xx stay generic.
  const leaksNothing = ctx.status >= 500 && ctx.status !== 503;
  const message = leaksNothing ? ERROR_MESSAGES.somethingWentWrong : messageOf(ctx.body, ctx.status);
  const code = errorCodeOf(message);
  ctx.body = (code ? { message, code } : { message }) satisfies MessageJson;
};

export default apiErrors;
