import { expect, type Page } from '@playwright/test';

/** The Strapi panel's editor in the e2e stacks (scripts/lib/test-stack.ts: STRAPI_ADMIN_EMAIL). */
const EDITOR = { email: 'editor@pointe.test', password: 'Pointe-Editor-2026' };

/** The CMS's answer as JSON, with the status checked. */
export async function cmsJson<T>(url: string, init: { method?: string; token?: string; json?: unknown }, status = 200): Promise<T> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.json ? { 'content-type': 'application/json' } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  const body = (await response.json()) as T;
  expect(response.status, `${init.method ?? 'GET'} ${url}: ${JSON.stringify(body)}`).toBe(status);
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
  await expect(page.getByRole('link', { name: 'Content Manager' })).toBeVisible({ timeout: 30_000 });
}
