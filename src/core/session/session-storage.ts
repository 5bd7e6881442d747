import type {
  PersistedSession,
  SessionRole,
  SessionStore,
  SessionUser,
} from '#machines/session.machine.ts';
import type { Tokens } from '#machines/session-types.ts';
import { SESSION_STORAGE_KEY } from './stored-session-flag.ts';

/** Checked by hand, not with valibot: this runs before every signed-in screen. */

export { SESSION_STORAGE_KEY };
/** Far above Cognito's three tokens together: anything larger is not ours. */
export const MAX_STORED_CHARS = 32_768;
const STORED_VERSION = 1;
const ROLES: readonly SessionRole[] = ['admin', 'leader', 'readonly', 'ouvidoria'];

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Entry = Record<string, unknown>;

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_STORED_CHARS;
const isFilledText = (value: unknown): value is string => isText(value) && value.length > 0;
const isInstant = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isRole = (value: unknown): value is SessionRole | null =>
  value === null || ROLES.includes(value as SessionRole);

function readTokens(value: unknown): Tokens | null {
  if (!isEntry(value)) return null;
  const { accessToken, idToken, refreshToken, expiresIn } = value;
  if (
    !isFilledText(accessToken) ||
    !isFilledText(idToken) ||
    !isInstant(expiresIn) ||
    expiresIn < 1
  )
    return null;
  if (refreshToken === undefined) return { accessToken, idToken, expiresIn };
  return isText(refreshToken) ? { accessToken, idToken, refreshToken, expiresIn } : null;
}

function readUser(value: unknown): SessionUser | null {
  if (!isEntry(value)) return null;
  const { id, role, login, name, email } = value;
  return isText(id) && isRole(role) && isText(login) && isText(name) && isText(email)
    ? { id, role, login, name, email }
    : null;
}

function readSession(value: unknown): PersistedSession | null {
  if (!isEntry(value) || value['version'] !== STORED_VERSION) return null;
  const tokens = readTokens(value['tokens']);
  const user = readUser(value['user']);
  const { receivedAt, commitmentAccepted, checklistExpiresAt, reportedAway } = value;
  if (!tokens || !user || !isInstant(receivedAt) || typeof commitmentAccepted !== 'boolean')
    return null;
  if (checklistExpiresAt !== null && !isInstant(checklistExpiresAt)) return null;
  // Absent in sessions stored before a leader could say she cannot deliver.
  if (reportedAway !== undefined && typeof reportedAway !== 'boolean') return null;
  return {
    tokens,
    receivedAt,
    user,
    commitmentAccepted,
    checklistExpiresAt,
    ...(reportedAway === undefined ? {} : { reportedAway }),
  };
}

/** A storage that throws (private mode, quota) behaves as empty. */
export function createSessionStore(
  storage: StorageLike | null,
  key = SESSION_STORAGE_KEY,
): SessionStore {
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

export function browserSessionStore(): SessionStore {
  return createSessionStore(attempt(() => window.localStorage, null));
}

export function createMemoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { snapshot(): Record<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (name) => entries.get(name) ?? null,
    setItem: (name, value) => void entries.set(name, String(value)),
    removeItem: (name) => void entries.delete(name),
    snapshot: () => Object.fromEntries(entries),
  };
}

function parseStored(raw: string): PersistedSession | null {
  try {
    return readSession(JSON.parse(raw));
  } catch {
    return null;
  }
}

function attempt<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}
