/**
 * One app instance as production runs it: `node main.js` of the server's production build (the
 * topology builds it into BENCH_SERVER_DIR), in its own process, with its JSON log appended to a
 * file. It can be killed (SIGKILL or SIGTERM) and started again on the same port, as an
 * orchestrator would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../bench-support.ts';

/** Where the benchmark builds the server: apart from dist-server/, which `npm start` runs. */
export const BENCH_SERVER_DIR = 'dist-server-bench';

export interface AppInstance {
  name: string;
  port: number;
  url: string;
  logFile: string;
  pid(): number | null;
  /** Starts the process and resolves once it logged "server ready"; rejects if it exits first. */
  start(): Promise<void>;
  /** Sends the signal and resolves with the exit code once the process has ended. */
  signal(signal: 'SIGKILL' | 'SIGTERM'): Promise<number | null>;
  running(): boolean;
  /** Resolves when the current process exits (immediately if none runs). */
  exited(): Promise<number | null>;
}

export function appInstance(
  name: string,
  port: number,
  env: Record<string, string>,
  logDir: string,
): AppInstance {
  const logFile = path.join(logDir, `${name}.log`);
  let child: ChildProcess | null = null;
  let exit: Promise<number | null> = Promise.resolve(null);

  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    logFile,
    pid: () => child?.pid ?? null,
    running: () => child !== null && child.exitCode === null && child.signalCode === null,
    exited: () => exit,
    async start() {
      const log = fs.createWriteStream(logFile, { flags: 'a' });
      const started = spawn(
        process.execPath,
        ['--enable-source-maps', path.join(root, BENCH_SERVER_DIR, 'main.js')],
        {
          cwd: root,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            LOG_LEVEL: 'info',
            PORT: String(port),
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child = started;
      exit = new Promise((resolve) => started.once('exit', (code) => resolve(code)));
      started.stdout?.pipe(log);
      started.stderr?.pipe(log);
      await new Promise<void>((resolve, reject) => {
        let seen = '';
        const watch = (chunk: Buffer) => {
          seen = (seen + chunk.toString()).slice(-4096);
          if (seen.includes('"server ready"')) {
            started.stdout?.off('data', watch);
            resolve();
          }
        };
        started.stdout?.on('data', watch);
        void exit.then((code) =>
          reject(new Error(`${name} exited with ${code} before it was ready; see ${logFile}`)),
        );
      });
    },
    async signal(signal) {
      if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exit;
    },
  };
}
