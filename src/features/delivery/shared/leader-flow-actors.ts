import type { ApolloClient, ApolloCache } from '@apollo/client';
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import {
  DonationDetailsDocument,
  type DonationDetailsQuery,
} from '#graphql/generated/operations.ts';
import type { ReceiptCommand } from '#contract/leader-writes.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import {
  donationFlowMachine,
  type LeaderDonation,
  type LoadResult,
} from '#machines/donation-flow.machine.ts';
import {
  voucherDeliveryMachine,
  type EndResult,
  type RecordDeliveryInput,
  UNEXPECTED_FAILURE,
} from '#machines/voucher-delivery.machine.ts';
import { withCommandEffects, type AppliedCommand } from '#machines/outbox-overlay.ts';
import { donationStatusText, type DonationStatus } from '#contract/status-texts.ts';
import type { CommandsAhead } from '#src/core/outbox/outbox-store.ts';
import { StorageFullError } from '#src/core/outbox/browser-outbox.ts';
import {
  effectOf,
  type LeaderWrites,
  type SubmitOptions,
  type WriteOutcome,
} from '#src/core/outbox/leader-writes.ts';
import { leaderFlowCopy } from './flow-parts.tsx';
import { VOUCHER_STATUS, type VoucherItem, type VoucherStatus } from '#machines/voucher-status.ts';

/** Only what the server agreed to is reported as sent. */

type Details = DonationDetailsQuery['donationDetails'];

/** The moment the leader confirmed the write, by the phone's clock. */
const stamped = <C extends { recordedAt: string | null }>(command: C): C => ({
  ...command,
  recordedAt: new Date().toISOString(),
});

const asVoucherStatus = (status: number): VoucherStatus =>
  status === 2 || status === 3 ? status : 1;

export function toLeaderDonation(details: Details): LeaderDonation {
  return {
    donationId: details.donationId,
    quantity: details.quantity,
    status: details.status,
    statusText: details.statusText,
    received: details.received ?? null,
    receivedQuantity: details.receivedQuantity ?? null,
    deliveryStarted: details.deliveryStarted ?? null,
    deadline: details.deadline ?? null,
    vouchers: details.vouchers.map((voucher): VoucherItem => ({
      voucherId: voucher.voucherId,
      position: voucher.position,
      status: asVoucherStatus(voucher.status),
    })),
  };
}

async function submitted(
  writes: LeaderWrites | null,
  submit: (writes: LeaderWrites) => Promise<WriteOutcome>,
): Promise<{ ok: true; onDevice: boolean } | { ok: false; message: string }> {
  if (!writes) return { ok: false, message: UNEXPECTED_FAILURE };
  try {
    const outcome = await submit(writes);
    if (outcome.kind === 'failed') return { ok: false, message: outcome.message };
    return { ok: true, onDevice: outcome.kind === 'kept' };
  } catch (error) {
    // Full storage on the device says so (the form stays as typed).
    if (error instanceof StorageFullError)
      return { ok: false, message: leaderFlowCopy.outbox.storageFull };
    throw error;
  }
}

/** Reports upload progress and ends with one of two events; silent once the actor stopped. */
function writeActor<I>(
  writes: LeaderWrites | null,
  submit: (writes: LeaderWrites, input: I, options: SubmitOptions) => Promise<WriteOutcome>,
  events: { succeeded: string; failed: string },
) {
  return fromCallback<AnyEventObject, I>(({ input, sendBack }) => {
    let active = true;
    const report = (event: AnyEventObject) => {
      if (active) sendBack(event);
    };
    const onProgress = ({ loaded, total }: { loaded: number; total: number }) =>
      report({ type: 'UPLOAD.PROGRESS', loaded, total });
    submitted(writes, (to) => submit(to, input, { onProgress })).then(
      (result) =>
        report(
          result.ok
            ? { type: events.succeeded, onDevice: result.onDevice }
            : { type: events.failed, message: result.message },
        ),
      () => report({ type: events.failed, message: UNEXPECTED_FAILURE }),
    );
    return () => {
      active = false;
    };
  });
}

function asStatusText(status: number, fallback: string): string {
  return status >= 1 && status <= 6 ? donationStatusText(status as DonationStatus) : fallback;
}

const unionById = (first: readonly AppliedCommand[], second: readonly AppliedCommand[]) => [
  ...first,
  ...second.filter((command) => !first.some((known) => known.id === command.id)),
];

/**
 * What this session last read of each donation, and every voucher it recorded since it began: the
 * next screen of a donation starts from its last reading with the vouchers recorded after that reading
 * began, and reads the server behind it, instead of waiting on the network between two vouchers.
 */
interface SessionRecord {
  read: Map<string, { donation: LeaderDonation; from: number }>;
  recorded: AppliedCommand[];
}
const records = new WeakMap<ApolloClient, SessionRecord>();

function recordOf(client: ApolloClient): SessionRecord {
  const known = records.get(client) ?? { read: new Map(), recorded: [] };
  records.set(client, known);
  return known;
}

export function recordedSinceRead(client: ApolloClient, donationId: string): LeaderDonation | null {
  const known = records.get(client);
  const read = known?.read.get(donationId);
  const since = known && read ? known.recorded.slice(read.from) : [];
  if (!read || !since.some((command) => command.donationId === donationId)) return null;
  return withCommandEffects(read.donation, since);
}

/**
 * The device is read before the query too: a command sent while the answer travels may predate it.
 */
export async function loadLeaderDonation(
  client: ApolloClient,
  donationId: string,
  outbox: CommandsAhead | null,
): Promise<LoadResult> {
  const from = recordOf(client).recorded.length;
  const shown = (donation: LeaderDonation): LoadResult => {
    recordOf(client).read.set(donationId, { donation, from });
    return { ok: true, donation };
  };
  try {
    const before = outbox ? await outbox.ahead(donationId) : [];
    const { data } = await client.query({
      query: DonationDetailsDocument,
      variables: { id: donationId },
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error('donation details returned no data');
    const donation = toLeaderDonation(data.donationDetails);
    keepListSummaryInStep(client.cache, donation);
    if (!outbox) return shown(donation);
    const after = await outbox.ahead(donationId);
    await outbox.confirm(donation);
    const ahead = withCommandEffects(donation, unionById(before, after));
    return shown({ ...ahead, statusText: asStatusText(ahead.status, ahead.statusText) });
  } catch (error) {
    return { ok: false, message: readGraphQLFailure(error).message };
  }
}

/** `outbox` is applied over every answer; null when the session has no outbox. */
export function createDonationFlowLogic(
  client: ApolloClient,
  writes: LeaderWrites | null,
  outbox: CommandsAhead | null = null,
) {
  const voucherDelivery = voucherDeliveryMachine.provide({
    actors: {
      recordDelivery: writeActor<RecordDeliveryInput>(
        writes,
        async (to, { command, voucherPosition }, options) => {
          const write = { kind: 'deliver', command: stamped(command) } as const;
          const outcome = await to.submit(write, { ...options, voucherPosition });
          const { recorded } = recordOf(client);
          if (outcome.kind !== 'failed')
            recorded.push({
              id: String(recorded.length),
              donationId: command.donationId,
              order: recorded.length,
              effect: effectOf(write, voucherPosition),
            });
          return outcome;
        },
        { succeeded: 'DELIVERY.RECORDED', failed: 'DELIVERY.FAILED' },
      ),
      // Sent, its answer shows the donation complete on the list she returns to (session-scope.ts).
      endDonation: fromPromise<EndResult, { donationId: string }>(({ input }) =>
        submitted(writes, (to) =>
          to.submit({ kind: 'end', command: { donationId: input.donationId } }),
        ),
      ),
    },
  });

  return donationFlowMachine.provide({
    actors: {
      loadDonation: fromPromise<LoadResult, { donationId: string }>(({ input }) =>
        loadLeaderDonation(client, input.donationId, outbox),
      ),
      receiveDonation: writeActor<ReceiptCommand>(
        writes,
        (to, command, options) =>
          to.submit({ kind: 'receive', command: stamped(command) }, options),
        { succeeded: 'RECEIPT.RECORDED', failed: 'RECEIPT.FAILED' },
      ),
      voucherDelivery,
    },
  });
}

/**
 * Else the list's older answer would count, offline, only the vouchers still queued; `donation` has no
 * overlay.
 */
export function keepListSummaryInStep(cache: ApolloCache, donation: LeaderDonation): void {
  const count = (status: number) =>
    donation.vouchers.filter((voucher) => voucher.status === status).length;
  const id = cache.identify({ __typename: 'Donation', donationId: donation.donationId });
  if (!id) return;
  cache.modify({
    id,
    fields: {
      status: () => donation.status,
      statusText: () => donation.statusText,
      deliveredCount: () => count(VOUCHER_STATUS.delivered),
      notDeliveredCount: () => count(VOUCHER_STATUS.notDelivered),
      pendingCount: () => count(VOUCHER_STATUS.pending),
    },
  });
}
