import type { Db } from './db.ts';
import type { DataProtection } from '../privacy/data-protection.ts';
import { encryptExistingIdentifiers } from '../privacy/encrypt-existing.ts';

/** What a step written in code may need: the keys that seal personal data (server/privacy). */
export interface MigrationContext {
  protection?: DataProtection;
}

/**
 * Migrations that run in Node between the SQL files, named to sort among them. Kept in code (and
 * so bundled into dist-server) rather than as files beside the SQL.
 */
export const CODE_MIGRATIONS: Record<string, (tx: Db, context: MigrationContext) => Promise<void>> =
  {
    '011_encrypt_identifiers': (tx, { protection }) => encryptExistingIdentifiers(tx, protection),
  };
