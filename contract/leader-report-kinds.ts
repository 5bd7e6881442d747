// Without valibot, apart from leader-reports.ts (which exports them too): the leader's list shows
// the two buttons before anything else of the contracts loads (scripts/build/chunk-groups.ts,
// docs/reports/2026-11-27-leader-path.md).

/** The two ways a leader says she cannot deliver for now (leader-reports.ts, docs/product.md R13.4). */
export const LEADER_REPORT_KINDS = ['symptoms', 'cannotDeliver'] as const;
export type LeaderReportKind = (typeof LEADER_REPORT_KINDS)[number];
