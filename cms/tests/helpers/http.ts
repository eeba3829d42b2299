import { inject } from 'vitest';

export const cmsUrl = () => inject('cmsUrl');

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * Each test file counts its clients from its own 65,536 (vitest's worker id): files run side by
 * side against one CMS, and with every file counting from 0 their first sign-ups shared addresses
 * and met the per-IP limit (429) once the suite ran fast enough.
 */
let clients = (Number(process.env.VITEST_WORKER_ID ?? 0) % 256) * 65_536;
/**
 * A distinct client address for X-Forwarded-For, so per-IP rate limits of one request or test don't
 * touch another (16 million before it wraps, enough for the fuzz round and the soak).
 */
export function newClientIp(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

export type ApiInit = RequestInit & { json?: unknown; token?: string; ip?: string };

/** Calls the CMS of this test run (the API suite's globalSetup provides it). */
export function api<T = unknown>(path: string, init: ApiInit = {}): Promise<ApiResponse<T>> {
  return callCms<T>(cmsUrl(), path, init);
}

/** Calls the CMS at `baseUrl` (the long tests start their own). */
export async function callCms<T = unknown>(baseUrl: string, path: string, init: ApiInit = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', init.ip ?? newClientIp());
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: body as T };
}
