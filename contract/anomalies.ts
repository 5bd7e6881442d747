import * as v from 'valibot';
import { LEADER_REPORT_KINDS } from './leader-reports.ts';

/** Server-computed warnings about a donation's deliveries (docs/product.md R10.3, R11, R13.4, R13.5). */
export const ANOMALY_KINDS = [
  'farDelivery',
  'farReceipt',
  'deliveryBurst',
  'reusedPhoto',
  'lateDelivery',
  'quantityDivergence',
  'leaderUnavailable',
  'familyServedTwice',
  'familyNotReceived',
] as const;
export type AnomalyKind = (typeof ANOMALY_KINDS)[number];
export const anomalyKindSchema = v.picklist(ANOMALY_KINDS, 'Alerta inválido.');

/** The thresholds behind the flags: one place, read by the server's SQL and the texts below. */
export const ANOMALY_RULES = {
  farDeliveryKm: 20,
  burstCount: 3,
  burstSeconds: 10,
  /** Bits (of 64) two delivery photos' dHashes may differ by and still be the same photo. */
  samePhotoMaxBits: 6,
} as const;

const r = ANOMALY_RULES;

export const ANOMALY_TEXTS = {
  farDelivery: `Entrega a mais de ${r.farDeliveryKm} km do ponto de recebimento`,
  farReceipt: `Recebimento a mais de ${r.farDeliveryKm} km da unidade`,
  deliveryBurst: `${r.burstCount} ou mais entregas em ${r.burstSeconds} segundos`,
  reusedPhoto: 'Mesma foto usada em duas entregas',
  lateDelivery: 'Entrega depois do prazo de 24 horas',
  quantityDivergence: 'Quantidade recebida diferente da enviada',
  familyServedTwice: 'Família já atendida neste período',
  leaderUnavailable: 'Líder avisou que não pode entregar agora',
  familyNotReceived: 'Família diz que não recebeu',
} as const satisfies Record<AnomalyKind, string>;

/**
 * What raised a flag, so the screen can name it (docs/product.md R13.5): a voucher (with its
 * distance, when the flag is about one), the receipt (with its distance to the site, or the
 * quantities), two vouchers sharing a photo (the other may be in another donation), or the
 * leader's report. One flat shape; the fields a subject does not use are null.
 */
export const ANOMALY_SUBJECT_TYPES = ['card', 'receipt', 'samePhoto', 'leaderReport'] as const;
export const anomalySubjectSchema = v.object({
  type: v.picklist(ANOMALY_SUBJECT_TYPES),
  voucherId: v.nullable(v.string()),
  position: v.nullable(v.number()),
  km: v.nullable(v.number()),
  receivedQuantity: v.nullable(v.number()),
  quantity: v.nullable(v.number()),
  otherVoucherId: v.nullable(v.string()),
  otherPosition: v.nullable(v.number()),
  otherDonationId: v.nullable(v.string()),
  report: v.nullable(v.picklist(LEADER_REPORT_KINDS)),
  at: v.nullable(v.string()),
});
export type AnomalySubject = v.InferOutput<typeof anomalySubjectSchema>;

/** A subject with every field it does not use set to null. */
export const anomalySubject = (
  subject: Partial<AnomalySubject> & Pick<AnomalySubject, 'type'>,
): AnomalySubject => ({
  voucherId: null,
  position: null,
  km: null,
  receivedQuantity: null,
  quantity: null,
  otherVoucherId: null,
  otherPosition: null,
  otherDonationId: null,
  report: null,
  at: null,
  ...subject,
});

/** `subjects` is filled on a donation's review; lists, filters and exports leave it empty. */
export const anomalySchema = v.object({
  kind: anomalyKindSchema,
  text: v.string(),
  subjects: v.optional(v.array(anomalySubjectSchema), []),
});
export type Anomaly = v.InferOutput<typeof anomalySchema>;
