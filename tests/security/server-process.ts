/**
 * Runs the real entry point (server/main.ts) as `npm start` does, in its own process, for the
 * checks that happen at start-up (DATA_DIR permissions, demo accounts on a public origin).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '#tests/support/free-port.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Every process started here that has not exited yet, ready or not. */
const running = new Map<ChildProcess, Promise<number | null>>();

/**
 * Stops every server this test file started, including one still starting: a start that outlived
 * its hook's timeout must not go on writing into a folder the test then removes.
 */
export async function stopServerProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(([child, exited]) => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    }),
  );
}

/**
 * Starts server/main.ts (on `env.PORT` when given) and resolves once it says it is ready; rejects
 * with what it printed when it exits first, so a test never runs against a server that is not
 * there. A port another process took between choosing and binding it is chosen again, once.
 * `nodeArgs` go to node before the script (V8 flags, some of which NODE_OPTIONS refuses).
 */
export async function startServerProcess(
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<ServerProcess> {
  let server = await spawnServer(env, nodeArgs);
  if (!server.ready && !env.PORT && server.output().includes('EADDRINUSE'))
    server = await spawnServer(env, nodeArgs);
  if (!server.ready)
    throw new Error(
      `the server exited (code ${await server.exited}) before it was ready:\n${server.output().slice(-4000)}`,
    );
  return server;
}

/** Starts server/main.ts expecting it to refuse to start; resolves once it has exited. */
export async function refusedServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env, []);
  await server.exited;
  return server;
}

async function spawnServer(
  env: Record<string, string>,
  nodeArgs: readonly string[],
): Promise<ServerProcess & { ready: boolean }> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    // LOG_LEVEL: the child inherits VITEST, which would silence its JSON log, and the checks read it.
    // PUBLIC_ORIGIN: the address the tests call, so the hosted sign-in form accepts their posts.
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DIST_DIR: path.join(env.DATA_DIR ?? root, 'dist'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let ready = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  running.set(child, exited);
  void exited.then(() => running.delete(child));
  await new Promise<void>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!ready && output.includes('"server ready"')) {
        ready = true;
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => resolve());
  });
  return {
    ready,
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
