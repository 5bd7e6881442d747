/** Every database of ours is `cestas.…`, so sign-out finds them all; no `idb`: the landing loads this. */
export const STORED_DATABASE_PREFIX = 'cestas.';

export const DRAFTS_DATABASE = `${STORED_DATABASE_PREFIX}drafts`;
export const OUTBOX_DATABASE = `${STORED_DATABASE_PREFIX}outbox`;

/** Deleted even where `indexedDB.databases()` is missing. Add new databases here. */
export const KNOWN_DATABASES: readonly string[] = [DRAFTS_DATABASE, OUTBOX_DATABASE];

function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    // An open connection elsewhere delays the deletion until it closes; either way it is queued.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

function indexedDbOf(): IDBFactory | null {
  try {
    return typeof indexedDB === 'undefined' ? null : indexedDB;
  } catch {
    // Some private modes throw on the mere access.
    return null;
  }
}

/** What a leader recorded and the server has not yet: kept per user, read back only by her. */
export const UNSENT_DATABASES: readonly string[] = [OUTBOX_DATABASE, DRAFTS_DATABASE];

/** The known names go at once (the page may be leaving), then whatever `databases()` lists. */
export async function forgetStoredDatabases(keep: readonly string[] = []): Promise<void> {
  const factory = indexedDbOf();
  if (!factory) return;
  try {
    const known = KNOWN_DATABASES.filter((name) => !keep.includes(name)).map((name) =>
      deleteDatabase(factory, name),
    );
    const listed = typeof factory.databases === 'function' ? await factory.databases() : [];
    const others = listed
      .map(({ name }) => name)
      .filter(
        (name): name is string =>
          !!name &&
          name.startsWith(STORED_DATABASE_PREFIX) &&
          !KNOWN_DATABASES.includes(name) &&
          !keep.includes(name),
      );
    await Promise.all([...known, ...others.map((name) => deleteDatabase(factory, name))]);
  } catch {
    // IndexedDB refused (private mode): nothing was kept.
  }
}
