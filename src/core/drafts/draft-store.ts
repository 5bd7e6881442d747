import { draftsDatabase, type StoredDraftKey } from './draft-database';
import type { DraftKey, DraftRecord } from './draft-record';

/** 'saved'; 'noSpace' when the device refused for lack of room; 'unavailable' when IndexedDB cannot be used. */
export type DraftSaveResult = 'saved' | 'noSpace' | 'unavailable';

const stored = ({ userId, form, subjectId }: DraftKey): StoredDraftKey => [userId, form, subjectId];

const isQuotaError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'name' in error &&
  error.name === 'QuotaExceededError';

/** The draft saved for this key, or null (none, or IndexedDB unavailable). */
export async function loadDraft(key: DraftKey): Promise<DraftRecord | null> {
  const db = await draftsDatabase();
  if (!db) return null;
  try {
    return (await db.get('drafts', stored(key))) ?? null;
  } catch {
    return null;
  }
}

export async function saveDraft(key: DraftKey, draft: DraftRecord): Promise<DraftSaveResult> {
  const db = await draftsDatabase();
  if (!db) return 'unavailable';
  let transaction: { error: DOMException | null } | null = null;
  try {
    const tx = db.transaction('drafts', 'readwrite');
    transaction = tx;
    // A full disk may only show when the transaction commits, so both are awaited.
    await Promise.all([tx.store.put(draft, stored(key)), tx.done]);
    return 'saved';
  } catch (error) {
    // An aborted transaction names its cause on itself; the request only says 'AbortError'.
    return isQuotaError(error) || isQuotaError(transaction?.error) ? 'noSpace' : 'unavailable';
  }
}

/**
 * Removes a draft once what it held has been accepted: by the form when the flow moves on, and
 * by whoever sends a queued command (the outbox) once the server has it.
 */
export async function clearDraft(key: DraftKey): Promise<void> {
  const db = await draftsDatabase();
  if (!db) return;
  try {
    await db.delete('drafts', stored(key));
  } catch {
    // Nothing more to do: the draft goes at sign-out at the latest.
  }
}
