import type { Db } from '../../db/db.ts';
import type { EarlierDelivery } from '#contract/donation-review.ts';
import { toIsoRequired } from '../../shared/timestamps.ts';
import type { Role } from '#contract/session.ts';
import { voucherKey } from '#contract/vouchers.ts';
import { hideVoucherNumber } from '../../privacy/identifier-masks.ts';

/** The same condition as ANOMALY_SQL.familyServedTwice, listed instead of tested. */
export async function findEarlierDeliveries(
  db: Db,
  donationId: string,
  role: Role | null,
): Promise<EarlierDelivery[]> {
  const rows = await db.query<{
    voucher_id: string;
    other_donation_id: string;
    other_voucher_id: string;
    other_position: number;
    other_delivered: unknown;
    other_leader: string;
  }>(
    `SELECT av.voucher_id, aw.donation_id AS other_donation_id, aw.voucher_id AS other_voucher_id, aw.position AS other_position, aw.delivered AS other_delivered,
            u.name AS other_leader
       FROM vouchers av
       JOIN vouchers aw ON aw.received_cpf_hash = av.received_cpf_hash AND aw.status = 2
            AND (aw.delivered, aw.voucher_id) < (av.delivered, av.voucher_id)
            AND aw.delivered >= av.delivered - make_interval(days => (SELECT ps.duplicate_window_days FROM privacy_settings ps))
       JOIN donations od ON od.donation_id = aw.donation_id
       JOIN users u ON u.id = od.leader_id
      WHERE av.donation_id = $1 AND av.status = 2 AND av.received_cpf_hash IS NOT NULL
      ORDER BY av.position, aw.delivered DESC`,
    [donationId],
  );
  const whole = role === 'admin';
  return rows.map((row) => ({
    voucherId: whole ? row.voucher_id : hideVoucherNumber(row.voucher_id),
    otherDonationId: row.other_donation_id,
    otherVoucherId: whole ? row.other_voucher_id : hideVoucherNumber(row.other_voucher_id),
    otherKey: whole
      ? row.other_voucher_id
      : voucherKey(row.other_donation_id, Number(row.other_position)),
    otherDelivered: toIsoRequired(row.other_delivered),
    otherLeaderName: row.other_leader,
  }));
}
