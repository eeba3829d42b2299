/**
 * Backports React Router 7's route-matching caches (remix-run/react-router#14967, merged April 2026)
 * to the @remix-run/router 1.23 that Remix 2 runs on the server. Remix matches every document
 * request's URL against all our routes four times (the server runtime, the static handler, the
 * static router and the lazy route discovery's manifest), and each time @remix-run/router flattens
 * and ranks every route and compiles each path into a regular expression again: 13–15 % of the
 * storefront's CPU on a checkout page (measured with `node --cpu-prof`, see docs/performance.md).
 * Routes do not change while a server runs, so both results are kept:
 * - the flattened, ranked branches per routes array (forgotten when routes are patched in, which
 *   only the browser's lazy route discovery does);
 * - the compiled pattern per path (bounded: a page may match arbitrary patterns with useMatch).
 * Only the CommonJS build is patched: it is the one Node loads; the browser bundle is left as it is.
 *
 * Run by `postinstall`. It changes the file once (it looks for its own marker) and says so loudly when
 * the code it expects is not there (a new router version): the shop still works, only slower, and
 * tests/router-patch.test.ts fails so the patch is looked at again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const MARKER = '/* pointe: route matching caches */';

const replacements = [
  {
    find: '  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;',
    replace: '  let branches = rankedBranchesOf(routes);\n  let matches = null;',
  },
  {
    find: 'function matchRoutesImpl(routes, locationArg, basename, allowPartial) {',
    replace: `${MARKER}
let rankedBranches = new WeakMap();
function rankedBranchesOf(routes) {
  let branches = rankedBranches.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranches.set(routes, branches);
  }
  return branches;
}
const compiledPaths = new Map();
function matchRoutesImpl(routes, locationArg, basename, allowPartial) {`,
  },
  {
    find: 'function compilePath(path, caseSensitive, end) {',
    replace: `function compilePath(path, caseSensitive, end) {
  const key = path + "\\u0000" + caseSensitive + "\\u0000" + end;
  let compiled = compiledPaths.get(key);
  if (!compiled) {
    if (compiledPaths.size >= 1000) compiledPaths.clear();
    compiled = compilePathUncached(path, caseSensitive, end);
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
function compilePathUncached(path, caseSensitive, end) {`,
  },
  {
    find: 'function patchRoutesImpl(routeId, children, routesToUse, manifest, mapRouteProperties) {',
    replace: 'function patchRoutesImpl(routeId, children, routesToUse, manifest, mapRouteProperties) {\n  rankedBranches = new WeakMap();',
  },
];

const file = createRequire(import.meta.url).resolve('@remix-run/router');
const source = readFileSync(file, 'utf8');
if (source.includes(MARKER)) process.exit(0);
const missing = replacements.filter(({ find }) => source.split(find).length !== 2);
if (missing.length > 0) {
  console.warn(`!! ${file} is not the @remix-run/router 1.23 this patch was written for; route matching is left uncached (slower, still correct).`);
  process.exit(0);
}
writeFileSync(file, replacements.reduce((patched, { find, replace }) => patched.replace(find, () => replace), source));
console.log(`Patched ${file}: route matching caches (scripts/patch-remix-router.mjs).`);
