/**
 * Three small changes to Remix 2's code as installed, made by `postinstall` (see each part below).
 *
 * 1. Backports React Router 7's route-matching caches (remix-run/react-router#14967, merged April 2026)
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
 * 2. The per-render route copies, below. 3. Hydration after the first paint, below.
 *
 * Each file is changed once (the script looks for its own marker), and the script says so loudly
 * when the code it expects is not there (a new version): the shop still works, only slower, and
 * scripts/patch-remix.test.ts fails so the patch is looked at again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const MARKER = '/* pointe: patched by scripts/patch-remix.mjs */';

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

/**
 * Remix builds a fresh copy of every route for each page it renders (`RemixServer` →
 * createServerRoutes → createStaticRouter's data routes), so the router's cache above, kept per
 * routes array, would miss on every render. Those copies depend only on the build (its manifest
 * and route modules), so they are kept per build as well.
 */
const perBuildRoutes = [
  {
    module: '@remix-run/react/dist/server.js',
    find: '  let routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);',
    replace: `  ${MARKER}
  // Keyed by the build's route manifest: the server runtime makes a new routeModules object for each
  // request (createEntryRouteModules), but from the same build's modules.
  let routes$1 = serverRoutesCache.get(manifest.routes)?.[String(context.isSpaMode)];
  if (!routes$1) {
    routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);
    serverRoutesCache.set(manifest.routes, { ...serverRoutesCache.get(manifest.routes), [String(context.isSpaMode)]: routes$1 });
  }`,
    prelude: { find: 'function RemixServer({', replace: 'const serverRoutesCache = new WeakMap();\nfunction RemixServer({' },
  },
  {
    module: 'react-router-dom/server.js',
    find: '  let manifest = {};\n  let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);',
    replace: `  ${MARKER}
  let converted = dataRoutesCache.get(routes);
  if (!converted) {
    const manifest = {};
    converted = { manifest, dataRoutes: router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest) };
    dataRoutesCache.set(routes, converted);
  }
  let { manifest, dataRoutes } = converted;`,
    prelude: { find: 'function createStaticRouter(routes, context, opts = {}) {', replace: 'const dataRoutesCache = new WeakMap();\nfunction createStaticRouter(routes, context, opts = {}) {' },
  },
];

/**
 * 3. Hydration after the first paint: `<Scripts hydrateAfterPaint>`. Remix starts a page's JavaScript
 * with a module script and `<link rel="modulepreload">` tags, so on a slow line the ~100 KB of
 * scripts compete with the HTML's pictures for bandwidth, and Lighthouse counts every script that
 * arrives before the largest picture is painted as delaying it (LCP swung between 1.0 and 2.5 s
 * from run to run on the same build). Every shop page works without JavaScript, so the shopper
 * loses nothing while it waits: with the prop, the same module script is turned into a classic
 * inline script that imports the same modules (all at once, as the preloads did) once the page has
 * been painted, so they no longer compete with the HTML and its styles for the first paint, nor
 * with the pictures already requested. Same markup on the server and in the browser's first
 * render, so hydration matches.
 */
const BOOT_AFTER_PAINT = `
/* pointe: the module script of <Scripts>, run after the first paint (scripts/patch-remix.mjs). */
function pointeHydrateAfterPaint(moduleScript, preloads) {
  if (/^import "/m.test(moduleScript)) return null; // HMR or a full manifest: left as Remix wrote it
  const names = [];
  const urls = [];
  const rest = moduleScript.replace(/^import \\* as (route\\d+) from ("[^"\\n]*");$/gm, (_, name, url) => {
    names.push(name);
    urls.push(url);
    return "";
  });
  const routes = names.map((name, index) => name + "=m[" + index + "]").join(",");
  return "(function(){function hydrate(){" +
    JSON.stringify([...new Set(preloads)]) + ".forEach(function(u){import(u).catch(function(){})});" +
    "Promise.all([" + urls.map((url) => "import(" + url + ")").join(",") + "]).then(function(m){var " + routes + ";" + rest + "})}" +
    "var started=false;function start(){if(!started){started=true;setTimeout(hydrate)}}" +
    // After the first contentful paint (a tab opened in the background paints when shown); load where paint timing is missing.
    "try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true})}" +
    "catch(e){addEventListener('load',start,{once:true})}})();";
}
function Scripts(props) {`;

const hydrateAfterPaint = (react, createHtml) => [
  { find: 'function Scripts(props) {', replace: `${MARKER}${BOOT_AFTER_PAINT}\n  const afterPaint = Boolean(props.hydrateAfterPaint);\n  props = { ...props };\n  delete props.hydrateAfterPaint;` },
  {
    find: `      dangerouslySetInnerHTML: ${createHtml}(routeModulesScript),\n      type: "module",\n      async: true`,
    replace: `      dangerouslySetInnerHTML: ${createHtml}(bootAfterPaint ?? routeModulesScript),\n      type: bootAfterPaint === null ? "module" : undefined,\n      async: bootAfterPaint === null ? true : undefined`,
  },
  {
    find: 'import(${JSON.stringify(manifest.entry.module)});`;',
    replace:
      'import(${JSON.stringify(manifest.entry.module)});`;\n' +
      '    let bootAfterPaint = !afterPaint ? null : !isStatic ? " " : pointeHydrateAfterPaint(routeModulesScript, manifest.entry.imports.concat(matches.flatMap((match) => manifest.routes[match.route.id].imports || [])));',
  },
  { find: '  return isHydrated ? null : ', replace: `  if (afterPaint) return isHydrated ? null : /*#__PURE__*/${react}.createElement(${react}.Fragment, null, initialScripts, deferredScripts);\n  return isHydrated ? null : ` },
];
const scriptsAfterPaint = [
  { module: '@remix-run/react/dist/components.js', changes: hydrateAfterPaint('React__namespace', 'markup.createHtml') },
  { module: '@remix-run/react/dist/esm/components.js', changes: hydrateAfterPaint('React', 'createHtml') },
];

const require = createRequire(import.meta.url);
const files = [
  { file: require.resolve('@remix-run/router'), replacements },
  ...perBuildRoutes.map(({ module, find, replace, prelude }) => ({ file: require.resolve(module), replacements: [{ find, replace }, prelude] })),
  ...scriptsAfterPaint.map(({ module, changes }) => ({ file: require.resolve(module), replacements: changes })),
];
for (const { file, replacements: changes } of files) {
  const source = readFileSync(file, 'utf8');
  if (source.includes(MARKER)) continue;
  if (changes.some(({ find, count = 1 }) => source.split(find).length !== count + 1)) {
    console.warn(`!! ${file} is not the version this patch was written for (Remix 2.17, @remix-run/router 1.23); left as it is: route matching stays uncached (slower, still correct).`);
    continue;
  }
  writeFileSync(file, changes.reduce((patched, { find, replace }) => patched.replaceAll(find, () => replace), source));
  console.log(`Patched ${file} (scripts/patch-remix.mjs).`);
}
