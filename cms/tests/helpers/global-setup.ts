import type { TestProject } from 'vitest/node';
import { z } from 'zod';
import { startTestStack } from '../../../scripts/lib/test-stack';
import { freePort, paymentEnv } from './payments';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    /** The STOREFRONT_URL the CMS runs with (its one allowed cross-origin caller). */
    storefrontUrl: string;
    mailboxDirectory: string;
    /** The CMS's temporary directory (its TMPDIR). */
    cmsTmpDir: string;
    databaseEnv: Record<string, string>;
    /** The demo admin, signed in once for the whole suite (sign-ins are limited to 10 a minute per email). */
    demoAdmin: unknown;
    /** A token for Strapi's panel API as the demo content editor, signed in once (the panel allows 5 logins per 5 minutes). */
    editorToken: string;
    /** Where the fake Paymob and Fawry must listen: the CMS was started with these (helpers/payments.ts). */
    paymentPorts: { paymob: number; fawry: number };
  }
}

/** Boots the real Strapi on a fresh database (and an SMTP sink) for the API suite; removes it all afterwards. */
export default async function setup(project: TestProject) {
  // TEST_REDIS_URL=redis://127.0.0.1:6379 runs the suite with the shared state (rate limits) on Redis.
  const redisUrl = process.env.TEST_REDIS_URL;
  const paymentPorts = { paymob: await freePort(), fawry: await freePort() };
  const stack = await startTestStack({ purpose: 'api', env: { ...paymentEnv(paymentPorts), ...(redisUrl ? { REDIS_URL: redisUrl } : {}) } });
  project.provide('paymentPorts', paymentPorts);
  project.provide('cmsUrl', stack.cmsUrl);
  project.provide('storefrontUrl', stack.env.STOREFRONT_URL!);
  project.provide('mailboxDirectory', stack.mailbox.directory);
  project.provide('cmsTmpDir', stack.cmsTmpDir);
  project.provide('databaseEnv', stack.database.env);
  const signIn = await fetch(`${stack.cmsUrl}/api/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@pointe.test', password: stack.env.DEMO_ADMIN_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`The demo admin could not sign in: ${signIn.status} ${await signIn.text()}`);
  const body: unknown = await signIn.json();
  project.provide('demoAdmin', body);
  const panelLogin = await fetch(`${stack.cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: stack.env.STRAPI_ADMIN_EMAIL, password: stack.env.STRAPI_ADMIN_PASSWORD }),
  });
  if (!panelLogin.ok) throw new Error(`The demo editor could not log in to the panel: ${panelLogin.status} ${await panelLogin.text()}`);
  const { data } = z.object({ data: z.object({ token: z.string() }) }).parse(await panelLogin.json());
  project.provide('editorToken', data.token);
  return async () => {
    await stack.stop();
  };
}
