import * as v from 'valibot';

/**
 * What a leader must have done before the server takes her receipt or a voucher's delivery
 * (docs/product.md R8.12): accepted the commitment term, confirmed the health checklist in the
 * last 24 hours, and not reported that she cannot deliver since. The phone asks the same before
 * it lets her in; the server asks again because a phone can be made to skip it.
 */
export type LeaderGate = 'terms' | 'checklist' | 'away';

/** A health checklist counts for this long after it was confirmed. */
export const CHECKLIST_VALIDITY_MS = 24 * 60 * 60 * 1000;

export const leaderGateMessages: Record<LeaderGate, string> = {
  terms:
    'Aceite o Termo de Compromisso antes de registrar entregas. Feche e abra o aplicativo para ver o termo.',
  checklist:
    'Confirme que hoje você está sem sintomas antes de registrar entregas. Depois, toque em "Tentar de novo".',
  away: 'Você avisou que não pode entregar agora. Para voltar a entregar, toque em Já posso entregar e responda de novo o checklist.',
};

/** The body of a 403 that names the gate still closed. */
export const leaderGateRefusalSchema = v.object({
  message: v.string(),
  gate: v.picklist(['terms', 'checklist', 'away']),
});
export type LeaderGateRefusal = v.InferOutput<typeof leaderGateRefusalSchema>;

/** The multipart field with the phone's clock when the leader confirmed the write (ISO 8601). */
export const RECORDED_AT_FIELD = 'recordedAt';

/**
 * How far the phone's `recordedAt` is believed: a write queued offline is judged by the gates of
 * the moment it was made, up to this long ago; a later time than the server's is the server's.
 */
export const RECORDED_AT_TRUSTED_MS = 72 * 60 * 60 * 1000;

/**
 * The phone's `recordedAt` when believable (not ahead, not older than RECORDED_AT_TRUSTED_MS), else
 * now.
 */
export function judgedAt(recordedAt: string | null, now: Date): Date {
  if (recordedAt === null) return now;
  const at = Date.parse(recordedAt);
  if (Number.isNaN(at)) return now;
  return new Date(Math.min(now.getTime(), Math.max(at, now.getTime() - RECORDED_AT_TRUSTED_MS)));
}
