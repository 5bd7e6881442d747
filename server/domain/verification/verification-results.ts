import type { Db } from '../../db/db.ts';
import type {
  LeaderVerification,
  VerificationMethod,
  VerificationRoundResults,
  SampleSizeKind,
} from '#contract/verification.ts';
import { toIsoRequired } from '../../shared/timestamps.ts';
import { wilsonInterval } from './wilson-interval.ts';

type RoundRow = {
  id: string;
  period_from: string;
  period_to: string;
  method: VerificationMethod;
  size_kind: SampleSizeKind;
  size: number;
  threshold: number;
  seed: string | number;
  population: number;
  created_at: unknown;
  created_by_name: string | null;
  sampled: number;
  recorded: number;
};

type LeaderRow = {
  round_id: string;
  leader_id: string;
  leader_name: string;
  sampled: number;
  answered: number;
  confirmed: number;
};

const ROUND_SELECT = `
  SELECT r.id, to_char(r.period_from, 'YYYY-MM-DD') AS period_from,
         to_char(r.period_to, 'YYYY-MM-DD') AS period_to, r.method, r.size_kind, r.size,
         r.threshold, r.seed, r.population, r.created_at, u.name AS created_by_name,
         (SELECT count(*) FROM verification_calls c WHERE c.round_id = r.id)::int AS sampled,
         (SELECT count(*) FROM verification_calls c WHERE c.round_id = r.id AND c.outcome IS NOT NULL)::int AS recorded
    FROM verification_rounds r LEFT JOIN users u ON u.id = r.created_by`;

const LEADERS_SELECT = `
  SELECT c.round_id, p.leader_id, u.name AS leader_name, count(*)::int AS sampled,
         count(*) FILTER (WHERE c.outcome IN ('received', 'receivedWithProblem', 'notReceived'))::int AS answered,
         count(*) FILTER (WHERE c.outcome IN ('received', 'receivedWithProblem'))::int AS confirmed
    FROM verification_calls c
    JOIN verification_population p ON p.round_id = c.round_id AND p.voucher_id = c.voucher_id
    JOIN users u ON u.id = p.leader_id
   WHERE c.round_id = ANY($1::uuid[])
   GROUP BY c.round_id, p.leader_id, u.name
   ORDER BY u.name, p.leader_id`;

function figures(sampled: number, answered: number, confirmed: number, threshold: number) {
  const interval = wilsonInterval(confirmed, answered);
  return {
    sampled,
    answered,
    confirmed,
    share: answered === 0 ? null : confirmed / answered,
    interval,
    flagged: interval !== null && interval.upper < threshold,
  };
}

function results(round: RoundRow, leaders: LeaderRow[]): VerificationRoundResults {
  const threshold = Number(round.threshold);
  const total = (key: 'sampled' | 'answered' | 'confirmed') =>
    leaders.reduce((sum, leader) => sum + leader[key], 0);
  const { flagged: _overallFlag, ...overall } = figures(
    total('sampled'),
    total('answered'),
    total('confirmed'),
    threshold,
  );
  return {
    id: round.id,
    from: round.period_from,
    to: round.period_to,
    method: round.method,
    sizeKind: round.size_kind,
    size: round.size,
    threshold,
    seed: Number(round.seed),
    population: round.population,
    sampled: round.sampled,
    recorded: round.recorded,
    createdAt: toIsoRequired(round.created_at),
    createdByName: round.created_by_name,
    leaders: leaders.map((leader): LeaderVerification => ({
      leaderId: leader.leader_id,
      leaderName: leader.leader_name,
      ...figures(leader.sampled, leader.answered, leader.confirmed, threshold),
    })),
    overall,
  };
}

async function roundsWithLeaders(db: Db, rounds: RoundRow[]): Promise<VerificationRoundResults[]> {
  if (rounds.length === 0) return [];
  const leaders = await db.query<LeaderRow>(LEADERS_SELECT, [rounds.map((round) => round.id)]);
  return rounds.map((round) =>
    results(
      round,
      leaders.filter((leader) => leader.round_id === round.id),
    ),
  );
}

export async function listRoundResults(db: Db, limit: number): Promise<VerificationRoundResults[]> {
  const rounds = await db.query<RoundRow>(
    `${ROUND_SELECT} ORDER BY r.created_at DESC, r.id LIMIT $1`,
    [limit],
  );
  return roundsWithLeaders(db, rounds);
}

export async function roundResults(
  db: Db,
  roundId: string,
): Promise<VerificationRoundResults | null> {
  const rounds = await db.query<RoundRow>(`${ROUND_SELECT} WHERE r.id = $1`, [roundId]);
  const [round] = await roundsWithLeaders(db, rounds);
  return round ?? null;
}

/** A later round where a leader did better clears her flag. */
export async function flaggedLeaderIds(db: Db): Promise<Set<string>> {
  const rows = await db.query<LeaderRow & { threshold: number }>(
    `SELECT DISTINCT ON (p.leader_id) p.leader_id, r.threshold,
            count(*) FILTER (WHERE c.outcome IN ('received', 'receivedWithProblem', 'notReceived'))
              OVER (PARTITION BY c.round_id, p.leader_id)::int AS answered,
            count(*) FILTER (WHERE c.outcome IN ('received', 'receivedWithProblem'))
              OVER (PARTITION BY c.round_id, p.leader_id)::int AS confirmed
       FROM verification_calls c
       JOIN verification_population p ON p.round_id = c.round_id AND p.voucher_id = c.voucher_id
       JOIN verification_rounds r ON r.id = c.round_id
      WHERE EXISTS (SELECT 1 FROM verification_calls a JOIN verification_population ap
                      ON ap.round_id = a.round_id AND ap.voucher_id = a.voucher_id
                     WHERE a.round_id = c.round_id AND ap.leader_id = p.leader_id
                       AND a.outcome IN ('received', 'receivedWithProblem', 'notReceived'))
      ORDER BY p.leader_id, r.created_at DESC, r.id`,
  );
  return new Set(
    rows
      .filter((row) => figures(0, row.answered, row.confirmed, Number(row.threshold)).flagged)
      .map((row) => row.leader_id),
  );
}
