import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '~': fileURLToPath(new URL('./storefront/app', import.meta.url)) } },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['config/src/**/*.test.ts', 'storefront/tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['cms/tests/api/**/*.test.ts'],
          globalSetup: ['cms/tests/helpers/global-setup.ts'],
          // One CMS for the whole run; test files share it and run one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 240_000,
        },
      },
      {
        // The long reliability tests (npm run test:long): outages and a soak, each with its own stack.
        test: {
          name: 'long',
          environment: 'node',
          include: ['cms/tests/long/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 900_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
