/**
 * A leader's phone, as far as the server can tell: the app's own outbox (machines/outbox.machine.ts
 * with src/core/outbox/send-outbox-command.ts and the app's REST client, graphql/rest) over an
 * in-memory store. Every write goes out with its Idempotency-Key, one at a time, and what gets no
 * usable answer is retried with the same key by the outbox's own rules: 5xx, 408, 429, no answer
 * or an answer with Retry-After, after an exponential backoff with jitter (2 s doubling to 60 s).
 */
import { createActor, fromPromise } from 'xstate';
import type { OutboxCommand, OutboxPayload } from '#machines/outbox-command.ts';
import { outboxMachine } from '#machines/outbox.machine.ts';
import { createRestClient, type RestClient } from '#graphql/rest/rest-client.ts';
import { sendOutboxCommand } from '#src/core/outbox/send-outbox-command.ts';
import type { BenchLeader } from './bench-data.ts';
import { memoryOutboxStore } from './memory-outbox-store.ts';
import { NodeXhr, type AttemptRecord } from './node-xhr.ts';

export interface CommandRecord {
  key: string;
  leaderLogin: string;
  donationId: string;
  /** The card delivered, or null for a receipt. */
  voucherId: string | null;
  enqueuedAt: number;
  acceptedAt: number | null;
  /** Refused by the server (a 4xx the outbox does not retry): the leader would see its message. */
  refusal: string | null;
  /** Which part of the run it was made in (a fault's window). */
  phase: string;
}

export interface LeaderOptions {
  leader: BenchLeader;
  token: string;
  /** The balancer's (or the one instance's) origin. */
  origin: string;
  /** Upload speed; Infinity for a client on the same machine without a limit. */
  bytesPerSecond: number;
  photos: readonly Buffer[];
  onAttempt: (attempt: AttemptRecord) => void;
  /** Returns the label of the current phase (for the fault report). */
  phase: () => string;
}

export interface VirtualLeader {
  readonly rest: RestClient;
  readonly commands: CommandRecord[];
  /** Queues the next card's delivery (with a photo); resolves once the server accepted it. */
  deliverNext(): { accepted: Promise<void> } | null;
  /** Queues the receipt of one of the leader's waiting donations; resolves once accepted. */
  receiveNext(): { accepted: Promise<void> } | null;
  /** Commands still waiting in the outbox (pending, sending or backing off). */
  waiting(): number;
  stop(): void;
}

let photoTurn = 0;

export function virtualLeader(options: LeaderOptions): VirtualLeader {
  const { leader } = options;
  const store = memoryOutboxStore();
  const settle = new Map<string, () => void>();
  const records = new Map<string, CommandRecord>();
  const commands: CommandRecord[] = [];
  let nextCard = 0;
  let nextReceipt = 0;

  const recordingFetch: typeof fetch = async (input, init) => {
    const startedAt = performance.now();
    const method = init?.method ?? 'GET';
    const url = String(input);
    try {
      const response = await fetch(input, init);
      const text = await response.text();
      options.onAttempt({ method, url, status: response.status, startedAt, ms: performance.now() - startedAt });
      return new Response(text, { status: response.status, headers: response.headers });
    } catch (error) {
      options.onAttempt({ method, url, status: 0, startedAt, ms: performance.now() - startedAt });
      throw error;
    }
  };
  const rest = createRestClient({
    baseUrl: `${options.origin}/api`,
    getToken: () => options.token,
    fetch: recordingFetch,
    createXhr: () => new NodeXhr(options.bytesPerSecond, options.onAttempt) as unknown as XMLHttpRequest,
  });

  const logic = outboxMachine.provide({
    actors: {
      loadQueue: fromPromise(() => store.list()),
      sendCommand: fromPromise(async ({ input }: { input: OutboxCommand }) => {
        const outcome = await sendOutboxCommand({ rest, store, exclusively: (send) => send(), now: () => performance.now() }, input);
        const record = records.get(input.id);
        if (record && outcome.kind === 'sent') {
          record.acceptedAt = performance.now();
          settle.get(input.id)?.();
        } else if (record && outcome.kind === 'failed' && (await store.get(input.id))?.state === 'failed') {
          record.refusal = `${outcome.status} ${outcome.message}`;
          settle.get(input.id)?.();
        }
        return outcome;
      }),
    },
    actions: {
      retryCommand: () => {},
      discardCommand: () => {},
    },
  });
  const actor = createActor(logic, { input: {} });
  actor.start();
  actor.send({ type: 'START' });

  const enqueue = (donationId: string, voucherId: string | null, payload: OutboxPayload) => {
    const key = crypto.randomUUID();
    const record: CommandRecord = {
      key,
      leaderLogin: leader.login,
      donationId,
      voucherId,
      enqueuedAt: performance.now(),
      acceptedAt: null,
      refusal: null,
      phase: options.phase(),
    };
    records.set(key, record);
    commands.push(record);
    const accepted = new Promise<void>((resolve) => settle.set(key, resolve));
    void store.add(donationId, payload, key).then(() => actor.send({ type: 'SYNC' }));
    return { accepted };
  };

  const photo = () => {
    photoTurn = (photoTurn + 1) % options.photos.length;
    return new File([new Uint8Array(options.photos[photoTurn]!)], 'entrega.jpg', { type: 'image/jpeg' });
  };

  return {
    rest,
    commands,
    deliverNext() {
      if (nextCard >= leader.cards.length) return null;
      const position = nextCard + 1;
      const voucherId = leader.cards[nextCard]!;
      nextCard += 1;
      return enqueue(leader.deliveryDonation, voucherId, {
        kind: 'deliver',
        voucherId,
        voucherPosition: position,
        position: { lat: -23.55 + position * 0.0001, lon: -46.63 },
        delivery: {
          delivered: true,
          receivedName: `Família ${position}`,
          receivedCpf: null,
          receivedContactNumber: null,
          receivedEmail: null,
          photo: photo(),
          invoice: null,
        },
      });
    },
    receiveNext() {
      const donationId = leader.receiptDonations[nextReceipt];
      if (donationId === undefined) return null;
      nextReceipt += 1;
      return enqueue(donationId, null, { kind: 'receive', receivedQuantity: 10, photo: photo(), position: { lat: -23.55, lon: -46.63 } });
    },
    waiting: () => commands.filter((command) => command.acceptedAt === null && command.refusal === null).length,
    stop: () => actor.stop(),
  };
}
