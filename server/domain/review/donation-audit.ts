import type { Db } from '../../db/db.ts';
import type { AuditEntry, CloseDonation } from '#contract/donation-audit.ts';
import { DONATION_STATUS, donationStatusText, type DonationStatus } from '#contract/status-texts.ts';
import { conflict } from '../shared/domain-error.ts';
import { toIsoRequired } from '../shared/timestamps.ts';
import { lockDonationStatus } from '../donations/donation-queries.ts';

export const closeMessages = {
  notOpen: 'Só é possível marcar como Devolvido ou Extraviado uma doação que ainda não foi concluída nem encerrada.',
} as const;

/** Statuses a donation may be closed from: not yet complete, returned or lost. */
const OPEN_STATUSES: readonly DonationStatus[] = [DONATION_STATUS.waiting, DONATION_STATUS.received, DONATION_STATUS.delivering];

/** 1–3 → 5 or 6, with the reason and who did it written to the audit log in the same transaction. */
export async function closeDonation(db: Db, donationId: string, actorId: string, input: CloseDonation, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const status = await lockDonationStatus(tx, donationId);
    if (!OPEN_STATUSES.includes(status)) throw conflict(closeMessages.notOpen);
    await tx.query('UPDATE donations SET status = $2 WHERE donation_id = $1', [donationId, input.status]);
    await tx.query(
      `INSERT INTO donation_audit (donation_id, from_status, to_status, reason, actor_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [donationId, status, input.status, input.reason, actorId, now.toISOString()],
    );
  });
}

export async function listAuditEntries(db: Db, donationId: string): Promise<AuditEntry[]> {
  const rows = await db.query<{ from_status: number; to_status: number; reason: string; actor_name: string; created_at: unknown }>(
    `SELECT a.from_status, a.to_status, a.reason, u.name AS actor_name, a.created_at
       FROM donation_audit a JOIN users u ON u.id = a.actor_id
      WHERE a.donation_id = $1 ORDER BY a.created_at, a.id`,
    [donationId],
  );
  return rows.map((row) => {
    const toStatus = Number(row.to_status) as 5 | 6;
    return {
      fromStatus: Number(row.from_status),
      toStatus,
      statusText: donationStatusText(toStatus),
      reason: row.reason,
      actorName: row.actor_name,
      at: toIsoRequired(row.created_at),
    };
  });
}
