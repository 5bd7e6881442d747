// Compiles the server ahead of time into dist-server/main.js and csv-worker.js (ESM; node_modules stay
// external) and copies the SQL migrations beside it, so production runs plain `node`, no tsx.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist-server');

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  // The charge-file worker thread runs from its own file beside main.js (csv-worker-client.ts).
  entryPoints: { main: path.join(root, 'server/main.ts'), 'csv-worker': path.join(root, 'server/domain/charges/csv-worker.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// server/db/migrate.ts reads ./migrations beside the running file.
fs.cpSync(path.join(root, 'server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log('dist-server/main.js e csv-worker.js prontos');
