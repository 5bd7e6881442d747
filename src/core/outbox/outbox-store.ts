import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import {
  byOrder,
  type OutboxCommand,
  commandsOf,
  isRetryableFailure,
  type SendOutcome,
} from '#machines/outbox-command.ts';
import { OUTBOX_DATABASE } from '../session/stored-databases.ts';
import { asApplied, type AppliedCommand, reflects } from '#machines/outbox-overlay.ts';
import type { LeaderWrite } from '#contract/leader-writes.ts';
import type { LeaderDonation } from '#machines/donation-flow.machine.ts';
import { NETWORK_FAILURE_MESSAGE, RestError } from '#graphql/rest/rest-error.ts';

/** An accepted command stays in `sent` until an answer shows it, so no older answer hides it. */

export { OUTBOX_DATABASE };
const COMMANDS = 'commands';
const SENT = 'sent';

export interface QueuedCommand extends OutboxCommand {
  write: LeaderWrite;
}

export interface StoredCommand extends QueuedCommand {
  userId: string;
}

export interface SentCommand extends AppliedCommand {
  sentAt: number;
}

interface StoredSent extends SentCommand {
  userId: string;
}

interface OutboxSchema extends DBSchema {
  [COMMANDS]: { key: string; value: StoredCommand; indexes: { byUser: string } };
  [SENT]: { key: string; value: StoredSent; indexes: { byUser: string } };
}

export interface OutboxStore {
  list(): Promise<QueuedCommand[]>;
  get(id: string): Promise<QueuedCommand | undefined>;
  add(
    write: LeaderWrite,
    described: Pick<OutboxCommand, 'donationId' | 'effect'>,
    id: string,
  ): Promise<QueuedCommand>;
  put(command: QueuedCommand): Promise<void>;
  remove(id: string): Promise<void>;
  /** Leaves the queue and is kept as sent in one step (the away report is not kept). */
  markSent(command: OutboxCommand, sentAt: number): Promise<void>;
  sent(): Promise<SentCommand[]>;
  forgetSent(ids: readonly string[]): Promise<void>;
  /** So the sign-out clean-up may delete the database. */
  close(): void;
}

const withoutUser = <T extends { userId: string }>({
  userId: _userId,
  ...rest
}: T): Omit<T, 'userId'> => rest;

/** An older app's commands are converted once, at open, keeping key and order. */
const isOlder = (record: object) => !('write' in record);

async function carryOverOlderCommands(db: IDBPDatabase<OutboxSchema>): Promise<void> {
  const records: object[] = await db.getAll(COMMANDS);
  const older = records.filter(isOlder);
  if (older.length === 0) return;
  const { upgradeOlderCommand } = await import('./legacy-commands.ts');
  const tx = db.transaction(COMMANDS, 'readwrite');
  await Promise.all([...older.map((record) => tx.store.put(upgradeOlderCommand(record))), tx.done]);
}

/** Its operations run one after another, so a read sees the change made just before it. */
export function createOutboxStore(userId: string): OutboxStore {
  let connection: Promise<IDBPDatabase<OutboxSchema>> | null = null;
  const database = () =>
    // A new version makes an older app's open page close its connection, not misread records.
    (connection ??= openDB<OutboxSchema>(OUTBOX_DATABASE, 4, {
      upgrade(db, oldVersion) {
        if (oldVersion < 1)
          db.createObjectStore(COMMANDS, { keyPath: 'id' }).createIndex('byUser', 'userId');
        if (oldVersion < 2)
          db.createObjectStore(SENT, { keyPath: 'id' }).createIndex('byUser', 'userId');
      },
      blocking() {
        // Another page wants to delete or upgrade the database (sign-out): let it.
        void connection?.then((db) => db.close());
        connection = null;
      },
    }).then(
      async (db) => {
        await carryOverOlderCommands(db);
        return db;
      },
      (error: unknown) => {
        connection = null; // the next operation tries again
        throw error;
      },
    ));

  let last: Promise<unknown> = Promise.resolve();
  const serial = <T>(operation: (db: IDBPDatabase<OutboxSchema>) => Promise<T>): Promise<T> => {
    const result = last.then(async () => operation(await database()));
    last = result.catch(() => undefined);
    return result;
  };

  const mine = async (db: IDBPDatabase<OutboxSchema>) =>
    (await db.getAllFromIndex(COMMANDS, 'byUser', userId)).map(withoutUser);

  return {
    list: () => serial(async (db) => (await mine(db)).sort(byOrder)),
    get: (id) =>
      serial(async (db) => {
        const stored = await db.get(COMMANDS, id);
        return stored && stored.userId === userId ? withoutUser(stored) : undefined;
      }),
    add: (write, { donationId, effect }, id) =>
      serial(async (db) => {
        // Sent commands still kept count too: the overlay applies them in the same order.
        const tx = db.transaction([COMMANDS, SENT], 'readwrite');
        const all = [
          ...(await tx.objectStore(COMMANDS).getAll()),
          ...(await tx.objectStore(SENT).getAll()),
        ];
        const order = all.reduce((highest, command) => Math.max(highest, command.order), 0) + 1;
        const command: QueuedCommand = {
          id,
          donationId,
          order,
          attempts: 0,
          state: 'pending',
          failure: null,
          effect,
          write,
        };
        await tx.objectStore(COMMANDS).put({ ...command, userId });
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
    markSent: (command, sentAt) =>
      serial(async (db) => {
        const tx = db.transaction([COMMANDS, SENT], 'readwrite');
        await tx.objectStore(COMMANDS).delete(command.id);
        // The away report changes no donation: there is nothing to overlay until an answer shows it.
        if (command.effect.kind !== 'away')
          await tx.objectStore(SENT).put({ ...asApplied(command), sentAt, userId });
        await tx.done;
      }),
    sent: () =>
      serial(async (db) =>
        (await db.getAllFromIndex(SENT, 'byUser', userId)).map(withoutUser).sort(byOrder),
      ),
    forgetSent: (ids) =>
      serial(async (db) => {
        const tx = db.transaction(SENT, 'readwrite');
        await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
      }),
    close() {
      void connection?.then((db) => db.close());
      connection = null;
    },
  };
}

export interface CommandsAhead {
  /** Read before asking the server, so a command sent while the answer travels is still in it. */
  ahead(donationId: string): Promise<AppliedCommand[]>;
  sent(): Promise<AppliedCommand[]>;
  confirm(donation: LeaderDonation): Promise<void>;
}

export function commandsAhead(store: OutboxStore): CommandsAhead {
  return {
    ahead: async (donationId) =>
      commandsOf([...(await store.sent()), ...(await store.list()).map(asApplied)], donationId),
    sent: () => store.sent(),
    async confirm(donation) {
      const shown = commandsOf(await store.sent(), donation.donationId).filter((sent) =>
        reflects(donation, sent),
      );
      if (shown.length > 0) await store.forgetSent(shown.map((sent) => sent.id));
    },
  };
}

export interface SendDependencies {
  /** Sends with the command's Idempotency-Key; rejects with the REST client's RestError. */
  send: (command: QueuedCommand) => Promise<unknown>;
  store: OutboxStore;
  /** While no other tab of this user sends (Web Locks), or at once without them. */
  exclusively: <T>(send: () => Promise<T>) => Promise<T>;
  /**
   * While a screen waits for this command, a refusal is shown on its form and the command leaves
   * the device.
   */
  awaited?: (command: OutboxCommand) => boolean;
  now?: () => number;
}

/** Reads the command again first: another tab may have sent it. */
export function sendOutboxCommand(
  { send, store, exclusively, awaited = () => false, now = Date.now }: SendDependencies,
  command: OutboxCommand,
): Promise<SendOutcome> {
  return exclusively(async () => {
    const current = await store.get(command.id);
    if (!current || current.state !== 'pending') return { kind: 'skipped' } as const;
    try {
      await send(current);
    } catch (error) {
      const status = error instanceof RestError ? error.status : 0;
      const message = error instanceof RestError ? error.message : NETWORK_FAILURE_MESSAGE;
      const retryAfterMs = error instanceof RestError ? error.retryAfterMs : null;
      const attempts = current.attempts + 1;
      if (isRetryableFailure(status, retryAfterMs)) await store.put({ ...current, attempts });
      else if (awaited(current)) await store.remove(current.id);
      else await store.put({ ...current, attempts, state: 'failed', failure: message });
      return { kind: 'failed', status, message, retryAfterMs } as const;
    }
    await store.markSent(current, now());
    return { kind: 'sent' } as const;
  });
}
