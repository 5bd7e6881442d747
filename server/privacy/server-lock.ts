import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A command opening DATA_DIR/pg while the server runs would corrupt it: privacy commands check this
 * pid.
 */
export const serverPidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

export async function writeServerPid(dataDir: string): Promise<void> {
  await fs.writeFile(serverPidFile(dataDir), String(process.pid), { mode: 0o600 });
}

export async function removeServerPid(dataDir: string): Promise<void> {
  await fs.rm(serverPidFile(dataDir), { force: true });
}

export async function runningServerPid(dataDir: string): Promise<number | null> {
  let pid: number;
  try {
    pid = Number((await fs.readFile(serverPidFile(dataDir), 'utf8')).trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; ESRCH: it is gone (a crash left the file).
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
