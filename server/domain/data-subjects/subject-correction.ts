import type { Db } from '../../db/db.ts';
import {
  CORRECTABLE_FIELD_LABELS,
  subjectMessages,
  type SubjectCorrection,
} from '#contract/data-subjects.ts';
import { normalizeCpf } from '#contract/cpf.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { identifierOfField, sealedIdentifier } from '../../privacy/recipient-identifiers.ts';
import { conflict, notFound } from '../../shared/domain-error.ts';
import { recordAccess, type AccessActor } from '../access-log/record-access.ts';

function columnsOf(
  protection: DataProtection,
  correction: SubjectCorrection,
): Record<string, string | null> {
  const { voucherId, field, value } = correction;
  if (field === 'receivedName') return { received_name: value };
  const identifier = identifierOfField(field);
  const blank = value === '';
  const given = identifier === 'cpf' ? normalizeCpf(value) : value;
  return sealedIdentifier(protection, identifier, voucherId, blank ? null : given);
}

/** The field and the reason are recorded, never the old or new value. */
export async function correctSubjectField(
  db: Db,
  protection: DataProtection,
  correction: SubjectCorrection,
  actor: AccessActor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [voucher] = await tx.query<{ donation_id: string; anonymised_at: unknown }>(
      'SELECT donation_id, anonymised_at FROM vouchers WHERE voucher_id = $1 AND received_cpf_hash = ANY($2::text[]) AND status = 2 FOR UPDATE',
      [correction.voucherId, protection.hashes('cpf', correction.cpf)],
    );
    if (!voucher) throw notFound(subjectMessages.voucher);
    if (voucher.anonymised_at !== null) throw conflict(subjectMessages.anonymised);
    const columns = columnsOf(protection, correction);
    const names = Object.keys(columns);
    await tx.query(
      `UPDATE vouchers SET ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')} WHERE voucher_id = $1`,
      [correction.voucherId, ...names.map((name) => columns[name])],
    );
    await recordAccess(tx, actor, now, [
      {
        action: 'subject_corrected',
        donationId: voucher.donation_id,
        voucherId: correction.voucherId,
        detail: `${CORRECTABLE_FIELD_LABELS[correction.field]}: ${correction.reason}`,
      },
    ]);
  });
}
