import type { Db } from '../../db/db.ts';
import type { Charge, ChargeDetails, ChargeList, ChargeType } from '#contract/charges.ts';
import type { ListPage } from '#contract/list-page.ts';
import { pageSql, pageTotal } from '../../shared/list-page.ts';
import { domainMessages, notFound } from '../../shared/domain-error.ts';
import type { ChargeErrors } from './charge-errors.ts';
import { toIsoRequired } from '../../shared/timestamps.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';

interface ChargeRow {
  id: string;
  file_name: string;
  created_at: unknown;
  type: ChargeType;
  status: string;
  rows: number;
  error_count: number;
}

const CHARGE_SELECT = `
  SELECT l.id, l.file_name, l.created_at, l.type, l.status, l.rows,
         COALESCE(l.error_total,
                  (SELECT count(*)::int FROM load_errors e WHERE e.load_id = l.id)) AS error_count
    FROM loads l`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toCharge(row: ChargeRow): Charge {
  return {
    _id: row.id,
    fileName: row.file_name,
    createdAt: toIsoRequired(row.created_at),
    type: row.type,
    status: row.status,
    rows: Number(row.rows),
    errorCount: Number(row.error_count),
  };
}

export async function listCharges(db: Db, page: ListPage): Promise<Required<ChargeList>> {
  const params: unknown[] = [];
  const rows = await db.query<ChargeRow>(
    `${CHARGE_SELECT} ORDER BY l.created_at DESC, l.id ${pageSql(page, params)}`,
    params,
  );
  return {
    loads: rows.map(toCharge),
    total: await pageTotal(db, page, rows.length, 'SELECT count(*)::int AS total FROM loads'),
  };
}

export async function getCharge(db: Db, id: string): Promise<ChargeDetails> {
  if (!UUID.test(id)) throw notFound(domainMessages.notFound);
  const [row] = await db.query<ChargeRow>(`${CHARGE_SELECT} WHERE l.id = $1`, [id]);
  if (!row) throw notFound('Carga não encontrada.');
  const errors = await db.query<{ line: number; message: string }>(
    'SELECT line, message FROM load_errors WHERE load_id = $1 ORDER BY line, message',
    [id],
  );
  return {
    ...toCharge(row),
    errors: errors.map((e) => ({ line: Number(e.line), message: e.message })),
  };
}

export interface NewCharge {
  id: string;
  fileName: string;
  type: ChargeType;
  fileId: string;
  createdBy: string;
  createdAt: Date;
}

export async function insertPendingCharge(db: Db, charge: NewCharge): Promise<void> {
  await db.query(
    `INSERT INTO loads (id, file_name, type, status, rows, file_id, created_by, created_at)
     VALUES ($1, $2, $3, $4, 0, $5, $6, $7::timestamptz)`,
    [
      charge.id,
      charge.fileName,
      charge.type,
      CHARGE_STATUS.processing,
      charge.fileId,
      charge.createdBy,
      charge.createdAt.toISOString(),
    ],
  );
}

export interface PendingChargeRow {
  id: string;
  type: ChargeType;
  status: string;
  file_id: string | null;
  created_at: unknown;
}

export async function findPendingCharge(db: Db, id: string): Promise<PendingChargeRow | null> {
  const [row] = await db.query<PendingChargeRow>(
    'SELECT id, type, status, file_id, created_at FROM loads WHERE id = $1',
    [id],
  );
  return row ?? null;
}

export async function finishCharge(
  tx: Db,
  id: string,
  outcome: { status: string; rows?: number },
  errors: ChargeErrors,
): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE loads SET status = $2, rows = COALESCE($3, rows), error_total = $5
      WHERE id = $1 AND status = $4 RETURNING id`,
    [id, outcome.status, outcome.rows ?? null, CHARGE_STATUS.processing, errors.count],
  );
  if (updated.length === 0) return false;
  const stored = errors.toStored();
  if (stored.length === 0) return true;
  await tx.query(
    `INSERT INTO load_errors (load_id, line, message)
     SELECT $1, e.line, e.message FROM unnest($2::int[], $3::text[]) AS e(line, message)`,
    [id, stored.map((e) => e.line), stored.map((e) => e.message)],
  );
  return true;
}
