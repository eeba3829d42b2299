import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER, clientIpSigned, errorJson, messageJson, type CodedError, type MessageJson } from '@pointe/config';
import { env } from './env.server';

/**
 * A refusal or failure from the CMS, carrying its status and `{ message, code, params }` as the CMS
 * sent them. The message is the CMS's English words; `code` and `params` (config's error table) let a
 * page write the refusal in its language (`useErrorText()` / `errorTextFor(locale, error.refusal)`).
 */
export class CmsError extends Error {
  readonly code: string | undefined;
  readonly params: MessageJson['params'];

  constructor(
    readonly status: number,
    message: string,
    code?: string,
    params?: MessageJson['params'],
  ) {
    super(message);
    this.name = 'CmsError';
    this.code = code;
    this.params = params;
  }

  /** The refusal in the wire's shape, for `errorTextFor`. */
  get refusal(): MessageJson {
    return { message: this.message, ...(this.code === undefined ? {} : { code: this.code }), ...(this.params === undefined ? {} : { params: this.params }) };
  }
}

/** A failure the storefront itself names (the CMS unreachable, an answer off its contract), coded like the CMS's. */
const ownFailure = (status: number, error: CodedError) => {
  const { message, code, params } = errorJson(error);
  return new CmsError(status, message, code, params);
};
const GENERIC_ERROR: CodedError = { code: 'somethingWentWrong' };
const UNAVAILABLE: CodedError = { code: 'shopUnavailable' };
const TIMEOUT_MS = 10_000;
/** Fifty labels with their fonts take the CMS seconds on a busy machine. */
const FILE_TIMEOUT_MS = 60_000;

/** A query string: one value per name, or name–value pairs (a name may repeat, e.g. `size=S&size=M`). */
type Query = Record<string, string | number | undefined> | ReadonlyArray<readonly [string, string]>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** Sent as JSON, or as multipart when it is FormData (picture uploads). */
  body?: unknown;
  token?: string;
  /** The shopper's IP, for the CMS's per-IP limits on sign-in and the like. */
  clientIp?: string;
  headers?: Record<string, string>;
}

function cmsUrl(path: string, query: Query | undefined): URL {
  const url = new URL(`/api${path}`, env.CMS_URL);
  if (Array.isArray(query)) for (const [key, value] of query) url.searchParams.append(key, value);
  else {
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
  }
  return url;
}

/**
 * The shopper's address for the CMS's per-IP limits: signed with CMS_CLIENT_IP_SECRET, the only form the
 * CMS believes from a caller (config/src/client-ip.ts); also as X-Forwarded-For, which the CMS reads
 * only from the proxies CMS_TRUSTED_PROXIES names (a deployment without the secret).
 */
function clientIpHeaders(clientIp: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-for': clientIp };
  if (env.CMS_CLIENT_IP_SECRET) {
    headers[CLIENT_IP_HEADER] = clientIp;
    headers[CLIENT_IP_SIGNATURE_HEADER] = createHmac('sha256', env.CMS_CLIENT_IP_SECRET).update(clientIpSigned(clientIp)).digest('hex');
  }
  return headers;
}

/**
 * The one way the storefront talks to the CMS: JSON over HTTP, answers checked against their schema
 * in the wire contract (`@pointe/config`: productJson, orderJson, …), every refusal turned into a
 * CmsError with the CMS's own message.
 */
export async function cmsRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  { method = 'GET', query, body, token, clientIp, headers: extraHeaders }: RequestOptions = {},
): Promise<z.output<Schema>> {
  const url = cmsUrl(path, query);
  const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (clientIp) Object.assign(headers, clientIpHeaders(clientIp));

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw ownFailure(503, UNAVAILABLE);
  }

  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = messageJson.safeParse(json);
    if (refusal.success) throw new CmsError(response.status, refusal.data.message, refusal.data.code, refusal.data.params);
    throw ownFailure(response.status, GENERIC_ERROR);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`CMS answer for ${method} ${path} did not match its schema`, parsed.error.issues.slice(0, 3));
    throw ownFailure(502, GENERIC_ERROR);
  }
  return parsed.data;
}

/** A file the CMS makes (labels PDF, courier CSV): its body and the headers a download needs. */
export interface CmsFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  disposition: string;
}

/**
 * A file from the CMS (admin documents), streamed through as it comes. A refusal is a CmsError with
 * the CMS's message, like `cmsRequest`'s.
 */
export async function cmsFileRequest(path: string, { query, token }: Pick<RequestOptions, 'query' | 'token'>): Promise<CmsFile> {
  let response: Response;
  try {
    response = await fetch(cmsUrl(path, query), { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(FILE_TIMEOUT_MS) });
  } catch {
    throw ownFailure(503, UNAVAILABLE);
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || !response.body || contentType.startsWith('application/json')) {
    const refusal = messageJson.safeParse(await response.json().catch(() => undefined));
    if (refusal.success) throw new CmsError(response.status, refusal.data.message, refusal.data.code, refusal.data.params);
    throw ownFailure(response.ok ? 502 : response.status, GENERIC_ERROR);
  }
  return { body: response.body, contentType, disposition: response.headers.get('content-disposition') ?? 'attachment' };
}

/** What a call through a `CmsClient` sets itself: everything but who is calling. */
export type CallOptions = Omit<RequestOptions, 'token' | 'clientIp'>;

/** Who a request's calls come from: the shopper's address, or once signed in their token. */
export type CmsCaller = { readonly clientIp: string } | { readonly token: string };

/**
 * The CMS as one request's shopper (`context.cms`, made once per request in load-context.ts).
 * Signed-out calls carry the shopper's IP, which the CMS limits per address (sign-in, sign-up,
 * password reset, promo codes); `withToken` gives the client of the signed-in shopper, whose token
 * names them instead (orders, profile, admin). The catalogue's reads are the same for everyone and
 * call `cmsRequest` directly.
 */
export class CmsClient {
  /**
   * @param sessionEnded For a signed-in shopper's client (`getSignedIn`): what a 401 from the CMS
   * becomes, i.e. her session is over (she signed out elsewhere, changed her password, was blocked):
   * every page and action under her session signs her out and sends her to sign in, in one place.
   */
  constructor(
    readonly caller: CmsCaller,
    private readonly sessionEnded?: (error: CmsError) => Promise<never>,
  ) {}

  async request<Schema extends z.ZodType>(path: string, schema: Schema, options: CallOptions = {}): Promise<z.output<Schema>> {
    try {
      return await cmsRequest(path, schema, { ...options, ...this.caller });
    } catch (error) {
      return this.#refused(error);
    }
  }

  /** A file (admin documents): only for a signed-in caller, whose token says who asks. */
  async file(path: string, query: Query): Promise<CmsFile> {
    if (!('token' in this.caller)) throw ownFailure(401, { code: 'signInToContinue' });
    try {
      return await cmsFileRequest(path, { query, token: this.caller.token });
    } catch (error) {
      return this.#refused(error);
    }
  }

  /** The same shopper, signed in; `sessionEnded` as for the constructor. */
  withToken(token: string, sessionEnded?: (error: CmsError) => Promise<never>): CmsClient {
    return new CmsClient({ token }, sessionEnded);
  }

  #refused(error: unknown): Promise<never> {
    if (this.sessionEnded && error instanceof CmsError && error.status === 401) return this.sessionEnded(error);
    throw error;
  }
}

/**
 * For loaders: a CMS refusal becomes an HTTP error response carrying the CMS's message, which the
 * error boundary shows (404 → the not-found page). Anything else is a bug and propagates as is.
 */
export function throwAsResponse(error: unknown): never {
  if (error instanceof CmsError) throw new Response(error.message, { status: error.status });
  throw error;
}
