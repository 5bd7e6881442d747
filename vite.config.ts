import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { bundleReport } from './scripts/bundle-report-plugin.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { buildSettings } from './scripts/build-settings-plugin.ts';
import { firstLoadPlugins } from './scripts/first-load-plugins.ts';
import { graphqlAst } from './scripts/graphql-ast-plugin.ts';
import { graphqlWithoutValidation } from './scripts/graphql-without-validation-plugin.ts';
import { preloadListWithoutLoaded } from './scripts/preload-list-plugin.ts';
import { pwa } from './scripts/pwa-config.ts';

// `npm run dev` runs the API and identity provider on API_PORT and proxies to it, so dev
// and production share one origin layout (see docs/api.md).
const apiTarget = `http://localhost:${process.env.API_PORT ?? '4174'}`;

export default defineConfig(({ mode }) => ({
  plugins: [
    graphqlAst(),
    graphqlWithoutValidation(),
    react(),
    vanillaExtractPlugin(),
    bundleReport(),
    preloadListWithoutLoaded(),
    buildSettings(),
    ...firstLoadPlugins(),
    pwa(),
  ],
  // Written in as a literal at transform time, so the bundler drops the QA machine inspector
  // (route chunk and publisher) from a build without the flag instead of only minifying it away.
  define: {
    'import.meta.env.VITE_ENABLE_MACHINE_INSPECTOR': JSON.stringify(
      process.env.VITE_ENABLE_MACHINE_INSPECTOR ??
        loadEnv(mode, process.cwd(), 'VITE_').VITE_ENABLE_MACHINE_INSPECTOR ??
        '',
    ),
  },
  // rxjs (Apollo Client's observables) ships ES5 to bundlers by default: classes as functions with
  // tslib helpers. Its `es2015` build is the same code as ES classes, 1.6 KB gzip smaller on every
  // signed-in route (docs/performance.md P11); no other package of the app's bundle has the condition.
  resolve: {
    conditions: [...defaultClientConditions, 'es2015'],
    // React 19 has what `use-sync-external-store`'s shims add for React 16–17 (scripts/shims/).
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./scripts/shims/use-sync-external-store.ts', import.meta.url),
        ),
      },
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: { output: { codeSplitting: chunkGroups } },
  },
  worker: { format: 'es' },
  server: {
    port: Number(process.env.PORT ?? 4173),
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/auth': apiTarget,
      '/files': apiTarget,
      // The public privacy notice is rendered by the server (its settings are read at run time).
      '/privacidade': apiTarget,
    },
  },
}));
