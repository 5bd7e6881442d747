import type { LeaderReportKind } from '#contract/leader-report-kinds.ts';
import type { LeaderWrite } from '#contract/leader-writes.ts';
import type { OutboxCommand } from '#machines/outbox-command.ts';
import { described } from '#src/core/outbox/leader-writes.ts';
import { notDelivered } from './delivery-outcomes.ts';

/**
 * The leader's writes as the outbox hands them to its store: the write and what it changes
 * (`store.add(...write, id)`).
 */
export type QueuedWrite = [LeaderWrite, Pick<OutboxCommand, 'donationId' | 'effect'>];

const position = { lat: -22.98, lon: -43.24, recordedAt: null };

const queued = (write: LeaderWrite, voucherPosition?: number): QueuedWrite => [
  write,
  described(write, voucherPosition),
];

export const endWrite = (donationId: string): QueuedWrite =>
  queued({ kind: 'end', command: { donationId } });

export const awayWrite = (kind: LeaderReportKind): QueuedWrite =>
  queued({ kind: 'away', command: { kind, recordedAt: null } });

export const receiptWrite = (
  donationId: string,
  receivedQuantity: number,
  photo: Blob,
): QueuedWrite =>
  queued({ kind: 'receive', command: { donationId, receivedQuantity, photo, ...position } });

/** A card not delivered (no photo: jsdom's Blob does not survive fake-indexeddb's structured clone). */
export const notDeliveredWrite = (
  donationId: string,
  voucherId: string,
  voucherPosition: number,
  leaderComment = 'Mudou-se.',
): QueuedWrite =>
  queued(
    {
      kind: 'deliver',
      command: {
        donationId,
        voucherId,
        ...position,
        ...notDelivered(leaderComment),
        receiptCode: null,
      },
    },
    voucherPosition,
  );
