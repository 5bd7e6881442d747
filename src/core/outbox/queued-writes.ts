import type {
  DeliverVoucherMutation,
  DeliverVoucherMutationVariables,
  EndDonationMutation,
  EndDonationMutationVariables,
  ReceiveDonationMutation,
  ReceiveDonationMutationVariables,
} from '#graphql/generated/operations.ts';
import type { CommandEffect } from '#machines/outbox-command.ts';

/**
 * The writes that may wait on the device (docs/offline.md, "Outbox"), by operation name, and what
 * Apollo answers for each while it waits. A write not listed here goes straight to the server.
 * Their documents, and what each changes in its donation, are in queued-write-operations.ts,
 * loaded only when the outbox stores or sends one: the GraphQL documents stay out of the code
 * every signed-in screen loads. Adding one: docs/architecture.md A6, "A new write that must work
 * offline".
 */

export interface QueuedWrites {
  ReceiveDonation: { data: ReceiveDonationMutation; variables: ReceiveDonationMutationVariables };
  DeliverVoucher: { data: DeliverVoucherMutation; variables: DeliverVoucherMutationVariables };
  EndDonation: { data: EndDonationMutation; variables: EndDonationMutationVariables };
}

export type QueuedWriteName = keyof QueuedWrites;

/** A queued write as the device keeps it: the operation's name and its variables, photos as Blobs. */
export type QueuedMutation<Name extends QueuedWriteName = QueuedWriteName> = {
  [N in Name]: { operationName: N; variables: QueuedWrites[N]['variables'] };
}[Name];

/** Which donation a queued write belongs to and what it changes there. */
export interface QueuedEffect {
  donationId: string;
  effect: CommandEffect;
}

/** The mutation's answer while the write waits on the device: the flow moves on as if sent. */
const ANSWERS_WHILE_QUEUED: { [N in QueuedWriteName]: QueuedWrites[N]['data'] } = {
  ReceiveDonation: { receiveDonation: true },
  DeliverVoucher: { deliverVoucher: true },
  EndDonation: { endDonation: true },
};

export const isQueuedWrite = (
  operationName: string | undefined,
): operationName is QueuedWriteName =>
  operationName !== undefined && Object.hasOwn(ANSWERS_WHILE_QUEUED, operationName);

export const answerWhileQueued = (operationName: QueuedWriteName) =>
  ANSWERS_WHILE_QUEUED[operationName];
