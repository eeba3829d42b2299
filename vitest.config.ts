import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  test: {
    projects: [
      {
        // The shop's rules, the CMS's and the scripts' unit tests: plain modules, so the test files share
        // one module graph per worker (not isolated): the same tests in 17 s of CPU instead of 56 (2026-11-29).
        test: {
          name: 'unit',
          pool: 'threads',
          isolate: false,
          environment: 'node',
          include: ['config/src/**/*.test.ts', 'cms/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.redis.test.ts'],
        },
      },
      {
        // The tests against the machine's Redis start process-wide singletons (the shared connection,
        // opened with the REDIS_URL of its first caller): each file in a module graph of its own.
        test: {
          name: 'unit-redis',
          pool: 'threads',
          environment: 'node',
          include: ['cms/src/**/*.redis.test.ts'],
        },
      },
      {
        resolve: { alias: { '~': fileURLToPath(new URL('./storefront/app', import.meta.url)) } },
        // Storefront components import their vanilla-extract styles (*.css.ts), as in the app's build.
        plugins: [vanillaExtractPlugin()],
        test: {
          // Isolated, each file in a fresh module graph: its modules read a validated environment at
          // import and some tests replace modules or the environment (shared, a dozen files fail).
          name: 'unit-storefront',
          // Worker threads, not processes: the whole unit suite 158 → 124 s of CPU, 128 → 100 s on the
          // clock (2026-11-29, 2 cores); CI runs it four times beside the other suites.
          pool: 'threads',
          // Component and route tests choose a DOM per file: `// @vitest-environment happy-dom`.
          environment: 'node',
          // Tests beside the code, and the storefront's own unit folder.
          include: ['storefront/app/**/*.test.{ts,tsx}', 'storefront/tests/unit/**/*.test.{ts,tsx}'],
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
