import type { CodeMigrations } from '../db/migrate.ts';
import type { DataProtection } from './data-protection.ts';
import { encryptExistingIdentifiers } from './encrypt-existing.ts';

/** A step that seals needs the keys: without them it refuses any row it would have to seal. */
export function codeMigrations(protection: DataProtection | undefined): CodeMigrations {
  return {
    '011_encrypt_identifiers': (tx) => encryptExistingIdentifiers(tx, protection),
  };
}
