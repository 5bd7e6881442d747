import type { Db } from '../../db/db.ts';
import { formatCpf } from '../../shared/cpf.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { hideVoucherNumber, hideCpf, hideEmail, hidePhone } from '../../privacy/identifier-masks.ts';
import { openRecipient, sealedValueSelect, type SealedRecipientValues } from '../../privacy/recipient-identifiers.ts';
import { userField } from '../../privacy/sealed-fields.ts';
import type { DonationFilter } from '#contract/donation-filter.ts';
import { REPORT_FILTER_FIELDS, type ReportType } from '#contract/reports.ts';
import { donationFilterWhere } from '../donations/donation-filter.ts';
import { ANOMALY_COLUMNS, anomalyList } from '../review/anomalies.ts';
import type { AnomalyKind } from '#contract/anomalies.ts';
import { foldSql, foldText } from '../../shared/search-text.ts';
import { donationStatusText, voucherStatusText, type DonationStatus, type VoucherStatus } from '#contract/status-texts.ts';
import { DELIVERY_WINDOW_MS, formatDateOnlyPtBr, formatDateTimePtBr, saoPauloDay, toIso } from '../../shared/timestamps.ts';
import { VOUCHER_CONFLICT_TEXTS, VOUCHER_STAGE_TEXTS, INCONSISTENT_TEXT } from '#contract/voucher-events.ts';
import { readVoucherEvents } from '../voucher-ledger/voucher-ledger.ts';
import { deriveVoucherState } from '../voucher-ledger/voucher-state.ts';

export interface ReportTable {
  header: string[];
  rows: (string | number)[][];
  voucherIds: string[];
}

export interface ReportView {
  protection: DataProtection;
  complete: boolean;
}

const cpfCell = (view: ReportView, digits: string | null) => (view.complete ? formatCpf(digits) : (hideCpf(digits) ?? ''));
const phoneCell = (view: ReportView, phone: string | null) => (view.complete ? (phone ?? '') : (hidePhone(phone) ?? ''));
const emailCell = (view: ReportView, email: string | null) => (view.complete ? (email ?? '') : (hideEmail(email) ?? ''));

export function relevantFilter(type: ReportType, filter: DonationFilter): DonationFilter {
  const fields: readonly string[] = REPORT_FILTER_FIELDS[type];
  return Object.fromEntries(Object.entries(filter).filter(([field, value]) => fields.includes(field) && value !== undefined));
}

function siteConditions(filter: DonationFilter, params: unknown[]): string[] {
  const conditions: string[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.siteId !== undefined) conditions.push(`s.site_id = ${add(filter.siteId)}`);
  if (filter.state) conditions.push(`s.state = ${add(filter.state)}`);
  if (filter.city) conditions.push(`${foldSql('s.city')} = ${add(foldText(filter.city))}`);
  if (filter.leaderName) conditions.push(`strpos(${foldSql('u.name')}, ${add(foldText(filter.leaderName))}) > 0`);
  return conditions;
}

const where = (conditions: string[]) => (conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '');
const dateTime = (value: unknown) => formatDateTimePtBr(toIso(value));
const text = (value: string | null | undefined) => value ?? '';
/**
 * Six decimals (about 10 cm) when complete, two (about 1 km) when masked (decision 165); a dot for
 * any locale.
 */
const coordinate = (view: ReportView, value: number | null) =>
  value === null ? '' : Number(value).toFixed(view.complete ? 6 : 2);

/** A name cannot be masked, and the leader's comment may name the family (decision 165). */
const FAMILY_TEXT_COLUMNS: ReadonlySet<string> = new Set(['Nome de quem recebeu', 'Comentário do líder']);

function withoutFamilyText(view: ReportView, table: ReportTable): ReportTable {
  if (view.complete) return table;
  const kept = table.header.map((name, index) => (FAMILY_TEXT_COLUMNS.has(name) ? -1 : index)).filter((index) => index >= 0);
  return { ...table, header: kept.map((index) => table.header[index]!), rows: table.rows.map((row) => kept.map((index) => row[index]!)) };
}

async function sitesTable(db: Db, filter: DonationFilter): Promise<ReportTable> {
  const params: unknown[] = [];
  const rows = await db.query<{ site_id: number; name: string; city: string; state: string; leaders: number; donations: number }>(
    `SELECT s.site_id, s.name, s.city, s.state,
            (SELECT count(*)::int FROM users u WHERE u.site_id = s.site_id AND u.role = 'leader') AS leaders,
            (SELECT count(*)::int FROM donations d WHERE d.site_id = s.site_id) AS donations
       FROM sites s ${where(siteConditions(filter, params))}
      ORDER BY s.state, s.city, s.name`,
    params,
  );
  return {
    header: ['Código', 'Unidade', 'Cidade', 'UF', 'Líderes', 'Doações'],
    rows: rows.map((r) => [Number(r.site_id), r.name, r.city, r.state.trim(), Number(r.leaders), Number(r.donations)]),
    voucherIds: [],
  };
}

async function usersTable(db: Db, filter: DonationFilter, view: ReportView): Promise<ReportTable> {
  const params: unknown[] = [];
  const conditions = ["u.role = 'leader'", 'u.anonymised_at IS NULL', ...siteConditions(filter, params)];
  const rows = await db.query<{
    id: string; name: string; login_enc: string; email_enc: string; phone_enc: string | null; site_name: string | null;
    city: string | null; state: string | null; accepted_at: unknown; donations: number;
  }>(
    `SELECT u.id, u.name, u.login_enc, u.email_enc, u.phone_enc, s.name AS site_name, s.city, s.state, c.accepted_at,
            (SELECT count(*)::int FROM donations d WHERE d.leader_id = u.id) AS donations
       FROM users u
       LEFT JOIN sites s ON s.site_id = u.site_id
       LEFT JOIN commitments c ON c.user_id = u.id
      ${where(conditions)}
      ORDER BY u.name, u.id`,
    params,
  );
  const open = (column: 'login' | 'email' | 'phone', id: string, sealed: string | null) => view.protection.openOrNull(sealed, userField(column, id));
  return {
    header: ['Nome', 'CPF', 'E-mail', 'Telefone', 'Unidade', 'Cidade', 'UF', 'Termo aceito em', 'Doações'],
    rows: rows.map((r) => [
      r.name, cpfCell(view, open('login', r.id, r.login_enc)), emailCell(view, open('email', r.id, r.email_enc)),
      phoneCell(view, open('phone', r.id, r.phone_enc)), text(r.site_name), text(r.city), text(r.state?.trim()),
      dateTime(r.accepted_at), Number(r.donations),
    ]),
    voucherIds: [],
  };
}

async function donationsTable(db: Db, filter: DonationFilter, view: ReportView): Promise<ReportTable> {
  const params: unknown[] = [];
  const rows = await db.query<{
    donation_id: string; status: number; quantity: number; leader_name: string; leader_id: string; leader_login_enc: string;
    site_name: string; city: string; state: string; sent_date: string | null; created: unknown; received: unknown;
    received_quantity: number | null; delivery_started: unknown; last_delivery: unknown; completed: unknown;
    delivered: number; not_delivered: number; pending: number;
    receive_lat: number | null; receive_lon: number | null; closed_reason: string | null; closed_by: string | null; closed_at: unknown;
    package_name: string | null;
  } & Record<AnomalyKind, boolean>>(
    `SELECT d.donation_id, d.status, d.quantity, u.name AS leader_name, u.id AS leader_id, u.login_enc AS leader_login_enc,
            s.name AS site_name, s.city, s.state, to_char(d.sent_date, 'YYYY-MM-DD') AS sent_date,
            d.created, d.received, d.received_quantity, d.delivery_started, d.last_delivery, d.completed,
            (SELECT count(*)::int FROM vouchers v WHERE v.donation_id = d.donation_id AND v.status = 2) AS delivered,
            (SELECT count(*)::int FROM vouchers v WHERE v.donation_id = d.donation_id AND v.status = 3) AS not_delivered,
            (SELECT count(*)::int FROM vouchers v WHERE v.donation_id = d.donation_id AND v.status = 1) AS pending,
            d.receive_lat, d.receive_lon, a.reason AS closed_reason, au.name AS closed_by, a.created_at AS closed_at,
            l.file_name AS package_name, ${ANOMALY_COLUMNS}
       FROM donations d JOIN users u ON u.id = d.leader_id JOIN sites s ON s.site_id = d.site_id
       LEFT JOIN loads l ON l.id = d.load_id
       LEFT JOIN LATERAL (SELECT * FROM donation_audit da
                           WHERE da.donation_id = d.donation_id AND da.action = 'close' AND d.status IN (5, 6)
                           ORDER BY da.created_at DESC, da.id DESC LIMIT 1) a ON true
       LEFT JOIN users au ON au.id = a.actor_id
      ${donationFilterWhere(filter, params, view.protection)}
      ORDER BY d.created DESC, d.donation_id DESC`,
    params,
  );
  return {
    header: [
      'Doação', 'Status', 'Quantidade', 'Líder', 'CPF do líder', 'Unidade', 'Cidade', 'UF', 'Data de envio',
      'Cadastrada em', 'Recebida em', 'Quantidade recebida', 'Início da entrega', 'Prazo final para entrega',
      'Última entrega', 'Concluída em', 'Cartões entregues', 'Cartões não entregues', 'Cartões pendentes',
      'Latitude do recebimento', 'Longitude do recebimento', 'Alertas', 'Motivo do encerramento', 'Encerrada por', 'Encerrada em', 'Pacote',
    ],
    rows: rows.map((r) => {
      const started = toIso(r.delivery_started);
      const deadline = started === null ? null : new Date(Date.parse(started) + DELIVERY_WINDOW_MS).toISOString();
      return [
        r.donation_id, donationStatusText(Number(r.status) as DonationStatus), Number(r.quantity), r.leader_name,
        cpfCell(view, view.protection.openOrNull(r.leader_login_enc, userField('login', r.leader_id))), r.site_name, r.city, r.state.trim(), formatDateOnlyPtBr(r.sent_date), dateTime(r.created),
        dateTime(r.received), r.received_quantity === null ? '' : Number(r.received_quantity), formatDateTimePtBr(started),
        formatDateTimePtBr(deadline), dateTime(r.last_delivery), dateTime(r.completed), Number(r.delivered),
        Number(r.not_delivered), Number(r.pending), coordinate(view, r.receive_lat), coordinate(view, r.receive_lon),
        anomalyList(r).map((a) => a.text).join(' | '), text(r.closed_reason), text(r.closed_by), dateTime(r.closed_at),
        text(r.package_name),
      ];
    }),
    voucherIds: [],
  };
}

async function vouchersTable(db: Db, filter: DonationFilter, view: ReportView): Promise<ReportTable> {
  const params: unknown[] = [];
  const rows = await db.query<SealedRecipientValues & {
    voucher_id: string; donation_id: string; position: number; status: number; delivered: unknown;
    received_name: string | null; leader_comment: string | null; leader_name: string; site_name: string;
    city: string; state: string; lat: number | null; lon: number | null; anonymised: boolean;
  }>(
    `SELECT v.voucher_id, v.donation_id, v.position, v.status, v.delivered, v.received_name, ${sealedValueSelect('v.')},
            v.leader_comment, v.lat, v.lon, v.anonymised_at IS NOT NULL AS anonymised,
            u.name AS leader_name, s.name AS site_name, s.city, s.state
       FROM vouchers v
       JOIN donations d ON d.donation_id = v.donation_id
       JOIN users u ON u.id = d.leader_id
       JOIN sites s ON s.site_id = d.site_id
      ${donationFilterWhere(filter, params, view.protection)}
      ORDER BY d.created DESC, v.donation_id, v.position`,
    params,
  );
  const recipients = rows.map((r) => openRecipient(view.protection, r.voucher_id, r));
  return withoutFamilyText(view, {
    header: [
      'Cartão', 'Doação', 'Ordem', 'Status', 'Data da entrega', 'Nome de quem recebeu', 'CPF de quem recebeu',
      'Telefone', 'E-mail', 'Comentário do líder', 'Líder', 'Unidade', 'Cidade', 'UF', 'Latitude', 'Longitude',
    ],
    rows: rows.map((r, index) => [
      view.complete ? r.voucher_id : hideVoucherNumber(r.voucher_id), r.donation_id, Number(r.position), voucherStatusText(Number(r.status) as VoucherStatus),
      dateTime(r.delivered), text(r.received_name), cpfCell(view, recipients[index]!.cpf), phoneCell(view, recipients[index]!.phone),
      emailCell(view, recipients[index]!.email), text(r.leader_comment), r.leader_name, r.site_name, r.city, r.state.trim(),
      coordinate(view, r.lat), coordinate(view, r.lon),
    ]),
    voucherIds: rows.filter((r) => r.received_name !== null && !r.anonymised).map((r) => r.voucher_id),
  });
}

const LEDGER_BATCH = 2_000;

const day = (iso: string | null) => (iso === null ? '' : formatDateOnlyPtBr(saoPauloDay(new Date(iso))));
const cents = (value: number | null) =>
  value === null ? '' : (value / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Voucher numbers are masked unless the export is complete (decision 187). */
async function reconciliationTable(db: Db, filter: DonationFilter, view: ReportView): Promise<ReportTable> {
  const params: unknown[] = [];
  const vouchers = await db.query<{
    voucher_id: string; donation_id: string; package_name: string | null; leader_name: string; site_name: string;
    city: string; state: string;
  }>(
    `SELECT v.voucher_id, v.donation_id, l.file_name AS package_name, u.name AS leader_name, s.name AS site_name, s.city, s.state
       FROM vouchers v
       JOIN donations d ON d.donation_id = v.donation_id
       JOIN users u ON u.id = d.leader_id
       JOIN sites s ON s.site_id = d.site_id
       LEFT JOIN loads l ON l.id = d.load_id
      ${donationFilterWhere(filter, params, view.protection)}
      ORDER BY d.created DESC, v.donation_id, v.position`,
    params,
  );
  const rows: (string | number)[][] = [];
  for (let start = 0; start < vouchers.length; start += LEDGER_BATCH) {
    const batch = vouchers.slice(start, start + LEDGER_BATCH);
    const ledgers = await readVoucherEvents(db, batch.map((voucher) => voucher.voucher_id));
    for (const voucher of batch) {
      const events = ledgers.get(voucher.voucher_id) ?? [];
      const state = deriveVoucherState(events);
      const loaded = events.find((event) => event.kind === 'loaded')?.occurredAt ?? null;
      const stage = state === null ? '' : VOUCHER_STAGE_TEXTS[state.stage];
      rows.push([
        view.complete ? voucher.voucher_id : hideVoucherNumber(voucher.voucher_id), voucher.donation_id, text(voucher.package_name),
        voucher.leader_name, voucher.site_name, voucher.city, voucher.state.trim(),
        state !== null && state.conflicts.length > 0 ? `${INCONSISTENT_TEXT} (${stage})` : stage,
        state?.recalled ? 'Sim' : 'Não', day(loaded), day(state?.receivedAt ?? null), day(state?.deliveredAt ?? null),
        day(state?.activatedAt ?? null), day(state?.firstUsedAt ?? null), day(state?.expiredAt ?? null),
        cents(state?.balanceCents ?? null), formatDateOnlyPtBr(state?.expiresOn ?? null),
        [...new Set(state?.conflicts.map((conflict) => VOUCHER_CONFLICT_TEXTS[conflict.kind]) ?? [])].join(' '),
      ]);
    }
  }
  return {
    header: [
      'Cartão', 'Doação', 'Pacote', 'Líder', 'Unidade', 'Cidade', 'UF', 'Situação', 'Recolhimento pedido',
      'Carregado em', 'Recebido pela liderança em', 'Entregue em', 'Ativado em', 'Primeiro uso em', 'Expirado em',
      'Saldo', 'Vence em', 'Inconsistência',
    ],
    rows,
    voucherIds: [],
  };
}

const builders: Record<ReportType, (db: Db, filter: DonationFilter, view: ReportView) => Promise<ReportTable>> = {
  sites: sitesTable,
  users: usersTable,
  donation: donationsTable,
  voucher: vouchersTable,
  reconciliation: reconciliationTable,
};

export function buildReportTable(db: Db, type: ReportType, filter: DonationFilter, view: ReportView): Promise<ReportTable> {
  return builders[type](db, filter, view);
}
