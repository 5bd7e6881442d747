/**
 * EXPLAIN (ANALYZE, BUFFERS) of the queries the admin's filter and exports and the leader's reads
 * run, at the benchmark's campaign size on PostgreSQL. The server's own functions build the SQL;
 * a Db wrapper explains every SELECT they send before running it, so what is explained is what
 * production asks, not a copy of it.
 */
import * as v from 'valibot';
import { receivedDonationFilterSchema } from '#contract/donation-filter.ts';
import { REPORT_TYPES } from '#contract/reports.ts';
import type { DataProtection } from '#server/privacy/data-protection.ts';
import type { Db } from '#server/db/db.ts';
import {
  findDonationFor,
  getDonationDetails,
  listDonationsFor,
} from '#server/domain/donations/donation-queries.ts';
import { LIST_PAGE_MAX } from '#contract/list-page.ts';
import { searchDonations } from '#server/domain/donations/donation-search.ts';
import { buildReportTable } from '#server/domain/reports/report-content.ts';
import type { BenchAccounts } from './bench-data.ts';
import { filterQueries } from './scenarios/admin.ts';

export interface ExplainedQuery {
  /** What the person asked: the filter's query string, the report, the leader's read. */
  name: string;
  /** Statements the server sent for it, each with PostgreSQL's execution time, ms. */
  statements: { ms: number; plan: string; seqScans: string[] }[];
  totalMs: number;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

/** The plan's nodes in one line, outermost first: "Limit > Sort > Index Scan donations_created_idx". */
function outline(node: PlanNode, into: string[] = []): string[] {
  into.push(
    [node['Node Type'], node['Index Name'] ?? node['Relation Name']].filter(Boolean).join(' '),
  );
  for (const child of node.Plans ?? []) outline(child, into);
  return into;
}

function seqScans(node: PlanNode, into: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan')
    into.push(`${node['Relation Name']} (${node['Actual Rows'] ?? '?'} rows)`);
  for (const child of node.Plans ?? []) seqScans(child, into);
  return into;
}

/** A Db that explains every SELECT before running it, into `statements`. */
function explaining(db: Db, statements: ExplainedQuery['statements']): Db {
  const wrapped: Db = {
    async query<T extends object>(sql: string, params?: readonly unknown[]) {
      if (/^\s*(SELECT|WITH)\b/i.test(sql)) {
        const [row] = await db.query<{
          'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }];
        }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
        const explained = row!['QUERY PLAN'][0];
        statements.push({
          ms: Math.round(explained['Execution Time'] * 10) / 10,
          plan: outline(explained.Plan).join(' > '),
          seqScans: seqScans(explained.Plan),
        });
      }
      return db.query<T>(sql, params);
    },
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction((tx) => fn(explaining(tx, statements))),
    close: () => db.close(),
  };
  return wrapped;
}

export async function explainQueries(
  db: Db,
  protection: DataProtection,
  accounts: BenchAccounts,
): Promise<ExplainedQuery[]> {
  const leader = accounts.leaders[0]!;
  const leaderUser = {
    id: leader.id,
    login: leader.login,
    name: leader.name,
    email: leader.email,
    role: 'leader' as const,
  };
  const cases: [string, (db: Db) => Promise<unknown>][] = [
    ...filterQueries(accounts.siteIds).map((query): [string, (db: Db) => Promise<unknown>] => [
      `filter ${query}`,
      (explained) =>
        searchDonations(
          explained,
          protection,
          v.parse(receivedDonationFilterSchema, Object.fromEntries(new URLSearchParams(query))),
          new Date(),
        ),
    ]),
    ...REPORT_TYPES.map((type): [string, (db: Db) => Promise<unknown>] => [
      `report ${type}${type === 'donation' || type === 'voucher' ? ' status=4' : ''}`,
      (explained) =>
        buildReportTable(explained, type, { status: 4 }, { protection, complete: false }),
    ]),
    [
      'leader list',
      (explained) =>
        listDonationsFor(explained, leaderUser, { limit: LIST_PAGE_MAX.donations, offset: 0 }),
    ],
    [
      'leader details',
      async (explained) =>
        getDonationDetails(
          explained,
          protection,
          (await findDonationFor(explained, leaderUser, leader.deliveryDonation)).donationId,
          'leader',
        ),
    ],
  ];
  const explainedQueries: ExplainedQuery[] = [];
  for (const [name, run] of cases) {
    const statements: ExplainedQuery['statements'] = [];
    await run(explaining(db, statements));
    explainedQueries.push({
      name,
      statements,
      totalMs: Math.round(statements.reduce((sum, s) => sum + s.ms, 0) * 10) / 10,
    });
  }
  return explainedQueries;
}
