import { defineConfig } from '@playwright/test';

// Chosen once in the main process; the workers inherit it through the environment.
process.env.E2E_STOREFRONT_PORT ??= '3310';
// `E2E_SERVERS_NODE=/path/to/node`: the shop's servers under test run on that Node (CI: the newest line),
// the runner stays on this one (scripts/lib/processes.mjs reads SERVERS_NODE).
if (process.env.E2E_SERVERS_NODE) process.env.SERVERS_NODE = process.env.E2E_SERVERS_NODE;

export default defineConfig({
  testDir: 'storefront/tests/e2e',
  globalSetup: './storefront/tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_STOREFRONT_PORT}`,
    browserName: 'chromium',
    // Recording a trace for every test costs the renderer about as much as the test itself; CI keeps only
    // the output's text, so there a trace is taken only when a failed test is tried again.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'with-js', use: { javaScriptEnabled: true } },
    { name: 'without-js', use: { javaScriptEnabled: false } },
  ],
});
