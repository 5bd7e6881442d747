import { draftsDatabase, type StoredDraftKey } from './draft-database.ts';
import type { DraftKey, DraftRecord } from './draft-record.ts';

export type DraftSaveResult = 'saved' | 'noSpace' | 'unavailable';

const stored = ({ userId, form, subjectId }: DraftKey): StoredDraftKey => [userId, form, subjectId];

const isQuotaError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'name' in error &&
  error.name === 'QuotaExceededError';

/** What was never sent leaves the phone after 72 hours; a sent one is the outbox's, not a draft. */
export const DRAFT_TTL_MS = 72 * 60 * 60 * 1000;

const expired = (draft: DraftRecord, now: number) => now - draft.savedAt >= DRAFT_TTL_MS;

export async function forgetExpiredDrafts(now: number = Date.now()): Promise<void> {
  const db = await draftsDatabase();
  if (!db) return;
  try {
    const tx = db.transaction('drafts', 'readwrite');
    for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue())
      if (expired(cursor.value, now)) await cursor.delete();
    await tx.done;
  } catch {
    // The next look at the drafts tries again.
  }
}

export async function loadDraft(
  key: DraftKey,
  now: number = Date.now(),
): Promise<DraftRecord | null> {
  // Every draft past its time goes, not only this one: a form never opened again still expires.
  await forgetExpiredDrafts(now);
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

/** Called by the form when the flow moves on, and by the outbox once the server has the write. */
export async function clearDraft(key: DraftKey): Promise<void> {
  const db = await draftsDatabase();
  if (!db) return;
  try {
    await db.delete('drafts', stored(key));
  } catch {
    // Nothing more to do: the draft goes at sign-out at the latest.
  }
}
