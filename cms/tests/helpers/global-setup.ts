import type { TestProject } from 'vitest/node';
import { startTestStack } from '../../../scripts/lib/test-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
  }
}

/** Boots the real Strapi on a fresh database for the API suite, and removes it all afterwards. */
export default async function setup(project: TestProject) {
  const stack = await startTestStack({ purpose: 'api' });
  project.provide('cmsUrl', stack.cmsUrl);
  return async () => {
    await stack.stop();
  };
}
