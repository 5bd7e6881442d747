/**
 * Counts on the server what the clients' outboxes sent: every command is looked up in the
 * database (the card delivered with its photo, the donation received with its photo), its
 * Idempotency-Key among the stored keys, and the instances' logs are read for 5xx answers.
 */
import fs from 'node:fs';
import type { Db } from '#server/db/db.ts';
import type { CommandRecord } from './virtual-leader.ts';

export interface Ledger {
  /** Writes the outboxes made. */
  sent: number;
  /** …that the server holds exactly once. */
  recordedOnce: number;
  /** Accepted by the server (the outbox dropped them) but not in the database. */
  lost: number;
  /** Refused with a 4xx the outbox does not retry: the leader would have to act. */
  refused: number;
  /** Still in an outbox when the run ended (the phone still has them; not lost). */
  stillQueued: number;
  /** A card or receipt recorded by more than one command, or one key stored twice. */
  doubled: number;
  /** Photos stored in the file table that no record points to (a write that failed after storing its photo). */
  orphanPhotos: number;
  /** Requests the instances answered 500 (their own log lines). */
  server500: number;
  server503: number;
  /** Why the instances answered 503, from their own 'dependency unavailable' lines: `database:<reason>` or `files:<reason>`. */
  unavailable: Record<string, number>;
  /** Recorded once after at least one attempt that got no usable answer: resent with the same key. */
  retriedThenRecorded: number;
}

/** The instances' log files and the span of time (epoch ms) whose requests count. */
export interface LogSpan {
  files: string[];
  from: number;
  to: number;
}

type CardRow = { voucher_id: string; status: number; photo_file_id: string | null };
type ReceiptRow = { donation_id: string; status: number; receive_file_id: string | null };

function countLogStatuses({ files, from, to }: LogSpan): {
  s500: number;
  s503: number;
  unavailable: Record<string, number>;
} {
  let s500 = 0;
  let s503 = 0;
  const unavailable: Record<string, number> = {};
  for (const file of files) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const request = line.includes('"msg":"request"');
      if (!request && !line.includes('"msg":"dependency unavailable"')) continue;
      const entry = JSON.parse(line) as {
        time: number;
        status?: number;
        dependency?: string;
        reason?: string;
      };
      if (entry.time < from || entry.time >= to) continue;
      if (!request) {
        const why = `${entry.dependency}:${entry.reason}`;
        unavailable[why] = (unavailable[why] ?? 0) + 1;
      } else if (entry.status === 500) s500 += 1;
      else if (entry.status === 503) s503 += 1;
    }
  }
  return { s500, s503, unavailable };
}

export async function countOnServer(
  db: Db,
  commands: CommandRecord[],
  logs: LogSpan,
): Promise<Ledger> {
  const since = new Date(logs.from);
  // Taken before the queries: a send that lands while they run counts as still queued, never as
  // accepted-but-missing because the lookup ran a moment before its transaction committed.
  const accepted = commands.filter((command) => command.acceptedAt !== null);
  const acceptedKeys = new Set(accepted.map((command) => command.key));
  const cards = commands.filter((command) => command.voucherId !== null);
  const receipts = commands.filter((command) => command.voucherId === null);
  const cardRows = await db.query<CardRow>(
    'SELECT voucher_id, status, photo_file_id FROM vouchers WHERE voucher_id = ANY($1::text[])',
    [cards.map((command) => command.voucherId)],
  );
  const receiptRows = await db.query<ReceiptRow>(
    'SELECT donation_id, status, receive_file_id FROM donations WHERE donation_id = ANY($1::text[])',
    [receipts.map((command) => command.donationId)],
  );
  const keyRows = await db.query<{ idempotency_key: string; n: number }>(
    'SELECT idempotency_key, count(*)::int AS n FROM idempotency_keys WHERE idempotency_key = ANY($1::text[]) GROUP BY idempotency_key',
    [commands.map((command) => command.key)],
  );
  const [orphans] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM files f
      WHERE f.created_at >= $1 AND f.content_type LIKE 'image/%'
        AND NOT EXISTS (SELECT 1 FROM vouchers v WHERE v.photo_file_id = f.id OR v.invoice_file_id = f.id)
        AND NOT EXISTS (SELECT 1 FROM donations d WHERE d.receive_file_id = f.id)`,
    [since],
  );

  const recorded = new Set<string>([
    ...cardRows
      .filter((row) => Number(row.status) === 2 && row.photo_file_id !== null)
      .map((row) => `card:${row.voucher_id}`),
    ...receiptRows
      .filter((row) => Number(row.status) >= 2 && row.receive_file_id !== null)
      .map((row) => `receipt:${row.donation_id}`),
  ]);
  const targetOf = (command: CommandRecord) =>
    command.voucherId !== null ? `card:${command.voucherId}` : `receipt:${command.donationId}`;
  const commandsPerTarget = new Map<string, number>();
  for (const command of commands)
    commandsPerTarget.set(targetOf(command), (commandsPerTarget.get(targetOf(command)) ?? 0) + 1);
  const doubledTargets = [...commandsPerTarget.values()].filter((n) => n > 1).length;
  const doubledKeys = keyRows.filter((row) => Number(row.n) > 1).length;

  const { s500, s503, unavailable } = countLogStatuses(logs);
  return {
    sent: commands.length,
    recordedOnce: commands.filter((command) => recorded.has(targetOf(command))).length,
    lost: accepted.filter((command) => !recorded.has(targetOf(command))).length,
    refused: commands.filter((command) => command.refusal !== null).length,
    stillQueued: commands.filter(
      (command) => !acceptedKeys.has(command.key) && command.refusal === null,
    ).length,
    doubled: doubledTargets + doubledKeys,
    orphanPhotos: Number(orphans?.n ?? 0),
    server500: s500,
    server503: s503,
    unavailable,
    retriedThenRecorded: commands.filter(
      (command) => command.failedAttempts > 0 && recorded.has(targetOf(command)),
    ).length,
  };
}
