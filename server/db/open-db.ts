import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config/config.ts';
import type { Db } from './db.ts';
import { openPgliteDb } from './pglite-db.ts';
import { openPostgresDb } from './postgres-db.ts';

export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pg');

export async function openDb(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'> &
    Partial<Pick<ServerConfig, 'databasePool'>>,
): Promise<Db> {
  if (config.databaseUrl) return openPostgresDb(config.databaseUrl, config.databasePool);
  const dir = pgliteDir(config.dataDir);
  await fs.mkdir(dir, { recursive: true });
  return openPgliteDb(dir);
}
