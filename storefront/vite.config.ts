import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    remix({
      // Styles and the route tests beside the routes are not routes.
      ignoredRouteFiles: ['**/*.css.ts', '**/*.test.{ts,tsx}'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    vanillaExtractPlugin(),
  ],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // One stylesheet, inlined into every page by entry.server (app/lib/inline-styles.tsx): no
  // render-blocking CSS requests. With code splitting off, Remix links no CSS files itself.
  build: {
    target: 'es2020',
    cssCodeSplit: false,
    // The browser build's stylesheet gets a name of its own, for app/lib/styles.server.ts to find.
    rollupOptions: isSsrBuild ? {} : { output: { assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'assets/shop-[hash][extname]' : 'assets/[name]-[hash][extname]') } },
  },
}));
