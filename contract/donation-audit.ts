import * as v from 'valibot';
import { DONATION_STATUS } from './status-texts.ts';
import { NOT_A_JSON_OBJECT, requestObject } from './request-object.ts';

/** The statuses an admin may close a donation with (docs/product.md R10.2). */
export const CLOSING_STATUSES = [DONATION_STATUS.returned, DONATION_STATUS.lost] as const;

export const REASON_LIMITS = { min: 5, max: 500 } as const;

export const closeDonationMessages = {
  status: 'Escolha a situação: 5 (Devolvido) ou 6 (Extraviado).',
  reason: `Informe o motivo, de ${REASON_LIMITS.min} a ${REASON_LIMITS.max} caracteres.`,
} as const;

/** POST /donations/{id}/close */
export const closeDonationSchema = requestObject(
  {
    status: v.picklist(CLOSING_STATUSES, closeDonationMessages.status),
    reason: v.pipe(
      v.string(closeDonationMessages.reason),
      v.trim(),
      v.minLength(REASON_LIMITS.min, closeDonationMessages.reason),
      v.maxLength(REASON_LIMITS.max, closeDonationMessages.reason),
    ),
  },
  NOT_A_JSON_OBJECT,
);
export type CloseDonation = v.InferOutput<typeof closeDonationSchema>;

/** One line of a donation's audit log: who changed its status, when, and why. */
export const auditEntrySchema = v.object({
  fromStatus: v.number(),
  toStatus: v.picklist(CLOSING_STATUSES),
  statusText: v.string(),
  reason: v.string(),
  actorName: v.string(),
  at: v.string(),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;
