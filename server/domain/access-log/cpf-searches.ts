import type { Db } from '../../db/db.ts';
import { hideCpf } from '../../privacy/identifier-masks.ts';
import { tooMany } from '../../shared/domain-error.ts';
import { HOUR_MS, toIsoRequired } from '../../shared/timestamps.ts';
import { recordAccess, type AccessActor } from './record-access.ts';

/**
 * A masked CPF leaves a thousand candidates: at these rates finding the whole one takes weeks, all
 * recorded.
 */
export const CPF_SEARCH_LIMITS = [
  { windowMs: HOUR_MS, searches: 10 },
  { windowMs: 24 * HOUR_MS, searches: 30 },
] as const;

const CPF_SEARCH_LOCK_CLASS = 73_012_028;

export const cpfSearchMessages = {
  tooMany: (minutes: number) =>
    `Você fez muitas pesquisas por CPF em pouco tempo. Tente de novo em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
} as const;

export interface CpfSearch {
  cpf: string;
  where: string;
  reason: string | null;
  results: number;
}

/** Never the CPF whole. */
const detailOf = (search: CpfSearch) =>
  [
    `CPF ${hideCpf(search.cpf)}`,
    search.where,
    `${search.results} ${search.results === 1 ? 'resultado' : 'resultados'}`,
    search.reason === null ? null : `motivo: ${search.reason}`,
  ]
    .filter((part) => part !== null)
    .join(' · ');

/**
 * Call it in the transaction that reads, then `recordCpfSearch` there: this table's entries are the
 * count.
 */
export async function allowCpfSearch(tx: Db, actor: AccessActor, now: Date): Promise<void> {
  if (actor.id === null) return;
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2::text))', [
    CPF_SEARCH_LOCK_CLASS,
    actor.id,
  ]);
  for (const limit of CPF_SEARCH_LIMITS) {
    const since = new Date(now.getTime() - limit.windowMs);
    const rows = await tx.query<{ at: unknown }>(
      `SELECT at FROM access_log WHERE actor_id = $1 AND action = 'cpf_search' AND at > $2
        ORDER BY at DESC OFFSET $3 LIMIT 1`,
      [actor.id, since.toISOString(), limit.searches - 1],
    );
    const oldestCounted = rows[0];
    if (oldestCounted === undefined) continue;
    const freeAt = Date.parse(toIsoRequired(oldestCounted.at)) + limit.windowMs;
    const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    throw tooMany(cpfSearchMessages.tooMany(Math.ceil(seconds / 60)), seconds);
  }
}

/** Account lookups stay out of the budget: admins see leaders' CPFs whole anyway. */
export async function recordCpfSearch(
  tx: Db,
  actor: AccessActor,
  now: Date,
  search: CpfSearch,
  action: 'cpf_search' | 'account_lookup' = 'cpf_search',
): Promise<void> {
  await recordAccess(tx, actor, now, [{ action, detail: detailOf(search) }]);
}
