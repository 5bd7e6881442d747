import type { Db } from '../../db/db.ts';
import {
  anomalySubject,
  ANOMALY_RULES,
  type AnomalyKind,
  type AnomalySubject,
} from '#contract/anomalies.ts';
import type { LeaderReportKind } from '#contract/leader-reports.ts';
import { DELIVERY_WINDOW_MS, toIsoRequired } from '../../shared/timestamps.ts';

const r = ANOMALY_RULES;
const windowHours = DELIVERY_WINDOW_MS / 3_600_000;
const km = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;

type AnomalyVoucherRow = { voucher_id: string; position: number; km: number | null };
const voucherSubject = (row: AnomalyVoucherRow) =>
  anomalySubject({
    type: 'card',
    voucherId: row.voucher_id,
    position: Number(row.position),
    km: km(row.km),
  });

/** The same conditions as ./anomaly-sql.ts; a flag without an entry here names nothing. */
export const ANOMALY_SUBJECTS: Partial<
  Record<AnomalyKind, (db: Db, donationId: string) => Promise<AnomalySubject[]>>
> = {
  farDelivery: async (db, donationId) =>
    (
      await db.query<AnomalyVoucherRow>(
        `SELECT v.voucher_id, v.position, distance_km(d.receive_lat, d.receive_lon, v.lat, v.lon) AS km
           FROM vouchers v JOIN donations d ON d.donation_id = v.donation_id
          WHERE v.donation_id = $1 AND v.status > 1 AND v.lat IS NOT NULL AND d.receive_lat IS NOT NULL
            AND distance_km(d.receive_lat, d.receive_lon, v.lat, v.lon) > ${r.farDeliveryKm}
          ORDER BY v.position`,
        [donationId],
      )
    ).map(voucherSubject),

  farReceipt: async (db, donationId) =>
    (
      await db.query<{ km: number }>(
        `SELECT distance_km(d.receive_lat, d.receive_lon, s.lat, s.lon) AS km
           FROM donations d JOIN sites s ON s.site_id = d.site_id
          WHERE d.donation_id = $1 AND s.lat IS NOT NULL AND d.receive_lat IS NOT NULL`,
        [donationId],
      )
    ).map((row) => anomalySubject({ type: 'receipt', km: km(row.km) })),

  deliveryBurst: async (db, donationId) =>
    (
      await db.query<AnomalyVoucherRow>(
        `SELECT DISTINCT aw.voucher_id, aw.position, NULL::double precision AS km
           FROM vouchers av JOIN vouchers aw
             ON aw.donation_id = av.donation_id AND aw.delivered >= av.delivered
            AND aw.delivered < av.delivered + interval '${r.burstSeconds} seconds'
          WHERE av.donation_id = $1 AND av.delivered IS NOT NULL
            AND (SELECT count(*) FROM vouchers ac
                  WHERE ac.donation_id = av.donation_id AND ac.delivered >= av.delivered
                    AND ac.delivered < av.delivered + interval '${r.burstSeconds} seconds') >= ${r.burstCount}
          ORDER BY aw.position`,
        [donationId],
      )
    ).map(voucherSubject),

  reusedPhoto: async (db, donationId) =>
    (
      await db.query<{
        voucher_id: string;
        position: number;
        other_id: string;
        other_position: number;
        other_donation: string;
      }>(
        `SELECT av.voucher_id, av.position, aw.voucher_id AS other_id, aw.position AS other_position, aw.donation_id AS other_donation
           FROM vouchers av JOIN vouchers aw
             ON aw.voucher_id <> av.voucher_id AND aw.photo_hash IS NOT NULL
            AND bit_count(av.photo_hash # aw.photo_hash) <= ${r.samePhotoMaxBits}
          WHERE av.donation_id = $1 AND av.photo_hash IS NOT NULL
            AND (aw.donation_id <> av.donation_id OR aw.position > av.position)
          ORDER BY av.position, aw.donation_id, aw.position`,
        [donationId],
      )
    ).map((row) =>
      anomalySubject({
        type: 'samePhoto',
        voucherId: row.voucher_id,
        position: Number(row.position),
        otherVoucherId: row.other_id,
        otherPosition: Number(row.other_position),
        otherDonationId: row.other_donation,
      }),
    ),

  lateDelivery: async (db, donationId) =>
    (
      await db.query<AnomalyVoucherRow>(
        `SELECT v.voucher_id, v.position, NULL::double precision AS km
           FROM vouchers v JOIN donations d ON d.donation_id = v.donation_id
          WHERE v.donation_id = $1 AND d.delivery_started IS NOT NULL
            AND v.delivered > d.delivery_started + interval '${windowHours} hours'
          ORDER BY v.position`,
        [donationId],
      )
    ).map(voucherSubject),

  quantityDivergence: async (db, donationId) =>
    (
      await db.query<{ received_quantity: number; quantity: number }>(
        'SELECT received_quantity, quantity FROM donations WHERE donation_id = $1 AND received_quantity IS NOT NULL',
        [donationId],
      )
    ).map((row) =>
      anomalySubject({
        type: 'receipt',
        receivedQuantity: Number(row.received_quantity),
        quantity: Number(row.quantity),
      }),
    ),

  familyNotReceived: async (db, donationId) =>
    (
      await db.query<AnomalyVoucherRow>(
        `SELECT v.voucher_id, v.position, NULL::double precision AS km
           FROM vouchers v
          WHERE v.donation_id = $1 AND v.family_answer = 'notReceived'
          ORDER BY v.position`,
        [donationId],
      )
    ).map(voucherSubject),

  leaderUnavailable: async (db, donationId) =>
    (
      await db.query<{ kind: LeaderReportKind; created_at: unknown }>(
        `SELECT ar.kind, ar.created_at
           FROM leader_report_donations ard JOIN leader_reports ar ON ar.id = ard.report_id
           JOIN donations d ON d.donation_id = ard.donation_id
          WHERE ard.donation_id = $1 AND ar.resolved_at IS NULL AND ar.leader_id = d.leader_id
          ORDER BY ar.created_at DESC LIMIT 1`,
        [donationId],
      )
    ).map((row) =>
      anomalySubject({ type: 'leaderReport', report: row.kind, at: toIsoRequired(row.created_at) }),
    ),
};
