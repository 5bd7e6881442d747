// `npm start`: builds the app (dist/) and the server (dist-server/) when missing or older than
// their sources, then runs the compiled server (app + API + identity provider on one origin)
// with plain node, in this same environment.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'src',
  'graphql',
  'machines',
  'public',
  'index.html',
  'contract',
  'vite.config.ts',
  'scripts/build',
  'package-lock.json',
];

/** Newest modification time under `entry` (a file or a folder), 0 when it does not exist. */
function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** Whether the build in dist/ carries the QA machine inspector (its route chunk). */
function builtWithInspector() {
  try {
    return fs
      .readdirSync(path.join(root, 'dist', 'assets'))
      .some((name) => name.startsWith('MachinesScreen-'));
  } catch {
    return false;
  }
}

// QA's /machines on a loopback origin, as the demo data (scripts/inspector-choice.ts).
const { readConfig, isLoopbackOrigin } = await tsImport(
  '../server/config/config.ts',
  import.meta.url,
);
const { inspectorChoice } = await tsImport('./inspector-choice.ts', import.meta.url);
const inspector = inspectorChoice(process.env, isLoopbackOrigin(readConfig(process.env).origin));
const wantInspector = inspector.on;

function inspectorMismatch() {
  if (builtWithInspector() === wantInspector) return null;
  return wantInspector ? 'pedido /machines' : 'o build atual tem /machines';
}

function buildIsStale(output = 'dist/index.html', inputs = sources) {
  const built = newestMtime(path.join(root, output));
  if (built === 0) return `${output} não existe`;
  const changed = inputs.find((source) => newestMtime(path.join(root, source)) > built);
  return changed ? `${changed} mudou depois do último build` : null;
}

function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env,
      shell: process.platform === 'win32',
    });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

// A caller that sets DIST_DIR (tests building into their own folder) manages the build itself.
const reason = process.env.DIST_DIR ? null : (buildIsStale() ?? inspectorMismatch());
if (reason) {
  console.log(`Compilando o aplicativo (${reason})…`);
  const buildEnv = { ...process.env, VITE_ENABLE_MACHINE_INSPECTOR: wantInspector ? 'true' : '' };
  const code = await run(
    process.platform === 'win32' ? 'npm.cmd' : 'npm',
    ['run', 'build'],
    buildEnv,
  );
  if (code !== 0) {
    console.error('O build falhou; corrija os erros acima e rode npm start de novo.');
    process.exit(code);
  }
}
const serverReason = buildIsStale('dist-server/main.js', [
  'server',
  'contract',
  'package-lock.json',
]);
if (serverReason) {
  console.log(`Compilando o servidor (${serverReason})…`);
  const code = await run(process.execPath, ['scripts/build-server.mjs']);
  if (code !== 0) process.exit(code);
}
if (inspector.notice) console.log(inspector.notice);
const serverEnv = { ...process.env, VITE_ENABLE_MACHINE_INSPECTOR: wantInspector ? 'true' : '' };
process.exit(
  await run(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], serverEnv),
);
