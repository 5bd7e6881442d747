import type { Db } from '../../db/db.ts';
import { DONATION_STATUS, VOUCHER_STATUS } from '#contract/status-texts.ts';
import { isDonationId } from '#contract/donation-id.ts';
import { conflict, domainMessages, notFound } from '../../shared/domain-error.ts';
import { appendVoucherEvents, readVoucherEvents } from './voucher-ledger.ts';
import { deriveVoucherState } from './voucher-state.ts';
import { timelineMessages } from './voucher-timeline.ts';

export const recallMessages = {
  voucherNotWithLeader: 'Este cartão não está com a liderança: não há o que recolher.',
  donationNotWithLeader: 'Nenhum cartão desta doação está com a liderança para recolher.',
  alreadyRecalled: 'O recolhimento já foi pedido e a liderança ainda não devolveu.',
} as const;

export type RecallTarget = { voucherId: string } | { donationId: string };

/** Vouchers already asked and not yet given back are left as they are. */
export async function recallVouchers(
  db: Db,
  target: RecallTarget,
  actorId: string,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const byDonation = 'donationId' in target;
    if (byDonation && !isDonationId(target.donationId))
      throw notFound(domainMessages.donationNotFound);
    // The vouchers' rows stay locked until the events commit: two admins asking at once write once.
    const vouchers = await tx.query<{ voucher_id: string; held: boolean }>(
      `SELECT v.voucher_id,
              v.status = ${VOUCHER_STATUS.pending}
                AND d.status IN (${DONATION_STATUS.waiting}, ${DONATION_STATUS.received}, ${DONATION_STATUS.delivering}) AS held
         FROM vouchers v JOIN donations d ON d.donation_id = v.donation_id
        WHERE ${byDonation ? 'v.donation_id' : 'v.voucher_id'} = $1
        ORDER BY v.position
          FOR UPDATE OF v`,
      [byDonation ? target.donationId : target.voucherId],
    );
    if (vouchers.length === 0) {
      if (!byDonation) throw notFound(timelineMessages.notFound);
      const [donation] = await tx.query('SELECT 1 FROM donations WHERE donation_id = $1', [
        target.donationId,
      ]);
      if (!donation) throw notFound(domainMessages.donationNotFound);
    }
    const held = vouchers.filter((voucher) => voucher.held).map((voucher) => voucher.voucher_id);
    if (held.length === 0)
      throw conflict(
        byDonation ? recallMessages.donationNotWithLeader : recallMessages.voucherNotWithLeader,
      );
    const ledgers = await readVoucherEvents(tx, held);
    const asked = held.filter((id) => !deriveVoucherState(ledgers.get(id) ?? [])?.recalled);
    if (asked.length === 0) throw conflict(recallMessages.alreadyRecalled);
    return appendVoucherEvents(
      tx,
      asked.map((voucherId) => ({
        voucherId,
        kind: 'recalled' as const,
        occurredAt: now,
        actorId,
        source: 'app' as const,
      })),
    );
  });
}

/** As deriveVoucherState reads it. */
export const RECALLED_COUNT_SQL = `(
  SELECT count(DISTINCT r.voucher_id)::int
    FROM card_events r JOIN vouchers v ON v.voucher_id = r.voucher_id
   WHERE r.kind = 'recalled' AND v.donation_id = d.donation_id AND v.status = ${VOUCHER_STATUS.pending}
     AND NOT EXISTS (
       SELECT 1 FROM card_events x
        WHERE x.voucher_id = r.voucher_id
          AND x.kind IN ('delivered', 'notDelivered', 'returned', 'lost')
          AND (x.occurred_at, x.id) > (r.occurred_at, r.id)))`;
