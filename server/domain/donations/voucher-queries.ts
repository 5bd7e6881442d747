import type { Db } from '../../db/db.ts';
import type { AuthUser } from '../../shared/user.ts';
import { voucherStatusText, type VoucherStatus } from '#contract/status-texts.ts';
import { voucherKey, parseVoucherKey, type Voucher } from '#contract/vouchers.ts';
import { hideVoucherNumber } from '../../privacy/identifier-masks.ts';
import type { FamilyAnswer } from '#contract/family-answers.ts';
import type { Role } from '#contract/session.ts';
import { domainMessages, notFound } from '../../shared/domain-error.ts';
import { toIso } from '../../shared/timestamps.ts';
import {
  SEALED_VALUE_COLUMNS,
  type SealedRecipientValues,
} from '../../privacy/recipient-identifiers.ts';

export interface VoucherRow extends SealedRecipientValues {
  voucher_id: string;
  donation_id: string;
  position: number;
  status: number;
  delivered: unknown;
  received_name: string | null;
  received_cpf_hash: string | null;
  leader_comment: string | null;
  photo_file_id: string | null;
  invoice_file_id: string | null;
  anonymised_at: unknown;
  receipt_code: string | null;
  receipt_code_from_server: boolean;
  family_answer: FamilyAnswer | null;
  family_answered_at: unknown;
}

const VOUCHER_COLUMN_NAMES = [
  'voucher_id',
  'donation_id',
  'position',
  'status',
  'delivered',
  'received_name',
  ...SEALED_VALUE_COLUMNS,
  'received_cpf_hash',
  'leader_comment',
  'photo_file_id',
  'invoice_file_id',
  'anonymised_at',
  'receipt_code',
  'receipt_code_from_server',
  'family_answer',
  'family_answered_at',
] as const;

const voucherColumns = (alias = '') =>
  VOUCHER_COLUMN_NAMES.map((name) => `${alias}${name}`).join(', ');
const VOUCHER_COLUMNS = voucherColumns();

/**
 * Who received the voucher is left out; only GET /voucher/{id} carries it, masked and logged (decision
 * 051).
 */
export function toVoucher(row: VoucherRow, role: Role | null): Voucher {
  const status = Number(row.status) as VoucherStatus;
  const staff = role === 'admin' || role === 'readonly';
  const whole = role === 'admin' || role === 'leader';
  return {
    voucherId: whole ? row.voucher_id : hideVoucherNumber(row.voucher_id),
    key: whole ? row.voucher_id : voucherKey(row.donation_id, Number(row.position)),
    donationId: row.donation_id,
    position: Number(row.position),
    status,
    statusText: voucherStatusText(status),
    delivered: toIso(row.delivered),
    receivedCpf: null,
    receivedName: null,
    receivedContactNumber: null,
    receivedEmail: null,
    leaderComment: staff ? row.leader_comment : null,
    hasPhoto: row.photo_file_id !== null,
    hasInvoice: row.invoice_file_id !== null,
    anonymisedAt: toIso(row.anonymised_at),
    receiptCode: row.receipt_code,
    receiptCodeFromServer: row.receipt_code_from_server === true,
    familyAnswer: staff ? row.family_answer : null,
    familyAnsweredAt: staff ? toIso(row.family_answered_at) : null,
    message: null,
  };
}

export async function listVouchers(
  db: Db,
  donationId: string,
  role: Role | null,
): Promise<Voucher[]> {
  const rows = await db.query<VoucherRow>(
    `SELECT ${VOUCHER_COLUMNS} FROM vouchers WHERE donation_id = $1 ORDER BY position`,
    [donationId],
  );
  return rows.map((row) => toVoucher(row, role));
}

export async function findVoucherRow(
  db: Db,
  voucherId: string,
  forUpdate = false,
): Promise<VoucherRow | null> {
  const rows = await db.query<VoucherRow>(
    `SELECT ${VOUCHER_COLUMNS} FROM vouchers WHERE voucher_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [voucherId],
  );
  return rows[0] ?? null;
}

export async function findVoucherFor(
  db: Db,
  user: AuthUser,
  voucherId: string,
): Promise<VoucherRow> {
  // Readonly addresses a voucher by its place in its donation, never by its number (decision 187).
  const place = parseVoucherKey(voucherId);
  if ((place === null) === (user.role === 'readonly'))
    throw notFound(domainMessages.voucherNotFound);
  const rows = await db.query<VoucherRow & { leader_id: string }>(
    `SELECT ${voucherColumns('v.')}, d.leader_id
       FROM vouchers v JOIN donations d ON d.donation_id = v.donation_id
      WHERE ${place ? 'v.donation_id = $1 AND v.position = $2' : 'v.voucher_id = $1'}`,
    place ? [place.donationId, place.position] : [voucherId],
  );
  const row = rows[0];
  if (!row || (user.role === 'leader' && row.leader_id !== user.id))
    throw notFound(domainMessages.voucherNotFound);
  return row;
}
