import type { Db } from '../../db/db.ts';
import type { SubjectDelivery, SubjectRecord } from '#contract/data-subjects.ts';
import { voucherStatusText, type VoucherStatus } from '#contract/status-texts.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import {
  openRecipient,
  sealedValueSelect,
  type SealedRecipientValues,
} from '../../privacy/recipient-identifiers.ts';
import { userField, type UserSealedColumn } from '../../privacy/sealed-fields.ts';
import { loginMatches } from '../../identity/user-accounts.ts';
import { searchAccessLog } from '../access-log/access-log-queries.ts';
import { CLOSED_AT_SQL } from '../retention/retention.ts';
import { toIso, toIsoRequired } from '../../shared/timestamps.ts';
import { subjectComplaints } from '../complaints/complaint-subjects.ts';

export interface SubjectDeps {
  db: Db;
  protection: DataProtection;
  retentionDays: number;
}

export async function subjectVoucherIds(
  db: Db,
  protection: DataProtection,
  cpf: string,
): Promise<string[]> {
  const rows = await db.query<{ voucher_id: string }>(
    'SELECT voucher_id FROM vouchers WHERE received_cpf_hash = ANY($1::text[])',
    [protection.hashes('cpf', cpf)],
  );
  return rows.map((row) => row.voucher_id);
}

type DeliveryRow = SealedRecipientValues & {
  voucher_id: string;
  donation_id: string;
  delivered: unknown;
  status: number;
  leader_name: string;
  site_name: string;
  city: string;
  state: string;
  received_name: string | null;
  lat: number | null;
  lon: number | null;
  photo_file_id: string | null;
  invoice_file_id: string | null;
  anonymised_at: unknown;
  closed_at: unknown;
};

export async function subjectDeliveries(
  deps: SubjectDeps,
  cpf: string,
): Promise<{ deliveries: SubjectDelivery[]; photoIds: Map<string, (string | null)[]> }> {
  const rows = await deps.db.query<DeliveryRow>(
    `SELECT v.voucher_id, v.donation_id, v.delivered, v.status, u.name AS leader_name, s.name AS site_name, s.city, s.state,
            v.received_name, ${sealedValueSelect('v.')}, v.lat, v.lon,
            v.photo_file_id, v.invoice_file_id, v.anonymised_at, (${CLOSED_AT_SQL}) AS closed_at
       FROM vouchers v JOIN donations d ON d.donation_id = v.donation_id
       JOIN users u ON u.id = d.leader_id JOIN sites s ON s.site_id = d.site_id
      WHERE v.received_cpf_hash = ANY($1::text[])
      ORDER BY v.delivered DESC NULLS LAST, v.voucher_id`,
    [deps.protection.hashes('cpf', cpf)],
  );
  const photoIds = new Map<string, (string | null)[]>();
  const deliveries = rows.map((row): SubjectDelivery => {
    const recipient = openRecipient(deps.protection, row.voucher_id, row);
    photoIds.set(row.voucher_id, [row.photo_file_id, row.invoice_file_id]);
    const closedAt = toIso(row.closed_at);
    return {
      voucherId: row.voucher_id,
      donationId: row.donation_id,
      delivered: toIso(row.delivered),
      statusText: voucherStatusText(Number(row.status) as VoucherStatus),
      leaderName: row.leader_name,
      siteName: row.site_name,
      city: row.city,
      state: row.state.trim(),
      receivedName: row.received_name,
      receivedCpf: recipient.cpf,
      receivedContactNumber: recipient.phone,
      receivedEmail: recipient.email,
      lat: row.lat === null ? null : Number(row.lat),
      lon: row.lon === null ? null : Number(row.lon),
      hasPhoto: row.photo_file_id !== null,
      hasInvoice: row.invoice_file_id !== null,
      anonymisedAt: toIso(row.anonymised_at),
      anonymiseAfter:
        closedAt === null
          ? null
          : new Date(Date.parse(closedAt) + deps.retentionDays * 86_400_000).toISOString(),
    };
  });
  return { deliveries, photoIds };
}

async function subjectAccount(deps: SubjectDeps, cpf: string): Promise<SubjectRecord['account']> {
  const [row] = await deps.db.query<{
    id: string;
    name: string;
    role: string | null;
    email_enc: string | null;
    phone_enc: string | null;
    rg_enc: string | null;
    birthdate_enc: string | null;
    delivery_location_enc: string | null;
    delivery_cep_enc: string | null;
    slums_enc: string | null;
    site_name: string | null;
    created_at: unknown;
    disabled_at: unknown;
    accepted_at: unknown;
  }>(
    `SELECT u.id, u.name, u.role, u.email_enc, u.phone_enc, u.rg_enc, u.birthdate_enc, u.delivery_location_enc,
            u.delivery_cep_enc, u.slums_enc, s.name AS site_name, u.created_at, u.disabled_at, c.accepted_at
       FROM users u LEFT JOIN sites s ON s.site_id = u.site_id LEFT JOIN commitments c ON c.user_id = u.id
      WHERE ${loginMatches('u.', '$1')}`,
    [deps.protection.hashes('cpf', cpf)],
  );
  if (!row) return null;
  const open = (column: UserSealedColumn, sealed: string | null) =>
    deps.protection.openOrNull(sealed, userField(column, row.id));
  const times = async (sql: string) =>
    (await deps.db.query<{ at: unknown }>(sql, [row.id])).map((entry) => toIsoRequired(entry.at));
  const awayReports = await deps.db.query<{
    kind: string;
    created_at: unknown;
    resolved_at: unknown;
  }>(
    'SELECT kind, created_at, resolved_at FROM leader_reports WHERE leader_id = $1 ORDER BY created_at DESC',
    [row.id],
  );
  return {
    name: row.name,
    role: row.role,
    email: open('email', row.email_enc) ?? '',
    phone: open('phone', row.phone_enc),
    rg: open('rg', row.rg_enc),
    birthdate: open('birthdate', row.birthdate_enc),
    address: open('delivery_location', row.delivery_location_enc),
    cep: open('delivery_cep', row.delivery_cep_enc),
    communities: open('slums', row.slums_enc),
    siteName: row.site_name,
    createdAt: toIsoRequired(row.created_at),
    disabledAt: toIso(row.disabled_at),
    termsAcceptedAt: toIso(row.accepted_at),
    checklists: await times(
      'SELECT created_at AS at FROM checklists WHERE user_id = $1 ORDER BY created_at DESC',
    ),
    awayReports: awayReports.map((report) => ({
      kind: report.kind,
      createdAt: toIsoRequired(report.created_at),
      resolvedAt: toIso(report.resolved_at),
    })),
    passwordResets: await times(
      'SELECT created_at AS at FROM password_resets WHERE user_id = $1 ORDER BY created_at DESC',
    ),
  };
}

export async function subjectRecord(
  deps: SubjectDeps,
  cpf: string,
): Promise<SubjectRecord & { photoIds: Map<string, (string | null)[]>; complaintIds: string[] }> {
  const { deliveries, photoIds } = await subjectDeliveries(deps, cpf);
  const account = await subjectAccount(deps, cpf);
  const complaints = await subjectComplaints(deps.db, deps.protection, {
    voucherIds: deliveries.map((delivery) => delivery.voucherId),
    phones: [
      ...deliveries.map((delivery) => delivery.receivedContactNumber),
      account?.phone ?? null,
    ],
  });
  const { entries } = await searchAccessLog(deps.db, deps.protection, { cpf }, 1000);
  return {
    cpf,
    deliveries,
    account,
    complaints: complaints.readable,
    sensitiveComplaints: complaints.sensitive,
    complaintIds: complaints.ids,
    accesses: entries,
    retentionDays: deps.retentionDays,
    photoIds,
  };
}
