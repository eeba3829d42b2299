import { vitePlugin as remix } from '@remix-run/dev';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { IGNORED_ROUTE_FILES } from './app/route-files';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    remix({
      // Styles and the route tests beside the routes are not routes.
      ignoredRouteFiles: IGNORED_ROUTE_FILES,
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    vanillaExtractPlugin(),
    // react-aria ships its own words in 34 languages; the browser build keeps only ours (ADR 011).
    // A language matches every region: 'ar' keeps react-aria's ar-AE words, which it also uses for
    // ar-EG, and 'en' its en-US ones for en-EG. The server build keeps them all (the plugin skips SSR).
    optimizeLocales.vite({ locales: ['en', 'ar'] }),
  ],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // One stylesheet, inlined into every page by entry.server (app/lib/inline-styles.tsx): no
  // render-blocking CSS requests. With code splitting off, Remix links no CSS files itself.
  build: {
    target: 'es2020',
    // terser with two passes: 3.4 KB gzip less than esbuild's minifier on every browsing page
    // (100.1 → 96.7 KB on the home page, measured with `npm run bench -- js`), for 10 s more build.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 } },
    cssCodeSplit: false,
    // The browser build's stylesheet gets a name of its own, for app/lib/styles.server.ts to find.
    rollupOptions: isSsrBuild ? {} : { output: { assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'assets/shop-[hash][extname]' : 'assets/[name]-[hash][extname]') } },
  },
}));
