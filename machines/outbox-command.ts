import type { LeaderReportKind } from '#contract/leader-report-kinds.ts';

/**
 * Its id is the request's Idempotency-Key, chosen once at enqueue, so every resend is the same
 * request.
 */

export type CommandEffect =
  | { kind: 'receive'; receivedQuantity: number }
  | { kind: 'deliver'; voucherId: string; voucherPosition?: number; delivered: boolean }
  | { kind: 'end' }
  | { kind: 'away'; report: LeaderReportKind };

/** "sending" is the machine's own: only the tab that sends knows it. */
export type StoredCommandState = 'pending' | 'failed';

export interface OutboxCommand {
  id: string;
  donationId: string;
  order: number;
  attempts: number;
  state: StoredCommandState;
  failure: string | null;
  effect: CommandEffect;
}

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'skipped' }
  | { kind: 'failed'; status: number; message: string; retryAfterMs?: number | null };

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 60_000;

/**
 * Other 4xx are refusals; a 401 may be a token that expired offline (a dead session clears the
 * outbox).
 */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

/** Or any answer with Retry-After (the server's 409 while the same key is still running). */
export function isRetryableFailure(
  status: number,
  retryAfterMs: number | null | undefined,
): boolean {
  return isRetryableStatus(status) || (retryAfterMs !== null && retryAfterMs !== undefined);
}

export function backoffDelayMs(failuresInARow: number, jitter: number): number {
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failuresInARow - 1));
  return Math.round(step / 2 + (step / 2) * jitter);
}

type Ordered = Pick<OutboxCommand, 'id' | 'donationId' | 'order'>;

/** Two tabs can enqueue with the same order: the id breaks the tie. */
export const byOrder = (a: Ordered, b: Ordered) => a.order - b.order || a.id.localeCompare(b.id);

export function nextSendable(commands: readonly OutboxCommand[]): OutboxCommand | null {
  const seen = new Set<string>();
  for (const command of [...commands].sort(byOrder)) {
    if (seen.has(command.donationId)) continue;
    seen.add(command.donationId);
    if (command.state === 'pending') return command;
  }
  return null;
}

export const commandsOf = <T extends Ordered>(commands: readonly T[], donationId: string): T[] =>
  commands.filter((command) => command.donationId === donationId).sort(byOrder);
