import * as v from 'valibot';
import { LEADER_REPORT_KINDS } from './leader-report-kinds.ts';
import { NOT_A_JSON_OBJECT, requestObject } from './request-object.ts';

/**
 * A leader says she cannot deliver for now (docs/product.md R13.4): 'Estou com sintomas' or
 * 'Não consigo entregar agora'. Only which of the two and when is kept (a health report is
 * sensitive data: no details are asked), with the donations she still had to deliver.
 */
export { LEADER_REPORT_KINDS, type LeaderReportKind } from './leader-report-kinds.ts';

export const leaderReportMessages = {
  kind: 'Informe o motivo: symptoms (Estou com sintomas) ou cannotDeliver (Não consigo entregar agora).',
} as const;

/** POST /leader/reports */
export const leaderReportRequestSchema = requestObject(
  { kind: v.picklist(LEADER_REPORT_KINDS, leaderReportMessages.kind) },
  NOT_A_JSON_OBJECT,
);
export type LeaderReportRequest = v.InferOutput<typeof leaderReportRequestSchema>;

/** A report still open: from when, and the donations (1–3) she had then. POST /leader/reports answers it (201). */
export const leaderReportSchema = v.object({
  kind: v.picklist(LEADER_REPORT_KINDS),
  createdAt: v.string(),
  donationIds: v.array(v.string()),
});
export type LeaderReport = v.InferOutput<typeof leaderReportSchema>;

/** GET /leader/reports/current */
export const currentLeaderReportSchema = v.object({ report: v.nullable(leaderReportSchema) });
export type CurrentLeaderReport = v.InferOutput<typeof currentLeaderReportSchema>;
