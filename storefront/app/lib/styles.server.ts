import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The production build's single stylesheet (vite.config.ts turns CSS code splitting off, so Remix
 * links none, and names it shop-*.css), read once from the browser build beside the server build.
 * Undefined in dev, where this module runs from app/ and Vite serves the styles.
 */
function readStylesheet(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  if (!here.endsWith(path.join('build', 'server', 'assets'))) return undefined;
  const directory = path.join(here, '..', '..', 'client', 'assets');
  const files = readdirSync(directory).filter((file) => file.startsWith('shop-') && file.endsWith('.css'));
  if (files.length !== 1) throw new Error(`Expected one shop-*.css stylesheet in ${directory}, found ${files.length}`);
  return readFileSync(path.join(directory, files[0]!), 'utf8');
}

export const stylesheet = readStylesheet();
