import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite creates files with 0666: the umask makes new ones private, existing ones are tightened and
 * checked.
 */

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;
const GROUP_OR_OTHER = 0o077;

async function tighten(entry: string): Promise<void> {
  const stat = await fs.lstat(entry);
  if (stat.isSymbolicLink()) return;
  await fs.chmod(entry, stat.isDirectory() ? PRIVATE_DIR : PRIVATE_FILE);
  if (stat.isDirectory())
    for (const name of await fs.readdir(entry)) await tighten(path.join(entry, name));
}

export async function exposedEntries(dataDir: string): Promise<string[]> {
  const exposed: string[] = [];
  const visit = async (entry: string): Promise<void> => {
    const stat = await fs.lstat(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & GROUP_OR_OTHER) !== 0) exposed.push(entry);
    if (stat.isDirectory())
      for (const name of await fs.readdir(entry)) await visit(path.join(entry, name));
  };
  await visit(dataDir);
  return exposed;
}

export async function makeDataDirPrivate(dataDir: string): Promise<void> {
  process.umask(GROUP_OR_OTHER);
  await fs.mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR });
  await tighten(dataDir);
  const exposed = await exposedEntries(dataDir);
  if (exposed.length > 0) {
    throw new Error(
      `DATA_DIR ainda acessível a outros usuários (${exposed.slice(0, 3).join(', ')}); corrija as permissões.`,
    );
  }
}
