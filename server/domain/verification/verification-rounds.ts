import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { verificationNoteField, voucherField } from '../../privacy/sealed-fields.ts';
import {
  type VerificationCall,
  type VerificationCheck,
  type VerificationOutcome,
} from '#contract/verification.ts';
import {
  verificationTexts,
  type NewRoundRequest,
  type OutcomeRequest,
} from '#contract/verification-texts.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';
import { conflict, invalidInput, notFound } from '../../shared/domain-error.ts';
import { toIso } from '../../shared/timestamps.ts';
import { recordAccess, type AccessActor } from '../access-log/record-access.ts';
import { openComplaint, type DeadlineDays } from '../complaints/complaint-store.ts';
import { refreshOverviewSummary } from '../donations/donation-summary.ts';
import { maskedPhone } from '../messages/message-queue.ts';
import { recordFamilyNotReceived, recordFamilyReceived } from '../receipt-check/public-delivery.ts';
import { drawSample, sampleTarget, type Drawable } from './sample-draw.ts';

export interface RoundDeps {
  db: Db;
  protection: DataProtection;
  config: { complaintDeadlineDays: DeadlineDays; verificationThreshold: number };
}

const SEED_LIMIT = 2 ** 32;

async function populationOf(db: Db, request: NewRoundRequest): Promise<Drawable[]> {
  const rows = await db.query<{ voucher_id: string; leader_id: string; alerted: boolean }>(
    `SELECT v.voucher_id, d.leader_id, cardinality(d.anomalies) > 0 AS alerted
       FROM vouchers v JOIN donations d ON d.donation_id = v.donation_id
      WHERE v.status = 2 AND v.anonymised_at IS NULL AND d.leader_id IS NOT NULL
        AND (v.delivered AT TIME ZONE '${APP_TIME_ZONE}')::date BETWEEN $1::date AND $2::date
        AND ($3 OR v.received_phone_enc IS NOT NULL)`,
    [request.from, request.to, request.method === 'visit'],
  );
  return rows.map((row) => ({
    voucherId: row.voucher_id,
    leaderId: row.leader_id,
    anomalous: row.alerted,
  }));
}

export async function createRound(
  deps: RoundDeps,
  createdBy: string,
  request: NewRoundRequest,
  now: Date,
): Promise<string> {
  // The anomalies are read from the donations' summary: bring it up to date first.
  await refreshOverviewSummary(deps.db);
  return deps.db.transaction(async (tx) => {
    const population = await populationOf(tx, request);
    if (population.length === 0) throw invalidInput(verificationTexts.emptyPeriod);
    const seed = randomInt(SEED_LIMIT);
    const sample = drawSample(
      population,
      sampleTarget(request.sizeKind, request.size, population.length),
      seed,
    );
    const id = randomUUID();
    const threshold =
      request.thresholdPercent === undefined
        ? deps.config.verificationThreshold
        : request.thresholdPercent / 100;
    await tx.query(
      `INSERT INTO verification_rounds (id, period_from, period_to, method, size_kind, size, threshold,
                                        seed, population, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        id,
        request.from,
        request.to,
        request.method,
        request.sizeKind,
        request.size,
        threshold,
        seed,
        population.length,
        createdBy,
        now,
      ],
    );
    await tx.query(
      `INSERT INTO verification_population (round_id, voucher_id, leader_id, alerted)
       SELECT $1, p.voucher_id, p.leader_id, p.alerted
         FROM unnest($2::text[], $3::uuid[], $4::boolean[]) AS p(voucher_id, leader_id, alerted)`,
      [
        id,
        population.map((voucher) => voucher.voucherId),
        population.map((voucher) => voucher.leaderId),
        population.map((voucher) => voucher.anomalous),
      ],
    );
    await tx.query(
      `INSERT INTO verification_calls (round_id, voucher_id, position)
       SELECT $1, s.voucher_id, s.position::int
         FROM unnest($2::text[]) WITH ORDINALITY AS s(voucher_id, position)`,
      [id, sample],
    );
    return id;
  });
}

export async function checkRound(db: Db, roundId: string): Promise<VerificationCheck | null> {
  const [round] = await db.query<{ seed: string | number }>(
    'SELECT seed FROM verification_rounds WHERE id = $1',
    [roundId],
  );
  if (!round) return null;
  const population = await db.query<{ voucher_id: string; leader_id: string; alerted: boolean }>(
    'SELECT voucher_id, leader_id, alerted FROM verification_population WHERE round_id = $1',
    [roundId],
  );
  const listed = await db.query<{ voucher_id: string }>(
    'SELECT voucher_id FROM verification_calls WHERE round_id = $1 ORDER BY position',
    [roundId],
  );
  const drawn = drawSample(
    population.map((row) => ({
      voucherId: row.voucher_id,
      leaderId: row.leader_id,
      anomalous: row.alerted,
    })),
    listed.length,
    Number(round.seed),
  );
  return {
    sameSample:
      drawn.length === listed.length && drawn.every((id, i) => id === listed[i]!.voucher_id),
    sampled: listed.length,
  };
}

type CallRow = {
  round_id: string;
  voucher_id: string;
  donation_id: string;
  position: number;
  leader_name: string;
  delivered_on: string;
  received_phone_enc: string | null;
  alerted: boolean;
  outcome: VerificationOutcome | null;
  note_enc: string | null;
  recorded_at: unknown;
  complaint_protocol: string | null;
};

const CALL_SELECT = `
  SELECT c.round_id, c.voucher_id, v.donation_id, c.position, u.name AS leader_name,
         to_char(v.delivered AT TIME ZONE '${APP_TIME_ZONE}', 'YYYY-MM-DD') AS delivered_on,
         v.received_phone_enc, p.alerted, c.outcome, c.note_enc, c.recorded_at,
         k.protocol AS complaint_protocol
    FROM verification_calls c
    JOIN verification_population p ON p.round_id = c.round_id AND p.voucher_id = c.voucher_id
    JOIN vouchers v ON v.voucher_id = c.voucher_id
    JOIN users u ON u.id = p.leader_id
    LEFT JOIN complaints k ON k.id = c.complaint_id`;

function callOf(protection: DataProtection, row: CallRow): VerificationCall {
  const phone = protection.openOrNull(
    row.received_phone_enc,
    voucherField('received_phone', row.voucher_id),
  );
  return {
    voucherId: row.voucher_id,
    donationId: row.donation_id,
    position: row.position,
    leaderName: row.leader_name,
    deliveredOn: row.delivered_on,
    phoneMasked: phone === null ? null : maskedPhone(phone),
    alerted: row.alerted,
    outcome: row.outcome,
    note: protection.openOrNull(row.note_enc, verificationNoteField(row.round_id, row.voucher_id)),
    recordedAt: toIso(row.recorded_at),
    complaintProtocol: row.complaint_protocol,
  };
}

/** Masked, so reading it is not a read of a family's identifiers. */
export async function callList(
  db: Db,
  protection: DataProtection,
  roundId: string,
): Promise<VerificationCall[]> {
  const rows = await db.query<CallRow>(`${CALL_SELECT} WHERE c.round_id = $1 ORDER BY c.position`, [
    roundId,
  ]);
  return rows.map((row) => callOf(protection, row));
}

/**
 * 'Não recebeu' opens a complaint and marks the voucher disputed, as the family's own 'Não recebi'
 * does.
 */
export async function recordOutcome(
  deps: RoundDeps,
  recordedBy: string,
  call: { roundId: string; voucherId: string },
  request: OutcomeRequest,
  now: Date,
): Promise<VerificationCall> {
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.query<{ outcome: VerificationOutcome | null }>(
      `SELECT outcome FROM verification_calls WHERE round_id = $1 AND voucher_id = $2 FOR UPDATE`,
      [call.roundId, call.voucherId],
    );
    if (!current) throw notFound(verificationTexts.callNotFound);
    if (current.outcome !== null && current.outcome !== 'noAnswer')
      throw conflict(verificationTexts.outcomeFinal);
    let complaintId: string | null = null;
    if (request.outcome === 'notReceived') {
      const note = request.note === '' ? '' : ` Observação: ${request.note}`;
      const complaint = await openComplaint(
        tx,
        deps.protection,
        deps.config.complaintDeadlineDays,
        {
          category: 'notReceived',
          description: `${verificationTexts.complaintDescription}${note}`,
          receiptCode: null,
          phone: null,
          anonymous: false,
          channel: 'verification',
          voucherId: call.voucherId,
          openedBy: recordedBy,
        },
        now,
      );
      complaintId = complaint.id;
      await recordFamilyNotReceived(tx, call.voucherId, now);
    } else if (request.outcome === 'received' || request.outcome === 'receivedWithProblem') {
      await recordFamilyReceived(tx, call.voucherId, now);
    }
    await tx.query(
      `UPDATE verification_calls
          SET outcome = $3, note_enc = $4, recorded_by = $5, recorded_at = $6, complaint_id = $7
        WHERE round_id = $1 AND voucher_id = $2`,
      [
        call.roundId,
        call.voucherId,
        request.outcome,
        deps.protection.sealOrNull(
          request.note,
          verificationNoteField(call.roundId, call.voucherId),
        ),
        recordedBy,
        now,
        complaintId,
      ],
    );
    const [row] = await tx.query<CallRow>(
      `${CALL_SELECT} WHERE c.round_id = $1 AND c.voucher_id = $2`,
      [call.roundId, call.voucherId],
    );
    return callOf(deps.protection, row!);
  });
}

/** Only with a reason, recorded in the access log in the same transaction as the read. */
export async function revealCallPhone(
  deps: RoundDeps,
  actor: AccessActor,
  call: { roundId: string; voucherId: string },
  reason: string,
  now: Date,
): Promise<{ phone: string; receivedName: string | null }> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{
      donation_id: string;
      received_phone_enc: string | null;
      received_name: string | null;
      anonymised_at: unknown;
    }>(
      `SELECT v.donation_id, v.received_phone_enc, v.received_name, v.anonymised_at
         FROM verification_calls c JOIN vouchers v ON v.voucher_id = c.voucher_id
        WHERE c.round_id = $1 AND c.voucher_id = $2`,
      [call.roundId, call.voucherId],
    );
    if (!row) throw notFound(verificationTexts.callNotFound);
    if (row.anonymised_at !== null) throw conflict(verificationTexts.anonymised);
    if (row.received_phone_enc === null) throw notFound(verificationTexts.noPhone);
    const phone = deps.protection.open(
      row.received_phone_enc,
      voucherField('received_phone', call.voucherId),
    );
    await recordAccess(tx, actor, now, [
      {
        action: 'verification_phone_revealed',
        donationId: row.donation_id,
        voucherId: call.voucherId,
        detail: reason || null,
      },
    ]);
    return { phone, receivedName: row.received_name };
  });
}
