import * as v from 'valibot';
import { donationIdSchema } from './donation-id.ts';
import { voucherStatusSchema } from './status-schemas.ts';
import { VOUCHER_STATUS_TEXTS } from './status-texts.ts';
import { FAMILY_ANSWERS } from './family-answers.ts';
import { voucherMessageSchema } from './message-status.ts';

/** A voucher of a donation, in delivery order (`position` is 1-based). */
export const voucherSchema = v.object({
  /** The voucher's number: whole for admins and leaders, `****1234` for anyone else (decision 187). */
  voucherId: v.string(),
  /** What addresses this voucher (routes, GET /voucher/{key}): its number, or voucherKey() for readonly. */
  key: v.string(),
  donationId: donationIdSchema,
  position: v.number(),
  status: voucherStatusSchema,
  statusText: v.picklist(Object.values(VOUCHER_STATUS_TEXTS)),
  delivered: v.nullable(v.string()),
  receivedCpf: v.nullable(v.string()),
  receivedName: v.nullable(v.string()),
  receivedContactNumber: v.nullable(v.string()),
  receivedEmail: v.nullable(v.string()),
  leaderComment: v.nullable(v.string()),
  hasPhoto: v.boolean(),
  hasInvoice: v.boolean(),
  /** When the family's data was anonymised (retention or their request); null while it is kept. */
  anonymisedAt: v.optional(v.nullable(v.string()), null),
  /** The code the family keeps (contract/receipt-code.ts); null unless delivered. */
  receiptCode: v.optional(v.nullable(v.string()), null),
  /**
   * The server made the code (the phone's was taken, or none came): the family was shown another
   * one or none, so staff pass this one on.
   */
  receiptCodeFromServer: v.optional(v.boolean(), false),
  /** What the family said at /comprovante, and when; staff only (a leader never sees it). */
  familyAnswer: v.optional(v.nullable(v.picklist(FAMILY_ANSWERS)), null),
  familyAnsweredAt: v.optional(v.nullable(v.string()), null),
  /** The confirmation message to the family (staff only, GET /voucher/{id}); null when none was queued. */
  message: v.optional(v.nullable(voucherMessageSchema), null),
});
export type Voucher = v.InferOutput<typeof voucherSchema>;

/** GET /vouchers?donationId= */
export const voucherListSchema = v.object({ vouchers: v.array(voucherSchema) });
export type VoucherList = v.InferOutput<typeof voucherListSchema>;

/** GET /voucher/{id}: one voucher, with who received it masked (admin and readonly; leaders get none of it). */
export const voucherReadSchema = v.object({ voucher: voucherSchema });
export type VoucherRead = v.InferOutput<typeof voucherReadSchema>;

export const REVEAL_REASON_MIN = 5;
export const REVEAL_REASON_MAX = 500;
export const revealMessages = {
  reasonRequired: 'Informe o motivo para ver os dados completos.',
  reasonTooShort: `O motivo deve ter de ${REVEAL_REASON_MIN} a ${REVEAL_REASON_MAX} caracteres.`,
  reasonTooLong: `O motivo deve ter no máximo ${REVEAL_REASON_MAX} caracteres.`,
  nothingToReveal: 'Este cartão não tem dados da família para mostrar.',
  anonymised: 'Os dados desta família foram anonimizados.',
} as const;

/**
 * POST /voucher/{id}/reveal (admin): the reason, required when the organisation asks for one; a
 * reason given is 5–500 characters, so a letter typed to get past the question is not one.
 */
export const revealRequestSchema = v.object({
  reason: v.optional(
    v.pipe(
      v.string(revealMessages.reasonRequired),
      v.trim(),
      v.check(
        (reason) => reason === '' || reason.length >= REVEAL_REASON_MIN,
        revealMessages.reasonTooShort,
      ),
      v.maxLength(REVEAL_REASON_MAX, revealMessages.reasonTooLong),
    ),
    '',
  ),
});
export type RevealRequest = v.InferOutput<typeof revealRequestSchema>;

/** What the reveal answers: the family's identifiers whole. Recorded in the access log. */
export const revealedRecipientSchema = v.object({
  voucherId: v.string(),
  receivedName: v.nullable(v.string()),
  receivedCpf: v.nullable(v.string()),
  receivedContactNumber: v.nullable(v.string()),
  receivedEmail: v.nullable(v.string()),
});
export type RevealedRecipient = v.InferOutput<typeof revealedRecipientSchema>;

/**
 * The key of a voucher for those who do not read its number (decision 187): its donation and place
 * in it. `~` never appears in a voucher's number, so the two kinds of key never meet.
 */
export const voucherKey = (donationId: string, position: number) => `${donationId}~${position}`;

/** The donation and place a voucher key names, or null when `key` is a voucher's number. */
export function parseVoucherKey(key: string): { donationId: string; position: number } | null {
  const match = /^([A-Z]{2}-\d{17})~(\d{1,6})$/.exec(key);
  return match ? { donationId: match[1]!, position: Number(match[2]) } : null;
}
