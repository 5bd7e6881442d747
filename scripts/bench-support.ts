// What the network benchmark and the warm-load profile share: the build's server, the phone's
// conditions, João's sign-in and the build (scripts/bench-network.ts, scripts/bench-photo.ts,
// scripts/profile-list-load.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Lighthouse's mobile profile ("slow 4G" on a mid-range phone). */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
};
export const JOAO = { cpf: '246.813.579-28', password: 'senha1234' };
export const FIRST_CARD = 'ul[aria-label="Lista de doações"] li';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** A production build as people get it (no QA machine inspector), into its own folder. */
export async function buildInto(outDir: string): Promise<void> {
  console.log(`Building the app into ${outDir}…`);
  await run(process.execPath, ['scripts/build/codegen.mjs']);
  await run(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir'],
    {
      ...process.env,
      VITE_ENABLE_MACHINE_INSPECTOR: '',
    },
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

export async function startServer(
  distDir: string,
  dataDir: string,
): Promise<{ origin: string; server: ChildProcess }> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      PUBLIC_ORIGIN: origin,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, server };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start within 180 s');
}

export /** João signs in through the hosted page and passes the daily checklist, without throttling. */
async function signInAsJoao(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByLabel('Digite seu CPF').fill(JOAO.cpf);
  await page.getByLabel('Digite sua senha').fill(JOAO.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/(checklist|donation-list)$/);
  if (page.url().endsWith('/checklist')) {
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Confirmar' }).click();
  }
  await page.waitForSelector(FIRST_CARD);
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
