/**
 * A write the leader made that waits in the outbox (docs/offline.md, "Outbox"): for which
 * donation, in which order, what it changes, and how sending it went so far. The id is the
 * request's Idempotency-Key, chosen once when the command is queued, so every resend is the same
 * request. What is sent (the GraphQL mutation and its variables, photos included) is the
 * transport's business (src/core/outbox); the machines need only the command's effect.
 */

/** What a command changes in a donation, without its photos or the family's data. */
export type CommandEffect =
  | { kind: 'receive'; receivedQuantity: number }
  /** `voucherPosition`: the card's place in the donation (0 or absent when unknown). */
  | { kind: 'deliver'; voucherId: string; voucherPosition?: number; delivered: boolean }
  | { kind: 'end' };

/** Stored states; "sending" is the machine's (only the tab that sends knows it). */
export type StoredCommandState = 'pending' | 'failed';

export interface OutboxCommand {
  /** The Idempotency-Key (crypto.randomUUID at enqueue time). */
  id: string;
  donationId: string;
  /** Enqueue order across the outbox; commands of one donation go out in this order. */
  order: number;
  attempts: number;
  state: StoredCommandState;
  /** The server's message when it refused the command. */
  failure: string | null;
  effect: CommandEffect;
}

/**
 * What a send attempt came to: sent, already gone (another tab sent it), or an HTTP status (0: no
 * answer). `retryAfterMs` is the server's Retry-After, when it asked to be asked again later.
 */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'skipped' }
  | { kind: 'failed'; status: number; message: string; retryAfterMs?: number | null };

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 60_000;

/**
 * No answer (status 0: offline, timeout, dropped), a server in trouble (5xx), a timeout (408) and
 * "slow down" (429) are worth trying again. 401 too: the token may have expired while offline and
 * the session renews it; a dead session signs out, which clears the outbox. Other 4xx are refusals.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

/**
 * A failure worth another try: a retryable status, or any answer that carries Retry-After (the
 * server's 409 'Este envio ainda está em processamento…' while the same key is still running).
 */
export function isRetryableFailure(
  status: number,
  retryAfterMs: number | null | undefined,
): boolean {
  return isRetryableStatus(status) || (retryAfterMs !== null && retryAfterMs !== undefined);
}

/** Exponential backoff with "equal jitter": half the step fixed, half random (jitter in [0, 1)). */
export function backoffDelayMs(failuresInARow: number, jitter: number): number {
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failuresInARow - 1));
  return Math.round(step / 2 + (step / 2) * jitter);
}

type Ordered = Pick<OutboxCommand, 'id' | 'donationId' | 'order'>;

/** The outbox's one order: enqueue order, then id (two tabs can enqueue with the same order). */
export const byOrder = (a: Ordered, b: Ordered) => a.order - b.order || a.id.localeCompare(b.id);

/**
 * The command to send next: the first of each donation goes, unless it was refused (then that
 * donation waits for the leader); among donations, the oldest command first.
 */
export function nextSendable(commands: readonly OutboxCommand[]): OutboxCommand | null {
  const seen = new Set<string>();
  for (const command of [...commands].sort(byOrder)) {
    if (seen.has(command.donationId)) continue;
    seen.add(command.donationId);
    if (command.state === 'pending') return command;
  }
  return null;
}

/** The commands of one donation, oldest first. */
export const commandsOf = <T extends Ordered>(commands: readonly T[], donationId: string): T[] =>
  commands.filter((command) => command.donationId === donationId).sort(byOrder);
