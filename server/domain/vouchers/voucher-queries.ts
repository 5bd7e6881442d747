import type { Db } from '../../db/db.ts';
import type { AuthUser } from '../shared/user.ts';
import { voucherStatusText, type VoucherStatus } from '#contract/status-texts.ts';
import type { Voucher } from '#contract/vouchers.ts';
import { domainMessages, notFound } from '../shared/domain-error.ts';
import { toIso } from '../shared/timestamps.ts';

export interface VoucherRow {
  voucher_id: string;
  donation_id: string;
  position: number;
  status: number;
  delivered: unknown;
  received_cpf: string | null;
  received_name: string | null;
  received_contact_number: string | null;
  received_email: string | null;
  leader_comment: string | null;
  photo_file_id: string | null;
  invoice_file_id: string | null;
}

const VOUCHER_COLUMN_NAMES = [
  'voucher_id', 'donation_id', 'position', 'status', 'delivered', 'received_cpf', 'received_name',
  'received_contact_number', 'received_email', 'leader_comment', 'photo_file_id', 'invoice_file_id',
] as const;

const voucherColumns = (alias = '') => VOUCHER_COLUMN_NAMES.map((name) => `${alias}${name}`).join(', ');
const VOUCHER_COLUMNS = voucherColumns();

export function toVoucher(row: VoucherRow): Voucher {
  const status = Number(row.status) as VoucherStatus;
  return {
    voucherId: row.voucher_id,
    donationId: row.donation_id,
    position: Number(row.position),
    status,
    statusText: voucherStatusText(status),
    delivered: toIso(row.delivered),
    receivedCpf: row.received_cpf,
    receivedName: row.received_name,
    receivedContactNumber: row.received_contact_number,
    receivedEmail: row.received_email,
    leaderComment: row.leader_comment,
    hasPhoto: row.photo_file_id !== null,
    hasInvoice: row.invoice_file_id !== null,
  };
}

/** The vouchers of a donation in delivery order. */
export async function listVouchers(db: Db, donationId: string): Promise<Voucher[]> {
  const rows = await db.query<VoucherRow>(
    `SELECT ${VOUCHER_COLUMNS} FROM vouchers WHERE donation_id = $1 ORDER BY position`,
    [donationId],
  );
  return rows.map(toVoucher);
}

export async function findVoucherRow(db: Db, voucherId: string, forUpdate = false): Promise<VoucherRow | null> {
  const rows = await db.query<VoucherRow>(
    `SELECT ${VOUCHER_COLUMNS} FROM vouchers WHERE voucher_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [voucherId],
  );
  return rows[0] ?? null;
}

/** A voucher the user may see: a leader only the vouchers of their own donations (404 otherwise). */
export async function findVoucherFor(db: Db, user: AuthUser, voucherId: string): Promise<VoucherRow> {
  const rows = await db.query<VoucherRow & { leader_id: string }>(
    `SELECT ${voucherColumns('v.')}, d.leader_id
       FROM vouchers v JOIN donations d ON d.donation_id = v.donation_id
      WHERE v.voucher_id = $1`,
    [voucherId],
  );
  const row = rows[0];
  if (!row || (user.role === 'leader' && row.leader_id !== user.id)) throw notFound(domainMessages.voucherNotFound);
  return row;
}
