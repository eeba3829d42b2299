/**
 * Files under app/routes that are not routes: styles and the tests beside the routes. Remix reads
 * the routes with these left out (vite.config.ts); routes/shared-pages.test.ts reads the same manifest.
 */
export const IGNORED_ROUTE_FILES = ['**/*.css.ts', '**/*.test.{ts,tsx}'];
