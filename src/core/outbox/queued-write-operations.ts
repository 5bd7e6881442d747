import {
  CombinedGraphQLErrors,
  type ApolloCache,
  type ApolloClient,
  type TypedDocumentNode,
} from '@apollo/client';
import {
  DeliverVoucherDocument,
  DonationDetailsDocument,
  EndDonationDocument,
  ReceiveDonationDocument,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { RestError } from '#graphql/rest/rest-error.ts';
import type { QueuedEffect, QueuedMutation, QueuedWriteName, QueuedWrites } from './queued-writes';

/**
 * The queued writes' GraphQL documents and what each changes in its donation, for the screens
 * that show the leader's work before the server has it. Loaded by the outbox when it first stores
 * or sends a write (browser-outbox.ts), not with every signed-in screen.
 */

type Operations = {
  [N in QueuedWriteName]: {
    document: TypedDocumentNode<QueuedWrites[N]['data'], QueuedWrites[N]['variables']>;
    describe(variables: QueuedWrites[N]['variables'], cache: ApolloCache): QueuedEffect;
  };
};

/** The card's place in the donation, from the details the flow loaded (the pending list names it). */
function voucherPositionIn(cache: ApolloCache, donationId: string, voucherId: string): number {
  const details = cache.readQuery({
    query: DonationDetailsDocument,
    variables: { id: donationId },
  });
  return (
    details?.donationDetails.vouchers.find((voucher) => voucher.voucherId === voucherId)
      ?.position ?? 0
  );
}

const OPERATIONS: Operations = {
  ReceiveDonation: {
    document: ReceiveDonationDocument,
    describe: ({ id, input }) => ({
      donationId: String(id),
      effect: { kind: 'receive', receivedQuantity: input.receivedQuantity },
    }),
  },
  DeliverVoucher: {
    document: DeliverVoucherDocument,
    describe: ({ donationId, input }, cache) => {
      const voucherId = String(input.voucherId);
      return {
        donationId: String(donationId),
        effect: {
          kind: 'deliver',
          voucherId,
          voucherPosition: voucherPositionIn(cache, String(donationId), voucherId),
          delivered: input.delivered,
        },
      };
    },
  },
  EndDonation: {
    document: EndDonationDocument,
    describe: ({ id }) => ({ donationId: String(id), effect: { kind: 'end' } }),
  },
};

export function describeQueued<Name extends QueuedWriteName>(
  mutation: QueuedMutation<Name>,
  cache: ApolloCache,
): QueuedEffect {
  return OPERATIONS[mutation.operationName].describe(mutation.variables, cache);
}

const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The RestError behind a failed operation, for the outbox's rules on sending again: the status and
 * Retry-After the resolver's REST call got travel as the GraphQL error's extensions
 * (graphql/graphql-errors.ts); anything else counts as no answer (status 0).
 */
function restErrorOf(error: unknown): RestError {
  const extensions = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined;
  const status = numberOrNull(extensions?.['status']) ?? 0;
  return new RestError(status, readGraphQLFailure(error).message, {
    retryAfterMs: numberOrNull(extensions?.['retryAfterMs']),
    cause: error,
  });
}

/** Reports no progress; asking for it sends an upload through XHR, cut off only after 60 s without a byte moving. */
const watchProgress = () => undefined;

/**
 * Sends a queued write through the same Apollo client and resolvers as any write, with its key:
 * a resend is the same request, and the server runs it once (docs/offline.md, "Idempotent writes").
 * A failure rejects as the RestError the resolver's call got (its status and Retry-After travel
 * as the GraphQL error's extensions), for the outbox's rules on sending again.
 */
export async function sendQueued<Name extends QueuedWriteName>(
  client: ApolloClient,
  mutation: QueuedMutation<Name>,
  idempotencyKey: string,
): Promise<void> {
  try {
    await client.mutate({
      mutation: OPERATIONS[mutation.operationName].document,
      variables: mutation.variables,
      context: { idempotencyKey, onUploadProgress: watchProgress },
      fetchPolicy: 'no-cache',
    });
  } catch (error) {
    throw restErrorOf(error);
  }
}
