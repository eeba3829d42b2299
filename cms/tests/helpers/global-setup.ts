import type { TestProject } from 'vitest/node';
import { startTestStack } from '../../../scripts/lib/test-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    /** The STOREFRONT_URL the CMS runs with (its one allowed cross-origin caller). */
    storefrontUrl: string;
    mailboxDirectory: string;
    databaseEnv: Record<string, string>;
  }
}

/** Boots the real Strapi on a fresh database (and an SMTP sink) for the API suite; removes it all afterwards. */
export default async function setup(project: TestProject) {
  const stack = await startTestStack({ purpose: 'api' });
  project.provide('cmsUrl', stack.cmsUrl);
  project.provide('storefrontUrl', stack.env.STOREFRONT_URL!);
  project.provide('mailboxDirectory', stack.mailbox.directory);
  project.provide('databaseEnv', stack.database.env);
  return async () => {
    await stack.stop();
  };
}
