/**
 * Starts the built CMS (`npm run build`) as `strapi start` does, without Strapi's command line: the CLI
 * loads every command, and `strapi console` loads node:repl, which loads node:domain. A loaded domain
 * module wraps the construction and `emit` of every EventEmitter and adds an async hook to every
 * promise, in the whole process: on Node 20 it doubled the cost of an await or an emitter, on Node 26
 * it made them five times dearer (measured: 14 → 29 µs and 5 → 25 µs per 20 awaits and emitters).
 * `npm run develop -w cms` keeps the CLI (it builds the admin panel and watches the files).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsDir = path.dirname(fileURLToPath(import.meta.url));
// Strapi's CommonJS build, as its CLI loads it (its ES modules are for bundlers).
const { createStrapi } = createRequire(import.meta.url)('@strapi/strapi');

// strapi.start() reports its own failures and exits.
createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).start();
