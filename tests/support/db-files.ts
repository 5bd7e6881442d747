import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pgliteDir } from '#server/db/open-db.ts';

/** The embedded database's own files (tables, WAL) under `dataDir` that hold these bytes. */
export async function dbFilesHolding(dataDir: string, text: string): Promise<string[]> {
  const root = pgliteDir(dataDir);
  const needle = Buffer.from(text, 'utf8');
  const found: string[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file)).includes(needle)) found.push(path.relative(root, file));
  }
  return found;
}
