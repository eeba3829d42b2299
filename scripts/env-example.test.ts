import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `.env.example` documents every variable the code reads: a newcomer (or `npm start`, which copies it
 * to `.env`) must not have to grep the sources to find a setting.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Tests are left out (they read only what their own setup hands them); the tool configs are in.
const SOURCE_DIRS = ['cms/config', 'cms/src', 'config/src', 'storefront', 'scripts'];
const SOURCE_FILES = ['playwright.config.ts', 'vitest.config.ts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'public', 'tests', '.cache', '.strapi', 'data']);
const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx)$/;

/** Read by the code but not settings of the shop: set by tools, CI, the test stack or each process's launcher. */
const NOT_SETTINGS: Record<string, string> = {
  NODE_ENV: 'set by the scripts, Docker and the build tools',
  HOST: "a server's listening interface (every one unless set); npm run start:cluster sets 127.0.0.1 for the processes behind nginx",
  PORT: 'set per server by scripts/start.mjs (from CMS_PORT / STOREFRONT_PORT) and docker-compose.yml',
  CI: 'set by CI (.ci/run): Playwright retries once',
  CHROMIUM_PATH: "tests and benchmarks: the browser's path",
  CHROME_PATH: 'benchmarks (Lighthouse): the browser path',
  TEST_DATABASE_URL: 'tests and benchmarks: the PostgreSQL server to create throwaway databases on',
  TEST_DATABASE: 'tests: `sqlite` runs them on a fresh SQLite file (npm run test:api:sqlite)',
  E2E_STOREFRONT_PORT: "end-to-end tests: the storefront's port",
  E2E_SERVERS_NODE: 'end-to-end tests: the node binary their CMS and storefront run on (CI: the newest supported line)',
  SERVERS_NODE: 'scripts: the node binary the started servers run on (default: the running one)',
  PG_LOG: "benchmarks (order-sql): the PostgreSQL server's log file",
  TEST_REDIS_URL: 'tests: the Redis the shared-state tests and the test clusters use (default redis://127.0.0.1:6379)',
};

const READS = [
  /(?<![.\w])env(?:\.[a-z]+)?\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g, // Strapi config: env('X'), env.int('X')
  /(?<![.\w])env[A-Z]\w*\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g, // helpers: envInt('X')
  /\brequireEnv\(\s*\w+,\s*['"]([A-Z][A-Z0-9_]*)['"]/g, // requireEnv(env, 'X')
  /\bprocess\.env\.([A-Z][A-Z0-9_]*)/g, // process.env.X
  /\bprocess\.env\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g, // process.env['X']
  /(?<![.\w])env\.([A-Z][A-Z0-9_]*)\b/g, // a parsed or loaded env object: env.CMS_URL
];
/** Keys of a zod schema of the environment (storefront/app/lib/env.server.ts): `NAME: z.…`. */
const SCHEMA_KEY = /^\s*([A-Z][A-Z0-9_]*):\s*z\b/gm;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE_FILE.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every variable name the sources read, with the first file that reads it. */
function variablesRead(text: string, file: string): string[] {
  const patterns = /(?:^|[/.])env[^/]*$/.test(path.basename(file, path.extname(file))) ? [...READS, SCHEMA_KEY] : READS;
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].flatMap((match) => match[1] ?? []));
}

function readsInSources(): Map<string, string> {
  const reads = new Map<string, string>();
  const files = [...SOURCE_DIRS.flatMap((directory) => sourceFiles(path.join(ROOT, directory))), ...SOURCE_FILES.map((file) => path.join(ROOT, file))];
  for (const file of files) {
    for (const name of variablesRead(readFileSync(file, 'utf8'), file)) {
      if (!reads.has(name)) reads.set(name, path.relative(ROOT, file));
    }
  }
  return reads;
}

const documented = new Set([...readFileSync(path.join(ROOT, '.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].flatMap((match) => match[1] ?? []));
const reads = readsInSources();

describe('.env.example', () => {
  it('finds the reads in each form the code uses', () => {
    expect(variablesRead("const t = env.int('DATABASE_CONNECTION_TIMEOUT') || 1; env('DATABASE_SCHEMA')", 'database.ts')).toEqual([
      'DATABASE_CONNECTION_TIMEOUT',
      'DATABASE_SCHEMA',
    ]);
    expect(variablesRead("envInt('AUTH_RATE_LIMIT_PER_IP', 10); requireEnv(env, 'JWT_SECRET')", 'a.ts')).toEqual([
      'AUTH_RATE_LIMIT_PER_IP',
      'JWT_SECRET',
    ]);
    expect(variablesRead("process.env.SEED_DIR || process.env['TRUST_PROXY']; env.CMS_PORT", 'b.mjs')).toEqual([
      'SEED_DIR',
      'TRUST_PROXY',
      'CMS_PORT',
    ]);
    expect(variablesRead('  SESSION_SECRET: z\n    .string()', 'env.server.ts')).toEqual(['SESSION_SECRET']);
    // In the real sources too: one of each form.
    for (const name of ['DATABASE_SCHEMA', 'AUTH_RATE_LIMIT_PER_IP', 'JWT_SECRET', 'SEED_DIR', 'SESSION_SECRET', 'STOREFRONT_PORT']) {
      expect(reads.has(name), name).toBe(true);
    }
  });

  it('lists every variable the code reads', () => {
    const missing = [...reads].filter(([name]) => !documented.has(name) && !(name in NOT_SETTINGS)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('lists no variable the code does not read, and the exceptions are all still read', () => {
    expect([...documented].filter((name) => !reads.has(name))).toEqual([]);
    expect(Object.keys(NOT_SETTINGS).filter((name) => !reads.has(name))).toEqual([]);
  });
});
