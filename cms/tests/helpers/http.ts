import { inject } from 'vitest';

export const cmsUrl = () => inject('cmsUrl');

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls the CMS over HTTP and returns status, headers and the parsed JSON body (or the raw text). */
export async function api<T = unknown>(path: string, init: RequestInit & { json?: unknown; token?: string } = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(init.headers);
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
