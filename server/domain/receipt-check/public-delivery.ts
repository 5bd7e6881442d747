import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { voucherField } from '../../privacy/sealed-fields.ts';
import type { PublicDelivery, ReceiptLookup } from '#contract/receipt-check.ts';
import { receiptCpfDigits } from '#contract/receipt-code.ts';
import type { FamilyAnswer } from '#contract/family-answers.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';

export interface FoundDelivery {
  voucherId: string;
  donationId: string;
  delivery: PublicDelivery;
}

/** Kept in the abuse log, never told to the caller. */
export type LookupMiss = 'unknown_code' | 'digits_mismatch';

type Row = {
  voucher_id: string;
  donation_id: string;
  received_cpf_enc: string | null;
  delivered_on: string;
  city: string;
  state: string;
  site_name: string;
  leader_name: string;
  family_answer: FamilyAnswer | null;
  answered_on: string | null;
};

const day = (column: string) => `to_char(${column} AT TIME ZONE '${APP_TIME_ZONE}', 'YYYY-MM-DD')`;

/** A voucher whose family's data was anonymised is not found: nothing could prove who asks. */
const SELECT_BY_CODE = `
  SELECT v.voucher_id, v.donation_id, v.received_cpf_enc, ${day('v.delivered')} AS delivered_on,
         s.city, s.state, s.name AS site_name, u.name AS leader_name, v.family_answer,
         ${day('v.family_answered_at')} AS answered_on
    FROM vouchers v
    JOIN donations d ON d.donation_id = v.donation_id
    JOIN sites s ON s.site_id = d.site_id
    JOIN users u ON u.id = d.leader_id
   WHERE v.receipt_code = $1 AND v.status = 2 AND v.anonymised_at IS NULL`;

/** The family knows the leader; a stranger learns little. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

function sameDigits(a: string, b: string): boolean {
  const left = Buffer.from(a.padEnd(4, '-'));
  const right = Buffer.from(b.padEnd(4, '-'));
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * An unknown code and wrong digits do the same work, so the answer's time does not tell which was
 * wrong.
 */
export async function findPublicDelivery(
  db: Db,
  protection: DataProtection,
  lookup: ReceiptLookup,
): Promise<FoundDelivery | LookupMiss> {
  const [row] = await db.query<Row>(SELECT_BY_CODE, [lookup.code]);
  const sealed = row?.received_cpf_enc ?? null;
  const opened =
    row && sealed !== null
      ? protection.open(sealed, voucherField('received_cpf', row.voucher_id))
      : protection.open(standInCpf(protection), STAND_IN_CONTEXT);
  const matches = sameDigits(receiptCpfDigits(sealed === null ? null : opened), lookup.cpfDigits);
  if (!row) return 'unknown_code';
  if (!matches) return 'digits_mismatch';
  return {
    voucherId: row.voucher_id,
    donationId: row.donation_id,
    delivery: {
      deliveredOn: row.delivered_on,
      city: row.city,
      state: row.state,
      siteName: row.site_name,
      leaderFirstName: firstName(row.leader_name),
      familyAnswer: row.family_answer,
      answeredOn: row.answered_on,
    },
  };
}

const STAND_IN_CONTEXT = voucherField('received_cpf', 'receipt-check-stand-in');
const standIns = new WeakMap<DataProtection, string>();

function standInCpf(protection: DataProtection): string {
  let sealed = standIns.get(protection);
  if (sealed === undefined) {
    sealed = protection.seal('00000000000', STAND_IN_CONTEXT);
    standIns.set(protection, sealed);
  }
  return sealed;
}

/** A dispute stays until the ombudsperson closes it. */
export async function recordFamilyReceived(
  db: Db,
  voucherId: string,
  now: Date,
): Promise<FamilyAnswer> {
  const [row] = await db.query<{ family_answer: FamilyAnswer }>(
    `UPDATE vouchers SET family_answer = 'received', family_answered_at = $2
      WHERE voucher_id = $1 AND family_answer IS NULL
     RETURNING family_answer`,
    [voucherId, now],
  );
  if (row) return row.family_answer;
  const [current] = await db.query<{ family_answer: FamilyAnswer }>(
    'SELECT family_answer FROM vouchers WHERE voucher_id = $1',
    [voucherId],
  );
  return current?.family_answer ?? 'received';
}

export async function recordFamilyNotReceived(db: Db, voucherId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE vouchers SET family_answer = 'notReceived', family_answered_at = $2
      WHERE voucher_id = $1 AND family_answer IS DISTINCT FROM 'notReceived'`,
    [voucherId, now],
  );
}
