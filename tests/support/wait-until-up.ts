import type { ChildProcess } from 'node:child_process';

/** Polls `url` until it answers 2xx; fails early when `server` exits, or after `deadlineMs`. */
export async function waitUntilUp(
  url: string,
  server: ChildProcess,
  deadlineMs: number,
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`npm start did not answer at ${url}`);
}
