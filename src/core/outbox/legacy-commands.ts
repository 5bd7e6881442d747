import type { DeliveryCommand, LeaderWrite } from '#contract/leader-writes.ts';
import type { CommandEffect, OutboxCommand } from '#machines/outbox-command.ts';
import { effectOf } from './leader-writes.ts';
import type { StoredCommand } from './outbox-store.ts';

/**
 * An update must not lose a leader's unsent work: older commands keep their key, order and photos.
 */

type Position = { lat: number; lon: number };

type OlderDelivery =
  | {
      delivered: true;
      receivedName: string;
      receivedCpf: string | null;
      receivedContactNumber: string | null;
      receivedEmail: string | null;
      photo: Blob;
      invoice: Blob | null;
    }
  | { delivered: false; leaderComment: string };

type Version2Payload =
  | { kind: 'receive'; receivedQuantity: number; photo: Blob; position: Position }
  | {
      kind: 'deliver';
      voucherId: string;
      voucherPosition: number;
      delivery: OlderDelivery;
      position: Position;
    }
  | { kind: 'end' };

type Version3Mutation =
  | {
      operationName: 'ReceiveDonation';
      variables: {
        id: string;
        input: { file: Blob; receivedQuantity: number; lat: number; lon: number };
      };
    }
  | {
      operationName: 'DeliverVoucher';
      variables: {
        donationId: string;
        input: {
          voucherId: string;
          lat: number;
          lon: number;
          delivered: boolean;
          leaderComment?: string | null;
          receivedName?: string | null;
          receivedCpf?: string | null;
          receivedContactNumber?: string | null;
          receivedEmail?: string | null;
          file?: Blob | null;
          invoiceFile?: Blob | null;
        };
      };
    }
  | { operationName: 'EndDonation'; variables: { id: string } };

type OlderCommand = Omit<OutboxCommand, 'effect'> & { userId: string; effect?: CommandEffect } & (
    { payload: Version2Payload } | { mutation: Version3Mutation }
  );

const noRecipient = {
  receivedName: null,
  receivedCpf: null,
  receivedContactNumber: null,
  receivedEmail: null,
  messageConsent: null,
  photo: null,
  invoice: null,
} as const;

function fromVersion2(donationId: string, payload: Version2Payload): LeaderWrite {
  switch (payload.kind) {
    case 'receive':
      return {
        kind: 'receive',
        command: {
          donationId,
          receivedQuantity: payload.receivedQuantity,
          photo: payload.photo,
          ...payload.position,
          recordedAt: null,
        },
      };
    case 'deliver': {
      const { delivery } = payload;
      const place = {
        donationId,
        voucherId: payload.voucherId,
        ...payload.position,
        recordedAt: null,
      };
      const command: DeliveryCommand = delivery.delivered
        ? { ...place, ...delivery, leaderComment: null, messageConsent: null, receiptCode: null }
        : {
            ...place,
            ...noRecipient,
            delivered: false,
            leaderComment: delivery.leaderComment,
            receiptCode: null,
          };
      return { kind: 'deliver', command };
    }
    case 'end':
      return { kind: 'end', command: { donationId } };
  }
}

function fromVersion3(mutation: Version3Mutation): LeaderWrite {
  switch (mutation.operationName) {
    case 'ReceiveDonation': {
      const { id, input } = mutation.variables;
      const { file, ...fields } = input;
      return {
        kind: 'receive',
        command: { donationId: id, ...fields, photo: file, recordedAt: null },
      };
    }
    case 'DeliverVoucher': {
      const { donationId, input } = mutation.variables;
      const delivered = input.delivered;
      const recipient = <T>(value: T | null | undefined) => (delivered ? (value ?? null) : null);
      return {
        kind: 'deliver',
        command: {
          donationId,
          voucherId: input.voucherId,
          lat: input.lat,
          lon: input.lon,
          recordedAt: null,
          delivered,
          leaderComment: input.leaderComment ?? null,
          receivedName: recipient(input.receivedName),
          receivedCpf: recipient(input.receivedCpf),
          receivedContactNumber: recipient(input.receivedContactNumber),
          receivedEmail: recipient(input.receivedEmail),
          messageConsent: null,
          photo: recipient(input.file),
          invoice: recipient(input.invoiceFile),
          receiptCode: null,
        },
      };
    }
    case 'EndDonation':
      return { kind: 'end', command: { donationId: mutation.variables.id } };
  }
}

export function upgradeOlderCommand(record: object): StoredCommand {
  const older = record as OlderCommand;
  const { userId, id, donationId, order, attempts, state, failure } = older;
  const write =
    'payload' in older ? fromVersion2(donationId, older.payload) : fromVersion3(older.mutation);
  const position =
    'payload' in older && older.payload.kind === 'deliver' ? older.payload.voucherPosition : 0;
  return {
    userId,
    id,
    donationId,
    order,
    attempts,
    state,
    failure,
    effect: older.effect ?? effectOf(write, position),
    write,
  };
}
