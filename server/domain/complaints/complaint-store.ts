import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { complaintField } from '../../privacy/sealed-fields.ts';
import {
  SENSITIVE_CATEGORIES,
  type ComplaintCategory,
  type ComplaintChannel,
} from '#contract/complaint-texts.ts';
import { invalidInput, notFound } from '../../shared/domain-error.ts';
import { addWorkingDays } from './working-days.ts';

export interface NewComplaint {
  category: ComplaintCategory;
  description: string;
  receiptCode: string | null;
  phone: string | null;
  anonymous: boolean;
  channel: ComplaintChannel;
  voucherId?: string | null;
  donationId?: string | null;
  openedBy?: string | null;
}

export interface OpenedComplaintRow {
  id: string;
  protocol: string;
  sensitive: boolean;
}

export type DeadlineDays = Readonly<Record<ComplaintCategory, number>>;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newProtocol(): string {
  let text = '';
  for (let i = 0; i < 6; i++) text += CROCKFORD[randomInt(CROCKFORD.length)];
  return `OUV-${text}`;
}

export const complaintStoreMessages = {
  voucherNotFound: 'Cartão não encontrado.',
  donationNotFound: 'Doação não encontrada.',
  voucherOfAnotherDonation: 'Este cartão não é desta doação.',
} as const;

/** A code that names no voucher links nothing, and the person is told nothing either way. */
async function linksOf(
  db: Db,
  named: { voucherId: string | null; donationId: string | null },
  receiptCode: string | null,
): Promise<{ voucherId: string | null; donationId: string | null; leaderId: string | null }> {
  const { donationId } = named;
  let { voucherId } = named;
  if (voucherId === null && donationId === null && receiptCode !== null) {
    const [voucher] = await db.query<{ voucher_id: string }>(
      'SELECT voucher_id FROM vouchers WHERE receipt_code = $1',
      [receiptCode],
    );
    voucherId = voucher?.voucher_id ?? null;
  }
  if (voucherId !== null) {
    const [row] = await db.query<{ donation_id: string; leader_id: string | null }>(
      `SELECT v.donation_id, d.leader_id FROM vouchers v JOIN donations d ON d.donation_id = v.donation_id
        WHERE v.voucher_id = $1`,
      [voucherId],
    );
    if (!row) throw notFound(complaintStoreMessages.voucherNotFound);
    if (donationId !== null && donationId !== row.donation_id)
      throw invalidInput(complaintStoreMessages.voucherOfAnotherDonation);
    return { voucherId, donationId: row.donation_id, leaderId: row.leader_id };
  }
  if (donationId !== null) {
    const [row] = await db.query<{ leader_id: string | null }>(
      'SELECT leader_id FROM donations WHERE donation_id = $1',
      [donationId],
    );
    if (!row) throw notFound(complaintStoreMessages.donationNotFound);
    return { voucherId: null, donationId, leaderId: row.leader_id };
  }
  return { voucherId: null, donationId: null, leaderId: null };
}

/** An anonymous complaint keeps no phone, whatever was typed. */
export async function openComplaint(
  db: Db,
  protection: DataProtection,
  deadlines: DeadlineDays,
  complaint: NewComplaint,
  now: Date,
): Promise<OpenedComplaintRow> {
  return db.transaction(async (tx) => {
    const links = await linksOf(
      tx,
      { voucherId: complaint.voucherId ?? null, donationId: complaint.donationId ?? null },
      complaint.receiptCode,
    );
    const id = randomUUID();
    const phone = complaint.anonymous ? null : complaint.phone;
    const sensitive = SENSITIVE_CATEGORIES.includes(complaint.category);
    const dueAt = addWorkingDays(now, deadlines[complaint.category]);
    for (let attempt = 0; ; attempt++) {
      const protocol = newProtocol();
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO complaints (id, protocol, category, channel, description_enc, receipt_code, anonymous,
                                 contact_phone_enc, contact_phone_hash, donation_id, voucher_id, leader_id,
                                 opened_by, created_at, due_at, stage_at, sensitive)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $14, $16)
         ON CONFLICT (protocol) DO NOTHING RETURNING id`,
        [
          id,
          protocol,
          complaint.category,
          complaint.channel,
          protection.seal(complaint.description, complaintField('description', id)),
          complaint.receiptCode,
          complaint.anonymous,
          protection.sealOrNull(phone, complaintField('contact_phone', id)),
          protection.hashOrNull('phone', phone),
          links.donationId,
          links.voucherId,
          links.leaderId,
          complaint.openedBy ?? null,
          now,
          dueAt,
          sensitive,
        ],
      );
      if (inserted.length === 0) {
        if (attempt < 5) continue;
        throw new Error('no free complaint protocol after 6 draws');
      }
      await tx.query(
        `INSERT INTO complaint_history (complaint_id, at, actor_id, stage) VALUES ($1, $2, $3, 'new')`,
        [id, now, complaint.openedBy ?? null],
      );
      return { id, protocol, sensitive };
    }
  });
}

export async function complaintStatus(
  db: Db,
  protocol: string,
): Promise<{ stage: string; publicAnswer: string | null } | null> {
  const [row] = await db.query<{ stage: string; public_answer: string | null }>(
    'SELECT stage, public_answer FROM complaints WHERE protocol = $1',
    [protocol],
  );
  return row ? { stage: row.stage, publicAnswer: row.public_answer } : null;
}
