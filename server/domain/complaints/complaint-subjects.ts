import type { Db } from '../../db/db.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { complaintField } from '../../privacy/sealed-fields.ts';
import { toIso, toIsoRequired } from '../../shared/timestamps.ts';
import type { SubjectComplaint } from '#contract/data-subjects.ts';
import {
  COMPLAINT_CATEGORY_TEXTS,
  COMPLAINT_CHANNEL_TEXTS,
  COMPLAINT_STAGE_TEXTS,
  phoneDigits,
  type ComplaintCategory,
  type ComplaintChannel,
  type ComplaintStage,
} from '#contract/complaints.ts';
import { formatReceiptCode } from '#contract/receipt-code.ts';

export interface SubjectTrail {
  voucherIds: readonly string[];
  phones: readonly (string | null)[];
}

type Row = {
  id: string;
  protocol: string;
  category: ComplaintCategory;
  channel: ComplaintChannel;
  stage: ComplaintStage;
  sensitive: boolean;
  created_at: unknown;
  description_enc: string | null;
  receipt_code: string | null;
  contact_phone_enc: string | null;
  public_answer: string | null;
  anonymised_at: unknown;
};

/** An admin answers the request, but gets the sensitive ones only as a count (decision 115). */
export async function subjectComplaints(
  db: Db,
  protection: DataProtection,
  trail: SubjectTrail,
): Promise<{ readable: SubjectComplaint[]; sensitive: number; ids: string[] }> {
  const phoneHashes = [
    ...new Set(
      trail.phones
        .map((phone) => (phone === null ? null : phoneDigits(phone)))
        .filter((digits) => digits !== null)
        .flatMap((digits) => protection.hashes('phone', digits)),
    ),
  ];
  if (trail.voucherIds.length === 0 && phoneHashes.length === 0)
    return { readable: [], sensitive: 0, ids: [] };
  const rows = await db.query<Row>(
    `SELECT c.id, c.protocol, c.category, c.channel, c.stage, c.sensitive, c.created_at,
            c.description_enc, c.receipt_code, c.contact_phone_enc, c.public_answer, c.anonymised_at
       FROM complaints c
      WHERE c.voucher_id = ANY($1::text[]) OR c.contact_phone_hash = ANY($2::text[])
      ORDER BY c.created_at DESC, c.id`,
    [trail.voucherIds, phoneHashes],
  );
  const readable = rows.filter((row) => !row.sensitive);
  const stages = await db.query<{ complaint_id: string; at: unknown; stage: ComplaintStage }>(
    `SELECT complaint_id, at, stage FROM complaint_history
      WHERE complaint_id = ANY($1::uuid[]) ORDER BY seq`,
    [readable.map((row) => row.id)],
  );
  return {
    readable: readable.map((row) => ({
      protocol: row.protocol,
      categoryText: COMPLAINT_CATEGORY_TEXTS[row.category],
      channelText: COMPLAINT_CHANNEL_TEXTS[row.channel],
      stageText: COMPLAINT_STAGE_TEXTS[row.stage],
      createdAt: toIsoRequired(row.created_at),
      description: protection.openOrNull(
        row.description_enc,
        complaintField('description', row.id),
      ),
      receiptCode: row.receipt_code === null ? null : formatReceiptCode(row.receipt_code),
      contactPhone: protection.openOrNull(
        row.contact_phone_enc,
        complaintField('contact_phone', row.id),
      ),
      publicAnswer: row.public_answer,
      anonymisedAt: toIso(row.anonymised_at),
      stages: stages
        .filter((entry) => entry.complaint_id === row.id)
        .map((entry) => ({
          at: toIsoRequired(entry.at),
          stageText: COMPLAINT_STAGE_TEXTS[entry.stage],
        })),
    })),
    sensitive: rows.length - readable.length,
    ids: rows.map((row) => row.id),
  };
}
