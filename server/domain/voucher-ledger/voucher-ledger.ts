import type { Db } from '../../db/db.ts';
import type { VoucherEventKind, VoucherEventSource } from '#contract/voucher-events.ts';
import { toIsoRequired } from '../../shared/timestamps.ts';
import type { LedgerEvent } from './voucher-state.ts';

/**
 * Rows are only appended, in the write's own transaction; the database refuses any change
 * (migration 106).
 */

export interface NewVoucherEvent {
  voucherId: string;
  kind: VoucherEventKind;
  /** When it happened: the phone's clock for a leader's queued write, a statement's date. */
  occurredAt: Date | string;
  actorId: string | null;
  source: VoucherEventSource;
  loadId?: string | null;
  donationId?: string | null;
  leaderId?: string | null;
  balanceCents?: number | null;
  expiresOn?: string | null;
}

const iso = (at: Date | string) => (typeof at === 'string' ? at : at.toISOString());

/** Rows per INSERT: short enough not to hold the embedded database long. */
const BATCH = 20_000;

/**
 * One INSERT per batch, whatever the kinds: ids are taken in the events' order, so a voucher's
 * second event of the batch follows its first, and its first follows the voucher's newest row.
 * Vouchers the app does not know are skipped.
 */
export async function appendVoucherEvents(
  db: Db,
  events: readonly NewVoucherEvent[],
): Promise<number> {
  let written = 0;
  for (let start = 0; start < events.length; start += BATCH) {
    const batch = events.slice(start, start + BATCH);
    const rows = await db.query<{ id: unknown }>(
      `WITH e AS (
         SELECT e.*, nextval('card_events_id_seq') AS id
           FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::uuid[], $5::text[], $6::uuid[],
                       $7::text[], $8::uuid[], $9::bigint[], $10::date[])
                WITH ORDINALITY AS e(voucher_id, kind, occurred_at, actor_id, source, load_id, donation_id,
                                     leader_id, balance_cents, expires_on, n)
       )
       INSERT INTO card_events (id, voucher_id, kind, occurred_at, actor_id, source, load_id, donation_id,
                                leader_id, balance_cents, expires_on, follows_id)
       SELECT e.id, e.voucher_id, e.kind, e.occurred_at, e.actor_id, e.source, e.load_id,
              coalesce(e.donation_id, v.donation_id), coalesce(e.leader_id, d.leader_id),
              e.balance_cents, e.expires_on,
              coalesce(lag(e.id) OVER (PARTITION BY e.voucher_id ORDER BY e.n),
                       (SELECT max(c.id) FROM card_events c WHERE c.voucher_id = e.voucher_id))
         FROM e
         JOIN vouchers v ON v.voucher_id = e.voucher_id
         JOIN donations d ON d.donation_id = coalesce(e.donation_id, v.donation_id)
        ORDER BY e.n
       RETURNING id`,
      [
        batch.map((e) => e.voucherId),
        batch.map((e) => e.kind),
        batch.map((e) => iso(e.occurredAt)),
        batch.map((e) => e.actorId),
        batch.map((e) => e.source),
        batch.map((e) => e.loadId ?? null),
        batch.map((e) => e.donationId ?? null),
        batch.map((e) => e.leaderId ?? null),
        batch.map((e) => e.balanceCents ?? null),
        batch.map((e) => e.expiresOn ?? null),
      ],
    );
    written += rows.length;
  }
  return written;
}

export interface LoadedVouchers {
  vouchers: readonly { voucherId: string; donationId: string }[];
  occurredAt: Date | string;
  actorId: string | null;
  loadId: string;
}

/**
 * A charge file's new vouchers, written in the statement that stored them: each is its voucher's first
 * event, so there is no newest row to follow nor voucher to look up.
 */
export async function appendLoadedVouchers(db: Db, input: LoadedVouchers): Promise<number> {
  let written = 0;
  for (let start = 0; start < input.vouchers.length; start += BATCH) {
    const batch = input.vouchers.slice(start, start + BATCH);
    const rows = await db.query<{ id: unknown }>(
      `INSERT INTO card_events (voucher_id, kind, occurred_at, actor_id, source, load_id, donation_id, leader_id)
       SELECT c.voucher_id, 'loaded', $3::timestamptz, $4::uuid, 'charge', $5::uuid, d.donation_id, d.leader_id
         FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS c(voucher_id, donation_id, n)
         JOIN donations d ON d.donation_id = c.donation_id
        ORDER BY c.n
       RETURNING id`,
      [
        batch.map((voucher) => voucher.voucherId),
        batch.map((voucher) => voucher.donationId),
        iso(input.occurredAt),
        input.actorId,
        input.loadId,
      ],
    );
    written += rows.length;
  }
  return written;
}

export interface DonationVoucherEvents {
  donationIds: readonly string[];
  kind: VoucherEventKind;
  occurredAt: Date | string;
  actorId: string | null;
  source: VoucherEventSource;
  loadId?: string | null;
  pendingOnly?: boolean;
}

/** Call it after a transfer's UPDATE: it names the leader each donation has now. */
export async function appendDonationVoucherEvents(
  db: Db,
  input: DonationVoucherEvents,
): Promise<number> {
  if (input.donationIds.length === 0) return 0;
  const rows = await db.query<{ id: unknown }>(
    `INSERT INTO card_events (voucher_id, kind, occurred_at, actor_id, source, load_id, donation_id, leader_id, follows_id)
     SELECT v.voucher_id, $2, $3::timestamptz, $4::uuid, $5, $6::uuid, d.donation_id, d.leader_id,
            (SELECT max(c.id) FROM card_events c WHERE c.voucher_id = v.voucher_id)
       FROM vouchers v JOIN donations d ON d.donation_id = v.donation_id
      WHERE d.donation_id = ANY($1::text[]) AND ($7::boolean IS NOT TRUE OR v.status = 1)
      ORDER BY v.donation_id, v.position
     RETURNING id`,
    [
      input.donationIds,
      input.kind,
      iso(input.occurredAt),
      input.actorId,
      input.source,
      input.loadId ?? null,
      input.pendingOnly ?? false,
    ],
  );
  return rows.length;
}

interface EventRow {
  id: unknown;
  kind: VoucherEventKind;
  occurred_at: unknown;
  follows_id: unknown;
  leader_id: string;
  donation_id: string;
  balance_cents: unknown;
  expires_on: unknown;
}

const toLedgerEvent = (row: EventRow): LedgerEvent => ({
  id: Number(row.id),
  kind: row.kind,
  occurredAt: toIsoRequired(row.occurred_at),
  followsId: row.follows_id === null ? null : Number(row.follows_id),
  leaderId: row.leader_id,
  donationId: row.donation_id,
  balanceCents: row.balance_cents === null ? null : Number(row.balance_cents),
  expiresOn: row.expires_on === null ? null : String(row.expires_on).slice(0, 10),
});

export async function readVoucherEvents(
  db: Db,
  voucherIds: readonly string[],
): Promise<Map<string, LedgerEvent[]>> {
  const rows = await db.query<EventRow & { voucher_id: string }>(
    `SELECT id, voucher_id, kind, occurred_at, follows_id, leader_id, donation_id, balance_cents,
            to_char(expires_on, 'YYYY-MM-DD') AS expires_on
       FROM card_events WHERE voucher_id = ANY($1::text[]) ORDER BY voucher_id, id`,
    [voucherIds],
  );
  const byVoucher = new Map<string, LedgerEvent[]>(voucherIds.map((id) => [id, []]));
  for (const row of rows) byVoucher.get(row.voucher_id)?.push(toLedgerEvent(row));
  return byVoucher;
}

/** The events themselves name nobody and stay; the admins' notes go. */
export async function eraseVoucherNotes(tx: Db, voucherIds: readonly string[]): Promise<void> {
  await tx.query(
    `DELETE FROM card_event_notes
      WHERE event_id IN (SELECT id FROM card_events WHERE voucher_id = ANY($1::text[]))`,
    [voucherIds],
  );
}
