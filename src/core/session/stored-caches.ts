/** The precache holds build output only, the same for everyone: it stays for offline opening. */
const PRECACHE_NAME = /^workbox-precache/;

function cacheStorageOf(): CacheStorage | null {
  try {
    return typeof caches === 'undefined' ? null : caches;
  } catch {
    // Insecure contexts and some private modes refuse Cache Storage.
    return null;
  }
}

/** Every cache but the precache, should one ever hold something personal. */
export async function forgetFileCaches(): Promise<void> {
  const storage = cacheStorageOf();
  if (!storage) return;
  try {
    const names = await storage.keys();
    await Promise.all(
      names.filter((name) => !PRECACHE_NAME.test(name)).map((name) => storage.delete(name)),
    );
  } catch {
    // Cache Storage refused: nothing was kept.
  }
}
