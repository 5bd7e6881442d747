import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxCommand, OutboxPayload } from '../../../machines/outbox-command';

/**
 * The outbox on the device: IndexedDB database `cestas.outbox` (removed with every `cestas.*`
 * database at sign-out), one record per command, kept per signed-in user, photos stored as Blobs.
 * Every operation of one store runs after the previous one, so a change made just before a read
 * is always seen by it.
 */

export const OUTBOX_DATABASE = 'cestas.outbox';
const COMMANDS = 'commands';

interface StoredCommand extends OutboxCommand {
  userId: string;
}

interface OutboxSchema extends DBSchema {
  [COMMANDS]: { key: string; value: StoredCommand; indexes: { byUser: string } };
}

export interface OutboxStore {
  list(): Promise<OutboxCommand[]>;
  get(id: string): Promise<OutboxCommand | undefined>;
  /** Stores a new command after the ones already queued; answers it. */
  add(donationId: string, payload: OutboxPayload, id: string): Promise<OutboxCommand>;
  put(command: OutboxCommand): Promise<void>;
  remove(id: string): Promise<void>;
  /** Closes the connection, so the sign-out clean-up may delete the database. */
  close(): void;
}

const withoutUser = ({ userId: _userId, ...command }: StoredCommand): OutboxCommand => command;

export function createOutboxStore(userId: string): OutboxStore {
  let connection: Promise<IDBPDatabase<OutboxSchema>> | null = null;
  const database = () =>
    (connection ??= openDB<OutboxSchema>(OUTBOX_DATABASE, 1, {
      upgrade(db) {
        db.createObjectStore(COMMANDS, { keyPath: 'id' }).createIndex('byUser', 'userId');
      },
      blocking() {
        // Another page wants to delete or upgrade the database (sign-out): let it.
        void connection?.then((db) => db.close());
        connection = null;
      },
    }));

  let last: Promise<unknown> = Promise.resolve();
  const serial = <T>(operation: (db: IDBPDatabase<OutboxSchema>) => Promise<T>): Promise<T> => {
    const result = last.then(async () => operation(await database()));
    last = result.catch(() => undefined);
    return result;
  };

  const mine = async (db: IDBPDatabase<OutboxSchema>) => (await db.getAllFromIndex(COMMANDS, 'byUser', userId)).map(withoutUser);

  return {
    list: () => serial(async (db) => (await mine(db)).sort((a, b) => a.order - b.order)),
    get: (id) =>
      serial(async (db) => {
        const stored = await db.get(COMMANDS, id);
        return stored && stored.userId === userId ? withoutUser(stored) : undefined;
      }),
    add: (donationId, payload, id) =>
      serial(async (db) => {
        const tx = db.transaction(COMMANDS, 'readwrite');
        const all = await tx.store.getAll();
        const order = all.reduce((highest, command) => Math.max(highest, command.order), 0) + 1;
        const command: OutboxCommand = { id, donationId, order, attempts: 0, state: 'pending', failure: null, payload };
        await tx.store.put({ ...command, userId });
        await tx.done;
        return command;
      }),
    put: (command) =>
      serial(async (db) => {
        await db.put(COMMANDS, { ...command, userId });
      }),
    remove: (id) =>
      serial(async (db) => {
        await db.delete(COMMANDS, id);
      }),
    close() {
      void connection?.then((db) => db.close());
      connection = null;
    },
  };
}
