import { expect, type Page } from '@playwright/test';

/** The Strapi panel's editor in the e2e stacks (scripts/lib/test-stack.ts: STRAPI_ADMIN_EMAIL). */
const EDITOR = { email: 'editor@pointe.test', password: 'Pointe-Editor-2026' };

/** A call of the CMS: its method (GET when left out), a bearer token, a JSON body. */
interface CmsInit {
  method?: string;
  token?: string;
  json?: unknown;
}

/** The CMS's answer to a call, and its body as JSON. */
async function callCms<T>(url: string, init: CmsInit): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.json ? { 'content-type': 'application/json' } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** The CMS's answer as JSON, with the status checked. */
export async function cmsJson<T>(url: string, init: CmsInit, status = 200): Promise<T> {
  const { status: answered, body } = await callCms<T>(url, init);
  expect(answered, `${init.method ?? 'GET'} ${url}: ${JSON.stringify(body)}`).toBe(status);
  return body;
}

/** The e2e stack's CMS answer to a call of `path` as JSON, any success (2xx) accepted. */
export async function cmsCall<T>(path: string, init: CmsInit = {}): Promise<T> {
  const { status, body } = await callCms<T>(`${process.env.E2E_CMS_URL!}${path}`, init);
  expect(status >= 200 && status < 300, `${init.method ?? 'GET'} ${path}: ${JSON.stringify(body)}`).toBe(true);
  return body;
}

/** A token of the panel's editor, for the panel's own API (the content manager) in a test's setup. */
export const panelToken = async (cmsUrl: string) => (await cmsJson<{ data: { token: string } }>(`${cmsUrl}/admin/login`, { method: 'POST', json: EDITOR })).data.token;

/** Signs in to the Strapi panel in the browser as its editor (a super-admin). */
export async function signInToPanel(page: Page, cmsUrl: string) {
  await page.goto(`${cmsUrl}/admin/auth/login`);
  await page.getByLabel('Email').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The panel's first load is slow on a busy machine (its admin bundle is large).
  await expect(page.getByRole('link', { name: 'Content Manager' })).toBeVisible({ timeout: 60_000 });
}
