import type { Core } from '@strapi/strapi';
import { codedErrorOf, errorJson, ShopError, type CodedError, type MessageJson } from '@pointe/config';
import { codeOfThirdPartyMessage } from './third-party-errors';

interface StrapiErrorBody {
  error?: { message?: unknown; details?: { code?: unknown; params?: unknown } };
  message?: unknown;
  code?: unknown;
  params?: unknown;
}

/**
 * The refusal a body already carries as a code of ours: our own `{ message, code, params }` (from
 * `refuse`), or Strapi's envelope around a ValidationError we raised with the code in its details
 * (`shopValidationError`).
 */
function ownRefusal(body: StrapiErrorBody | null): CodedError | undefined {
  if (!body) return undefined;
  return codedErrorOf(body.code, body.params) ?? codedErrorOf(body.error?.details?.code, body.error?.details?.params);
}

/** Words from Strapi, Koa or a plugin, and the code of ours for the same refusal when there is one. */
function thirdPartyRefusal(body: StrapiErrorBody | null, status: number): MessageJson {
  const nested = body?.error?.message;
  const flat = body?.message;
  const message = typeof nested === 'string' && nested ? nested : typeof flat === 'string' && flat ? flat : undefined;
  if (message === undefined) return errorJson({ code: status === 404 ? 'notFound' : 'requestFailed' });
  const code = codeOfThirdPartyMessage(message);
  return code ? errorJson({ code } as CodedError) : { message };
}

/**
 * The shop's contract: every /api refusal is `{ message, code?, params? }` at the top level
 * (Strapi's own shape is `{ data: null, error: { status, name, message } }`). Our own refusals come
 * with their code and values from the service or schema that made them, never read back from words;
 * the English message is written from config's English table. Third-party words keep their message
 * (with our code only where third-party-errors.ts knows the same refusal).
 * A 5xx never leaks internals: the message is generic and the error is logged by strapi::errors.
 */
const apiErrors: Core.MiddlewareFactory = () => async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    // A service that threw its refusal rather than returning it: a 400 with its code.
    if (!(error instanceof ShopError) || !ctx.path.startsWith('/api/')) throw error;
    ctx.status = 400;
    ctx.body = errorJson(error.coded);
  }
  if (!ctx.path.startsWith('/api/') || ctx.status < 400) return;
  const body = (typeof ctx.body === 'object' ? ctx.body : null) as StrapiErrorBody | null;
  // A 503 carries our own "try again" refusal (database-unavailable); other 5xx stay generic.
  if (ctx.status >= 500 && ctx.status !== 503) {
    ctx.body = errorJson({ code: 'somethingWentWrong' }) satisfies MessageJson;
    return;
  }
  const own = ownRefusal(body);
  ctx.body = (own ? errorJson(own) : thirdPartyRefusal(body, ctx.status)) satisfies MessageJson;
};

export default apiErrors;
