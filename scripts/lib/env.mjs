// Reads and (on first run) creates the root .env. Plain JavaScript so `npm start` needs no build step.
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ENV_FILE = path.join(ROOT, '.env');

/**
 * Creates .env from .env.example with fresh random secrets, once. Returns true when it did. An older .env
 * gets the secrets .env.example has gained since it was made (e.g. ORDER_LINK_SECRET), each fresh, so a pull
 * and `npm start` never stop on a missing secret.
 */
export function ensureEnvFile() {
  const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  const secret = () => randomBytes(24).toString('base64url');
  if (!existsSync(ENV_FILE)) {
    writeFileSync(ENV_FILE, example.replace(/generate-me/g, secret), { mode: 0o600 });
    return true;
  }
  const current = parseEnv(readFileSync(ENV_FILE, 'utf8'));
  const missing = [...example.matchAll(/^([A-Z0-9_]+)=generate-me$/gm)].map((match) => match[1]).filter((key) => !(key in current) && !process.env[key]);
  if (missing.length > 0) {
    appendFileSync(ENV_FILE, `\n# Added by npm start: secrets .env.example gained since this file was made.\n${missing.map((key) => `${key}=${secret()}`).join('\n')}\n`);
    console.log(`Added ${missing.join(', ')} to .env with fresh values.`);
  }
  return false;
}

/**
 * The URLs `npm start` gives both apps, each from its port unless set: setting CMS_PORT (or
 * STOREFRONT_PORT) alone moves everything that calls it. A URL still at the value .env.example wrote
 * before these were derived (http://127.0.0.1:1337, http://localhost:3000) counts as unset, so an
 * older .env follows its port too.
 */
export function localUrls(env) {
  const cmsPort = Number(env.CMS_PORT || 1337);
  const shopPort = Number(env.STOREFRONT_PORT || 3000);
  const set = (value, oldExample) => (value && value !== oldExample ? value : undefined);
  return {
    cmsPort,
    shopPort,
    cmsUrl: set(env.CMS_URL, 'http://127.0.0.1:1337') ?? `http://127.0.0.1:${cmsPort}`,
    storefrontUrl: set(env.STOREFRONT_URL, 'http://localhost:3000') ?? `http://localhost:${shopPort}`,
  };
}

/** The .env values with the process environment on top (the environment always wins). */
export function loadEnv() {
  const fromFile = existsSync(ENV_FILE) ? parseEnv(readFileSync(ENV_FILE, 'utf8')) : {};
  const env = { ...fromFile };
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  return env;
}
