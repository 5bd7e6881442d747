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

/** Why a closing, a reopening or a transfer was made: the history keeps it. */
const reasonSchema = v.pipe(
  v.string(closeDonationMessages.reason),
  v.trim(),
  v.minLength(REASON_LIMITS.min, closeDonationMessages.reason),
  v.maxLength(REASON_LIMITS.max, closeDonationMessages.reason),
);

/** POST /donations/{id}/close */
export const closeDonationSchema = requestObject(
  {
    status: v.picklist(CLOSING_STATUSES, closeDonationMessages.status),
    reason: reasonSchema,
  },
  NOT_A_JSON_OBJECT,
);
export type CloseDonation = v.InferOutput<typeof closeDonationSchema>;

/** How long the admin who closed a donation may take it back without a reason (docs/product.md R13.2). */
export const UNDO_CLOSING_MS = 5 * 60_000;

/** POST /donations/{id}/reopen: back to the status before the closing, with a reason. */
export const reopenDonationSchema = requestObject(
  {
    reason: reasonSchema,
  },
  NOT_A_JSON_OBJECT,
);
export type ReopenDonation = v.InferOutput<typeof reopenDonationSchema>;

export const transferDonationMessages = {
  leader: 'Escolha na lista a liderança que vai receber a doação.',
} as const;

/**
 * POST /donations/{id}/transfer: the donation, or every open donation of its leader
 * (`allOfLeader`), passes to the leader with this id (from the leader search), with a reason (docs/product.md R13.4).
 */
export const transferDonationSchema = requestObject(
  {
    leaderId: v.pipe(
      v.string(transferDonationMessages.leader),
      v.uuid(transferDonationMessages.leader),
    ),
    reason: reasonSchema,
    allOfLeader: v.optional(v.boolean(), false),
  },
  NOT_A_JSON_OBJECT,
);
export type TransferDonation = v.InferOutput<typeof transferDonationSchema>;

/** What a line of the history records: a closing, its undo, a later reopening, or a transfer. */
export const AUDIT_ACTIONS = ['close', 'undo', 'reopen', 'transfer'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of a donation's history: who changed its status, when, and why (no reason for an undo). */
export const auditEntrySchema = v.object({
  action: v.picklist(AUDIT_ACTIONS),
  fromStatus: v.number(),
  toStatus: v.number(),
  statusText: v.string(),
  reason: v.nullable(v.string()),
  actorName: v.string(),
  /** A transfer's leaders, by name; null for the other actions. */
  fromLeaderName: v.nullable(v.string()),
  toLeaderName: v.nullable(v.string()),
  at: v.string(),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;
