import * as v from 'valibot';

/** Server-computed warnings about a donation's deliveries (docs/product.md R10.3). */
export const ANOMALY_KINDS = ['farDelivery', 'deliveryBurst', 'reusedPhoto', 'lateDelivery', 'quantityDivergence', 'familyServedTwice'] as const;
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
  deliveryBurst: `${r.burstCount} ou mais entregas em ${r.burstSeconds} segundos`,
  reusedPhoto: 'Mesma foto usada em duas entregas',
  lateDelivery: 'Entrega depois do prazo de 24 horas',
  quantityDivergence: 'Quantidade recebida diferente da enviada',
  familyServedTwice: 'Família já atendida neste período',
} as const satisfies Record<AnomalyKind, string>;

export const anomalySchema = v.object({ kind: anomalyKindSchema, text: v.string() });
export type Anomaly = v.InferOutput<typeof anomalySchema>;
