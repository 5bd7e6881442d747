import { isRetryableFailure, type OutboxCommand, type SendOutcome } from '#machines/outbox-command.ts';
import { NETWORK_FAILURE_MESSAGE, RestError } from '#graphql/rest/rest-error.ts';
import type { RestClient } from '#graphql/rest/rest-client.ts';
import type { OutboxStore } from './outbox-store';

export interface SendDependencies {
  rest: RestClient;
  store: OutboxStore;
  /** Runs `send` while no other tab of this user sends (Web Locks), or at once without them. */
  exclusively: <T>(send: () => Promise<T>) => Promise<T>;
  /** When the server accepted a command (ms since the epoch). */
  now?: () => number;
}

/** Sends through the XHR path, so an upload is cut off only after 60 s without a byte moving. */
const watchProgress = () => undefined;

/** The same REST calls the GraphQL resolvers make, with the command's Idempotency-Key. */
function callServer(rest: RestClient, { id, donationId, payload }: OutboxCommand): Promise<void> {
  switch (payload.kind) {
    case 'receive':
      return rest.receiveDonation(
        donationId,
        { receivedQuantity: payload.receivedQuantity, lat: payload.position.lat, lon: payload.position.lon, file: payload.photo },
        watchProgress,
        id,
      );
    case 'deliver': {
      const { delivery, position, voucherId } = payload;
      const base = { voucherId, lat: position.lat, lon: position.lon };
      const fields = delivery.delivered
        ? {
            ...base,
            delivered: true,
            receivedName: delivery.receivedName,
            receivedCpf: delivery.receivedCpf ?? undefined,
            receivedContactNumber: delivery.receivedContactNumber ?? undefined,
            receivedEmail: delivery.receivedEmail ?? undefined,
            file: delivery.photo,
            invoiceFile: delivery.invoice,
          }
        : { ...base, delivered: false, leaderComment: delivery.leaderComment };
      return rest.deliverVoucher(donationId, fields, watchProgress, id);
    }
    case 'end':
      return rest.endDonation(donationId, id);
  }
}

/**
 * Sends one command and keeps the store in step, all while holding the user's send lock: the
 * command is read again first (another tab may have sent or changed it), removed once the
 * server has it (kept as sent until an answer shows it), marked failed when refused, counted when there was no usable answer.
 */
export function sendOutboxCommand({ rest, store, exclusively, now = Date.now }: SendDependencies, command: OutboxCommand): Promise<SendOutcome> {
  return exclusively(async () => {
    const current = await store.get(command.id);
    if (!current || current.state !== 'pending') return { kind: 'skipped' } as const;
    try {
      await callServer(rest, current);
    } catch (error) {
      const status = error instanceof RestError ? error.status : 0;
      const message = error instanceof RestError ? error.message : NETWORK_FAILURE_MESSAGE;
      const retryAfterMs = error instanceof RestError ? error.retryAfterMs : null;
      const attempts = current.attempts + 1;
      await store.put(
        isRetryableFailure(status, retryAfterMs) ? { ...current, attempts } : { ...current, attempts, state: 'failed', failure: message },
      );
      return { kind: 'failed', status, message, retryAfterMs } as const;
    }
    await store.markSent(current, now());
    return { kind: 'sent' } as const;
  });
}
