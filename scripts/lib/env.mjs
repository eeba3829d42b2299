// Reads and (on first run) creates the root .env. Plain JavaScript so `npm start` needs no build step.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ENV_FILE = path.join(ROOT, '.env');

/** Creates .env from .env.example with fresh random secrets, once. Returns true when it did. */
export function ensureEnvFile() {
  if (existsSync(ENV_FILE)) return false;
  const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  const filled = example.replace(/generate-me/g, () => randomBytes(24).toString('base64url'));
  writeFileSync(ENV_FILE, filled, { mode: 0o600 });
  return true;
}

/** The .env values with the process environment on top (the environment always wins). */
export function loadEnv() {
  const fromFile = existsSync(ENV_FILE) ? parseEnv(readFileSync(ENV_FILE, 'utf8')) : {};
  const env = { ...fromFile };
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  return env;
}
