import type { Db } from '../../db/db.ts';
import { newReceiptCode } from '#contract/new-receipt-code.ts';

export interface ClaimedReceiptCode {
  code: string;
  fromServer: boolean;
}

const MAX_TRIES = 8;

/**
 * Never refused for a taken code; each code tried is locked, so two deliveries offering it take
 * turns.
 */
export async function claimReceiptCode(
  tx: Db,
  offered: string | null,
): Promise<ClaimedReceiptCode> {
  let code = offered ?? newReceiptCode();
  let fromServer = offered === null;
  for (let tries = 1; ; tries += 1) {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`receipt:${code}`]);
    const taken = await tx.query('SELECT 1 FROM vouchers WHERE receipt_code = $1', [code]);
    if (taken.length === 0) return { code, fromServer };
    if (tries >= MAX_TRIES) throw new Error('claimReceiptCode: no free receipt code found');
    code = newReceiptCode();
    fromServer = true;
  }
}
