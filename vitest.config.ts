import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '~': fileURLToPath(new URL('./storefront/app', import.meta.url)) } },
        // Storefront components import their vanilla-extract styles (*.css.ts), as in the app's build.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          // Worker threads, not processes: the whole suite 158 → 124 s of CPU, 128 → 100 s on the clock
          // (2026-11-29, 2 cores); CI runs it four times beside the other suites.
          pool: 'threads',
          // Component and route tests choose a DOM per file: `// @vitest-environment happy-dom`.
          environment: 'node',
          // Tests beside the code, in every package, and the storefront's own unit folder.
          include: [
            'config/src/**/*.test.ts',
            'cms/src/**/*.test.ts',
            'storefront/app/**/*.test.{ts,tsx}',
            'storefront/tests/unit/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['storefront/tests/unit/testing-library.setup.ts'],
          // The storefront's modules read a validated environment at import; tests get a throwaway secret.
          env: { SESSION_SECRET: 'unit-tests-session-secret-0123456789' },
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
