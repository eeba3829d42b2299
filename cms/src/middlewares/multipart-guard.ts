import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FORM_BYTES, PICTURE_SIZE_REFUSAL, errorJson, type CodedError } from '@pointe/config';

/**
 * The only routes that take a multipart body (files): each an upload of pictures by someone signed
 * in (an editor or admin; a shopper's receipt). Every other route refuses multipart before its body is read.
 */
export const MULTIPART_ROUTES: ReadonlyArray<{ method: 'POST'; path: RegExp; what: string }> = [
  { method: 'POST', path: /^\/api\/products\/images$/, what: "the shop admin's picture upload" },
  { method: 'POST', path: /^\/api\/orders\/[^/]+\/payment\/transfer$/, what: "her InstaPay transfer's reference, with its screenshot" },
  { method: 'POST', path: /^\/api\/upload$/, what: "Strapi's content API upload (closed to shop accounts)" },
  { method: 'POST', path: /^\/upload$/, what: "the panel's media library: upload, replace (?id=)" },
  { method: 'POST', path: /^\/upload\/files$/, what: "the panel's one-file upload" },
  { method: 'POST', path: /^\/upload\/files\/[^/]+\/replace$/, what: "the panel's replace" },
  { method: 'POST', path: /^\/admin\/project-settings$/, what: "the panel's logos" },
];

/** Where this request's files go: its own directory, made by the guard, on the request's headers object (a symbol no client can send). */
const UPLOAD_DIR = Symbol('pointe.uploadDir');
type WithUploadDir = { [UPLOAD_DIR]?: string };

/**
 * strapi::body's options for multipart (koa-body → formidable), for the routes above: the parser stops
 * (and removes what it wrote) past the picture limit, whether or not a Content-Length announced it, and
 * writes each request's files into the request's own directory, which the guard removes whole at the end
 * (formidable may still open a file for a part that follows its own refusal, and forgets to remove it).
 */
export const MULTIPART_BODY_OPTIONS = {
  formidable: {
    uploadDir: os.tmpdir(),
    maxFileSize: MAX_UPLOAD_BYTES,
    maxFieldsSize: 256 * 1024,
    maxFields: 50,
    filename: (_name: string, _ext: string, _part: unknown, form: { headers: WithUploadDir }) => {
      const directory = form.headers[UPLOAD_DIR];
      // Only the guard lets a multipart body reach the parser, and it always names the directory.
      if (!directory) throw new Error('A multipart body reached the parser without the multipart guard');
      return path.join(path.basename(directory), randomUUID());
    },
  },
};

const isMultipartRoute = (ctx: Context) => MULTIPART_ROUTES.some((route) => route.method === ctx.method && route.path.test(ctx.path));

const answer = (ctx: Context, status: 400 | 401 | 413 | 415, error: CodedError) => {
  ctx.status = status;
  ctx.body = errorJson(error);
};

/** formidable's refusals carry `httpCode` (413: too many or too large parts; 400: a malformed body) and an internal `code`. */
const BIGGER_THAN_MAX_FILE_SIZE = 1009;
function parserRefusal(error: unknown): { status: 400 | 413; error: CodedError } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { httpCode, code } = error as { httpCode?: unknown; code?: unknown };
  if (httpCode === 413) return { status: 413, error: code === BIGGER_THAN_MAX_FILE_SIZE ? PICTURE_SIZE_REFUSAL : { code: 'requestUnreadable' } };
  if (typeof httpCode === 'number' && httpCode >= 400 && httpCode < 500) return { status: 400, error: { code: 'requestUnreadable' } };
  return undefined;
}

/** strapi::body's own answer to formidable's "maxFileSize exceeded": a 413 in Strapi's words ("FileTooBig"). */
const isStrapiFileTooBig = (ctx: Context) =>
  ctx.status === 413 && typeof ctx.body === 'object' && ctx.body !== null && (ctx.body as { error?: { message?: unknown } }).error?.message === 'FileTooBig';

/**
 * Right before strapi::body: a multipart body (the parser writes its files to the temporary directory)
 * is taken only by MULTIPART_ROUTES, only with credentials, and only within the picture limit, all
 * decided before a byte of it is read. Everything else that is multipart gets 415 at once. The parser
 * writes into a directory of this request's own, removed whole when the request ends, however it ends.
 */
const multipartGuard: Core.MiddlewareFactory = () => async (ctx, next) => {
  // The same test koa-body makes to hand a body to formidable (false without a body).
  if (!ctx.is('multipart')) return next();
  if (!isMultipartRoute(ctx)) return answer(ctx, 415, { code: 'multipartRefused' });
  // Every upload route needs someone signed in: a stranger's files are not even read.
  if (!ctx.get('authorization')) return answer(ctx, 401, { code: 'signInToContinue' });
  if (Number(ctx.get('content-length')) > MAX_UPLOAD_FORM_BYTES) return answer(ctx, 413, PICTURE_SIZE_REFUSAL);
  // In the parser's own directory (formidable's uploadDir: the temporary directory), so that its file names stay inside it.
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pointe-upload-'));
  (ctx.req.headers as WithUploadDir)[UPLOAD_DIR] = directory;
  try {
    await next();
    if (isStrapiFileTooBig(ctx)) answer(ctx, 413, PICTURE_SIZE_REFUSAL);
  } catch (error) {
    const refusal = parserRefusal(error);
    if (!refusal) throw error;
    answer(ctx, refusal.status, refusal.error);
  } finally {
    await rm(directory, { recursive: true, force: true, maxRetries: 3 });
  }
};

export default multipartGuard;
