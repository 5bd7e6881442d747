import * as v from 'valibot';
import { LEADER_REPORT_KINDS } from './leader-report-kinds.ts';

/**
 * A leader says she cannot deliver for now (docs/product.md R13.4): 'Estou com sintomas' or
 * 'Não consigo entregar agora'. Only which of the two and when is kept (a health report is
 * sensitive data: no details are asked), with the donations she still had to deliver.
 */
export { LEADER_REPORT_KINDS, type LeaderReportKind } from './leader-report-kinds.ts';

/**
 * A report still open: from when, and the donations (1–3) she had then. POST /leader/reports
 * (the away command of leader-writes.ts) answers it (201).
 */
export const leaderReportSchema = v.object({
  kind: v.picklist(LEADER_REPORT_KINDS),
  createdAt: v.string(),
  donationIds: v.array(v.string()),
});
export type LeaderReport = v.InferOutput<typeof leaderReportSchema>;

/** GET /leader/reports/current */
export const currentLeaderReportSchema = v.object({ report: v.nullable(leaderReportSchema) });
export type CurrentLeaderReport = v.InferOutput<typeof currentLeaderReportSchema>;
