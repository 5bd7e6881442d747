/**
 * A leader's phone, as far as the server can tell: the app's own write path (docs/decisions/130).
 * Each write is the flow's command (contract/leader-writes.ts) submitted to the session scope's
 * writes; the outbox (node-outbox.ts over an in-memory store) keeps it and its machine sends it
 * through the REST client, with its Idempotency-Key, one at a time. What gets no usable answer is retried with the same key by the
 * outbox's own rules: 5xx, 408, 429, no answer or an answer with Retry-After, after an exponential
 * backoff with jitter (2 s doubling to 60 s). Reads are the flow's queries, asked of the network.
 */
import type { GraphQLSchema } from 'graphql';
import { DonationDetailsDocument, DonationsDocument } from '#graphql/generated/operations.ts';
import { noRecipient, type LeaderWrite } from '#contract/leader-writes.ts';
import { createRestClient } from '#graphql/rest/rest-client.ts';
import { createSchema } from '#graphql/schema.ts';
import { createApolloClient } from '#src/core/apollo/apollo-client.ts';
import { createSessionScope } from '#src/core/session-scope/session-scope.ts';
import type { BenchContext } from './bench-context.ts';
import type { BenchLeader } from './bench-data.ts';
import { memoryOutboxStore } from './memory-outbox-store.ts';
import { createNodeOutbox } from './node-outbox.ts';
import { NodeXhr, type AttemptRecord } from './node-xhr.ts';

export interface CommandRecord {
  key: string;
  leaderLogin: string;
  donationId: string;
  /** The card delivered, or null for a receipt. */
  voucherId: string | null;
  enqueuedAt: number;
  acceptedAt: number | null;
  /** Attempts that got no usable answer (none, 5xx, 408, 429, Retry-After), each resent with the same key. */
  failedAttempts: number;
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
  readonly commands: CommandRecord[];
  /** The flow's read of the donation being delivered (network only, as the flow asks it). */
  readDetails(): Promise<void>;
  /** The leader's list of donations (network only). */
  readList(): Promise<void>;
  /** Queues the next card's delivery (with a photo); `settled` once the server accepted or refused it. */
  deliverNext(): { settled: Promise<void> } | null;
  /** Queues the receipt of one of the leader's waiting donations; `settled` as above. */
  receiveNext(): { settled: Promise<void> } | null;
  /** Commands still waiting in the outbox (pending, sending or backing off). */
  waiting(): number;
  stop(): void;
}

let photoTurn = 0;
let schema: GraphQLSchema | null = null;
/** Built once for every phone: the browser builds it once per page too. */
const phoneSchema = () => (schema ??= createSchema());

export function virtualLeader(options: LeaderOptions): VirtualLeader {
  const { leader } = options;
  const commands: CommandRecord[] = [];
  const records = new Map<string, CommandRecord>();
  /** The settling of the command queued for each target (a card, or a donation's receipt). */
  const settles = new Map<string, { done: Promise<void>; settle: () => void }>();
  const settling = (target: string) => {
    let entry = settles.get(target);
    if (!entry) {
      let settle = () => {};
      const done = new Promise<void>((resolve) => (settle = resolve));
      entry = { done, settle };
      settles.set(target, entry);
    }
    return entry;
  };

  const recordingFetch: typeof fetch = async (input, init) => {
    const startedAt = performance.now();
    const method = init?.method ?? 'GET';
    const url = String(input);
    try {
      const response = await fetch(input, init);
      const text = await response.text();
      options.onAttempt({
        method,
        url,
        status: response.status,
        startedAt,
        ms: performance.now() - startedAt,
      });
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
    createXhr: () =>
      new NodeXhr(options.bytesPerSecond, options.onAttempt) as unknown as XMLHttpRequest,
  });

  const scope = createSessionScope({
    userId: leader.login,
    apollo: createApolloClient({ rest, schema: phoneSchema() }),
    storage: null,
    persistCache: false,
    createOutbox: () =>
      createNodeOutbox(rest, memoryOutboxStore(), {
        queued(command) {
          const voucherId = command.effect.kind === 'deliver' ? command.effect.voucherId : null;
          const record: CommandRecord = {
            key: command.id,
            leaderLogin: leader.login,
            donationId: command.donationId,
            voucherId,
            enqueuedAt: performance.now(),
            acceptedAt: null,
            failedAttempts: 0,
            refusal: null,
            phase: options.phase(),
          };
          records.set(command.id, record);
          commands.push(record);
          settling(voucherId ?? command.donationId);
        },
        settled(command, outcome, refused) {
          const record = records.get(command.id);
          if (!record) return;
          if (outcome.kind === 'sent') record.acceptedAt = performance.now();
          else if (refused && outcome.kind === 'failed')
            record.refusal = `${outcome.status} ${outcome.message}`;
          else {
            record.failedAttempts += 1;
            return;
          }
          settles.get(record.voucherId ?? record.donationId)?.settle();
        },
      }),
  });
  const { apollo, writes } = scope;

  /** The write as the flow makes it; settled once its command is accepted or refused. */
  const write = (target: string, leaderWrite: LeaderWrite, voucherPosition?: number) => ({
    settled: (writes?.submit(leaderWrite, { voucherPosition }) ?? Promise.resolve()).then(
      () => settling(target).done,
    ),
  });

  const photo = () => {
    photoTurn = (photoTurn + 1) % options.photos.length;
    return new File([new Uint8Array(options.photos[photoTurn]!)], 'entrega.jpg', {
      type: 'image/jpeg',
    });
  };

  let nextCard = 0;
  let nextReceipt = 0;
  return {
    commands,
    async readDetails() {
      await apollo.query({
        query: DonationDetailsDocument,
        variables: { id: leader.deliveryDonation },
        fetchPolicy: 'network-only',
      });
    },
    async readList() {
      await apollo.query({ query: DonationsDocument, fetchPolicy: 'network-only' });
    },
    deliverNext() {
      if (nextCard >= leader.cards.length) return null;
      const position = nextCard + 1;
      const voucherId = leader.cards[nextCard]!;
      nextCard += 1;
      const command = {
        donationId: leader.deliveryDonation,
        voucherId,
        lat: -23.55 + position * 0.0001,
        lon: -46.63,
        ...noRecipient(),
        delivered: true,
        leaderComment: null,
        receivedName: `Família ${position}`,
        messageConsent: null,
        photo: photo(),
        invoice: null,
        receiptCode: null,
        recordedAt: new Date().toISOString(),
      };
      return write(voucherId, { kind: 'deliver', command }, position);
    },
    receiveNext() {
      const donationId = leader.receiptDonations[nextReceipt];
      if (donationId === undefined) return null;
      nextReceipt += 1;
      const command = {
        donationId,
        receivedQuantity: 10,
        photo: photo(),
        lat: -23.55,
        lon: -46.63,
        recordedAt: new Date().toISOString(),
      };
      return write(donationId, { kind: 'receive', command });
    },
    waiting: () =>
      commands.filter((command) => command.acceptedAt === null && command.refusal === null).length,
    stop: () => scope.dispose(),
  };
}

/** A fresh leader (one whose cards nobody delivered yet) with the phone that sends for them. */
export async function nextLeaderPhone(
  ctx: BenchContext,
  phone: Pick<LeaderOptions, 'bytesPerSecond' | 'onAttempt' | 'phase'>,
): Promise<{ account: BenchLeader; leader: VirtualLeader }> {
  const account = ctx.nextLeader();
  const leader = virtualLeader({
    ...phone,
    leader: account,
    token: await ctx.tokenFor(account),
    origin: ctx.topology.origin,
    photos: ctx.photos,
  });
  return { account, leader };
}
