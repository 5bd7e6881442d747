import type { Db } from '../../db/db.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { complaintField } from '../../privacy/sealed-fields.ts';
import { hideVoucherNumber, hidePhone } from '../../privacy/identifier-masks.ts';
import type { Role } from '#contract/session.ts';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_TEXTS,
  COMPLAINT_STAGE_TEXTS,
  OPEN_STAGES,
  type ComplaintCategory,
  type ComplaintChannel,
  type ComplaintCounts,
  type ComplaintDetails,
  type ComplaintFilter,
  type ComplaintList,
  type ComplaintStage,
  type ComplaintSummary,
} from '#contract/complaints.ts';
import { formatReceiptCode } from '#contract/receipt-code.ts';
import { toIso, toIsoRequired } from '../../shared/timestamps.ts';

/** Who reads what is decided here, in SQL, for every call alike (docs/product.md R16.6). */

export function readableBy(role: Role | null): string {
  switch (role) {
    case 'ouvidoria':
      return 'TRUE';
    case 'admin':
    case 'readonly':
      return 'NOT c.sensitive';
    default:
      return 'FALSE';
  }
}

export function canActOn(role: Role | null, sensitive: boolean): boolean {
  return role === 'ouvidoria' || (role === 'admin' && !sensitive);
}

function countableBy(role: Role | null): string {
  return role === 'admin' ? 'TRUE' : readableBy(role);
}

const OPEN = `c.stage IN (${OPEN_STAGES.map((stage) => `'${stage}'`).join(', ')})`;
const OVERDUE = `(${OPEN} AND c.due_at < $1)`;

export const QUEUE_PAGE = 500;

type SummaryRow = {
  id: string;
  protocol: string;
  category: ComplaintCategory;
  channel: ComplaintChannel;
  stage: ComplaintStage;
  sensitive: boolean;
  anonymous: boolean;
  created_at: unknown;
  due_at: unknown;
  overdue: boolean;
  donation_id: string | null;
  voucher_id: string | null;
  leader_id: string | null;
  leader_name: string | null;
};

const SUMMARY_COLUMNS = `c.id, c.protocol, c.category, c.channel, c.stage, c.sensitive, c.anonymous,
  c.created_at, c.due_at, ${OVERDUE} AS overdue, c.donation_id, c.voucher_id, c.leader_id,
  l.name AS leader_name`;

function summaryOf(row: SummaryRow, role: Role | null): ComplaintSummary {
  return {
    id: row.id,
    protocol: row.protocol,
    category: row.category,
    categoryText: COMPLAINT_CATEGORY_TEXTS[row.category],
    channel: row.channel,
    stage: row.stage,
    stageText: COMPLAINT_STAGE_TEXTS[row.stage],
    sensitive: row.sensitive,
    anonymous: row.anonymous,
    createdAt: toIsoRequired(row.created_at),
    dueAt: toIsoRequired(row.due_at),
    overdue: row.overdue,
    donationId: row.donation_id,
    voucherId:
      role === 'readonly' && row.voucher_id !== null
        ? hideVoucherNumber(row.voucher_id)
        : row.voucher_id,
    leaderId: row.leader_id,
    leaderName: row.leader_name,
  };
}

function filterSql(filter: ComplaintFilter): { conditions: string[]; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length + 1}`;
  };
  if (filter.stage === 'open') conditions.push(OPEN);
  else if (filter.stage) conditions.push(`c.stage = ${param(filter.stage)}`);
  if (filter.category) conditions.push(`c.category = ${param(filter.category)}`);
  if (filter.overdue === 'true') conditions.push(OVERDUE);
  if (filter.leaderId) conditions.push(`c.leader_id = ${param(filter.leaderId)}::uuid`);
  if (filter.donationId) conditions.push(`c.donation_id = ${param(filter.donationId)}`);
  return { conditions, params };
}

export async function listComplaints(
  db: Db,
  role: Role | null,
  filter: ComplaintFilter,
  now: Date,
): Promise<ComplaintList> {
  const { conditions, params } = filterSql(filter);
  const where = (visibility: string) => [visibility, ...conditions].join(' AND ');
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS}
       FROM complaints c LEFT JOIN users l ON l.id = c.leader_id
      WHERE ${where(readableBy(role))}
      ORDER BY ${OVERDUE} DESC, ${OPEN} DESC,
               CASE WHEN ${OPEN} THEN c.due_at END ASC, c.created_at DESC, c.id
      LIMIT ${QUEUE_PAGE}`,
    [now, ...params],
  );
  let sensitiveHidden = 0;
  if (role === 'admin') {
    // `$1::timestamptz IS NOT NULL` types $1 (now) when no condition uses it.
    const [hidden] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM complaints c WHERE ${where('c.sensitive')} AND $1::timestamptz IS NOT NULL`,
      [now, ...params],
    );
    sensitiveHidden = Number(hidden?.n ?? 0);
  }
  return { complaints: rows.map((row) => summaryOf(row, role)), sensitiveHidden };
}

type DetailsRow = SummaryRow & {
  description_enc: string | null;
  receipt_code: string | null;
  contact_phone_enc: string | null;
  opened_by_name: string | null;
  public_answer: string | null;
  anonymised_at: unknown;
};

export async function complaintDetails(
  db: Db,
  protection: DataProtection,
  role: Role | null,
  id: string,
  now: Date,
): Promise<ComplaintDetails | null> {
  const [row] = await db.query<DetailsRow>(
    `SELECT ${SUMMARY_COLUMNS}, c.description_enc, c.receipt_code, c.contact_phone_enc,
            o.name AS opened_by_name, c.public_answer, c.anonymised_at
       FROM complaints c LEFT JOIN users l ON l.id = c.leader_id LEFT JOIN users o ON o.id = c.opened_by
      WHERE c.id = $2::uuid AND ${readableBy(role)}`,
    [now, id],
  );
  if (!row) return null;
  const history = await db.query<{
    seq: string | number;
    at: unknown;
    actor_name: string | null;
    stage: ComplaintStage;
    note: string | null;
    public_answer: string | null;
    marked_sensitive: boolean;
  }>(
    `SELECT h.seq, h.at, u.name AS actor_name, h.stage, h.note, h.public_answer, h.marked_sensitive
       FROM complaint_history h LEFT JOIN users u ON u.id = h.actor_id
      WHERE h.complaint_id = $1::uuid ORDER BY h.seq`,
    [id],
  );
  return {
    ...summaryOf(row, role),
    description: protection.openOrNull(row.description_enc, complaintField('description', id)),
    receiptCode: row.receipt_code === null ? null : formatReceiptCode(row.receipt_code),
    contactPhone: hidePhone(
      protection.openOrNull(row.contact_phone_enc, complaintField('contact_phone', id)),
    ),
    openedByName: row.opened_by_name,
    publicAnswer: row.public_answer,
    anonymisedAt: toIso(row.anonymised_at),
    canAct: canActOn(role, row.sensitive),
    history: history.map((entry) => ({
      seq: Number(entry.seq),
      at: toIsoRequired(entry.at),
      actorName: entry.actor_name,
      stage: entry.stage,
      stageText: COMPLAINT_STAGE_TEXTS[entry.stage],
      note: entry.note,
      publicAnswer: entry.public_answer,
      markedSensitive: entry.marked_sensitive,
    })),
  };
}

type CountRow = { open: number; overdue: number; total: number; sensitive: number };

const COUNT_COLUMNS = `count(*) FILTER (WHERE ${OPEN})::int AS open,
  count(*) FILTER (WHERE ${OVERDUE})::int AS overdue, count(*)::int AS total,
  count(*) FILTER (WHERE c.sensitive)::int AS sensitive`;

const counted = (row: CountRow | undefined) => ({
  open: Number(row?.open ?? 0),
  overdue: Number(row?.overdue ?? 0),
  total: Number(row?.total ?? 0),
  sensitive: Number(row?.sensitive ?? 0),
});

export async function complaintCounts(
  db: Db,
  role: Role | null,
  now: Date,
): Promise<ComplaintCounts> {
  const visible = countableBy(role);
  const [all] = await db.query<CountRow>(
    `SELECT ${COUNT_COLUMNS} FROM complaints c WHERE ${visible}`,
    [now],
  );
  const categories = await db.query<CountRow & { category: ComplaintCategory }>(
    `SELECT c.category, ${COUNT_COLUMNS} FROM complaints c WHERE ${visible} GROUP BY c.category`,
    [now],
  );
  const leaders = await db.query<CountRow & { leader_id: string; leader_name: string }>(
    `SELECT c.leader_id, l.name AS leader_name, ${COUNT_COLUMNS}
       FROM complaints c JOIN users l ON l.id = c.leader_id
      WHERE ${visible} GROUP BY c.leader_id, l.name
      ORDER BY count(*) FILTER (WHERE ${OPEN}) DESC, count(*) DESC, l.name`,
    [now],
  );
  const byCategory = new Map(categories.map((row) => [row.category, row]));
  return {
    open: counted(all).open,
    overdue: counted(all).overdue,
    byCategory: COMPLAINT_CATEGORIES.map((category) => ({
      category,
      categoryText: COMPLAINT_CATEGORY_TEXTS[category],
      ...counted(byCategory.get(category)),
    })),
    byLeader: leaders.map((row) => ({
      leaderId: row.leader_id,
      leaderName: row.leader_name,
      ...counted(row),
    })),
  };
}
