import * as v from 'valibot';
import type { PersistedSession, SessionStore } from '#machines/session.machine.ts';
import { SESSION_STORAGE_KEY } from './stored-session-flag';

/**
 * The stored copy of the session (docs/product.md R3.11: persisted on every change, cleared on logout):
 * one JSON entry under `cestas.session`, checked on the way in and out.
 */

export { SESSION_STORAGE_KEY };
/** Cognito's three tokens are about 4 KB together; anything far larger is not ours. */
export const MAX_STORED_CHARS = 32_768;
const STORED_VERSION = 1;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const text = v.pipe(v.string(), v.maxLength(MAX_STORED_CHARS));
const instant = v.pipe(v.number(), v.finite());

const storedSession = v.object({
  version: v.literal(STORED_VERSION),
  tokens: v.object({
    accessToken: v.pipe(text, v.minLength(1)),
    idToken: v.pipe(text, v.minLength(1)),
    refreshToken: v.optional(text),
    expiresIn: v.pipe(v.number(), v.finite(), v.minValue(1)),
  }),
  receivedAt: instant,
  user: v.object({
    id: text,
    role: v.nullable(v.picklist(['admin', 'leader', 'readonly'])),
    login: text,
    name: text,
    email: text,
  }),
  commitmentAccepted: v.boolean(),
  checklistExpiresAt: v.nullable(instant),
  // Absent in sessions stored before a leader could say she cannot deliver.
  reportedAway: v.optional(v.boolean()),
});

/** A store over Web Storage; a storage that throws (private mode, quota) behaves as empty. */
export function createSessionStore(storage: StorageLike | null, key = SESSION_STORAGE_KEY): SessionStore {
  return {
    load() {
      const raw = attempt(() => storage?.getItem(key) ?? null, null);
      if (raw === null) return null;
      const parsed = raw.length <= MAX_STORED_CHARS ? parseStored(raw) : null;
      if (parsed === null) attempt(() => storage?.removeItem(key), undefined);
      return parsed;
    },
    save(session) {
      const raw = JSON.stringify({ version: STORED_VERSION, ...session });
      // Too large to be a real session: keep nothing rather than something half-written.
      if (raw.length > MAX_STORED_CHARS) {
        attempt(() => storage?.removeItem(key), undefined);
        return;
      }
      attempt(() => storage?.setItem(key, raw), undefined);
    },
    clear() {
      attempt(() => storage?.removeItem(key), undefined);
    },
  };
}

/** The browser's localStorage when it is usable, otherwise nothing is kept. */
export function browserSessionStore(): SessionStore {
  return createSessionStore(attempt(() => window.localStorage, null));
}

/** A Web Storage stand-in kept in memory (tests, and browsers that refuse storage). */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & { snapshot(): Record<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (name) => entries.get(name) ?? null,
    setItem: (name, value) => void entries.set(name, String(value)),
    removeItem: (name) => void entries.delete(name),
    snapshot: () => Object.fromEntries(entries),
  };
}

function parseStored(raw: string): PersistedSession | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = v.safeParse(storedSession, json);
  if (!result.success) return null;
  const { version: _version, tokens, ...rest } = result.output;
  const { refreshToken, ...required } = tokens;
  return { ...rest, tokens: refreshToken === undefined ? required : { ...required, refreshToken } };
}

function attempt<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}
