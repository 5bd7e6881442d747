import type { Db } from '../../db/db.ts';
import {
  VOUCHER_CONFLICT_TEXTS,
  VOUCHER_EVENT_SOURCE_TEXTS,
  VOUCHER_EVENT_TEXTS,
  VOUCHER_STAGE_TEXTS,
  INCONSISTENT_TEXT,
  type VoucherEventKind,
  type VoucherEventSource,
  type VoucherTimeline,
} from '#contract/voucher-events.ts';
import { toIsoRequired } from '../../shared/timestamps.ts';
import { conflict, notFound } from '../../shared/domain-error.ts';
import { appendVoucherEvents, readVoucherEvents } from './voucher-ledger.ts';
import { deriveVoucherState } from './voucher-state.ts';

export const timelineMessages = {
  notFound: 'Cartão não encontrado. Confira o número e tente de novo.',
  nothingToResolve: 'Este cartão não tem inconsistência para resolver.',
} as const;

interface TimelineRow {
  id: unknown;
  kind: VoucherEventKind;
  occurred_at: unknown;
  logged_at: unknown;
  source: VoucherEventSource;
  file_name: string | null;
  actor_name: string | null;
  leader_name: string;
  donation_id: string;
  follows_id: unknown;
  balance_cents: unknown;
  expires_on: string | null;
  note: string | null;
}

export async function voucherTimeline(db: Db, voucherId: string): Promise<VoucherTimeline> {
  const [voucher] = await db.query<{ voucher_id: string; donation_id: string }>(
    'SELECT voucher_id, donation_id FROM vouchers WHERE voucher_id = $1',
    [voucherId],
  );
  if (!voucher) throw notFound(timelineMessages.notFound);
  const events = (await readVoucherEvents(db, [voucher.voucher_id])).get(voucher.voucher_id) ?? [];
  const state = deriveVoucherState(events);
  const rows = await db.query<TimelineRow>(
    `SELECT e.id, e.kind, e.occurred_at, e.logged_at, e.source, l.file_name, a.name AS actor_name,
            h.name AS leader_name, e.donation_id, e.follows_id, e.balance_cents,
            to_char(e.expires_on, 'YYYY-MM-DD') AS expires_on, n.note
       FROM card_events e
       JOIN users h ON h.id = e.leader_id
       LEFT JOIN users a ON a.id = e.actor_id
       LEFT JOIN loads l ON l.id = e.load_id
       LEFT JOIN card_event_notes n ON n.event_id = e.id
      WHERE e.voucher_id = $1
      ORDER BY e.occurred_at, e.id`,
    [voucher.voucher_id],
  );
  const conflicts = state?.conflicts ?? [];
  return {
    voucherId: voucher.voucher_id,
    donationId: state?.donationId ?? voucher.donation_id,
    stage: state?.stage ?? 'loaded',
    stateText: [
      conflicts.length > 0 ? INCONSISTENT_TEXT : VOUCHER_STAGE_TEXTS[state?.stage ?? 'loaded'],
      ...(state?.recalled ? [VOUCHER_EVENT_TEXTS.recalled] : []),
    ].join(' · '),
    recalled: state?.recalled ?? false,
    inconsistent: conflicts.length > 0,
    conflicts: conflicts.map((found) => ({
      kind: found.kind,
      text: VOUCHER_CONFLICT_TEXTS[found.kind],
      eventIds: [String(found.eventIds[0]), String(found.eventIds[1])],
    })),
    events: rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      text: VOUCHER_EVENT_TEXTS[row.kind],
      occurredAt: toIsoRequired(row.occurred_at),
      loggedAt: toIsoRequired(row.logged_at),
      source: row.source,
      sourceText: VOUCHER_EVENT_SOURCE_TEXTS[row.source],
      fileName: row.file_name,
      actorName: row.actor_name,
      leaderName: row.leader_name,
      donationId: row.donation_id,
      followsId: row.follows_id === null ? null : String(row.follows_id),
      balanceCents: row.balance_cents === null ? null : Number(row.balance_cents),
      expiresOn: row.expires_on,
      note: row.note,
    })),
  };
}

/** Following the voucher's newest event, so it covers every fact the admin saw. */
export async function resolveVoucher(
  db: Db,
  voucherId: string,
  actorId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // One resolution at a time per voucher: the lock holds the voucher's row until this commits.
    const [voucher] = await tx.query<{ voucher_id: string }>(
      'SELECT voucher_id FROM vouchers WHERE voucher_id = $1 FOR UPDATE',
      [voucherId],
    );
    if (!voucher) throw notFound(timelineMessages.notFound);
    const events = (await readVoucherEvents(tx, [voucherId])).get(voucherId) ?? [];
    if ((deriveVoucherState(events)?.conflicts.length ?? 0) === 0)
      throw conflict(timelineMessages.nothingToResolve);
    await appendVoucherEvents(tx, [
      { voucherId, kind: 'resolved', occurredAt: now, actorId, source: 'app' },
    ]);
    await tx.query(
      `INSERT INTO card_event_notes (event_id, note)
       SELECT max(id), $2 FROM card_events WHERE voucher_id = $1 AND kind = 'resolved'`,
      [voucherId, reason],
    );
  });
}
