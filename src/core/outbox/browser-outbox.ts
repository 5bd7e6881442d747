import type { ApolloClient } from '@apollo/client';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { OutboxCommand, OutboxPayload } from '#machines/outbox-command.ts';
import { outboxMachine } from '#machines/outbox.machine.ts';
import type { RestClient } from '#graphql/rest/rest-client.ts';
import { inspectMachines } from '../machine-inspection';
import { askForPersistentStorage, hasRoomFor, StorageFullError } from './device-storage';
import { createOutboxStore, type OutboxStore } from './outbox-store';
import { sendOutboxCommand } from './send-outbox-command';
import { commandsAhead, type CommandsAhead } from './commands-ahead';

/**
 * The signed-in leader's outbox in the browser (docs/offline.md, "Outbox"): the outbox machine
 * over IndexedDB, sending through the REST client, started with the session scope and woken by
 * `online`, the page becoming visible and Background Sync.
 */

export const OUTBOX_SYNC_TAG = 'cestas-outbox';
/** What the service worker posts to its pages when Background Sync fires (public/outbox-sync-sw.js). */
export const OUTBOX_SYNC_MESSAGE = 'cestas-outbox-sync';

export interface Outbox extends CommandsAhead {
  readonly actor: ActorRefFrom<typeof outboxMachine>;
  /** Stores the command and starts sending; rejects with StorageFullError when photos no longer fit. */
  enqueue(donationId: string, payload: OutboxPayload): Promise<OutboxCommand>;
  dispose(): void;
}

function photoBytes(payload: OutboxPayload): number {
  if (payload.kind === 'receive') return payload.photo.size;
  if (payload.kind === 'deliver' && payload.delivery.delivered) return payload.delivery.photo.size + (payload.delivery.invoice?.size ?? 0);
  return 0;
}

/** Web Locks where the browser has them: only one tab of this user sends at a time. */
function exclusiveFor(userId: string) {
  const name = `cestas.outbox.send.${userId}`;
  return async <T>(send: () => Promise<T>): Promise<T> =>
    typeof navigator !== 'undefined' && 'locks' in navigator ? ((await navigator.locks.request(name, send)) as T) : send();
}

function registerBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => {
      // No Background Sync here: online, visibility and the next start cover it.
    });
}

export function createBrowserOutbox(userId: string, rest: RestClient, apollo: ApolloClient, store: OutboxStore = createOutboxStore(userId)): Outbox {
  const exclusively = exclusiveFor(userId);
  // One refetch after another: a refetch still in flight when the next command lands would be
  // reused by Apollo (deduplication) and miss it.
  let refetched: Promise<unknown> = Promise.resolve();
  const showServerTruth = () => {
    refetched = refetched.then(() => apollo.refetchQueries({ include: 'active' })).catch(() => undefined);
  };
  const logic = outboxMachine.provide({
    actors: {
      loadQueue: fromPromise(() => store.list()),
      sendCommand: fromPromise(async ({ input }: { input: OutboxCommand }) => {
        const outcome = await sendOutboxCommand({ rest, store, exclusively }, input);
        // The screens show the server's truth once it has the command.
        if (outcome.kind === 'sent') showServerTruth();
        return outcome;
      }),
    },
    actions: {
      retryCommand: (_, { id }) => {
        void store.get(id).then((command) => command && store.put({ ...command, state: 'pending', failure: null }));
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
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_SYNC_MESSAGE) actor.send({ type: 'SYNC' });
  };
  window.addEventListener('online', online);
  document.addEventListener('visibilitychange', visible);
  navigator.serviceWorker?.addEventListener('message', fromServiceWorker);
  actor.start();
  actor.send({ type: 'START' });

  return {
    actor,
    async enqueue(donationId, payload) {
      if (!(await hasRoomFor(photoBytes(payload)))) throw new StorageFullError();
      askForPersistentStorage();
      const command = await store.add(donationId, payload, crypto.randomUUID());
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
