import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import { chunkGroups } from './scripts/build/chunk-groups.ts';
import { buildPlugins } from './scripts/build/plugins.ts';

// `npm run dev` runs the API and identity provider on API_PORT and proxies to it, so dev
// and production share one origin layout (see docs/api.md).
const apiTarget = `http://localhost:${process.env.API_PORT ?? '4174'}`;

// The build's devices are in scripts/build/ (its README says what each is for and what it saves).
export default defineConfig(({ mode }) => ({
  plugins: buildPlugins(),
  // Written in as a literal at transform time, so the bundler drops the QA machine inspector
  // (route chunk and publisher) from a build without the flag instead of only minifying it away.
  define: {
    'import.meta.env.VITE_ENABLE_MACHINE_INSPECTOR': JSON.stringify(
      process.env.VITE_ENABLE_MACHINE_INSPECTOR ??
        loadEnv(mode, process.cwd(), 'VITE_').VITE_ENABLE_MACHINE_INSPECTOR ??
        '',
    ),
  },
  // rxjs (under Apollo Client) gives bundlers its ES5 build unless asked for its `es2015` one,
  // the same code as ES classes; no other package of the bundle has the condition.
  resolve: { conditions: [...defaultClientConditions, 'es2015'] },
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
