import { rm } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FORM_BYTES, PICTURE_SIZE_REFUSAL, errorJson, type CodedError } from '@pointe/config';

/**
 * The only routes that take a multipart body (files): each an upload of pictures by a signed-in
 * editor or admin. Every other route refuses multipart before its body is read.
 */
export const MULTIPART_ROUTES: ReadonlyArray<{ method: 'POST'; path: RegExp; what: string }> = [
  { method: 'POST', path: /^\/api\/products\/images$/, what: "the shop admin's picture upload" },
  { method: 'POST', path: /^\/api\/upload$/, what: "Strapi's content API upload (closed to shop accounts)" },
  { method: 'POST', path: /^\/upload$/, what: "the panel's media library: upload, replace (?id=)" },
  { method: 'POST', path: /^\/upload\/files$/, what: "the panel's one-file upload" },
  { method: 'POST', path: /^\/upload\/files\/[^/]+\/replace$/, what: "the panel's replace" },
  { method: 'POST', path: /^\/admin\/project-settings$/, what: "the panel's logos" },
];

/**
 * strapi::body's options for multipart (koa-body → formidable), for the routes above: the parser stops
 * (and removes what it wrote) past the picture limit, whether or not a Content-Length announced it.
 * `patchNode` also keeps the parsed files on `ctx.req`, where strapi::body's clean-up does not remove them.
 */
export const MULTIPART_BODY_OPTIONS = {
  patchNode: true,
  formidable: { maxFileSize: MAX_UPLOAD_BYTES, maxFieldsSize: 256 * 1024, maxFields: 50 },
};

const isMultipartRoute = (ctx: Context) => MULTIPART_ROUTES.some((route) => route.method === ctx.method && route.path.test(ctx.path));

const answer = (ctx: Context, status: 400 | 401 | 413 | 415, error: CodedError) => {
  ctx.status = status;
  ctx.body = errorJson(error);
};

/** formidable's refusals (too many or too large fields, a malformed body) carry `httpCode`. */
function parserRefusal(error: unknown): 400 | 413 | undefined {
  const httpCode = typeof error === 'object' && error !== null ? (error as { httpCode?: unknown }).httpCode : undefined;
  if (httpCode === 413) return 413;
  if (typeof httpCode === 'number' && httpCode >= 400 && httpCode < 500) return 400;
  return undefined;
}

/** strapi::body's own answer to formidable's "maxFileSize exceeded": a 413 in Strapi's words ("FileTooBig"). */
const isStrapiFileTooBig = (ctx: Context) =>
  ctx.status === 413 && typeof ctx.body === 'object' && ctx.body !== null && (ctx.body as { error?: { message?: unknown } }).error?.message === 'FileTooBig';

/** Every file the parser stored for this request (one or several per field). */
function storedFiles(ctx: Context): string[] {
  const files = (ctx.req as { files?: Record<string, unknown> }).files;
  if (!files) return [];
  return Object.values(files)
    .flat()
    .flatMap((file) => (typeof file === 'object' && file !== null && typeof (file as { filepath?: unknown }).filepath === 'string' ? [(file as { filepath: string }).filepath] : []));
}

/**
 * Right before strapi::body: a multipart body (the parser writes its files to the temporary directory)
 * is taken only by MULTIPART_ROUTES, only with credentials, and only within the picture limit, all
 * decided before a byte of it is read. Everything else that is multipart gets 415 at once. Whatever the
 * parser wrote is removed when the request ends, however it ends.
 */
const multipartGuard: Core.MiddlewareFactory = () => async (ctx, next) => {
  // The same test koa-body makes to hand a body to formidable (false without a body).
  if (!ctx.is('multipart')) return next();
  if (!isMultipartRoute(ctx)) return answer(ctx, 415, { code: 'multipartRefused' });
  // Every upload route needs a signed-in editor or admin: a stranger's files are not even read.
  if (!ctx.get('authorization')) return answer(ctx, 401, { code: 'signInToContinue' });
  if (Number(ctx.get('content-length')) > MAX_UPLOAD_FORM_BYTES) return answer(ctx, 413, PICTURE_SIZE_REFUSAL);
  try {
    await next();
    if (isStrapiFileTooBig(ctx)) answer(ctx, 413, PICTURE_SIZE_REFUSAL);
  } catch (error) {
    const status = parserRefusal(error);
    if (status === undefined) throw error;
    answer(ctx, status, status === 413 ? PICTURE_SIZE_REFUSAL : { code: 'requestUnreadable' });
  } finally {
    await Promise.all(storedFiles(ctx).map((file) => rm(file, { force: true })));
  }
};

export default multipartGuard;
