import type { Db } from '../../db/db.ts';

/** The outcome stays, so a round's figures still add up. */
export async function eraseVerificationNotesOfVouchers(
  tx: Db,
  voucherIds: string[],
): Promise<void> {
  await tx.query(
    'UPDATE verification_calls SET note_enc = NULL WHERE voucher_id = ANY($1::text[]) AND note_enc IS NOT NULL',
    [voucherIds],
  );
}
