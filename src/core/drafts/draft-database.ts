import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { DRAFTS_DATABASE } from '../session/stored-databases.ts';
import type { DraftRecord } from './draft-record.ts';

export type StoredDraftKey = [userId: string, form: string, subjectId: string];

interface DraftsSchema extends DBSchema {
  drafts: { key: StoredDraftKey; value: DraftRecord };
}

export type DraftsDatabase = IDBPDatabase<DraftsSchema>;

let opening: Promise<DraftsDatabase | null> | null = null;

async function open(): Promise<DraftsDatabase | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    return await openDB<DraftsSchema>(DRAFTS_DATABASE, 1, {
      upgrade(db) {
        db.createObjectStore('drafts');
      },
      // A sign-out (in this tab or another) deletes the database: let it, and open anew next time.
      blocking() {
        void opening?.then((db) => db?.close());
        opening = null;
      },
      terminated() {
        opening = null;
      },
    });
  } catch {
    // IndexedDB refused (private mode, or disabled): forms still work, without drafts.
    return null;
  }
}

export function draftsDatabase(): Promise<DraftsDatabase | null> {
  opening ??= open();
  return opening;
}

export async function closeDraftsDatabase(): Promise<void> {
  const current = opening;
  opening = null;
  (await current)?.close();
}
