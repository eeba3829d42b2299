import type { Core } from '@strapi/strapi';

/** Where koa-body (strapi::body with `includeUnparsed`) keeps the body's text as it came. */
export const UNPARSED_BODY = Symbol.for('unparsedBody');

/** The routes that need the body's exact bytes: an HMAC signs them, not the parsed JSON. */
const RAW_BODY_PATHS = new Set(['/api/courier/webhook']);

/**
 * Right after strapi::body (configured with `includeUnparsed`): keeps the raw text only where a
 * signature is checked over it, and takes it off every other route's body, so those bodies are what
 * they were before (nothing that copies a body, lodash's cloneDeep for one, carries the text along).
 */
const webhookRawBody: Core.MiddlewareFactory = () => async (ctx, next) => {
  const body: unknown = ctx.request.body;
  if (typeof body === 'object' && body !== null && !RAW_BODY_PATHS.has(ctx.path)) delete (body as Record<symbol, unknown>)[UNPARSED_BODY];
  return next();
};

export default webhookRawBody;
