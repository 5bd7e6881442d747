import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { WriteAnswer } from '#graphql/rest/rest-client.ts';
import type { UploadProgressHandler } from '#graphql/rest/http-transport.ts';
import {
  isRetryableFailure,
  type OutboxCommand,
  type SendOutcome,
} from '#machines/outbox-command.ts';
import { outboxMachine } from '#machines/outbox.machine.ts';
import { inspectMachines } from '../machine-inspection.ts';
import {
  createOutboxStore,
  type OutboxStore,
  type QueuedCommand,
  sendOutboxCommand,
  commandsAhead,
  type CommandsAhead,
} from './outbox-store.ts';
import {
  described,
  photoBytes,
  type LeaderWrites,
  type WriteOutcome,
  type WriteSender,
} from './leader-writes.ts';

/** A confirmed write is stored first, then sent while the screen waits. */

export const OUTBOX_SYNC_TAG = 'cestas-outbox';
export const OUTBOX_SYNC_MESSAGE = 'cestas-outbox-sync';

export interface Outbox extends CommandsAhead, LeaderWrites {
  readonly actor: ActorRefFrom<typeof outboxMachine>;
  dispose(): void;
}

export interface OutboxDeps {
  rest: () => Promise<WriteSender>;
  sent: (answer: WriteAnswer) => void;
  online?: () => boolean;
}

/** Web Locks where the browser has them: only one tab of this user sends at a time. */
function exclusiveFor(userId: string) {
  const name = `cestas.outbox.send.${userId}`;
  return async <T>(send: () => Promise<T>): Promise<T> =>
    typeof navigator !== 'undefined' && 'locks' in navigator
      ? ((await navigator.locks.request(name, send)) as T)
      : send();
}

/** Reports nothing: asking for progress sends through XHR, cut off only after 60 s without a byte. */
const watchProgress: UploadProgressHandler = () => undefined;

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

interface Waiting {
  settle(outcome: WriteOutcome): void;
  onProgress: UploadProgressHandler;
}

export function createBrowserOutbox(
  userId: string,
  deps: OutboxDeps,
  store: OutboxStore = createOutboxStore(userId),
): Outbox {
  const exclusively = exclusiveFor(userId);
  const online = deps.online ?? (() => navigator.onLine);
  const waiting = new Map<string, Waiting>();

  async function outcomeOf(command: OutboxCommand, sent: SendOutcome): Promise<WriteOutcome> {
    if (sent.kind === 'sent') return { kind: 'sent' };
    if (sent.kind === 'failed' && !isRetryableFailure(sent.status, sent.retryAfterMs))
      return { kind: 'failed', message: sent.message };
    // Skipped: another tab of this leader sent it (or it was discarded) while this one waited.
    if (sent.kind === 'skipped' && (await store.sent()).some((done) => done.id === command.id))
      return { kind: 'sent' };
    return { kind: 'kept' };
  }

  const logic = outboxMachine.provide({
    actors: {
      loadQueue: fromPromise<OutboxCommand[]>(() => store.list()),
      sendCommand: fromPromise(async ({ input }: { input: OutboxCommand }) => {
        let answer: WriteAnswer;
        const send = async (command: QueuedCommand) => {
          answer = await (
            await deps.rest()
          ).leaderWrite(command.write, {
            idempotencyKey: command.id,
            onProgress: waiting.get(command.id)?.onProgress ?? watchProgress,
          });
        };
        const outcome = await sendOutboxCommand(
          { send, store, exclusively, awaited: (command) => waiting.has(command.id) },
          input,
        );
        // The screens show the server's truth once it has the command.
        if (outcome.kind === 'sent') deps.sent(answer);
        const screen = waiting.get(input.id);
        if (screen) screen.settle(await outcomeOf(input, outcome));
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

  // A round that ends before a waiting command's turn leaves it on the device, to be sent later.
  actor.subscribe((snapshot) => {
    if (!snapshot.matches('idle') && !snapshot.matches('waiting')) return;
    for (const screen of waiting.values()) screen.settle({ kind: 'kept' });
  });

  const wentOnline = () => actor.send({ type: 'ONLINE' });
  const visible = () => {
    if (document.visibilityState === 'visible') actor.send({ type: 'VISIBLE' });
  };
  const fromServiceWorker = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_SYNC_MESSAGE)
      actor.send({ type: 'SYNC' });
  };
  window.addEventListener('online', wentOnline);
  document.addEventListener('visibilitychange', visible);
  navigator.serviceWorker?.addEventListener('message', fromServiceWorker);
  actor.start();
  actor.send({ type: 'START' });

  return {
    actor,
    async submit(write, { voucherPosition, onProgress } = {}) {
      if (!(await hasRoomFor(photoBytes(write)))) throw new StorageFullError();
      askForPersistentStorage();
      const command = await store.add(
        write,
        described(write, voucherPosition),
        crypto.randomUUID(),
      );
      registerBackgroundSync();
      if (!online()) {
        actor.send({ type: 'SYNC' });
        return { kind: 'kept' };
      }
      const answered = new Promise<WriteOutcome>((resolve) => {
        waiting.set(command.id, {
          settle: (outcome) => {
            waiting.delete(command.id);
            resolve(outcome);
          },
          onProgress: onProgress ?? watchProgress,
        });
      });
      actor.send({ type: 'SYNC' });
      return answered;
    },
    ...commandsAhead(store),
    dispose() {
      window.removeEventListener('online', wentOnline);
      document.removeEventListener('visibilitychange', visible);
      navigator.serviceWorker?.removeEventListener('message', fromServiceWorker);
      for (const screen of waiting.values()) screen.settle({ kind: 'kept' });
      actor.stop();
      store.close();
    },
  };
}

/** Below this much free space (or twice the photos' size), no more photos are queued. */
export const MIN_FREE_BYTES = 5 * 1024 * 1024;

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

/** True when the photos fit with room to spare, and when the browser cannot tell. */
export async function hasRoomFor(
  bytes: number,
  storage: StorageManagerLike | null = manager(),
): Promise<boolean> {
  if (!storage || bytes === 0) return true;
  const { usage, quota } = await storage.estimate();
  if (usage === undefined || quota === undefined) return true;
  return quota - usage >= Math.max(2 * bytes, MIN_FREE_BYTES);
}

export async function storageUsed(
  storage: StorageManagerLike | null = manager(),
): Promise<number | null> {
  if (!storage) return null;
  return (await storage.estimate()).usage ?? null;
}

let persistenceAsked = false;
export function askForPersistentStorage(storage: StorageManagerLike | null = manager()): void {
  if (persistenceAsked || !storage || typeof storage.persist !== 'function') return;
  persistenceAsked = true;
  storage.persist().catch(() => {
    // Refused or unsupported: the data stays, only without the guarantee.
  });
}
