import type { Db } from '../../db/db.ts';
import type { Role } from '#contract/session.ts';
import type { AuthUser } from '../../shared/user.ts';
import { isDonationId } from '#contract/donation-id.ts';
import type { Donation, DonationDetails, DonationList } from '#contract/donations.ts';
import type { ListPage } from '#contract/list-page.ts';
import { pageSql, pageTotal } from '../../shared/list-page.ts';
import { donationStatusText, type DonationStatus } from '#contract/status-texts.ts';
import type { Voucher } from '#contract/vouchers.ts';
import { domainMessages, notFound } from '../../shared/domain-error.ts';
import { DELIVERY_WINDOW_MS, toIso, toIsoRequired } from '../../shared/timestamps.ts';
import { listVouchers } from './voucher-queries.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { openLogin } from '../../identity/user-accounts.ts';
import { RECALLED_COUNT_SQL } from '../voucher-ledger/voucher-recall.ts';

interface DonationRow {
  donation_id: string;
  quantity: number;
  status: number;
  created: unknown;
  scheduled: unknown;
  received: unknown;
  leader_name: string;
  site_name: string;
  delivered_count: number;
  not_delivered_count: number;
  pending_count: number;
  leader_id: string;
  leader_login_enc: string;
  site_id: number;
  city: string;
  state: string;
  received_quantity: number | null;
  sent_date: string | null;
  delivery_started: unknown;
  last_delivery: unknown;
  completed: unknown;
  package_name: string | null;
}

const VOUCHER_COUNTS_JOIN = `
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE v.status = 2)::int AS delivered_count,
             count(*) FILTER (WHERE v.status = 3)::int AS not_delivered_count,
             count(*) FILTER (WHERE v.status = 1)::int AS pending_count
        FROM vouchers v WHERE v.donation_id = d.donation_id) counted`;

export const DONATION_SELECT = `
  SELECT d.donation_id, d.quantity, d.status, d.created, d.scheduled, d.received,
         u.name AS leader_name, s.name AS site_name,
         counted.delivered_count, counted.not_delivered_count, counted.pending_count,
         d.leader_id, u.login_enc AS leader_login_enc, d.site_id, s.city, s.state,
         d.received_quantity, to_char(d.sent_date, 'YYYY-MM-DD') AS sent_date,
         d.delivery_started, d.last_delivery, d.completed, l.file_name AS package_name
    FROM donations d
    JOIN users u ON u.id = d.leader_id
    JOIN sites s ON s.site_id = d.site_id
    LEFT JOIN loads l ON l.id = d.load_id
    ${VOUCHER_COUNTS_JOIN}`;

const DONATION_LIST_SELECT = `
  SELECT d.donation_id, d.quantity, d.status, d.created, d.scheduled, d.received,
         u.name AS leader_name, s.name AS site_name, s.city, s.state, d.delivery_started,
         counted.delivered_count, counted.not_delivered_count, counted.pending_count
    FROM donations d
    JOIN users u ON u.id = d.leader_id
    JOIN sites s ON s.site_id = d.site_id
    ${VOUCHER_COUNTS_JOIN}`;

export const DONATION_ORDER = 'ORDER BY d.created DESC, d.donation_id DESC';

function deadlineOf(deliveryStarted: string | null): string | null {
  return deliveryStarted === null
    ? null
    : new Date(Date.parse(deliveryStarted) + DELIVERY_WINDOW_MS).toISOString();
}

function toDonation(row: DonationRow): Donation {
  const status = Number(row.status) as DonationStatus;
  return {
    donationId: row.donation_id,
    quantity: Number(row.quantity),
    status,
    statusText: donationStatusText(status),
    created: toIsoRequired(row.created),
    scheduled: toIso(row.scheduled),
    received: toIso(row.received),
    leaderName: row.leader_name,
    siteName: row.site_name,
    city: row.city,
    state: row.state.trim(),
    deadline: deadlineOf(toIso(row.delivery_started)),
    deliveredCount: Number(row.delivered_count),
    notDeliveredCount: Number(row.not_delivered_count),
    pendingCount: Number(row.pending_count),
  };
}

function toDetails(row: DonationRow, leaderLogin: string, vouchers: Voucher[]): DonationDetails {
  return {
    ...toDonation(row),
    leaderLogin,
    siteId: Number(row.site_id),
    receivedQuantity: row.received_quantity === null ? null : Number(row.received_quantity),
    sentDate: row.sent_date,
    deliveryStarted: toIso(row.delivery_started),
    lastDelivery: toIso(row.last_delivery),
    completed: toIso(row.completed),
    packageName: row.package_name,
    vouchers,
  };
}

export async function queryDonations(
  db: Db,
  where: string,
  params: readonly unknown[],
  page?: ListPage,
): Promise<Donation[]> {
  const allParams = [...params];
  const pageClause = page === undefined ? '' : pageSql(page, allParams);
  const rows = await db.query<DonationRow>(
    `${DONATION_LIST_SELECT} ${where} ${DONATION_ORDER} ${pageClause}`,
    allParams,
  );
  return rows.map(toDonation);
}

async function withRecalledCounts(db: Db, donations: Donation[]): Promise<Donation[]> {
  const rows = await db.query<{ donation_id: string; recalled: number }>(
    `SELECT d.donation_id, ${RECALLED_COUNT_SQL} AS recalled
       FROM donations d WHERE d.donation_id = ANY($1::text[])`,
    [donations.map((donation) => donation.donationId)],
  );
  const recalled = new Map(rows.map((row) => [row.donation_id, Number(row.recalled)]));
  return donations.map((donation) => ({
    ...donation,
    recalledCount: recalled.get(donation.donationId) ?? 0,
  }));
}

export async function listDonationsFor(
  db: Db,
  user: AuthUser,
  page: ListPage,
): Promise<Required<DonationList>> {
  const [where, params] = user.role === 'leader' ? ['WHERE d.leader_id = $1', [user.id]] : ['', []];
  const listed = await queryDonations(db, where, params, page);
  const donations = user.role === 'leader' ? await withRecalledCounts(db, listed) : listed;
  return {
    donations,
    total: await pageTotal(
      db,
      page,
      donations.length,
      `SELECT count(*)::int AS total FROM donations d ${where}`,
      params,
    ),
  };
}

/** One donation as the person's own list shows it. */
export async function listedDonation(
  db: Db,
  user: AuthUser,
  donationId: string,
): Promise<Donation> {
  const listed = await queryDonations(db, 'WHERE d.donation_id = $1', [donationId]);
  const [donation] = user.role === 'leader' ? await withRecalledCounts(db, listed) : listed;
  if (!donation) throw notFound(domainMessages.donationNotFound);
  return donation;
}

export interface DonationState {
  donationId: string;
  leaderId: string;
  status: DonationStatus;
  receiveFileId: string | null;
}

/** Another leader's donation answers the same 404 as a missing one, so ids are not revealed. */
export async function findDonationFor(
  db: Db,
  user: AuthUser,
  donationId: string,
): Promise<DonationState> {
  if (!isDonationId(donationId)) throw notFound(domainMessages.donationNotFound);
  const rows = await db.query<{
    donation_id: string;
    leader_id: string;
    status: number;
    receive_file_id: string | null;
  }>(
    'SELECT donation_id, leader_id, status, receive_file_id FROM donations WHERE donation_id = $1',
    [donationId],
  );
  const row = rows[0];
  if (!row || (user.role === 'leader' && row.leader_id !== user.id))
    throw notFound(domainMessages.donationNotFound);
  return {
    donationId: row.donation_id,
    leaderId: row.leader_id,
    status: Number(row.status) as DonationStatus,
    receiveFileId: row.receive_file_id,
  };
}

/** Locks the donation row to the end of the transaction and reads its status again. */
export async function lockDonationStatus(tx: Db, donationId: string): Promise<DonationStatus> {
  const rows = await tx.query<{ status: number }>(
    'SELECT status FROM donations WHERE donation_id = $1 FOR UPDATE',
    [donationId],
  );
  if (!rows[0]) throw notFound(domainMessages.donationNotFound);
  return Number(rows[0].status) as DonationStatus;
}

export async function getDonationDetails(
  db: Db,
  protection: DataProtection,
  donationId: string,
  role: Role | null,
): Promise<DonationDetails> {
  const rows = await db.query<DonationRow>(`${DONATION_SELECT} WHERE d.donation_id = $1`, [
    donationId,
  ]);
  const row = rows[0];
  if (!row) throw notFound(domainMessages.donationNotFound);
  return toDetails(
    row,
    openLogin(protection, row.leader_id, row.leader_login_enc),
    await listVouchers(db, donationId, role),
  );
}
