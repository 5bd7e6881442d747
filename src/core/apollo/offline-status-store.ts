type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Starts with 'cestas.' like every key of ours, so a sign-out removes it. */
export const SAVED_ANSWERS_KEY = 'cestas.saved-answers';
const MAX_SAVED_ANSWERS = 300;

export interface OfflineStatus {
  offline: boolean;
  /** ISO-8601; null when no saved answer is on screen. */
  savedAt: string | null;
}

/** When each query's answer last came from the server: what the 'Sem conexão' notice says. */
export interface OfflineStatusStore {
  status(): OfflineStatus;
  subscribe(listener: () => void): () => void;
  answered(queryKey: string): void;
  unreachable(queryKey: string, servedSaved: boolean): void;
  networkChanged(online: boolean): void;
  clear(): void;
}

function readSaved(storage: StorageLike | null): Map<string, string> {
  try {
    const stored = storage?.getItem(SAVED_ANSWERS_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    if (typeof parsed !== 'object' || parsed === null) return new Map();
    return new Map(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return new Map();
  }
}

export function createOfflineStatusStore(
  storage: StorageLike | null,
  { now = () => new Date(), online = true }: { now?: () => Date; online?: boolean } = {},
): OfflineStatusStore {
  const savedAt = readSaved(storage);
  let status: OfflineStatus = { offline: !online, savedAt: null };
  let ended = false;
  const listeners = new Set<() => void>();
  const update = (next: OfflineStatus) => {
    if (next.offline === status.offline && next.savedAt === status.savedAt) return;
    status = next;
    listeners.forEach((listener) => listener());
  };
  const save = () => {
    if (ended) return; // an answer arriving after sign-out is not kept
    try {
      storage?.setItem(SAVED_ANSWERS_KEY, JSON.stringify(Object.fromEntries(savedAt)));
    } catch {
      // Storage full: the notice then leaves out the time, nothing else is lost.
    }
  };

  return {
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    answered(queryKey) {
      savedAt.delete(queryKey); // re-inserted last: the map's order is the age order
      savedAt.set(queryKey, now().toISOString());
      while (savedAt.size > MAX_SAVED_ANSWERS)
        savedAt.delete(savedAt.keys().next().value as string);
      save();
      update({ offline: false, savedAt: null });
    },
    unreachable(queryKey, servedSaved) {
      update({
        offline: true,
        savedAt: servedSaved ? (savedAt.get(queryKey) ?? status.savedAt) : status.savedAt,
      });
    },
    networkChanged(isOnline) {
      update({ offline: !isOnline, savedAt: isOnline ? null : status.savedAt });
    },
    clear() {
      ended = true;
      savedAt.clear();
      storage?.removeItem(SAVED_ANSWERS_KEY);
      update({ offline: status.offline, savedAt: null });
    },
  };
}
