import type { Db } from '../../db/db.ts';
import { newReceiptCode } from '#contract/new-receipt-code.ts';

/** The code a delivered card gets, and whether the server made it (docs/product.md R15.1). */
export interface ClaimedReceiptCode {
  code: string;
  fromServer: boolean;
}

/** Tries before giving up: each new code collides with one in 2^40 / (cards so far). */
const MAX_TRIES = 8;

/**
 * Inside the delivery's transaction: the phone's code when no card holds it yet, otherwise (or
 * when the phone sent none) a new one made here. The delivery is never refused for a taken code.
 * Each code tried is locked for the rest of the transaction, so two deliveries offering the same
 * code at once take turns, and the second sees the first's.
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
