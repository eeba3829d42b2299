import { createHmac } from 'node:crypto';
import { inject } from 'vitest';
import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER, clientIpSigned } from '@pointe/config';
import { TEST_ENV } from '../../../scripts/lib/test-stack';

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
 * A distinct client address, so per-IP rate limits of one request or test don't touch another
 * (16 million before it wraps, enough for the fuzz round and the soak).
 */
export function newClientIp(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/**
 * `ip`: the client address, sent as the storefront's server sends a shopper's (signed with the shared
 * CMS_CLIENT_IP_SECRET, and in X-Forwarded-For); a new one per request unless given.
 * `direct`: a stranger calling the CMS itself: no address of ours, only the headers given (a forged
 * X-Forwarded-For, say); the CMS sees the connection's own address.
 */
export type ApiInit = RequestInit & { json?: unknown; token?: string; ip?: string; direct?: boolean };

/** The headers with which the storefront's server passes on the shopper's address (storefront/app/lib/cms.server.ts). */
export function clientIpHeaders(ip: string, secret = TEST_ENV.CMS_CLIENT_IP_SECRET!): Record<string, string> {
  return {
    'x-forwarded-for': ip,
    [CLIENT_IP_HEADER]: ip,
    [CLIENT_IP_SIGNATURE_HEADER]: createHmac('sha256', secret).update(clientIpSigned(ip)).digest('hex'),
  };
}

/** Calls the CMS of this test run (the API suite's globalSetup provides it). */
export function api<T = unknown>(path: string, init: ApiInit = {}): Promise<ApiResponse<T>> {
  return callCms<T>(cmsUrl(), path, init);
}

/** Calls the CMS at `baseUrl` (the long tests start their own). */
export async function callCms<T = unknown>(baseUrl: string, path: string, init: ApiInit = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(init.headers);
  if (!init.direct) for (const [name, value] of Object.entries(clientIpHeaders(init.ip ?? newClientIp()))) headers.set(name, value);
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
