import type { Db } from '../../db/db.ts';
import {
  OVERRIDE_REASON_MIN,
  STATEMENT_KIND_NAMES,
  STATEMENT_LINES_SHOWN,
  type StatementDryRun,
  type StatementKindName,
  type StatementLineView,
} from '#contract/voucher-statement.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';
import { conflict, invalidInput, notFound } from '../../shared/domain-error.ts';
import { saoPauloDay, toIso, toIsoRequired } from '../../shared/timestamps.ts';
import {
  compareStatementLine,
  type StatementFacts,
  type StatementLine,
} from './statement-comparison.ts';
import { dateColumn, knownVouchers } from './statement-knowledge.ts';
import { appendVoucherEvents, type NewVoucherEvent } from '../voucher-ledger/voucher-ledger.ts';
import { APP_TIME_ZONE } from '#contract/time-zone.ts';

const CONFIRM_CHUNK = 5_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface StatementChargeRow {
  status: string;
  created_at: unknown;
  confirmed_at: unknown;
  override_reason: string | null;
}

interface LineRow {
  line: number;
  card: string;
  activated_on: unknown;
  first_used_on: unknown;
  balance_cents: string | number | null;
  expires_on: unknown;
  contradictions: string[];
}

function toLine(row: LineRow): StatementLine {
  return {
    card: row.card,
    activatedOn: dateColumn(row.activated_on),
    firstUsedOn: dateColumn(row.first_used_on),
    balanceCents: row.balance_cents === null ? null : Number(row.balance_cents),
    expiresOn: dateColumn(row.expires_on),
  };
}

async function statementCharge(db: Db, loadId: string, lock = false): Promise<StatementChargeRow> {
  if (!UUID.test(loadId)) throw notFound('Extrato não encontrado.');
  const [charge] = await db.query<StatementChargeRow>(
    `SELECT status, created_at, confirmed_at, override_reason FROM loads
      WHERE id = $1 AND type = 'statement'${lock ? ' FOR UPDATE' : ''}`,
    [loadId],
  );
  if (!charge) throw notFound('Extrato não encontrado.');
  return charge;
}

const LINE_SELECT = `SELECT line, card, activated_on, first_used_on, balance_cents, expires_on, contradictions
                       FROM statement_lines`;

export async function statementDryRun(db: Db, loadId: string): Promise<StatementDryRun> {
  const charge = await statementCharge(db, loadId);
  const counted = await db.query<{ kind: StatementKindName; n: number }>(
    `SELECT k AS kind, count(*)::int AS n FROM statement_lines, unnest(kinds) AS k
      WHERE load_id = $1 GROUP BY k`,
    [loadId],
  );
  const [balance] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM statement_lines
      WHERE load_id = $1 AND balance_cents > 0 AND NOT ('unknown' = ANY(kinds))`,
    [loadId],
  );
  const counts = Object.fromEntries(STATEMENT_KIND_NAMES.map((kind) => [kind, 0])) as Record<
    StatementKindName,
    number
  >;
  for (const row of counted) counts[row.kind] = Number(row.n);
  const lines = {} as Record<StatementKindName, StatementLineView[]>;
  for (const kind of STATEMENT_KIND_NAMES) {
    const rows = await db.query<LineRow>(
      `${LINE_SELECT} WHERE load_id = $1 AND $2 = ANY(kinds) ORDER BY line LIMIT $3`,
      [loadId, kind, STATEMENT_LINES_SHOWN],
    );
    lines[kind] = rows.map((row) => ({
      line: Number(row.line),
      ...toLine(row),
      contradictions: row.contradictions,
    }));
  }
  return {
    loadId,
    status: charge.status,
    counts,
    withBalance: Number(balance?.n ?? 0),
    lines,
    confirmedAt: toIso(charge.confirmed_at),
    overrideReason: charge.override_reason,
  };
}

/**
 * The last moment of that São Paulo day, so activation on the delivery day follows the delivery.
 */
const endOfDay = (day: string) => `${day} 23:59:59.999 ${APP_TIME_ZONE}`;

function ledgerEvents(
  card: string,
  facts: StatementFacts,
  origin: { loadId: string; actorId: string; reportedAt: string },
): NewVoucherEvent[] {
  const base = {
    voucherId: card,
    source: 'statement' as const,
    loadId: origin.loadId,
    actorId: origin.actorId,
  };
  const events: NewVoucherEvent[] = [];
  if (facts.activatedOn)
    events.push({ ...base, kind: 'activated', occurredAt: endOfDay(facts.activatedOn) });
  if (facts.firstUsedOn)
    events.push({ ...base, kind: 'firstUsed', occurredAt: endOfDay(facts.firstUsedOn) });
  // The ledger keeps a balance with its amount: an expiry reported alone waits for one.
  if (facts.balance?.cents !== null && facts.balance?.cents !== undefined)
    events.push({
      ...base,
      kind: 'balanceReported',
      occurredAt: origin.reportedAt,
      balanceCents: facts.balance.cents,
      expiresOn: facts.balance.expiresOn,
    });
  if (facts.expiredOn)
    events.push({ ...base, kind: 'expired', occurredAt: endOfDay(facts.expiredOn) });
  return events;
}

export interface StatementConfirmation {
  loadId: string;
  userId: string;
  reason: string | null;
  now: Date;
}

/**
 * Each line is compared again with the record now: a contradiction refuses the whole file unless a
 * reason is given.
 */
export async function confirmStatement(db: Db, confirmation: StatementConfirmation): Promise<void> {
  const { loadId, userId, now } = confirmation;
  const reason = confirmation.reason?.trim() || null;
  // Each chunk looks its vouchers up in statement_lines: planned on statistics older than the dry
  // run's lines (a first statement's are of an empty table), every chunk scans the whole table.
  await db.query('ANALYZE statement_lines');
  await db.transaction(async (tx) => {
    const charge = await statementCharge(tx, loadId, true);
    if (charge.status !== CHARGE_STATUS.awaitingConfirmation)
      throw conflict(`Este extrato não está aguardando confirmação (${charge.status}).`);
    const asOf = saoPauloDay(new Date(toIsoRequired(charge.created_at)));
    let contradicting = 0;
    let after = 0;
    for (;;) {
      const rows = await tx.query<LineRow>(
        `${LINE_SELECT} WHERE load_id = $1 AND line > $2 AND NOT ('unknown' = ANY(kinds))
          ORDER BY line LIMIT $3`,
        [loadId, after, CONFIRM_CHUNK],
      );
      if (rows.length === 0) break;
      after = Number(rows.at(-1)!.line);
      const lines = rows.map(toLine);
      const known = await knownVouchers(
        tx,
        lines.map((line) => line.card),
      );
      const compared = lines.map((line) => compareStatementLine(line, known.get(line.card), asOf));
      contradicting += compared.filter((c) => c.contradictions.length > 0).length;
      await appendVoucherEvents(
        tx,
        lines.flatMap((line, index) =>
          ledgerEvents(line.card, compared[index]!.facts, {
            loadId,
            actorId: userId,
            reportedAt: toIsoRequired(charge.created_at),
          }),
        ),
      );
      await tx.query(
        // Only the lines the record changed for since the dry run: most are as it found them.
        `UPDATE statement_lines s
            SET kinds = n.kinds, contradictions = n.contradictions
           FROM (SELECT c.line, string_to_array(c.kinds, ' ') AS kinds,
                        COALESCE(string_to_array(c.contradictions, E'\\n'), '{}') AS contradictions
                   FROM unnest($2::int[], $3::text[], $4::text[]) AS c(line, kinds, contradictions)) n
          WHERE s.load_id = $1 AND s.line = n.line
            AND (s.kinds, s.contradictions) IS DISTINCT FROM (n.kinds, n.contradictions)`,
        [
          loadId,
          rows.map((row) => Number(row.line)),
          compared.map((c) => c.kinds.join(' ')),
          compared.map((c) => (c.contradictions.length ? c.contradictions.join('\n') : null)),
        ],
      );
    }
    if (contradicting > 0 && reason === null)
      throw conflict(
        `O extrato contradiz o registro em ${contradicting} ${contradicting === 1 ? 'linha' : 'linhas'}; nada foi aplicado. Para aplicar assim mesmo, informe o motivo.`,
      );
    if (contradicting > 0 && reason !== null && reason.length < OVERRIDE_REASON_MIN)
      throw invalidInput(`Explique o motivo com pelo menos ${OVERRIDE_REASON_MIN} caracteres.`);
    await tx.query(
      `UPDATE loads SET status = $2, confirmed_by = $3, confirmed_at = $4::timestamptz, override_reason = $5
        WHERE id = $1`,
      [loadId, CHARGE_STATUS.success, userId, now.toISOString(), contradicting > 0 ? reason : null],
    );
  });
}
