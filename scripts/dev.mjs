// `npm run dev`: the server (API, identity provider, files) on API_PORT (4174), restarted when its
// files change, and Vite on 4173 proxying /api, /auth and /files to it: one origin, as in production.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appPort = process.env.PORT ?? '4173';
const apiPort = process.env.API_PORT ?? '4174';
const origin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${appPort}`;

const children = [];
let exiting = false;

function start(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.push(child);
  child.on('exit', (code) => {
    if (exiting) return;
    console.error(
      `${name} terminou (código ${code ?? 'sinal'}); encerrando o ambiente de desenvolvimento.`,
    );
    stopAll(code ?? 1);
  });
}

function stopAll(code) {
  exiting = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// Vite and the type checker need the typed operations generated from the schema.
const codegen = spawnSync(process.execPath, ['scripts/build/codegen.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
if (codegen.status !== 0) process.exit(codegen.status ?? 1);

// The server's public origin is Vite's, so tokens' `iss` and file links match what the browser sees.
// APP_ENV=development: the dev allowances (loopback redirects and CORS, /machines) are for here only.
start('servidor', ['--import', 'tsx', '--watch', 'server/main.ts'], {
  PORT: apiPort,
  PUBLIC_ORIGIN: origin,
  APP_ENV: 'development',
});
start(
  'vite',
  [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', appPort, '--strictPort'],
  {
    PORT: appPort,
    API_PORT: apiPort,
  },
);
