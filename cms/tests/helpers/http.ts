import { inject } from 'vitest';

export const cmsUrl = () => inject('cmsUrl');

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls the CMS over HTTP and returns status, headers and the parsed JSON body (or the raw text). */
let clients = 0;
/** A distinct client address for X-Forwarded-For, so per-IP rate limits of one test don't touch another. */
export function newClientIp(): string {
  clients += 1;
  return `198.51.${100 + Math.floor(clients / 250)}.${(clients % 250) + 1}`;
}

export async function api<T = unknown>(
  path: string,
  init: RequestInit & { json?: unknown; token?: string; ip?: string } = {},
): Promise<ApiResponse<T>> {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', init.ip ?? newClientIp());
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${cmsUrl()}${path}`, {
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
