import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Each key's id is stored beside what it protected, so old keys open old values until re-sealed.
 */
export interface KeySet {
  active: string;
  keys: ReadonlyMap<string, Buffer>;
}

export interface DataKeyring {
  encryption: KeySet;
  hashing: KeySet;
}

export interface DataKeySource {
  /** For logs and errors: never a key. */
  readonly description: string;
  load(): Promise<DataKeyring>;
}

export const KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9_-]{1,40}$/;

export const dataKeysMessages = {
  invalid: (where: string, why: string) => `Chaves de dados inválidas em ${where}: ${why}`,
} as const;

interface KeyringJson {
  encryption: { active: string; keys: Record<string, string> };
  hashing: { active: string; keys: Record<string, string> };
}

function readKeySet(value: unknown, name: string, where: string): KeySet {
  const fail = (why: string) => new Error(dataKeysMessages.invalid(where, `${name}: ${why}`));
  if (typeof value !== 'object' || value === null) throw fail('falta o objeto');
  const { active, keys } = value as { active?: unknown; keys?: unknown };
  if (typeof active !== 'string' || !KEY_ID.test(active))
    throw fail('"active" deve ser o id de uma chave');
  if (typeof keys !== 'object' || keys === null) throw fail('falta "keys"');
  const parsed = new Map<string, Buffer>();
  for (const [id, encoded] of Object.entries(keys as Record<string, unknown>)) {
    if (!KEY_ID.test(id)) throw fail(`id de chave inválido: use letras, números, - ou _ (até 40)`);
    const key = typeof encoded === 'string' ? Buffer.from(encoded, 'base64') : Buffer.alloc(0);
    if (key.length !== KEY_BYTES) throw fail(`a chave ${id} deve ter ${KEY_BYTES} bytes em base64`);
    parsed.set(id, key);
  }
  if (!parsed.has(active)) throw fail(`a chave ativa ${active} não está em "keys"`);
  return { active, keys: parsed };
}

export function parseKeyring(text: string, where: string): DataKeyring {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(dataKeysMessages.invalid(where, 'não é JSON'));
  }
  const object = (json ?? {}) as Partial<KeyringJson>;
  const keyring = {
    encryption: readKeySet(object.encryption, 'encryption', where),
    hashing: readKeySet(object.hashing, 'hashing', where),
  };
  for (const id of keyring.encryption.keys.keys()) {
    if (keyring.hashing.keys.has(id))
      throw new Error(dataKeysMessages.invalid(where, `o id ${id} está nos dois grupos`));
  }
  return keyring;
}

const setJson = (set: KeySet) => ({
  active: set.active,
  keys: Object.fromEntries([...set.keys].map(([id, key]) => [id, key.toString('base64')])),
});

export function serializeKeyring(keyring: DataKeyring): string {
  return `${JSON.stringify({ encryption: setJson(keyring.encryption), hashing: setJson(keyring.hashing) }, null, 2)}\n`;
}

export function newKeyId(purpose: 'enc' | 'mac', now: Date = new Date()): string {
  return `${purpose}-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(3).toString('hex')}`;
}

export function generateKeyring(now: Date = new Date()): DataKeyring {
  const enc = newKeyId('enc', now);
  const mac = newKeyId('mac', now);
  return {
    encryption: { active: enc, keys: new Map([[enc, randomBytes(KEY_BYTES)]]) },
    hashing: { active: mac, keys: new Map([[mac, randomBytes(KEY_BYTES)]]) },
  };
}

export function withNewActiveKey(
  keyring: DataKeyring,
  purpose: 'encryption' | 'hashing',
  now: Date = new Date(),
): DataKeyring {
  const id = newKeyId(purpose === 'encryption' ? 'enc' : 'mac', now);
  const set = keyring[purpose];
  return {
    ...keyring,
    [purpose]: { active: id, keys: new Map([...set.keys, [id, randomBytes(KEY_BYTES)]]) },
  };
}

export function withoutKeys(keyring: DataKeyring, retired: ReadonlySet<string>): DataKeyring {
  const prune = (set: KeySet): KeySet => ({
    active: set.active,
    keys: new Map([...set.keys].filter(([id]) => id === set.active || !retired.has(id))),
  });
  return { encryption: prune(keyring.encryption), hashing: prune(keyring.hashing) };
}

export function environmentKeySource(value: string): DataKeySource {
  return { description: 'DATA_KEYS', load: async () => parseKeyring(value, 'DATA_KEYS') };
}

export const defaultKeyFile = (dataDir: string) => path.join(dataDir, 'data-keys.json');

/** Otherwise a missing file is an error, never a silent new key. */
export function fileKeySource(file: string, createIfMissing: boolean): DataKeySource {
  return {
    description: file,
    async load() {
      try {
        return parseKeyring(await fs.readFile(file, 'utf8'), file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !createIfMissing) throw error;
      }
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      try {
        // 'wx': when two processes start together, the first file wins and both read it.
        await fs.writeFile(file, serializeKeyring(generateKeyring()), { mode: 0o600, flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      return parseKeyring(await fs.readFile(file, 'utf8'), file);
    },
  };
}

export async function writeKeyFile(file: string, keyring: DataKeyring): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, serializeKeyring(keyring), { mode: 0o600 });
  await fs.rename(temporary, file);
}

export interface KeySettings {
  dataDir: string;
  dataKeys: string | undefined;
  dataKeysFile: string | undefined;
}

export function keySourceFor(settings: KeySettings): DataKeySource {
  if (settings.dataKeys) return environmentKeySource(settings.dataKeys);
  if (settings.dataKeysFile) return fileKeySource(path.resolve(settings.dataKeysFile), false);
  return fileKeySource(defaultKeyFile(settings.dataDir), true);
}
