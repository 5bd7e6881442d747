import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { bundleReport } from './scripts/bundle-report-plugin.ts';

// `npm run dev` runs the API and identity provider on API_PORT and proxies to it, so dev
// and production share one origin layout (see docs/api.md).
const apiTarget = `http://localhost:${process.env.API_PORT ?? '4174'}`;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), bundleReport()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
  worker: { format: 'es' },
  server: {
    port: Number(process.env.PORT ?? 4173),
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/auth': apiTarget,
      '/files': apiTarget,
    },
  },
});
