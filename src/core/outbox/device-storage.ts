/**
 * The device's storage as the outbox needs it: whether a photo still fits, how much is used, and
 * the request that the browser keep our data under storage pressure (navigator.storage).
 */

/** Below this much free space (or twice the photos' size), no more photos are queued. */
export const MIN_FREE_BYTES = 5 * 1024 * 1024;

/** No room left for the photos of a command; the screen says so in its own words (copy.ts). */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError';
  constructor() {
    super('no room on the device for the photos of this command');
  }
}

type StorageManagerLike = Pick<StorageManager, 'estimate' | 'persist'>;

const manager = (): StorageManagerLike | null =>
  typeof navigator !== 'undefined' && navigator.storage && 'estimate' in navigator.storage
    ? navigator.storage
    : null;

/** True when `bytes` of photos fit with room to spare; true when the browser cannot tell. */
export async function hasRoomFor(
  bytes: number,
  storage: StorageManagerLike | null = manager(),
): Promise<boolean> {
  if (!storage || bytes === 0) return true;
  const { usage, quota } = await storage.estimate();
  if (usage === undefined || quota === undefined) return true;
  return quota - usage >= Math.max(2 * bytes, MIN_FREE_BYTES);
}

/** Bytes this site uses on the device, or null when the browser does not say. */
export async function storageUsed(
  storage: StorageManagerLike | null = manager(),
): Promise<number | null> {
  if (!storage) return null;
  return (await storage.estimate()).usage ?? null;
}

/** Asks once per page for persistent storage; the browser may grant it silently or refuse. */
let persistenceAsked = false;
export function askForPersistentStorage(storage: StorageManagerLike | null = manager()): void {
  if (persistenceAsked || !storage || typeof storage.persist !== 'function') return;
  persistenceAsked = true;
  storage.persist().catch(() => {
    // Refused or unsupported: the data stays, only without the guarantee.
  });
}
