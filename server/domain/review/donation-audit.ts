import type { Db } from '../../db/db.ts';
import {
  UNDO_CLOSING_MS,
  type AuditAction,
  type AuditEntry,
  type CloseDonation,
  type TransferDonation,
} from '#contract/donation-audit.ts';
import {
  DONATION_STATUS,
  donationStatusText,
  type DonationStatus,
} from '#contract/status-texts.ts';
import { conflict, invalidInput } from '../../shared/domain-error.ts';
import { toIsoRequired } from '../../shared/timestamps.ts';
import { lockDonationStatus } from '../donations/donation-queries.ts';
import { appendDonationVoucherEvents } from '../voucher-ledger/voucher-ledger.ts';

export const closeMessages = {
  notOpen:
    'Só é possível marcar como Devolvido ou Extraviado uma doação que ainda não foi concluída nem encerrada.',
  nothingToUndo: 'Não há encerramento para desfazer nesta doação.',
  undoNotYours:
    'Só quem registrou o encerramento pode desfazê-lo. Para voltar atrás, reabra a doação informando o motivo.',
  undoTooLate: `O prazo de ${UNDO_CLOSING_MS / 60_000} minutos para desfazer terminou. Para voltar atrás, reabra a doação informando o motivo.`,
  notClosed: 'Só é possível reabrir uma doação Devolvida ou Extraviada.',
  noPreviousStatus:
    'Esta doação foi encerrada antes de o histórico existir: não há situação anterior para onde voltar.',
  transferNotOpen:
    'Só é possível passar para outra liderança uma doação que ainda não foi concluída nem encerrada.',
  transferLeaderNotFound:
    'Liderança não encontrada ou desativada. Procure de novo pelo nome e escolha na lista.',
  transferSameLeader: 'A doação já está com esta liderança. Escolha outra pessoa.',
} as const;

const OPEN_STATUSES: readonly DonationStatus[] = [
  DONATION_STATUS.waiting,
  DONATION_STATUS.received,
  DONATION_STATUS.delivering,
];
const CLOSED_STATUSES: readonly DonationStatus[] = [DONATION_STATUS.returned, DONATION_STATUS.lost];

interface HistoryRow {
  action: AuditAction;
  from_status: number;
  to_status: number;
  actor_id: string;
  created_at: unknown;
}

async function lastClosing(tx: Db, donationId: string): Promise<HistoryRow | null> {
  const [row] = await tx.query<HistoryRow>(
    `SELECT action, from_status, to_status, actor_id, created_at FROM donation_audit
      WHERE donation_id = $1 AND action = 'close' ORDER BY created_at DESC, id DESC LIMIT 1`,
    [donationId],
  );
  return row ?? null;
}

async function record(
  tx: Db,
  entry: {
    donationId: string;
    action: AuditAction;
    from: number;
    to: number;
    reason: string | null;
    actorId: string;
    now: Date;
  },
) {
  await tx.query('UPDATE donations SET status = $2 WHERE donation_id = $1', [
    entry.donationId,
    entry.to,
  ]);
  await tx.query(
    `INSERT INTO donation_audit (donation_id, action, from_status, to_status, reason, actor_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.donationId,
      entry.action,
      entry.from,
      entry.to,
      entry.reason,
      entry.actorId,
      entry.now.toISOString(),
    ],
  );
  await appendDonationVoucherEvents(tx, {
    donationIds: [entry.donationId],
    kind:
      entry.action !== 'close'
        ? 'reopened'
        : entry.to === DONATION_STATUS.returned
          ? 'returned'
          : 'lost',
    occurredAt: entry.now,
    actorId: entry.actorId,
    source: 'app',
    pendingOnly: true,
  });
}

export async function closeDonation(
  db: Db,
  donationId: string,
  actorId: string,
  input: CloseDonation,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const status = await lockDonationStatus(tx, donationId);
    if (!OPEN_STATUSES.includes(status)) throw conflict(closeMessages.notOpen);
    await record(tx, {
      donationId,
      action: 'close',
      from: status,
      to: input.status,
      reason: input.reason,
      actorId,
      now,
    });
  });
}

export async function transferDonation(
  db: Db,
  donationId: string,
  actorId: string,
  input: TransferDonation,
  now: Date,
): Promise<string[]> {
  const [leader] = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE id = $1::uuid AND role = 'leader' AND disabled_at IS NULL`,
    [input.leaderId],
  );
  if (leader === undefined) throw invalidInput(closeMessages.transferLeaderNotFound);
  const toLeaderId = leader.id;
  return db.transaction(async (tx) => {
    const [donation] = await tx.query<{ status: number; leader_id: string }>(
      'SELECT status, leader_id FROM donations WHERE donation_id = $1 FOR UPDATE',
      [donationId],
    );
    if (!donation || !OPEN_STATUSES.includes(Number(donation.status) as DonationStatus))
      throw conflict(closeMessages.transferNotOpen);
    if (donation.leader_id === toLeaderId) throw conflict(closeMessages.transferSameLeader);
    const moved = await tx.query<{ donation_id: string; status: number }>(
      `UPDATE donations SET leader_id = $1
        WHERE ${input.allOfLeader ? 'leader_id = $2 AND status = ANY($3::smallint[])' : 'donation_id = $2'}
        RETURNING donation_id, status`,
      input.allOfLeader
        ? [toLeaderId, donation.leader_id, OPEN_STATUSES]
        : [toLeaderId, donationId],
    );
    await tx.query(
      `INSERT INTO donation_audit
         (donation_id, action, from_status, to_status, reason, actor_id, from_leader_id, to_leader_id, created_at)
       SELECT m.id, 'transfer', m.status, m.status, $3::text, $4::uuid, $5::uuid, $6::uuid, $7::timestamptz
         FROM unnest($1::text[], $2::smallint[]) AS m(id, status)`,
      [
        moved.map((row) => row.donation_id),
        moved.map((row) => Number(row.status)),
        input.reason,
        actorId,
        donation.leader_id,
        toLeaderId,
        now.toISOString(),
      ],
    );
    await appendDonationVoucherEvents(tx, {
      donationIds: moved.map((row) => row.donation_id),
      kind: 'transferred',
      occurredAt: now,
      actorId,
      source: 'app',
    });
    return moved.map((row) => row.donation_id).sort();
  });
}

function undoWindowLeft(
  closing: HistoryRow,
  status: DonationStatus,
  actorId: string,
  now: Date,
): number | null {
  if (closing.actor_id !== actorId || Number(closing.to_status) !== status) return null;
  const left = Date.parse(toIsoRequired(closing.created_at)) + UNDO_CLOSING_MS - now.getTime();
  return left > 0 ? left : null;
}

export async function undoClosing(
  db: Db,
  donationId: string,
  actorId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const status = await lockDonationStatus(tx, donationId);
    const closing = CLOSED_STATUSES.includes(status) ? await lastClosing(tx, donationId) : null;
    if (!closing || Number(closing.to_status) !== status)
      throw conflict(closeMessages.nothingToUndo);
    if (closing.actor_id !== actorId) throw conflict(closeMessages.undoNotYours);
    if (undoWindowLeft(closing, status, actorId, now) === null)
      throw conflict(closeMessages.undoTooLate);
    await record(tx, {
      donationId,
      action: 'undo',
      from: status,
      to: Number(closing.from_status),
      reason: null,
      actorId,
      now,
    });
  });
}

export async function reopenDonation(
  db: Db,
  donationId: string,
  actorId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const status = await lockDonationStatus(tx, donationId);
    if (!CLOSED_STATUSES.includes(status)) throw conflict(closeMessages.notClosed);
    const closing = await lastClosing(tx, donationId);
    if (!closing) throw conflict(closeMessages.noPreviousStatus);
    await record(tx, {
      donationId,
      action: 'reopen',
      from: status,
      to: Number(closing.from_status),
      reason,
      actorId,
      now,
    });
  });
}

export async function undoWithinMs(
  db: Db,
  donationId: string,
  actorId: string,
  now: Date,
): Promise<number | null> {
  const [donation] = await db.query<{ status: number }>(
    'SELECT status FROM donations WHERE donation_id = $1',
    [donationId],
  );
  const status = Number(donation?.status) as DonationStatus;
  if (!CLOSED_STATUSES.includes(status)) return null;
  const closing = await lastClosing(db, donationId);
  return closing ? undoWindowLeft(closing, status, actorId, now) : null;
}

export async function listAuditEntries(db: Db, donationId: string): Promise<AuditEntry[]> {
  const rows = await db.query<{
    action: AuditAction;
    from_status: number;
    to_status: number;
    reason: string | null;
    actor_name: string;
    from_leader_name: string | null;
    to_leader_name: string | null;
    created_at: unknown;
  }>(
    `SELECT a.action, a.from_status, a.to_status, a.reason, u.name AS actor_name,
            f.name AS from_leader_name, t.name AS to_leader_name, a.created_at
       FROM donation_audit a JOIN users u ON u.id = a.actor_id
       LEFT JOIN users f ON f.id = a.from_leader_id
       LEFT JOIN users t ON t.id = a.to_leader_id
      WHERE a.donation_id = $1 ORDER BY a.created_at, a.id`,
    [donationId],
  );
  return rows.map((row) => {
    const toStatus = Number(row.to_status) as DonationStatus;
    return {
      action: row.action,
      fromStatus: Number(row.from_status),
      toStatus,
      statusText: donationStatusText(toStatus),
      reason: row.reason,
      actorName: row.actor_name,
      fromLeaderName: row.from_leader_name,
      toLeaderName: row.to_leader_name,
      at: toIsoRequired(row.created_at),
    };
  });
}
