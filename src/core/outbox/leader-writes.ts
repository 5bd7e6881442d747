import type { LeaderWrite } from '#contract/leader-writes.ts';
import type { CommandEffect } from '#machines/outbox-command.ts';
import type { UploadProgressHandler } from '#graphql/rest/http-transport.ts';
import type { RestClient } from '#graphql/rest/rest-client.ts';
import { NETWORK_FAILURE_MESSAGE, RestError } from '#graphql/rest/rest-error.ts';

/** A leader's writes (docs/offline.md, "Outbox"): only what the server agreed to is called done. */

export type WriteOutcome =
  | { kind: 'sent' }
  /** Kept on the device (offline, or no answer): it is sent when there is a connection. */
  | { kind: 'kept' }
  /** Refused by the server (its pt-BR message), or not sent with nowhere to keep it: nothing was kept. */
  | { kind: 'failed'; message: string };

export interface SubmitOptions {
  /** The card's place in the donation, for a delivery (the pending list and the overlay name it). */
  voucherPosition?: number;
  onProgress?: UploadProgressHandler;
}

export type WriteSender = Pick<RestClient, 'leaderWrite'>;

export interface LeaderWrites {
  /**
   * Sends the write and waits for the server's answer. Rejects with StorageFullError when its
   * photos no longer fit on the device.
   */
  submit(write: LeaderWrite, options?: SubmitOptions): Promise<WriteOutcome>;
}

/** What a write changes in its donation, for the screens that show it before the server has it. */
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
  }
}

export function photoBytes(write: LeaderWrite): number {
  return Object.values(write.command).reduce<number>(
    (total, value) => total + (value instanceof Blob ? value.size : 0),
    0,
  );
}

/**
 * A leader's writes without an outbox (no IndexedDB on this device): sent at once through the REST
 * client; nothing can be kept, so a write with no answer fails and the form keeps what was typed.
 */
export function directWrites(rest: () => Promise<WriteSender>, sent: () => void): LeaderWrites {
  return {
    async submit(write, { onProgress } = {}) {
      try {
        await (await rest()).leaderWrite(write, { onProgress });
      } catch (error) {
        return {
          kind: 'failed',
          message: error instanceof RestError ? error.message : NETWORK_FAILURE_MESSAGE,
        };
      }
      sent();
      return { kind: 'sent' };
    },
  };
}
