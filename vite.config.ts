import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { bundleReport } from './scripts/bundle-report-plugin.ts';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { buildSettings } from './scripts/build-settings-plugin.ts';
import { firstLoadPlugins } from './scripts/first-load-plugins.ts';
import { graphqlAst } from './scripts/graphql-ast-plugin.ts';
import { pwa } from './scripts/pwa-config.ts';

// `npm run dev` runs the API and identity provider on API_PORT and proxies to it, so dev
// and production share one origin layout (see docs/api.md).
const apiTarget = `http://localhost:${process.env.API_PORT ?? '4174'}`;

export default defineConfig(({ mode }) => ({
  plugins: [graphqlAst(), react(), vanillaExtractPlugin(), bundleReport(), buildSettings(), ...firstLoadPlugins(), pwa()],
  // Written in as a literal at transform time, so the bundler drops the QA machine inspector
  // (route chunk and publisher) from a build without the flag instead of only minifying it away.
  define: {
    'import.meta.env.VITE_ENABLE_MACHINE_INSPECTOR': JSON.stringify(
      process.env.VITE_ENABLE_MACHINE_INSPECTOR ?? loadEnv(mode, process.cwd(), 'VITE_').VITE_ENABLE_MACHINE_INSPECTOR ?? '',
    ),
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
