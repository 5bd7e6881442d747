// Compiles the server ahead of time into dist-server/main.js and csv-worker.js (ESM; node_modules stay
// external) and copies the SQL migrations beside it, so production runs plain `node`, no tsx.
// `--outdir=<folder in the repository>` builds elsewhere: the load benchmark builds its own copy, so
// it can run beside the e2e suite, whose server runs from dist-server/ (scripts/load/topology.ts).
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdirName =
  process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length) ??
  'dist-server';
// Inside the repository, so the bundle's bare imports still find node_modules.
const outdir = path.join(root, outdirName);
if (path.relative(root, outdir).startsWith('..') || path.relative(root, outdir) === '')
  throw new Error(`--outdir must be a folder inside ${root}`);

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  // The charge-file worker thread runs from its own file beside main.js (csv-worker-pool.ts).
  entryPoints: {
    main: path.join(root, 'server/main.ts'),
    'csv-worker': path.join(root, 'server/domain/charges/csv-worker.ts'),
  },
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
fs.cpSync(path.join(root, 'server/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
console.log(`${outdirName}/main.js e csv-worker.js prontos`);
