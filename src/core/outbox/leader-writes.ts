import type { LeaderWrite } from '#contract/leader-writes.ts';
import type { CommandEffect, OutboxCommand } from '#machines/outbox-command.ts';
import type { UploadProgressHandler } from '#graphql/rest/http-transport.ts';
import type { RestClient, WriteAnswer } from '#graphql/rest/rest-client.ts';
import { NETWORK_FAILURE_MESSAGE, RestError } from '#graphql/rest/rest-error.ts';

/** Only what the server agreed to is 'sent'; 'kept' waits on the device for a connection. */
export type WriteOutcome =
  { kind: 'sent' } | { kind: 'kept' } | { kind: 'failed'; message: string };

export interface SubmitOptions {
  voucherPosition?: number;
  onProgress?: UploadProgressHandler;
}

export type WriteSender = Pick<RestClient, 'leaderWrite'>;

export interface LeaderWrites {
  /** Rejects with StorageFullError when its photos no longer fit on the device. */
  submit(write: LeaderWrite, options?: SubmitOptions): Promise<WriteOutcome>;
}

/** For the screens that show a write's effect before the server has it. */
export function effectOf(write: LeaderWrite, voucherPosition = 0): CommandEffect {
  switch (write.kind) {
    case 'receive':
      return { kind: 'receive', receivedQuantity: write.command.receivedQuantity };
    case 'deliver':
      return {
        kind: 'deliver',
        voucherId: write.command.voucherId,
        voucherPosition,
        delivered: write.command.delivered,
      };
    case 'end':
      return { kind: 'end' };
    case 'away':
      return { kind: 'away', report: write.command.kind };
  }
}

/** What the outbox keeps beside a write; the away report is about no donation (''). */
export const described = (
  write: LeaderWrite,
  voucherPosition?: number,
): Pick<OutboxCommand, 'donationId' | 'effect'> => ({
  donationId: write.kind === 'away' ? '' : write.command.donationId,
  effect: effectOf(write, voucherPosition),
});

export function photoBytes(write: LeaderWrite): number {
  return Object.values(write.command).reduce<number>(
    (total, value) => total + (value instanceof Blob ? value.size : 0),
    0,
  );
}

/**
 * Without IndexedDB nothing can be kept: a write with no answer fails and the form keeps what was
 * typed.
 */
export function directWrites(
  rest: () => Promise<WriteSender>,
  sent: (answer: WriteAnswer) => void,
): LeaderWrites {
  return {
    async submit(write, { onProgress } = {}) {
      let answer: WriteAnswer;
      try {
        answer = await (await rest()).leaderWrite(write, { onProgress });
      } catch (error) {
        return {
          kind: 'failed',
          message: error instanceof RestError ? error.message : NETWORK_FAILURE_MESSAGE,
        };
      }
      sent(answer);
      return { kind: 'sent' };
    },
  };
}
