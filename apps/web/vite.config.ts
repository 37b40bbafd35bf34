import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// By path: Vite bundles a config's relative imports, while a package's .ts source Node cannot load.
import { SERVICE_PREFIX_META } from '../../packages/contracts/src/constants/web';
import { FIRST_SCREENS, firstScreenOf, type ModuleGraph, moduleChunks } from './build/first-screen-chunks';
import { precompress } from './build/precompress';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * The server writes its SERVICE_PREFIX into the index.html it serves (platform/http/web-index.ts); the
 * dev server does the same from the environment, so `npm run dev` works under any prefix too.
 */
const servicePrefixInDev = (): Plugin => ({
  name: 'bitdata-service-prefix',
  apply: 'serve',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { name: SERVICE_PREFIX_META, content: process.env.SERVICE_PREFIX ?? 'core' },
      injectTo: 'head',
    },
  ],
});

const firstScreen = firstScreenOf(import.meta.dirname);

// The server serves apps/web/dist (SPA fallback) in production; in development Vite proxies the API to it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), servicePrefixInDev(), precompress(), moduleChunks(import.meta.dirname)],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets scripts/measure-initial-js.mjs follow exactly what the landing page loads.
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every page needs React and the router, and MUI's styling layer (system, utils, emotion) under
          // any component: one chunk each, where automatic splitting cut them into dozens of tiny files
          // (a page paid a request per re-exported helper). The first screens' own code follows, one file
          // each; later pages' components and icons stay split by page.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 5,
            },
            {
              name: 'mui-styling',
              test: /node_modules[\\/](@mui[\\/](utils|system|material[\\/]utils)|@emotion|@babel|clsx|react-is|hoist-non-react-statics|stylis)[\\/]/,
              priority: 4,
            },
            // The first screens' code in one file each (build/first-screen-chunks.ts); after the two above.
            ...FIRST_SCREENS.map(({ name }, index) => ({
              name: (id: string, graph: ModuleGraph) => (firstScreen(id, graph) === name ? name : null),
              priority: FIRST_SCREENS.length - index,
            })),
          ],
        },
      },
    },
  },
});
