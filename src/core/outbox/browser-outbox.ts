import type { ApolloClient } from '@apollo/client';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { OutboxCommand } from '#machines/outbox-command.ts';
import { outboxMachine } from '#machines/outbox.machine.ts';
import { inspectMachines } from '../machine-inspection';
import { askForPersistentStorage, hasRoomFor, StorageFullError } from './device-storage';
import type { WriteQueue } from './outbox-link';
import { createOutboxStore, type OutboxStore, type QueuedCommand } from './outbox-store';
import type { QueuedMutation } from './queued-writes';
import { sendOutboxCommand } from './send-outbox-command';
import { commandsAhead, type CommandsAhead } from './commands-ahead';

/**
 * The signed-in leader's outbox in the browser (docs/offline.md, "Outbox"): the outbox machine
 * over IndexedDB, filled by the outbox link of the scope's Apollo client and sending through that
 * same client, started with the session scope and woken by `online`, the page becoming visible
 * and Background Sync.
 */

export const OUTBOX_SYNC_TAG = 'cestas-outbox';
/** What the service worker posts to its pages when Background Sync fires (public/outbox-sync-sw.js). */
export const OUTBOX_SYNC_MESSAGE = 'cestas-outbox-sync';

export interface Outbox extends CommandsAhead, WriteQueue {
  readonly actor: ActorRefFrom<typeof outboxMachine>;
  /** Stores the write and starts sending; rejects with StorageFullError when its photos no longer fit. */
  enqueue(mutation: QueuedMutation): Promise<OutboxCommand>;
  dispose(): void;
}

/** The bytes of every photo (Blob) among a write's variables. */
function photoBytes(value: unknown): number {
  if (value instanceof Blob) return value.size;
  if (typeof value !== 'object' || value === null) return 0;
  return Object.values(value).reduce<number>((total, item) => total + photoBytes(item), 0);
}

/** Web Locks where the browser has them: only one tab of this user sends at a time. */
function exclusiveFor(userId: string) {
  const name = `cestas.outbox.send.${userId}`;
  return async <T>(send: () => Promise<T>): Promise<T> =>
    typeof navigator !== 'undefined' && 'locks' in navigator
      ? ((await navigator.locks.request(name, send)) as T)
      : send();
}

/** The queued writes' documents, loaded when the outbox first stores or sends one. */
const queuedOperations = () => import('./queued-write-operations');

function registerBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      (
        registration as ServiceWorkerRegistration & {
          sync?: { register(tag: string): Promise<void> };
        }
      ).sync?.register(OUTBOX_SYNC_TAG),
    )
    .catch(() => {
      // No Background Sync here: online, visibility and the next start cover it.
    });
}

export function createBrowserOutbox(
  userId: string,
  apollo: ApolloClient,
  store: OutboxStore = createOutboxStore(userId),
): Outbox {
  const exclusively = exclusiveFor(userId);
  // One refetch after another: a refetch still in flight when the next command lands would be
  // reused by Apollo (deduplication) and miss it.
  let refetched: Promise<unknown> = Promise.resolve();
  const showServerTruth = () => {
    refetched = refetched
      .then(() => apollo.refetchQueries({ include: 'active' }))
      .catch(() => undefined);
  };
  const logic = outboxMachine.provide({
    actors: {
      loadQueue: fromPromise<OutboxCommand[]>(() => store.list()),
      sendCommand: fromPromise(async ({ input }: { input: OutboxCommand }) => {
        const send = async (command: QueuedCommand) =>
          (await queuedOperations()).sendQueued(apollo, command.mutation, command.id);
        const outcome = await sendOutboxCommand({ send, store, exclusively }, input);
        // The screens show the server's truth once it has the command.
        if (outcome.kind === 'sent') showServerTruth();
        return outcome;
      }),
    },
    actions: {
      retryCommand: (_, { id }) => {
        void store
          .get(id)
          .then((command) => command && store.put({ ...command, state: 'pending', failure: null }));
      },
      discardCommand: (_, { id }) => {
        void store.remove(id);
      },
    },
  });
  const actor = createActor(logic, { input: {}, inspect: inspectMachines });

  const online = () => actor.send({ type: 'ONLINE' });
  const visible = () => {
    if (document.visibilityState === 'visible') actor.send({ type: 'VISIBLE' });
  };
  const fromServiceWorker = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_SYNC_MESSAGE)
      actor.send({ type: 'SYNC' });
  };
  window.addEventListener('online', online);
  document.addEventListener('visibilitychange', visible);
  navigator.serviceWorker?.addEventListener('message', fromServiceWorker);
  actor.start();
  actor.send({ type: 'START' });
  // Fetched now, while there may be a connection, so a write made offline never waits for it.
  queuedOperations().catch(() => undefined);

  return {
    actor,
    async enqueue(mutation) {
      if (!(await hasRoomFor(photoBytes(mutation.variables)))) throw new StorageFullError();
      askForPersistentStorage();
      const { describeQueued } = await queuedOperations();
      const command = await store.add(
        mutation,
        describeQueued(mutation, apollo.cache),
        crypto.randomUUID(),
      );
      registerBackgroundSync();
      actor.send({ type: 'SYNC' });
      return command;
    },
    ...commandsAhead(store),
    dispose() {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
      navigator.serviceWorker?.removeEventListener('message', fromServiceWorker);
      actor.stop();
      store.close();
    },
  };
}
